// Invariants the fuzzer checks after every action (issue: each tile in exactly one legal place, no
// Country above five armies, money within its track). Returns the broken ones as sentences.
import type { GameState } from './core/state.js';
import { TILES } from '../data/tiles.js';
import { COUNTRIES, THEATERS, MAX_ARMIES_PER_COUNTRY, MAX_ARMIES_PER_THEATER } from '../data/board.js';
import { LAST_TURN } from '../data/calendar.js';
import { airTrackValue, isCalendar, isLocation, isOmnibus, isSea, parseLocation } from '../data/locations.js';
import { armyCount, isArmy } from './core/board.js';

/** Narrower rules for kinds whose places the rules fix. */
function placeAllowed(tile: string, kind: string, where: string): boolean {
  if (kind === 'city') return where === 'ruhe' || where === 'unruhe';
  if (kind === 'turn-chit') return where === 'chit-cup' || isCalendar(where);
  if (kind === 'air-superiority') return airTrackValue(where) !== null;
  if (tile === 'rm-coin' || tile === 'lira-coin') return parseLocation(where)?.kind === 'omnibus'; // R4: 0…12, never the Explosion box
  if (kind === 'lira-chit') return where === 'lira-cup' || where === 'discarded';
  if (isArmy(tile) && tile !== 'gb-mef') return !isOmnibus(where) && airTrackValue(where) === null && !isSea(where);
  return true;
}

export function checkInvariants(st: GameState): string[] {
  const broken: string[] = [];
  const ids = Object.keys(st.loc);
  if (ids.length !== TILES.length) broken.push(`${ids.length} tiles have a location, expected ${TILES.length}`);
  for (const t of TILES) {
    const where = st.loc[t.id];
    if (where === undefined) broken.push(`${t.id} has no location`);
    else if (!isLocation(where)) broken.push(`${t.id} is in an unknown place "${where}"`);
    else if (!placeAllowed(t.id, t.kind, where)) broken.push(`${t.id} (${t.kind}) may not be in ${where}`);
  }
  for (const c of COUNTRIES) {
    const n = armyCount(st, c.id);
    if (n > MAX_ARMIES_PER_COUNTRY) broken.push(`${c.id} holds ${n} armies (§6.3: at most ${MAX_ARMIES_PER_COUNTRY})`);
  }
  for (const t of THEATERS) {
    const n = armyCount(st, t.id);
    if (n > MAX_ARMIES_PER_THEATER) broken.push(`${t.id} holds ${n} armies (R33: at most ${MAX_ARMIES_PER_THEATER})`);
  }
  if (st.turn < 1 || st.turn > LAST_TURN) broken.push(`turn ${st.turn} is off the Calendar`);
  if (st.floor > st.actionCount) broken.push(`undo floor ${st.floor} is above the action count ${st.actionCount}`);
  return broken;
}
