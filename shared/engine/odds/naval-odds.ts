// The odds at sea (§9.1.2, §9.1.3, §9.1.5, R22, R23): for a sea area, from the British Cruisers Table and the
// Cruisers ready to sail, the chance of a Cruiser there (a runner caught, a battle for the High Seas Fleet), of a
// bracket (a runner sunk), and of each result of the Major Naval Battle.
import type { GameState } from '../core/state.js';
import { idsAt } from '../core/board.js';
import { CRUISER_TABLE } from '../../data/cruisers.js';
import { NAVAL_BATTLE } from '../../data/small-tables.js';
import { CRUISER_IDS } from '../../data/tiles.js';
import type { SeaAreaId } from '../../data/ids.js';
import { CERTAIN, chance, plus, times, type Chance } from './chance.js';
import { ALL_FACES, PAIRS, lowestFaceChance } from './dice-counts.js';
import type { Odds, Outcome } from './types.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const CRUISERS_BOX = 'british-cruisers-box';

/** How many Cruisers the table sends into `area`, sum by sum of the two dice (Cruisers ready now, §9.1.2). */
function cruisersInArea(st: GameState, area: SeaAreaId): Map<number, Chance> {
  const ready = idsAt(st, CRUISER_IDS, CRUISERS_BOX).length;
  const out = new Map<number, Chance>();
  if (ready === 0) {
    out.set(0, CERTAIN);
    return out;
  }
  for (const a of ALL_FACES) {
    for (const b of ALL_FACES) {
      const k = CRUISER_TABLE[a + b][ready].filter((x) => x === area).length;
      out.set(k, plus(out.get(k) ?? chance(0, 1), chance(1, PAIRS)));
    }
  }
  return out;
}

function add(outcomes: Map<string, Chance>, id: string, c: Chance): void {
  if (c.num > 0) outcomes.set(id, plus(outcomes.get(id) ?? chance(0, 1), c));
}

function oddsOf(kind: 'runner' | 'hsf', rule: RuleRef, dice: number, outcomes: Map<string, Chance>, aim: string): Odds {
  const order = ['through', 'caught', 'sunk', 'no-battle'];
  const rank = (id: string): number => (order.includes(id) ? order.indexOf(id) : order.length);
  const list: Outcome[] = [...outcomes].map(([id, c]) => ({ id, chance: c })).sort((a, b) => rank(a.id) - rank(b.id));
  const success = outcomes.get(aim) ?? chance(0, 1);
  return { kind, rule, dice, need: null, success, drm: [], outcomes: list };
}

function readyToSail(st: GameState): number {
  return idsAt(st, CRUISER_IDS, CRUISERS_BOX).length;
}

/** §9.1.1–§9.1.3, R22: a runner in `area` gets 'through', is 'caught' by one Cruiser or 'sunk' by a bracket. */
export function runnerOdds(st: GameState, area: SeaAreaId): Odds {
  const outcomes = new Map<string, Chance>();
  for (const [k, c] of cruisersInArea(st, area)) add(outcomes, k === 0 ? 'through' : k === 1 ? 'caught' : 'sunk', c);
  return oddsOf('runner', '§9.1.2', readyToSail(st) === 0 ? 0 : 2, outcomes, 'through');
}

/** R23: the battle's row, by effect (and turns ahead where two rows share an effect). */
function battleId(face: number): string {
  const row = NAVAL_BATTLE[face];
  return row.turnsAhead === undefined ? row.effect : `${row.effect}-${row.turnsAhead}`;
}

/**
 * §9.1.4, §9.1.5, R23: the High Seas Fleet in `area` fights when a Cruiser is there: one die against one, the lower
 * of two against two. 'success': it comes home unharmed (no battle, or a result that spares it).
 */
export function hsfOdds(st: GameState, area: SeaAreaId): Odds {
  const outcomes = new Map<string, Chance>();
  for (const [k, c] of cruisersInArea(st, area)) {
    if (k === 0) {
      add(outcomes, 'no-battle', c);
      continue;
    }
    // R23: one die against one Cruiser, the lower of two against a bracket.
    for (const f of ALL_FACES) add(outcomes, battleId(f), times(c, lowestFaceChance(f, k === 1 ? 1 : 2)));
  }
  const list = [...outcomes].map(([id, c]) => ({ id, chance: c }));
  const spared = list.filter((o) => !o.id.startsWith('hsf-')).reduce((s, o) => plus(s, o.chance), chance(0, 1));
  const dice = readyToSail(st) === 0 ? 0 : 4;
  return { kind: 'hsf', rule: '§9.1.5', dice, need: null, success: spared, drm: [], outcomes: list };
}
