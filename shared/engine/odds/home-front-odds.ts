// The odds of the rolls of the home front and the colonies: the Askari by sea (§12.2, R34), the Indians against
// the Askari (§12.3, R34), Unrestricted Submarine Warfare (§13.1.1, R36), Civil Society (§11.3, R29) and the
// Defeat roll after a fizzle (§15.2, R39).
import type { GameState } from '../core/state.js';
import { unruheCount } from '../core/board.js';
import { DIE } from '../../data/dice.js';
import { CIVIL_SOCIETY } from '../../data/small-tables.js';
import { UBOAT_IDS } from '../../data/tiles.js';
import { chance, not, plus, type Chance } from './chance.js';
import { ALL_FACES, FACES, pairChance } from './dice-counts.js';
import { onFaces } from './air-odds.js';
import type { Odds, Outcome } from './types.js';

const UBOAT_COUNTRIES: readonly string[] = ['belgium', 'france'];

/** §12.2 / R34: the second Askari comes by sea on the printed faces. */
export function askariBuildOdds(): Odds {
  return { ...onFaces('askari-build', '§12.2', DIE.askariNaval) };
}

/** §12.3 / R34: one Indian roll against the Askari: two dice whose sum is one of the printed totals. */
export function indiansOdds(): Odds {
  const faces: readonly number[] = DIE.indiansVsAskari2d6;
  const success = pairChance((a, b) => faces.includes(a + b));
  return {
    kind: 'indians', rule: '§12.3', dice: 2, need: { faces }, success, drm: [],
    outcomes: [{ id: 'success', chance: success }, { id: 'failure', chance: not(success) }],
  };
}

/**
 * §13.1.1 / R36: building a U-Boat rolls for the USA only when it is the second on the map and the USA is neutral;
 * 'success' is the USA entering. Null when no roll follows.
 */
export function uBoatWarOdds(st: GameState): Odds | null {
  if (st.f.usaAtWar) return null;
  const onMap = UBOAT_IDS.filter((id) => UBOAT_COUNTRIES.includes(st.loc[id])).length;
  if (onMap !== 1) return null;
  return onFaces('u-boat-war', '§13.1.1', DIE.unrestrictedSubUsEntry);
}

/** §11.3 / R29: the German Civil Society Table, each row its own outcome (rewards by their RM). */
export function civilSocietyOdds(): Odds {
  const byId = new Map<string, Chance>();
  for (const f of ALL_FACES) {
    const row = CIVIL_SOCIETY[f];
    const id = row.result === 'reward' ? `reward-${row.rm}` : row.result;
    byId.set(id, plus(byId.get(id) ?? chance(0, 1), chance(1, FACES)));
  }
  const outcomes: Outcome[] = [...byId].map(([id, c]) => ({ id, chance: c }));
  const success = outcomes.filter((o) => o.id.startsWith('reward')).reduce((s, o) => plus(s, o.chance), chance(0, 1));
  return { kind: 'civil-society', rule: '§11.3', dice: 1, need: null, success, drm: [], outcomes };
}

/** §15.2: a Defeat roll with `unruhe` Cities in Unruhe: two dice, no modifier, Germany falls at or below it. */
export function defeatOdds(unruhe: number): Odds {
  const success = pairChance((a, b) => a + b <= unruhe);
  return {
    kind: 'defeat', rule: '§15.2', dice: 2, need: { atMost: unruhe }, success, drm: [],
    outcomes: [{ id: 'success', chance: success }, { id: 'failure', chance: not(success) }],
  };
}

/**
 * R39: after a fizzle, moving another City makes the next Defeat roll likelier; stopping keeps it as it is. The
 * odds of the next Defeat roll with the Unruhe count each choice leaves.
 */
export function nextDefeatOdds(st: GameState, anotherCity: boolean): Odds {
  const now = unruheCount(st);
  if (!anotherCity) return defeatOdds(now);
  return { ...defeatOdds(now + 1), before: defeatOdds(now).success };
}
