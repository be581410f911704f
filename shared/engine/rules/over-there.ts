// §5.2 Calendar deployments: tiles waiting on this turn's Calendar box come back into play; a US army
// replaces a French or British army by the "Over There" schedule, with the chain reaction into Italy
// (§5.2.1, R15).
import type { GameState } from '../core/state.js';
import { emit, skipped } from '../core/events.js';
import { discardTile, franceSurrendered, isArmy, isOffMap, italyStatus, kindOf, moveTile, tilesAt } from '../core/board.js';
import { OVER_THERE } from '../../data/over-there.js';
import { ARMY_BY_ID, TILE_BY_ID } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { calendarBox, reservesOf, type Location } from '../../data/locations.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const FRANCE_BOX = 'france';
const MUTINY = 'french-mutiny';
/** The nationality of the US armies (components.json). */
const US = 'USA';

/** §5.2: where each kind of returning tile goes. */
const RETURNS_TO: Readonly<Record<string, Location>> = {
  'red-baron': 'germany',
  zeppelin: 'germany',
  'high-seas-fleet': 'germany',
  cruiser: 'british-cruisers-box',
};

/** The exact place of an army ("wherever it is", §5.2.1); an army off the map stands for its home Reserves. */
function placeOf(st: GameState, army: string): Location {
  const where = st.loc[army];
  if (!isOffMap(where)) return where;
  return reservesOf(ARMY_BY_ID[army].theater as CountryId);
}

/** Puts `incoming` where `outgoing` stands and discards `outgoing` for good (§5.2.1). */
function takePlace(st: GameState, incoming: string, outgoing: string): Location {
  const place = placeOf(st, outgoing);
  discardTile(st, outgoing, '§5.2.1');
  moveTile(st, incoming, place, '§5.2.1');
  return place;
}

/** §5.2.1 / R15: one US army arrives by the Over There schedule. */
export function deployUsArmy(st: GameState, usArmy: string): void {
  const entry = OVER_THERE.find((e) => e.usArmy === usArmy);
  if (entry === undefined) throw new Error(`${usArmy} is not on the Over There schedule`);
  const replaced = entry.replaces;
  // R15: surrender is checked as each US army arrives; Italy only has to be still in the war (not surrendered).
  const italyTakesChain = italyStatus(st) !== 'surrendered';
  let place: Location;
  if (ARMY_BY_ID[replaced].theater === 'france' && franceSurrendered(st)) {
    // R15: with France out, the US army replaces the listed Italian army directly, or does not deploy.
    if (entry.chainTo === null || !italyTakesChain) {
      skipped(st, 'R15', { skip: 'us-army-never', army: usArmy });
      discardTile(st, usArmy, 'R15');
      return;
    }
    emit(st, { type: 'us-diverted', rule: 'R15', army: usArmy });
    place = takePlace(st, usArmy, entry.chainTo.replaces);
  } else {
    const displacedPlace = placeOf(st, replaced);
    moveTile(st, usArmy, displacedPlace, '§5.2.1');
    place = displacedPlace;
    if (entry.chainTo !== null && italyTakesChain) {
      emit(st, { type: 'chain-reaction', rule: '§5.2.1', army: replaced, replaces: entry.chainTo.replaces });
      takePlace(st, replaced, entry.chainTo.replaces);
    } else {
      discardTile(st, replaced, entry.chainTo === null ? '§5.2.1' : 'R15'); // R15: Italy surrendered → no chain
    }
  }
  // §5.2.1 / R15 (clarified): only a US army that lands in the France box ends the Mutiny (not France Reserves).
  if (place === FRANCE_BOX) usArmyInFrance(st, usArmy, '§5.2.1');
}

/**
 * §5.2.1 / R15 (clarified): the first time a US army stands in the France box — never France Reserves (§3.2) —
 * however it got there (Over There, or a later deployment §6.1), the French Mutiny tile leaves the game,
 * wherever it is (on the map or still in the tray), so it never comes back.
 */
export function usArmyInFrance(st: GameState, army: string, rule: RuleRef): void {
  if (ARMY_BY_ID[army].nationality !== US || st.loc[army] !== FRANCE_BOX) return;
  if (st.loc[MUTINY] === 'discarded') return;
  emit(st, { type: 'mutiny-ends', rule, army });
  discardTile(st, MUTINY, rule);
}

/** §5.2: everything on this turn's Calendar box except the Turn Chit comes into play. */
export function calendarDeployments(st: GameState): void {
  for (const tile of tilesAt(st, calendarBox(st.turn))) {
    const kind = kindOf(tile);
    if (kind === 'turn-chit') continue;
    if (isArmy(tile)) {
      deployUsArmy(st, tile);
      continue;
    }
    const to = RETURNS_TO[kind];
    if (to === undefined) {
      // Only the tiles §5.2 names are ever put on the Calendar; anything else is an engine bug.
      throw new Error(`§5.2: no Calendar return place for ${TILE_BY_ID[tile].name}`);
    }
    moveTile(st, tile, to, '§5.2');
  }
}
