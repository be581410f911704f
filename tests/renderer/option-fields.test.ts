// The New campaign form's optional-rule fields and the campaign's options in words come from the table
// (shared/data/optional-rules.ts): one field per row with its id, label and explanation, read back to Options.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, isSwitch, OPTIONAL_RULES, optionValues, type Options } from '../../shared/data/optional-rules.js';
import { optionFields, optionsFromFields } from '../../renderer/screens/option-fields.js';
import { COMPANION_SWITCHES } from '../../shared/data/companion-options.js';
import { optionsInWords } from '../../renderer/screens/plain-words.js';

describe('New campaign: optional-rule fields', () => {
  it('has one field per row of the table, in its order, with the ids the e2e tests find', () => {
    const fields = optionFields(DEFAULT_OPTIONS);
    expect(fields.map((f) => f.id)).toEqual([...OPTIONAL_RULES.map((r) => r.field), ...COMPANION_SWITCHES.map((c) => c.field)]);
    expect(fields.map((f) => f.id)).toEqual(['opt-hundred-days', 'opt-indians-twice', 'opt-remove-cruisers', 'opt-my-dice', 'opt-my-chits']);
    expect(new Set(fields.map((f) => f.noteId)).size).toBe(fields.length);
  });

  it('labels and explains each field with the table\'s words', () => {
    const fields = optionFields(DEFAULT_OPTIONS);
    OPTIONAL_RULES.forEach((row, i) => {
      expect(fields[i].label, row.id).toContain(row.label);
      expect(fields[i].label, row.id).toContain(row.rule);
      expect(fields[i].explanation, row.id).toBe(row.explanation);
    });
  });

  it('makes a switch a checkbox and a choice a select of the table\'s values and words', () => {
    for (const [i, row] of OPTIONAL_RULES.entries()) {
      const f = optionFields(DEFAULT_OPTIONS)[i];
      if (isSwitch(row)) {
        expect(f.kind, row.id).toBe('checkbox');
        expect(f.choices, row.id).toEqual([]);
      } else {
        expect(f.kind, row.id).toBe('select');
        expect(f.choices, row.id).toEqual(row.values.map((c) => ({ value: String(c.value), word: c.word })));
      }
    }
    expect(optionFields(DEFAULT_OPTIONS)[2].choices.map((c) => c.word)).toEqual(['none', 'one', 'two']);
  });

  it('starts from the player\'s default options and reads every value back', () => {
    for (const row of OPTIONAL_RULES) {
      for (const x of optionValues(row)) {
        const options = { ...DEFAULT_OPTIONS, [row.id]: x } as Options;
        const fields = optionFields(options);
        const f = fields.find((g) => g.id === row.field)!;
        expect(f.initial, `${row.id} ${x}`).toBe(isSwitch(row) ? x : String(x));
        const byId = new Map(fields.map((g) => [g.id, g.initial]));
        expect(optionsFromFields((id) => byId.get(id)!), `${row.id} ${x}`).toEqual(options);
      }
    }
  });

  it('offers the table companion\'s switches as checkboxes, unticked, and keeps them in the options only when ticked (issue 32)', () => {
    const fields = optionFields(DEFAULT_OPTIONS);
    expect(fields.slice(-2).map((f) => [f.label, f.kind, f.initial])).toEqual([
      ['I roll the dice myself', 'checkbox', false],
      ['I draw the chits myself', 'checkbox', false],
    ]);
    const ticked = new Map(fields.map((f) => [f.id, f.id === 'opt-my-dice' ? true : f.initial]));
    expect(optionsFromFields((id) => ticked.get(id)!)).toEqual({ ...DEFAULT_OPTIONS, myDice: true });
    expect(optionFields({ ...DEFAULT_OPTIONS, myChits: true }).at(-1)!.initial).toBe(true);
    expect(optionsInWords({ ...DEFAULT_OPTIONS, myDice: true, myChits: true })).toEqual(['Your own dice', 'Your own chits']);
  });

  it('keeps an option\'s default when its select holds no value of the table', () => {
    expect(optionsFromFields((id) => (id === 'opt-remove-cruisers' ? '7' : false))).toEqual(DEFAULT_OPTIONS);
  });
});

describe('a campaign\'s options in words', () => {
  it('says what each value other than the default adds, in table order', () => {
    expect(optionsInWords(DEFAULT_OPTIONS)).toEqual([]);
    for (const row of OPTIONAL_RULES) {
      for (const c of row.values) {
        expect(optionsInWords({ ...DEFAULT_OPTIONS, [row.id]: c.value } as Options), `${row.id} ${c.value}`).toEqual(c.inPlay === null ? [] : [c.inPlay]);
      }
    }
  });
});
