// The save file format: its schema, and the migrations that bring older files up to the current one.
// A save is the campaign (seed, options, action list) plus a snapshot of the state and its checksum.
import * as v from 'valibot';
import type { PlainAction, GameState, Options } from '../../shared/engine/index.js';
import { actionSchema, optionsSchema, seedSchema, slotSchema } from '../schemas.js';

export const CURRENT_FORMAT = 2;

export interface SaveSummary {
  readonly turn: number;
  readonly actionCount: number;
  readonly finished: boolean;
}

export interface SaveFile {
  readonly format: typeof CURRENT_FORMAT;
  /** The app version that wrote the file (for the player and for future migrations). */
  readonly app: string;
  readonly savedAt: string | null;
  readonly slot: string;
  readonly seed: number;
  readonly options: Options;
  readonly actions: readonly PlainAction[];
  readonly snapshot: GameState;
  readonly checksum: string;
  readonly summary: SaveSummary;
}

// The engine owns the state's inner shape; the save only needs these fields to be sane.
const snapshotSchema = v.looseObject({
  seed: seedSchema,
  turn: v.pipe(v.number(), v.integer()),
  actionCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const saveFileSchema = v.strictObject({
  format: v.literal(CURRENT_FORMAT),
  app: v.pipe(v.string(), v.maxLength(64)),
  savedAt: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  slot: slotSchema,
  seed: seedSchema,
  options: optionsSchema,
  actions: v.array(actionSchema),
  snapshot: snapshotSchema,
  checksum: v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/, 'The checksum must be "sha256:" and 64 hex digits')),
  summary: v.strictObject({
    turn: v.pipe(v.number(), v.integer()),
    actionCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    finished: v.boolean(),
  }),
});

type Json = Record<string, unknown>;

/**
 * Format 1 (development builds before 0.1.0): {format:1, seed, options, actions, state, checksum}, the
 * checksum as bare hex and no slot, app version or summary.
 */
function from1(old: Json, slot: string): Json {
  const state = (old.state ?? {}) as Json;
  return {
    format: 2,
    app: 'format-1',
    savedAt: null,
    slot,
    seed: old.seed,
    options: old.options,
    actions: old.actions,
    snapshot: old.state,
    checksum: typeof old.checksum === 'string' ? `sha256:${old.checksum}` : old.checksum,
    summary: { turn: state.turn, actionCount: state.actionCount, finished: state.over !== null && state.over !== undefined },
  };
}

/** format n -> the migration that lifts it to n + 1 */
const MIGRATIONS: Readonly<Record<number, (old: Json, slot: string) => Json>> = { 1: from1 };

export type Migrated = { ok: true; file: Json } | { ok: false; reason: string };

/** Lifts a parsed file to the current format; the result still has to pass saveFileSchema. */
export function migrate(parsed: unknown, slot: string): Migrated {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'it is not a save file (no JSON object inside)' };
  let file = parsed as Json;
  const format = file.format;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 1) return { ok: false, reason: 'it is not a save file (no format number)' };
  if (format > CURRENT_FORMAT) {
    return { ok: false, reason: `it was written by a newer version of Kaiserkrieg (save format ${format}; this version reads up to ${CURRENT_FORMAT})` };
  }
  for (let f = format; f < CURRENT_FORMAT; f++) file = MIGRATIONS[f](file, slot);
  return { ok: true, file };
}
