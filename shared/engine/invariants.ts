// Invariants the fuzzer checks after every action (issue: each tile in exactly one legal place, no
// Country above five armies, money within its track). Returns the broken ones as sentences.
import type { GameState } from './core/state.js';
import { TILES } from '../data/tiles.js';
import { COUNTRIES, THEATERS, SEA_AREAS, MAX_ARMIES_PER_COUNTRY, MAX_ARMIES_PER_THEATER, OMNIBUS } from '../data/board.js';
import { SPECIAL_EVENTS } from '../data/tables.js';
import { LAST_TURN } from '../data/calendar.js';
import { armiesAt, isArmy } from './core/board.js';

const MAP_BOXES = [
  'germany', 'austria-hungary', 'ottoman-turkey', 'bulgaria', 'roumania', 'gallipoli', 'ireland', 'senussi-revolt',
  'german-east-africa', 'british-cruisers-box', 'blockade-runners-box', 'neutral-ports', 'ruhe', 'unruhe',
  'chit-cup', 'lira-cup', 'counter-tray', 'discarded',
];

function range(prefix: string, from: number, to: number): string[] {
  const out: string[] = [];
  for (let i = from; i <= to; i++) out.push(`${prefix}${i}`);
  return out;
}

const OMNIBUS_BOXES = [...range('omnibus:', 0, OMNIBUS.max), 'omnibus:explosion'];
const MONEY_BOXES = new Set(range('omnibus:', 0, OMNIBUS.max));

/** Every location id a tile may ever have. */
export const LOCATIONS: ReadonlySet<string> = new Set([
  ...COUNTRIES.flatMap((c) => [c.id, c.reserves]),
  ...THEATERS.flatMap((t) => [t.id, t.reserves]),
  ...MAP_BOXES,
  ...OMNIBUS_BOXES,
  ...range('air:', 0, 4),
  ...range('calendar:', 1, LAST_TURN),
  'calendar:hundred-days',
  ...SEA_AREAS.map((s) => `sea:${s.id}`),
  ...SPECIAL_EVENTS.map((e) => `special-events:${e.id}`),
]);

/** Narrower rules for kinds whose places the rules fix. */
function placeAllowed(tile: string, kind: string, where: string): boolean {
  if (kind === 'city') return where === 'ruhe' || where === 'unruhe';
  if (kind === 'turn-chit') return where === 'chit-cup' || where.startsWith('calendar:');
  if (kind === 'air-superiority') return where.startsWith('air:');
  if (tile === 'rm-coin' || tile === 'lira-coin') return MONEY_BOXES.has(where); // R4: 0…12
  if (kind === 'lira-chit') return where === 'lira-cup' || where === 'discarded';
  if (isArmy(tile) && tile !== 'gb-mef') return !where.startsWith('omnibus:') && !where.startsWith('air:') && !where.startsWith('sea:');
  return true;
}

export function checkInvariants(st: GameState): string[] {
  const broken: string[] = [];
  const ids = Object.keys(st.loc);
  if (ids.length !== TILES.length) broken.push(`${ids.length} tiles have a location, expected ${TILES.length}`);
  for (const t of TILES) {
    const where = st.loc[t.id];
    if (where === undefined) broken.push(`${t.id} has no location`);
    else if (!LOCATIONS.has(where)) broken.push(`${t.id} is in an unknown place "${where}"`);
    else if (!placeAllowed(t.id, t.kind, where)) broken.push(`${t.id} (${t.kind}) may not be in ${where}`);
  }
  for (const c of COUNTRIES) {
    const n = armiesAt(st, c.id).length;
    if (n > MAX_ARMIES_PER_COUNTRY) broken.push(`${c.id} holds ${n} armies (§6.3: at most ${MAX_ARMIES_PER_COUNTRY})`);
  }
  for (const t of THEATERS) {
    const n = armiesAt(st, t.id).length;
    if (n > MAX_ARMIES_PER_THEATER) broken.push(`${t.id} holds ${n} armies (R33: at most ${MAX_ARMIES_PER_THEATER})`);
  }
  if (st.turn < 1 || st.turn > LAST_TURN) broken.push(`turn ${st.turn} is off the Calendar`);
  if (st.floor > st.actionCount) broken.push(`undo floor ${st.floor} is above the action count ${st.actionCount}`);
  return broken;
}
