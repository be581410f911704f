// Which EP armies the air arm may strike in Belgium and France (§9.4, §9.6 ①, §9.7): never a Country's last
// army (R3), never Forts or Trenches (they are not armies), and while the original BEF stands in Belgium no
// other army there (R27).
import type { GameState } from '../core/state.js';
import { armiesAt, armiesAtNow, countryActive, isAt, weakest } from '../core/board.js';
import type { CountryId } from '../../data/ids.js';

/** The Countries the German air arm can reach. */
export const AIR_TARGET_COUNTRIES: readonly CountryId[] = ['belgium', 'france'];

const BEF = 'gb-bef';

/** Every army in the Country the player may pick as a target. */
export function airTargets(st: GameState, country: CountryId): string[] {
  if (!countryActive(st, country)) return [];
  const armies = armiesAt(st, country);
  if (armies.length < 2) return []; // R3: the last army stays
  if (country === 'belgium' && isAt(st, BEF, 'belgium')) return [BEF]; // R27
  return armies;
}

/** §9.4: the bombers' target is the Country's weakest army (R1), if the rules let it be struck. */
export function weakestAirTarget(st: GameState, country: CountryId): string | null {
  if (!countryActive(st, country)) return null;
  const armies = armiesAtNow(st, country); // read only
  if (armies.length < 2) return null; // R3
  const target = weakest(st, armies);
  if (target === null) return null;
  if (country === 'belgium' && isAt(st, BEF, 'belgium') && target !== BEF) return null; // R27
  return target;
}
