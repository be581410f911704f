// Location ids of the numbered boxes (tracks, Calendar, seas, Special Events display), made once. Rules
// compare and index locations constantly: reusing one string per box keeps those comparisons and map
// lookups cheap, where building `calendar:${turn}` on every call would make a new string each time.
import { OMNIBUS, SEA_AREAS } from '../../data/board.js';
import { LAST_TURN } from '../../data/calendar.js';
import { SPECIAL_EVENTS } from '../../data/tables.js';

function numbered(prefix: string, last: number): readonly string[] {
  return Array.from({ length: last + 1 }, (_, i) => `${prefix}${i}`);
}

const OMNIBUS_BOXES = numbered('omnibus:', OMNIBUS.max);
const AIR_BOXES = numbered('air:', 4);
const CALENDAR_BOXES = numbered('calendar:', LAST_TURN);
const SEA_BOXES: ReadonlyMap<string, string> = new Map(SEA_AREAS.map((a) => [a.id, `sea:${a.id}`]));
const SPECIAL_EVENT_BOXES: ReadonlyMap<string, string> = new Map(SPECIAL_EVENTS.map((e) => [e.id, `special-events:${e.id}`]));

/** The Explosion box after box 12 of the Omnibus track (§5.4.1.1). */
export const OMNIBUS_EXPLOSION = 'omnibus:explosion';

/** Box value of each Omnibus location (the Explosion box counts as OMNIBUS.explosionAt). */
const OMNIBUS_VALUE: ReadonlyMap<string, number> = new Map([
  ...OMNIBUS_BOXES.map((box, i) => [box, i] as const),
  [OMNIBUS_EXPLOSION, OMNIBUS.explosionAt],
]);

function get(list: readonly string[], n: number, what: string): string {
  const box = list[n];
  if (box === undefined) throw new RangeError(`No ${what} box ${n}`);
  return box;
}

export const omnibusBox = (n: number): string => get(OMNIBUS_BOXES, n, 'Omnibus');
export const airTrackBox = (n: number): string => get(AIR_BOXES, n, 'Air Superiority');
export const calendarBox = (turn: number): string => get(CALENDAR_BOXES, turn, 'Calendar');

export function seaBox(area: string): string {
  const box = SEA_BOXES.get(area);
  if (box === undefined) throw new RangeError(`No sea area ${area}`);
  return box;
}

export function specialEventBox(id: string): string {
  const box = SPECIAL_EVENT_BOXES.get(id);
  if (box === undefined) throw new RangeError(`No Special Event ${id}`);
  return box;
}

/** The value of an Omnibus track location, or null for any other location. */
export function omnibusValue(where: string): number | null {
  return OMNIBUS_VALUE.get(where) ?? null;
}
