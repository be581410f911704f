// The vocabulary of places: every location id a tile can have (`st.loc` values, shared/data/setup.ts), and the
// helpers that build and read them. No other code spells `calendar:${n}` or slices 'sea:' off a location by
// hand. The ids are the ones saves, goldens and scenario files hold: never rename one.
//
// The builders hand out one string per box, made once: rules compare and index locations constantly, and
// reusing the same string keeps those comparisons and map lookups cheap.
import type { CountryId, ReservesBox, SeaAreaId, SpecialEventId, TheaterId, TheaterReserves } from './ids.js';
import { AIR_TRACK, COUNTRIES, OMNIBUS, SEA_AREAS, THEATERS } from './board.js';
import { LAST_TURN } from './calendar.js';
import { SPECIAL_EVENTS } from './special-events.js';
import { intern } from './intern.js';

/** A Country's and a Near East theatre's Reserves boxes: in ids.ts, which the board table (board.ts) reads too. */
export type { ReservesBox, TheaterReserves } from './ids.js';

/** Map boxes that are neither a Country, its Reserves nor a Near East theatre. */
export type MapBox =
  | 'germany'
  | 'austria-hungary'
  | 'ottoman-turkey'
  | 'bulgaria'
  | 'roumania'
  | 'gallipoli'
  | 'ireland'
  | 'senussi-revolt'
  | 'german-east-africa'
  | 'british-cruisers-box'
  | 'blockade-runners-box'
  | 'neutral-ports'
  | 'ruhe'
  | 'unruhe';

/** The cups (§2.1, §12.5) and the places off the map: the Counter Tray and out of the game (§2.4). */
export type OffMapBox = 'chit-cup' | 'lira-cup' | 'counter-tray' | 'discarded';

/** Calendar boxes 1…27 (§4.0), and the second chit of Turn 27 under O1 (§4.4). */
export type CalendarBox = `calendar:${number}` | 'calendar:hundred-days';
/** Omnibus Markers Track boxes 0…12 and the Explosion box after 12 (§5.4.1.1). */
export type OmnibusBox = `omnibus:${number}` | 'omnibus:explosion';
/** Air Superiority Track boxes 0…4 (§9.3). */
export type AirBox = `air:${number}`;
/** The seven Sea Areas (§9.1.1). */
export type SeaBox = `sea:${SeaAreaId}`;
/** The boxes of the Special Events Display (§7.1.1). */
export type SpecialEventBox = `special-events:${SpecialEventId}`;

/** Where a tile is: exactly the location ids of the game (LOCATIONS lists every one). */
export type Location =
  | CountryId
  | ReservesBox
  | TheaterId
  | TheaterReserves
  | MapBox
  | OffMapBox
  | CalendarBox
  | OmnibusBox
  | AirBox
  | SeaBox
  | SpecialEventBox;

/** A location read back into its parts (parseLocation); buildLocation is its inverse. */
export type ParsedLocation =
  | { readonly kind: 'country'; readonly country: CountryId }
  | { readonly kind: 'reserves'; readonly country: CountryId }
  | { readonly kind: 'theater'; readonly theater: TheaterId }
  | { readonly kind: 'theater-reserves'; readonly theater: TheaterId }
  | { readonly kind: 'map'; readonly box: MapBox }
  | { readonly kind: 'off-map'; readonly box: OffMapBox }
  | { readonly kind: 'calendar'; readonly turn: number }
  | { readonly kind: 'hundred-days' }
  | { readonly kind: 'omnibus'; readonly value: number }
  | { readonly kind: 'omnibus-explosion' }
  | { readonly kind: 'air'; readonly box: number }
  | { readonly kind: 'sea'; readonly area: SeaAreaId }
  | { readonly kind: 'special-event'; readonly event: SpecialEventId };

/** The tracks whose boxes are numbered. */
export type Track = 'calendar' | 'omnibus' | 'air';

