// The worth of striking one tile: its chance (the die against its strength with this turn's modifiers, R2,
// §10.2) times what its removal does to the front. Forts, Trenches and the Tank Army only open the way to the
// armies behind them (§10.3, §10.6), so they are worth a share of an army.
import type { GameState } from '../../engine/index.js';
import { countryOfBox, germanAirSuperiority, isArmy, strengthOf } from '../../engine/core/board.js';
import { attackDrm } from '../../engine/rules/drm.js';
import { faceNeeded } from '../../engine/odds/index.js';
import { FORT_IDS, TRENCH_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { armyRemovalValue, type Fronts } from './front-danger.js';
import type { StrongParams } from './params.js';

const TANK_ARMY = 'french-tank-army';
const FORTS: ReadonlySet<string> = new Set(FORT_IDS);
const TRENCHES: ReadonlySet<string> = new Set(TRENCH_IDS);

/** One die: the natural face `need` or more (R2). */
function dieChance(need: number): number {
  return (7 - need) / 6;
}

/** §10.1: the chance an ordinary (or city, or Kaiserschlacht) attack beats `target` now (`drm`: its box's, if known). */
export function hitChance(st: GameState, target: string, kaiserschlacht = false, drm?: number): number {
  if (target === TANK_ARMY) return 0; // §10.6: it only absorbs the attack
  return dieChance(faceNeeded(strengthOf(st, target), drm ?? attackDrm(st, st.loc[target], kaiserschlacht)));
}

/** §10.1.1, R26: two dice, doubles fail, otherwise the higher die: of the 36 pairs, 2·(m−1) have m on top. */
export function baronChance(st: GameState, target: string): number {
  const need = faceNeeded(strengthOf(st, target), attackDrm(st, st.loc[target], false));
  let wins = 0;
  for (let m = need; m <= 6; m++) wins += 2 * (m - 1);
  return wins / 36;
}

/** R25: German Bombers and Zeppelin bombing move an army on 5–6 with German skies, on 6 otherwise. */
export function bombChance(st: GameState): number {
  return germanAirSuperiority(st) ? 2 / 6 : 1 / 6;
}

/** What taking `target` off the board is worth, not counting the chance of doing it. */
export function removalWorth(st: GameState, f: Fronts, target: string, p: StrongParams): number {
  const box = st.loc[target];
  if (box === 'roumania') return p.vpValue + p.roumaniaValue; // §8.4 Hypothesis Z, §15.3 ① VP
  const country = countryOfBox(box) as CountryId | null;
  if (country === null) return 0;
  const army = armyRemovalValue(f, country, p);
  if (isArmy(target)) return army;
  if (TRENCHES.has(target)) return army * p.trenchShare; // back next turn (§6.6)
  if (FORTS.has(target)) return army * p.fortShare; // gone for good (§10.5)
  if (target === TANK_ARMY) return army * p.trenchShare;
  return 0;
}

/** The expected worth of one ordinary attack on `target` (`drm`: the modifiers of its box, if already known). */
export function attackGain(st: GameState, f: Fronts, target: string, p: StrongParams, drm?: number): number {
  if (target === TANK_ARMY) return removalWorth(st, f, target, p);
  return hitChance(st, target, false, drm) * removalWorth(st, f, target, p);
}
