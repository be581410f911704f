// §5.4.1.1 The Explosion of the Socialist Revolution (R14, R15): pink tiles in Russia, mutinies that send
// the weakest armies to Reserves, Italy and France in Danger, the French Mutiny and the fleet's mutiny.
import type { GameState } from '../core/state.js';
import { emit, note } from '../core/events.js';
import { armiesAtNow, countryActive, discardTile, italyStatus, moveTile, reservesOf, weakest } from '../core/board.js';
import { ARMY_BY_ID, TILE_BY_ID } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { OMNIBUS_EXPLOSION, type Location } from '../../data/locations.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const REVOLUTION_MARKER = 'pink-socialist-revolution-1';
const REVOLUTION_SECOND = 'pink-socialist-revolution-2';

/**
 * Sends the weakest army of `nationality` (R1 tie-break) from a box to its Reserves, never taking the
 * box's last army (§5.4.1.1, §5.4.5). Returns the army moved, or null.
 */
export function weakestToReserves(st: GameState, box: CountryId, nationality: string | null, rule: RuleRef): string | null {
  const armies = armiesAtNow(st, box); // read only: the pick is made before the move
  if (armies.length <= 1) return null; // never empty the box
  const pick = weakest(st, nationality === null ? armies : armies.filter((a) => ARMY_BY_ID[a].nationality === nationality));
  if (pick === null) return null;
  const reserves = reservesOf(box);
  if (reserves === null) throw new Error(`${box} has no Reserves`);
  moveTile(st, pick, reserves, rule);
  return pick;
}

/** A pink tile comes into a Country unless it has left the game. */
function placeUnlessDiscarded(st: GameState, tile: string, box: Location, rule: RuleRef): void {
  if (st.loc[tile] === 'discarded') return;
  moveTile(st, tile, box, rule);
}

/** R15 (clarified): "in France or Belgium" means the Country boxes; their Reserves do not count (§3.2). */
const US_STEADIES_BOXES: readonly string[] = ['france', 'belgium'];

/** R15 (clarified): a US army in the France or the Belgium box (an army in their Reserves is not there), or null. */
function usArmyOnWesternFront(st: GameState): string | null {
  for (const [id, army] of Object.entries(ARMY_BY_ID)) {
    if (army.nationality !== 'USA') continue;
    if (US_STEADIES_BOXES.includes(st.loc[id])) return id;
  }
  return null;
}

/** §5.4.1.1: the Revolution marker has reached the Explosion box. */
export function explode(st: GameState): void {
  st.f.exploded = true;
  moveTile(st, REVOLUTION_MARKER, OMNIBUS_EXPLOSION, '§5.4.1.1');
  note(st, '§5.4.1.1', 'The Revolution explodes across Europe');
  // The two pink Socialist Revolution tiles go to the Russian fronts (they enable a Kaiserschlacht, §10.7).
  moveTile(st, REVOLUTION_MARKER, 'lithuania', '§5.4.1.1');
  moveTile(st, REVOLUTION_SECOND, 'ukraine', '§5.4.1.1');
  // R14: the weakest Russian army in each Russian front and the weakest Italian in Italy go to Reserves.
  // Surrendered Countries are out of the war and left alone; a neutral Italy's army still mutinies.
  if (countryActive(st, 'lithuania')) weakestToReserves(st, 'lithuania', 'RUS', '§5.4.1.1');
  if (countryActive(st, 'ukraine')) weakestToReserves(st, 'ukraine', 'RUS', '§5.4.1.1');
  if (italyStatus(st) !== 'surrendered') {
    weakestToReserves(st, 'italy', 'I', '§5.4.1.1');
    placeUnlessDiscarded(st, 'pink-italy-in-danger', 'italy', '§5.4.1.1');
  }
  // The French Mutiny: the weakest French army to Reserves, the Mutiny tile in, France in Danger in.
  if (countryActive(st, 'france')) {
    weakestToReserves(st, 'france', 'F', 'R14');
    if (st.loc['french-mutiny'] !== 'discarded') {
      const us = usArmyOnWesternFront(st);
      if (us !== null) {
        emit(st, { type: 'mutiny-ends', rule: 'R15', army: us });
        discardTile(st, 'french-mutiny', 'R15');
      } else {
        moveTile(st, 'french-mutiny', 'france', '§5.4.1.1');
      }
    }
    placeUnlessDiscarded(st, 'pink-france-in-danger', 'france', '§5.4.1.1');
  }
  // The German fleet mutinies: the High Seas Fleet leaves the game wherever it is.
  if (st.loc['high-seas-fleet'] !== 'discarded') {
    note(st, '§5.4.1.1', `${TILE_BY_ID['high-seas-fleet'].name} mutinies and leaves the game`);
    discardTile(st, 'high-seas-fleet', '§5.4.1.1');
  }
}
