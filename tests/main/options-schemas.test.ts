// Main's schemas for the optional rules agree with their table (shared/data/optional-rules.ts): the valibot
// optionsSchema (IPC, save files, settings) accepts exactly the table's values, and the settings JSON Schema
// (electron-store) lists them as its enums, with the table's defaults.
import * as v from 'valibot';
import { COMPANION_SWITCHES } from '../../shared/data/companion-options.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, OPTIONAL_RULES, optionValues, type Options } from '../../shared/data/optional-rules.js';
import { newCampaignSchema, optionsSchema } from '../../main/schemas.js';
import { SETTINGS_JSON_SCHEMA } from '../../main/settings-schema.js';
import { DEFAULT_GAME_OPTIONS, DEFAULT_SETTINGS } from '../../main/settings-model.js';
import { problemSummary } from '../../main/library/catalogue.js';

const STRANGERS: readonly unknown[] = [3, -1, 0.5, Number.NaN, '0', '1', 'true', '', null, undefined, {}, [], 2 ** 40];

describe('optionsSchema (valibot)', () => {
  it('has one entry per row of the table', () => {
    expect(Object.keys(optionsSchema.entries)).toEqual([...OPTIONAL_RULES.map((r) => r.id), ...COMPANION_SWITCHES.map((s) => s.id)]);
  });

  it("takes the table companion's switches when present, true or false, and refuses any other value (issue 32)", () => {
    expect(v.is(optionsSchema, { ...DEFAULT_OPTIONS, myDice: true, myChits: false })).toBe(true);
    expect(v.is(optionsSchema, { ...DEFAULT_OPTIONS, myDice: 'yes' })).toBe(false);
  });

  it('accepts every value of the table', () => {
    for (const row of OPTIONAL_RULES) {
      for (const x of optionValues(row)) {
        const options = { ...DEFAULT_OPTIONS, [row.id]: x };
        expect(v.parse(optionsSchema, options), `${row.id} ${x}`).toEqual(options);
        expect(v.is(newCampaignSchema, { seed: 1, options }), `${row.id} ${x}`).toBe(true);
      }
    }
  });

  it('refuses every other value, a missing option and an extra key', () => {
    for (const row of OPTIONAL_RULES) {
      for (const x of [...STRANGERS, ...OPTIONAL_RULES.filter((r) => r !== row).flatMap((r) => optionValues(r))]) {
        if (optionValues(row).includes(x as boolean | number)) continue;
        const r = v.safeParse(optionsSchema, { ...DEFAULT_OPTIONS, [row.id]: x });
        expect(r.success, `${row.id} ${String(x)}`).toBe(false);
        if (!r.success) expect(v.getDotPath(r.issues[0]), `${row.id} ${String(x)}`).toBe(row.id);
      }
      const { [row.id]: _gone, ...rest } = DEFAULT_OPTIONS as Record<string, unknown>;
      expect(v.is(optionsSchema, rest), `without ${row.id}`).toBe(false);
    }
    expect(v.is(optionsSchema, { ...DEFAULT_OPTIONS, extra: true })).toBe(false);
    expect(v.is(optionsSchema, [])).toBe(false);
  });

  it('says which option is wrong and what it may be', () => {
    const r = v.safeParse(optionsSchema, { ...DEFAULT_OPTIONS, removeCruisers: 3 });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.issues[0].message).toBe('removeCruisers must be 0, 1 or 2');
  });
});

describe('the settings JSON Schema (electron-store)', () => {
  const schema = SETTINGS_JSON_SCHEMA.defaultOptions as unknown as {
    type: string; additionalProperties: boolean; required: string[]; properties: Record<string, { enum: unknown[] }>; default: Options;
  };

  it('lists the table\'s ids, each with exactly its values, and nothing else', () => {
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(OPTIONAL_RULES.map((r) => r.id));
    expect(Object.keys(schema.properties)).toEqual([...OPTIONAL_RULES.map((r) => r.id), ...COMPANION_SWITCHES.map((c) => c.id)]);
    for (const row of OPTIONAL_RULES) expect(schema.properties[row.id], row.id).toEqual({ enum: optionValues(row) });
    for (const c of COMPANION_SWITCHES) expect(schema.properties[c.id], c.id).toEqual({ type: 'boolean' }); // issue 32: optional
  });

  it('defaults to the table\'s defaults, like the settings model and the catalogue', () => {
    expect(schema.default).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_GAME_OPTIONS).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_SETTINGS.defaultOptions).toEqual(Object.fromEntries(OPTIONAL_RULES.map((r) => [r.id, r.default])));
    expect(problemSummary('x', 'broken').options).toEqual(DEFAULT_OPTIONS);
  });
});
