// The optional-rules table (shared/data/optional-rules.ts) and the engine's use of it: the ids saves hold, the
// rules it cites, values and defaults, flags and field ids, texts in our own words; DEFAULT_OPTIONS and
// normaliseOptions agree with it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildOptions, choiceOf, DEFAULT_OPTIONS as TABLE_DEFAULTS, isOptionValue, isSwitch, OPTIONAL_RULES, optionalRule, optionsInPlay,
  optionsShape, optionValues, optionValuesText, valueFromText, type Options,
} from '../../shared/data/optional-rules.js';
import { DEFAULT_OPTIONS, IllegalActionError, newGame, normaliseOptions } from '../../shared/engine/index.js';
import { copiedRuns, sourceRuns } from '../renderer/help-sources.js';

const RULINGS = readFileSync(new URL('../../../shared/rules/RULINGS.md', import.meta.url), 'utf8');
const RULEBOOK = readFileSync(new URL('../../../shared/rules/rulebook-2e.txt', import.meta.url), 'utf8');

/** Values no row allows, and values of the other kind: each must be refused. */
const STRANGERS: readonly unknown[] = [3, -1, 0.5, Number.NaN, '0', '1', 'true', '', null, {}, [], 2 ** 40];

/** Every row's every value, with the others at their defaults. */
function eachValue(): { id: string; value: boolean | number; options: Options }[] {
  return OPTIONAL_RULES.flatMap((row) => optionValues(row).map((value) => ({ id: row.id, value, options: { ...TABLE_DEFAULTS, [row.id]: value } as Options })));
}

