// The first position digest (records written up to file format 3: `position` is "sha256:<hex>"). FROZEN: a
// campaign stored with it is checked with it, so any change here makes stored campaigns load as "corrected"
// when nothing changed. It hashed the board view with its display words (the turn's label and season, the
// phase's printed name, the result's band) and the undo floor; position.ts (version 2) leaves those out.
// The fields are listed as the view held them at 6c0fb0d, so a view that learns to say more leaves this as it
// was; only the order of tiles in a box and of the choices is still the view's (roster order, legal order).
import { createHash } from 'node:crypto';
import type { BoardView } from '../../shared/engine/index.js';
import { canonicalJson } from '../saves/checksum.js';

export const V1_PREFIX = 'sha256:';

/** The listed keys of an object that has them (undefined ones are left out by the canonical JSON as before). */
function pick<T extends object>(from: T | null | undefined, keys: readonly (keyof T)[]): Partial<T> | null | undefined {
  if (from === null || from === undefined) return from;
  const out: Partial<T> = {};
  for (const k of keys) out[k] = from[k];
  return out;
}

const STATUS = ['turkey', 'italy', 'france', 'russia', 'bulgaria', 'roumania', 'usa', 'serbia', 'eastAfrica'] as const;
/** An Armistice's VP items (rules/victory.ts), then a Defeat's roll and Unruhe (rules/defeat.ts). */
const BREAKDOWN = ['base', 'epArmies', 'turkey', 'eastAfrica', 'ruhe', 'civilSociety', 'roll', 'unruhe'];

/** The view as version 1 hashed it: every field of 6c0fb0d's view but the prompt, the odds and what it works out. */
function positionV1(view: BoardView): unknown {
  const over = view.over;
  return {
    turn: view.turn, turnLabel: view.turnLabel, season: view.season, phase: view.phase, phaseName: view.phaseName,
    rm: view.rm, lira: view.lira, krupp: view.krupp, kaisertreu: view.kaisertreu, revolution: view.revolution, mef: view.mef,
    air: pick(view.air, ['box', 'german']), status: pick(view.status, STATUS), anaFaceUp: view.anaFaceUp, redBaronOn: view.redBaronOn,
    boxes: view.boxes, canUndo: view.canUndo,
    over: over ? { ...pick(over, ['result', 'turn', 'vp', 'band', 'front']), breakdown: pick(over.breakdown, BREAKDOWN) } : over,
    choices: view.prompt ? view.prompt.actions : null,
  };
}

export function positionDigestV1(view: BoardView): string {
  return `${V1_PREFIX}${createHash('sha256').update(canonicalJson(positionV1(view))).digest('hex')}`;
}