const MAP_BOXES: readonly MapBox[] = [
  'germany', 'austria-hungary', 'ottoman-turkey', 'bulgaria', 'roumania', 'gallipoli', 'ireland', 'senussi-revolt',
  'german-east-africa', 'british-cruisers-box', 'blockade-runners-box', 'neutral-ports', 'ruhe', 'unruhe',
];
const OFF_MAP_BOXES: readonly OffMapBox[] = ['chit-cup', 'lira-cup', 'counter-tray', 'discarded'];

/** Highest box of each numbered track, and its lowest (the Calendar starts at Turn 1). */
const TRACK_RANGE: Readonly<Record<Track, { readonly first: number; readonly last: number }>> = {
  calendar: { first: 1, last: LAST_TURN },
  omnibus: { first: 0, last: OMNIBUS.max },
  air: { first: 0, last: AIR_TRACK.length - 1 },
};

function numbered<T extends string>(track: Track): readonly T[] {
  const { first, last } = TRACK_RANGE[track];
  return Array.from({ length: last - first + 1 }, (_, i) => intern(`${track}:${first + i}` as T));
}

const CALENDAR_BOXES = numbered<`calendar:${number}`>('calendar');
const OMNIBUS_BOXES = numbered<`omnibus:${number}`>('omnibus');
const AIR_BOXES = numbered<AirBox>('air');

/** The second Turn Chit of Turn 27 under O1 The Hundred Days (§4.4, R10). */
export const HUNDRED_DAYS_BOX = 'calendar:hundred-days' satisfies CalendarBox;
/** The Explosion box after box 12 of the Omnibus track (§5.4.1.1). */
export const OMNIBUS_EXPLOSION = 'omnibus:explosion' satisfies OmnibusBox;

const RESERVES: Readonly<Record<CountryId, ReservesBox>> = Object.fromEntries(
  COUNTRIES.map((c) => [c.id, intern(`${c.id}-reserves`)]),
) as Record<CountryId, ReservesBox>;
const SEA_BOXES: ReadonlyMap<SeaAreaId, SeaBox> = new Map(SEA_AREAS.map((a) => [a.id, intern(`sea:${a.id}` as const)]));
const SPECIAL_EVENT_BOXES: ReadonlyMap<SpecialEventId, SpecialEventBox> = new Map(
  SPECIAL_EVENTS.map((e) => [e.id, intern(`special-events:${e.id}` as const)]),
);

/** Builds the location of a parsed place (the inverse of parseLocation). Throws for a box the game does not have. */
export function buildLocation(p: ParsedLocation): Location {
  switch (p.kind) {
    case 'country':
      return p.country;
    case 'reserves':
      return reservesOf(p.country);
    case 'theater':
      return p.theater;
    case 'theater-reserves':
      return theaterReserves(p.theater);
    case 'map':
    case 'off-map':
      return p.box;
    case 'calendar':
      return calendarBox(p.turn);
    case 'hundred-days':
      return HUNDRED_DAYS_BOX;
    case 'omnibus':
      return omnibusBox(p.value);
    case 'omnibus-explosion':
      return OMNIBUS_EXPLOSION;
    case 'air':
      return airTrackBox(p.box);
    case 'sea':
      return seaBox(p.area);
    case 'special-event':
      return specialEventBox(p.event);
  }
}

function boxOf<T extends string>(list: readonly T[], track: Track, n: number, what: string): T {
  const box = Number.isInteger(n) ? list[n - TRACK_RANGE[track].first] : undefined;
  if (box === undefined) throw new RangeError(`No ${what} box ${n}`);
  return box;
}

/** Calendar box of a turn, 1…27 (§4.0). */
export const calendarBox = (turn: number): `calendar:${number}` => boxOf(CALENDAR_BOXES, 'calendar', turn, 'Calendar');
/** Omnibus track box 0…12 (§5.4.1, R4). */
export const omnibusBox = (n: number): `omnibus:${number}` => boxOf(OMNIBUS_BOXES, 'omnibus', n, 'Omnibus');
/** Air Superiority track box 0…4 (§9.3). */
export const airTrackBox = (n: number): AirBox => boxOf(AIR_BOXES, 'air', n, 'Air Superiority');