describe('the optional-rules table', () => {
  it('keeps the ids of the Options JSON that saves hold, in that order', () => {
    expect(OPTIONAL_RULES.map((r) => r.id)).toEqual(['hundredDays', 'indiansTwice', 'removeCruisers']);
    expect(OPTIONAL_RULES.map((r) => r.rule)).toEqual(['O1', 'O2', 'O3']);
    expect(optionalRule('removeCruisers')?.rule).toBe('O3');
    expect(optionalRule('extra')).toBeUndefined();
  });

  it('cites the options of RULINGS.md and sections of the rulebook', () => {
    const options = RULINGS.slice(RULINGS.indexOf('## Options'), RULINGS.indexOf('## ', RULINGS.indexOf('## Options') + 3));
    for (const row of OPTIONAL_RULES) {
      expect(options, row.id).toMatch(new RegExp(`\\*\\*${row.rule} [^*]+\\*\\* \\(${row.section.replace('.', '\\.')}\\)`));
      expect(RULEBOOK, row.id).toContain(`[${row.section.slice(1)}]`);
      for (const ruling of row.rulings) expect(RULINGS, `${row.id} ${ruling}`).toMatch(new RegExp(`\\*\\*${ruling} [^*]*\\*\\* \\(${row.section.replace('.', '\\.')}`));
    }
    expect(OPTIONAL_RULES.map((r) => r.section)).toEqual(['§4.4', '§12.3', '§3.2']);
  });

  it('gives each row distinct values of one kind, a word for each, and a default among them', () => {
    for (const row of OPTIONAL_RULES) {
      const values = optionValues(row);
      expect(new Set(values).size, row.id).toBe(values.length);
      expect(values.length, row.id).toBeGreaterThanOrEqual(2);
      if (isSwitch(row)) expect(values, row.id).toEqual([false, true]);
      else for (const x of values) expect(Number.isInteger(x), `${row.id} ${x}`).toBe(true);
      for (const c of row.values) expect(c.word.trim().length, `${row.id} ${c.value}`).toBeGreaterThan(0);
      expect(isOptionValue(row, row.default), row.id).toBe(true);
      // The standard game adds no words; every other value says what it adds.
      for (const c of row.values) expect(c.inPlay === null, `${row.id} ${c.value}`).toBe(c.value === row.default);
      for (const c of row.values) expect(choiceOf(row, c.value)).toBe(c);
      for (const x of STRANGERS) expect(isOptionValue(row, x), `${row.id} ${String(x)}`).toBe(false);
    }
    expect(optionValues(optionalRule('removeCruisers')!)).toEqual([0, 1, 2]);
  });

  it('names a kk flag and a form field for each row, both from its id', () => {
    const kebab = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    for (const row of OPTIONAL_RULES) {
      expect(row.flag).toBe(`--${kebab(row.id)}`);
      expect(row.field).toBe(`opt-${kebab(row.id)}`);
    }
    expect(OPTIONAL_RULES.map((r) => r.flag)).toEqual(['--hundred-days', '--indians-twice', '--remove-cruisers']);
  });

  it('explains each option to the player in one short line of our own words', () => {
    const runs = sourceRuns();
    for (const row of OPTIONAL_RULES) {
      expect(row.label.length, row.id).toBeLessThanOrEqual(40);
      expect(row.explanation, row.id).not.toMatch(/\n/);
      expect(row.explanation.length, row.id).toBeLessThanOrEqual(160);
      expect(row.explanation, row.id).toMatch(/^[A-Z].*[.!]$/);
      const texts = [row.label, row.explanation, ...row.values.flatMap((c) => [c.word, c.inPlay ?? ''])];
      expect(texts.flatMap((t) => copiedRuns(t, runs)), row.id).toEqual([]);
      // The New campaign screen never speaks of losing or replacing anything (tests/e2e/campaigns.spec.ts).
      expect(`${row.label} ${row.explanation}`, row.id).not.toMatch(/replac|overwrit|lose/i);
    }
  });

  it('describes the options in play from the values\' words', () => {
    expect(optionsInPlay(TABLE_DEFAULTS)).toEqual([]);
    expect(optionsInPlay({ hundredDays: true, indiansTwice: true, removeCruisers: 2 })).toEqual(['The Hundred Days', 'Indians attack twice', '2 Cruisers removed']);
    for (const { id, value, options } of eachValue()) {
      const row = optionalRule(id)!;
      expect(optionsInPlay(options), `${id} ${value}`).toEqual(value === row.default ? [] : [choiceOf(row, value)?.inPlay]);
    }
  });

  it('reads values from text (a select, a flag) and builds whole Options objects', () => {
    for (const row of OPTIONAL_RULES) {
      for (const x of optionValues(row)) expect(valueFromText(row, String(x))).toBe(x);
      expect(valueFromText(row, 'x')).toBeUndefined();
    }
    expect(buildOptions(() => undefined)).toEqual(TABLE_DEFAULTS);
    expect(Object.keys(buildOptions(() => undefined))).toEqual(OPTIONAL_RULES.map((r) => r.id));
    expect(OPTIONAL_RULES.map(optionValuesText)).toEqual(['false or true', 'false or true', '0, 1 or 2']);
    expect(optionsShape()).toBe('hundredDays: false | true, indiansTwice: false | true, removeCruisers: 0 | 1 | 2');
  });
});

describe('the engine and the table', () => {
  it('takes its defaults from the table', () => {
    expect(DEFAULT_OPTIONS).toEqual(Object.fromEntries(OPTIONAL_RULES.map((r) => [r.id, r.default])));
    expect(normaliseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(normaliseOptions({})).toEqual(DEFAULT_OPTIONS);
  });

  it('accepts every value of the table and keeps it in the state', () => {
    for (const { id, value, options } of eachValue()) {
      expect(normaliseOptions({ [id]: value }), `${id} ${value}`).toEqual(options);
      expect(newGame({ seed: 7, options: { [id]: value } }).options, `${id} ${value}`).toEqual(options);
    }
  });

  it('refuses any value outside the table', () => {
    for (const row of OPTIONAL_RULES) {
      for (const x of STRANGERS) {
        expect(() => normaliseOptions({ [row.id]: x } as unknown as Partial<Options>), `${row.id} ${String(x)}`).toThrow(IllegalActionError);
      }
    }
    expect(() => normaliseOptions({ removeCruisers: 3 } as unknown as Partial<Options>)).toThrow('removeCruisers: 0 | 1 | 2');
  });

  it('keeps only the table\'s ids', () => {
    expect(Object.keys(normaliseOptions({ extra: true } as unknown as Partial<Options>))).toEqual(OPTIONAL_RULES.map((r) => r.id));
  });
});
