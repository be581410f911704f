// The optional rules (RULINGS.md "Options"; rulebook §4.4, §12.3, §3.2) as one table. Everything that lists
// the options reads it: the Options type, the engine's defaults and check (core/state.ts, game.ts), main's
// valibot and JSON schemas, the New campaign form, the campaign's options in words, and kk's flags and help.
// The ids are the keys of the Options JSON object that saves hold: never rename one.
// The labels, explanations and words are our own (tests/data/optional-rules.test.ts checks them against the
// rulebook like the help texts).
import { COMPANION_SWITCHES, type CompanionOptions } from './companion-options.js';

/** One value an option can take. */
export interface OptionChoice<V extends boolean | number = boolean | number> {
  readonly value: V;
  /** The value's word on the New campaign form ("on", "two"). */
  readonly word: string;
  /** What a campaign with this value adds to its description ("The Hundred Days"); null for the standard game. */
  readonly inPlay: string | null;
}

/** One optional rule. */
export interface OptionalRule {
  /** The key in the Options JSON object (saves hold it). */
  readonly id: string;
  /** The option's number in RULINGS.md ("O1"). */
  readonly rule: `O${number}`;
  /** The rulebook section that describes it. */
  readonly section: `§${string}`;
  /** The rulings (RULINGS.md) that settle how it is played. */
  readonly rulings: readonly `R${number}`[];
  /** Its name for the player. */
  readonly label: string;
  /** One line for the player: what it changes, in our own words. */
  readonly explanation: string;
  /** Every value it can take, standard first: an on/off switch (false, true) or a choice of numbers. */
  readonly values: readonly OptionChoice<boolean>[] | readonly OptionChoice<number>[];
  /** The value of a new campaign unless the player picks another. */
  readonly default: boolean | number;
  /** kk's flag: a switch is on when given; a choice takes its number after the flag. */
  readonly flag: `--${string}`;
  /** The element id of its field on the New campaign form (the e2e tests find it by this). */
  readonly field: `opt-${string}`;
}

const SWITCH = (inPlay: string) => [
  { value: false, word: 'off', inPlay: null },
  { value: true, word: 'on', inPlay },
] as const;

export const OPTIONAL_RULES = [
  {
    id: 'hundredDays',
    rule: 'O1',
    section: '§4.4',
    rulings: ['R10'],
    label: 'The Hundred Days',
    explanation: 'On Turn 27 both Turn Chits left in the cup are played, one after the other with all their events and attacks, not just one.',
    values: SWITCH('The Hundred Days'),
    default: false,
    flag: '--hundred-days',
    field: 'opt-hundred-days',
  },
  {
    id: 'indiansTwice',
    rule: 'O2',
    section: '§12.3',
    rulings: [],
    label: 'Indians attack twice',
    explanation: 'Each Indian army in East Africa rolls against its Askari two times a turn rather than once, so the colony is harder to hold.',
    values: SWITCH('Indians attack twice'),
    default: false,
    flag: '--indians-twice',
    field: 'opt-indians-twice',
  },
  {
    id: 'removeCruisers',
    rule: 'O3',
    section: '§3.2',
    rulings: [],
    label: 'Beginner: fewer Cruisers',
    explanation: 'Setup takes one or two British Cruisers out of the chit cup for good, so fewer ships hunt your Blockade Runners: an easier war.',
    values: [
      { value: 0, word: 'none', inPlay: null },
      { value: 1, word: 'one', inPlay: '1 Cruiser removed' },
      { value: 2, word: 'two', inPlay: '2 Cruisers removed' },
    ],
    default: 0,
    flag: '--remove-cruisers',
    field: 'opt-remove-cruisers',
  },
] as const satisfies readonly OptionalRule[];

export type OptionalRuleRow = (typeof OPTIONAL_RULES)[number];
export type OptionId = OptionalRuleRow['id'];

/**
 * The optional rules a campaign is played with: the table's ids, each with one of its values; and the table
 * companion's switches when they are on (shared/data/companion-options.ts). Saves hold it.
 */
export type Options = { readonly [R in OptionalRuleRow as R['id']]: R['values'][number]['value'] } & CompanionOptions;

// Compile-time checks on the table: every default is one of its row's values, and the ids are the Options keys.
type DefaultIsAValue<R> = R extends OptionalRuleRow ? (R['default'] extends R['values'][number]['value'] ? true : false) : never;
const _defaultsAreValues: false extends DefaultIsAValue<OptionalRuleRow> ? 'a default is not one of its values' : true = true;

/** The standard game: every option at its default. */
export const DEFAULT_OPTIONS: Options = Object.freeze(
  Object.fromEntries(OPTIONAL_RULES.map((r) => [r.id, r.default])) as unknown as Options,
);

/** The row of an option id, if it is one. */
export function optionalRule(id: string): OptionalRuleRow | undefined {
  return OPTIONAL_RULES.find((r) => r.id === id);
}

/** The values a row allows, in table order. */
export function optionValues(row: OptionalRule): readonly (boolean | number)[] {
  return row.values.map((c) => c.value);
}

/** The row's values for a message: "false or true", "0, 1 or 2". */
export function optionValuesText(row: OptionalRule): string {
  const values = optionValues(row).map(String);
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** True when `x` is one of the row's values (a number for a choice, a boolean for a switch). */
export function isOptionValue(row: OptionalRule, x: unknown): boolean {
  return row.values.some((c) => c.value === x);
}

/** A switch (values false and true) rather than a choice of numbers. */
export function isSwitch(row: OptionalRule): boolean {
  return row.values.every((c) => typeof c.value === 'boolean');
}

/** The value whose text (String(value)) is `text`: how a form's select or kk's `--flag N` is read. */
export function valueFromText(row: OptionalRule, text: string): boolean | number | undefined {
  return row.values.find((c) => String(c.value) === text)?.value;
}

/** The table entry of a value of a row. */
export function choiceOf(row: OptionalRule, value: unknown): OptionChoice | undefined {
  return (row.values as readonly OptionChoice[]).find((c) => c.value === value);
}

/** "hundredDays: false | true, …, removeCruisers: 0 | 1 | 2": the shape of Options, for error messages. */
export function optionsShape(): string {
  return OPTIONAL_RULES.map((r) => `${r.id}: ${optionValues(r).join(' | ')}`).join(', ');
}

/** The options a campaign is played with, in words (empty for the standard game). */
export function optionsInPlay(o: Options): string[] {
  const rules = OPTIONAL_RULES.flatMap((r) => {
    const words = choiceOf(r, o[r.id])?.inPlay;
    return words ? [words] : [];
  });
  // The table companion's switches mark the campaign too ("Your own dice"), on the Campaigns screen and in kk.
  return [...rules, ...COMPANION_SWITCHES.filter((s) => o[s.id] === true).map((s) => s.inPlay)];
}

/** Options from per-option values read elsewhere (a form, flags); a row `read` leaves undefined keeps its default. */
export function buildOptions(read: (row: OptionalRuleRow) => boolean | number | undefined): Options {
  return Object.fromEntries(OPTIONAL_RULES.map((r) => [r.id, read(r) ?? r.default])) as unknown as Options;
}