/** Box n of a numbered track. */
export function trackBox(track: Track, n: number): Location {
  switch (track) {
    case 'calendar':
      return calendarBox(n);
    case 'omnibus':
      return omnibusBox(n);
    case 'air':
      return airTrackBox(n);
  }
}

export function seaBox(area: SeaAreaId): SeaBox {
  const box = SEA_BOXES.get(area);
  if (box === undefined) throw new RangeError(`No sea area ${area}`);
  return box;
}

export function specialEventBox(id: SpecialEventId): SpecialEventBox {
  const box = SPECIAL_EVENT_BOXES.get(id);
  if (box === undefined) throw new RangeError(`No Special Event ${id}`);
  return box;
}

/** The Reserves box of a Near East theatre (§12.4). */
export function theaterReserves(theater: TheaterId): TheaterReserves {
  const t = THEATERS.find((x) => x.id === theater);
  if (t === undefined) throw new RangeError(`No theatre ${theater}`);
  return t.reserves;
}

/**
 * The Reserves box an army goes back to from a front box (§2.4, §6.1, §12.0): a Country's Reserves, a theatre's
 * Reserves box; null for any other location.
 */
export function reservesOf(country: CountryId): ReservesBox;
export function reservesOf(box: string): Location | null;
export function reservesOf(box: string): Location | null {
  const p = parseLocation(box);
  if (p?.kind === 'country') return RESERVES[p.country];
  if (p?.kind === 'theater') return theaterReserves(p.theater);
  return null;
}

// ── Reading locations ─────────────────────────────────────────────────────────────────────────────────

/** Every location of the game, in board order: Countries and their Reserves, theatres, the other boxes, tracks. */
export const LOCATIONS: readonly Location[] = [
  ...COUNTRIES.flatMap((c) => [c.id, RESERVES[c.id]]),
  ...THEATERS.flatMap((t) => [t.id, t.reserves]),
  ...MAP_BOXES,
  ...OFF_MAP_BOXES,
  ...OMNIBUS_BOXES,
  OMNIBUS_EXPLOSION,
  ...AIR_BOXES,
  ...CALENDAR_BOXES,
  HUNDRED_DAYS_BOX,
  ...SEA_BOXES.values(),
  ...SPECIAL_EVENT_BOXES.values(),
];

function parsedTable(): ReadonlyMap<string, ParsedLocation> {
  const t = new Map<string, ParsedLocation>();
  for (const c of COUNTRIES) {
    t.set(c.id, { kind: 'country', country: c.id });
    t.set(RESERVES[c.id], { kind: 'reserves', country: c.id });
  }
  for (const th of THEATERS) {
    t.set(th.id, { kind: 'theater', theater: th.id });
    t.set(th.reserves, { kind: 'theater-reserves', theater: th.id });
  }
  for (const box of MAP_BOXES) t.set(box, { kind: 'map', box });
  for (const box of OFF_MAP_BOXES) t.set(box, { kind: 'off-map', box });
  OMNIBUS_BOXES.forEach((box, i) => t.set(box, { kind: 'omnibus', value: TRACK_RANGE.omnibus.first + i }));
  t.set(OMNIBUS_EXPLOSION, { kind: 'omnibus-explosion' });
  AIR_BOXES.forEach((box, i) => t.set(box, { kind: 'air', box: TRACK_RANGE.air.first + i }));
  CALENDAR_BOXES.forEach((box, i) => t.set(box, { kind: 'calendar', turn: TRACK_RANGE.calendar.first + i }));
  t.set(HUNDRED_DAYS_BOX, { kind: 'hundred-days' });
  for (const [area, box] of SEA_BOXES) t.set(box, { kind: 'sea', area });
  for (const [event, box] of SPECIAL_EVENT_BOXES) t.set(box, { kind: 'special-event', event });
  return t;
}
const PARSED = parsedTable();

