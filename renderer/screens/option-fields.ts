// The New campaign form's optional-rule fields, one per row of the table (shared/data/optional-rules.ts):
// what each field shows and how the form's inputs are read back. Pure (no DOM), so it is unit-tested;
// screens.ts turns each into a checkbox or a select with the explanation under it.
import { buildOptions, isSwitch, OPTIONAL_RULES, valueFromText, type Options } from '../../shared/data/optional-rules.js';
import { COMPANION_SWITCHES } from '../../shared/data/companion-options.js';

export interface OptionField {
  /** The input's element id ("opt-hundred-days"). */
  readonly id: string;
  /** The id of the explanation under it (the input's aria-describedby). */
  readonly noteId: string;
  readonly label: string;
  readonly explanation: string;
  /** A switch is a checkbox; a choice is a select of `choices`. */
  readonly kind: 'checkbox' | 'select';
  /** The select's options: value text and its word (empty for a checkbox). */
  readonly choices: readonly { readonly value: string; readonly word: string }[];
  /** The checkbox's state, or the select's value text, from the player's default options. */
  readonly initial: boolean | string;
}

/** One field per optional rule, in table order, set to `defaults`; then the table companion's switches (issue 32). */
export function optionFields(defaults: Options): OptionField[] {
  const companion = COMPANION_SWITCHES.map((s): OptionField => ({
    id: s.field,
    noteId: `${s.field}-note`,
    label: s.label,
    explanation: s.explanation,
    kind: 'checkbox',
    choices: [],
    initial: defaults[s.id] === true,
  }));
  return [...ruleFields(defaults), ...companion];
}

function ruleFields(defaults: Options): OptionField[] {
  return OPTIONAL_RULES.map((row) => {
    const kind = isSwitch(row) ? 'checkbox' : 'select';
    const current = defaults[row.id];
    return {
      id: row.field,
      noteId: `${row.field}-note`,
      label: `${row.label} (optional rule ${row.rule})`,
      explanation: row.explanation,
      kind,
      choices: kind === 'select' ? row.values.map((c) => ({ value: String(c.value), word: c.word })) : [],
      initial: kind === 'checkbox' ? current === true : String(current),
    };
  });
}

/** The options the form holds: `read(id)` is a checkbox's state or a select's value text. */
export function optionsFromFields(read: (id: string) => boolean | string): Options {
  const rules = buildOptions((row) => {
    const raw = read(row.field);
    return typeof raw === 'boolean' ? raw : valueFromText(row, raw);
  });
  // The companion's switches are kept only when ticked, as the engine keeps them (shared/data/companion-options.ts).
  const companion = Object.fromEntries(COMPANION_SWITCHES.filter((s) => read(s.field) === true).map((s) => [s.id, true]));
  return { ...rules, ...companion };
}
