// The first position digest (records written up to file format 3: `position` is "sha256:<hex>"). FROZEN: a
// campaign stored with it is checked with it, so any change here makes stored campaigns load as "corrected"
// when nothing changed. It hashed the board view with its display words (the turn's label, the phase's
// printed name, the result's band) and the undo floor; position.ts (version 2) leaves those out.
// Frozen twice over: the fields are listed as the view held them at 6c0fb0d (a view that learns to say more
// leaves this as it was), and the display words are 6c0fb0d's own, kept here, not read from the view (renaming
// a phase must not turn every campaign stored in it "corrected"). Only the order of tiles in a box and of the
// choices is still the view's (roster order, legal order).
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

/** Each turn's label at 6c0fb0d (shared/data/calendar.ts): turn 1 is the first. */
const TURN_LABELS = [
  'Aug 1914', 'SO 1914', 'ND 1914',
  'JF 1915', 'MA 1915', 'MJ 1915', 'JA 1915', 'SO 1915', 'ND 1915',
  'JF 1916', 'MA 1916', 'MJ 1916', 'JA 1916', 'SO 1916', 'ND 1916',
  'JF 1917', 'MA 1917', 'MJ 1917', 'JA 1917', 'SO 1917', 'ND 1917',
  'JF 1918', 'MA 1918', 'MJ 1918', 'JA 1918', 'SO 1918', 'ND 1918',
];

/** Each phase's printed name at 6c0fb0d (shared/engine/core/turn.ts). */
const PHASE_NAMES: Readonly<Record<string, string>> = {
  'chit-draw': 'Chit Draw', 'turn-start': 'Turn Start', 'entente-attack': 'Entente Attack', tageblatt: 'Berliner Tageblatt',
  alliances: 'Alliances', 'naval-air': 'Naval/Air Warfare', 'cp-attack': 'Central Powers Attack', 'near-east': 'Near East',
  industrial: 'Industrial', 'turn-end': 'Turn End',
};

/** The result's band at 6c0fb0d: a Defeat's word, or an Armistice's by its VP (shared/data/victory.ts). */
function bandOf(over: NonNullable<BoardView['over']>): string {
  if (over.result === 'defeat') return 'Defeat';
  const bands: readonly [number, string][] = [
    [65, 'Weltgeschichtlicher Sieg'], [60, 'Major victory'], [50, 'Victory'], [40, 'Marginal victory'], [30, 'Draw-like peace'], [20, 'Peace without honour'],
  ];
  return bands.find(([min]) => over.vp >= min)?.[1] ?? 'Collapse';
}

/** The view as version 1 hashed it: every field of 6c0fb0d's view but the prompt, the odds and what it works out. */
function positionV1(view: BoardView): unknown {
  const over = view.over;
  const phaseName = view.phase === null || view.phase === undefined ? view.phase : (PHASE_NAMES[view.phase] ?? view.phaseName);
  return {
    turn: view.turn, turnLabel: TURN_LABELS[view.turn - 1] ?? view.turnLabel, season: view.season, phase: view.phase, phaseName,
    rm: view.rm, lira: view.lira, krupp: view.krupp, kaisertreu: view.kaisertreu, revolution: view.revolution, mef: view.mef,
    air: pick(view.air, ['box', 'german']), status: pick(view.status, STATUS), anaFaceUp: view.anaFaceUp, redBaronOn: view.redBaronOn,
    boxes: view.boxes, canUndo: view.canUndo,
    over: over ? { ...pick(over, ['result', 'turn', 'vp', 'front']), band: bandOf(over), breakdown: pick(over.breakdown, BREAKDOWN) } : over,
    choices: view.prompt ? view.prompt.actions : null,
  };
}

export function positionDigestV1(view: BoardView): string {
  return `${V1_PREFIX}${createHash('sha256').update(canonicalJson(positionV1(view))).digest('hex')}`;
}