/** A location read into its parts, or null when the string is no location of the game. */
export function parseLocation(loc: string): ParsedLocation | null {
  return PARSED.get(loc) ?? null;
}

/** Whether a string (from a file, a scenario, the renderer) is a location of the game. */
export function isLocation(loc: unknown): loc is Location {
  return typeof loc === 'string' && PARSED.has(loc);
}

/** The turn of a Calendar box, 'hundred-days' for the O1 box, or null for any other location. */
export function parseCalendar(loc: string): number | 'hundred-days' | null {
  const p = PARSED.get(loc);
  if (p?.kind === 'calendar') return p.turn;
  return p?.kind === 'hundred-days' ? 'hundred-days' : null;
}

/** Whether a location is on the Calendar (a turn box or the Hundred Days box). */
export function isCalendar(loc: string): loc is CalendarBox {
  return parseCalendar(loc) !== null;
}

/** The value of an Omnibus track location (the Explosion box counts as OMNIBUS.explosionAt), or null. */
export function omnibusValue(loc: string): number | null {
  // Read off the id's last one or two characters, then checked against the box of that number: no table lookup.
  // Why: the rules read RM, Lira and finance points all the time, and a Map lookup by name was ~3 % of a greedy
  // campaign (issue 15). A string of other characters gives some number, which the check refuses.
  const n = loc.length === OMNIBUS_ONE_DIGIT ? digitAt(loc, 8) : loc.length === OMNIBUS_ONE_DIGIT + 1 ? digitAt(loc, 8) * 10 + digitAt(loc, 9) : -1;
  if (n >= 0 && n < OMNIBUS_BOXES.length && OMNIBUS_BOXES[n] === loc) return TRACK_RANGE.omnibus.first + n;
  return loc === OMNIBUS_EXPLOSION ? OMNIBUS.explosionAt : null;
}
/** The length of 'omnibus:0' … 'omnibus:9'. */
const OMNIBUS_ONE_DIGIT = OMNIBUS_BOXES[0].length;
const ZERO = '0'.charCodeAt(0);

function digitAt(text: string, i: number): number {
  return text.charCodeAt(i) - ZERO;
}

/** Whether a location is on the Omnibus track (a box 0…12 or the Explosion box). */
export function isOmnibus(loc: string): loc is OmnibusBox {
  return omnibusValue(loc) !== null;
}

/** The box number of an Air Superiority track location, or null. */
export function airTrackValue(loc: string): number | null {
  const p = PARSED.get(loc);
  return p?.kind === 'air' ? p.box : null;
}

/** The sea area of a sea location, or null (§9.1.1). */
export function seaAreaOf(loc: string): SeaAreaId | null {
  const p = PARSED.get(loc);
  return p?.kind === 'sea' ? p.area : null;
}

/** Whether a location is a sea area (a ship at sea, §9.1, §14.4). */
export function isSea(loc: string): loc is SeaBox {
  return seaAreaOf(loc) !== null;
}

/** The Special Event of a Special Events Display box, or null (§7.1.1). */
export function specialEventOf(loc: string): SpecialEventId | null {
  const p = PARSED.get(loc);
  return p?.kind === 'special-event' ? p.event : null;
}

/** Whether a location is a Country's Reserves box. */
export function isReserves(loc: string): loc is ReservesBox {
  return PARSED.get(loc)?.kind === 'reserves';
}

/** The Country whose Reserves box this is, or null. */
export function countryOfReserves(loc: string): CountryId | null {
  const p = PARSED.get(loc);
  return p?.kind === 'reserves' ? p.country : null;
}

/** The Country box a location belongs to (a Country or its Reserves), or null. */
export function countryOfBox(loc: string): CountryId | null {
  const p = PARSED.get(loc);
  return p?.kind === 'country' || p?.kind === 'reserves' ? p.country : null;
}
