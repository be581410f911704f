// Queries and moves on the board: the only place that reads or writes tile locations directly.
import type { GameState } from './state.js';
import { emit, recordingEvents, type DeployReason } from './events.js';
import { clonePlain } from './clone.js';
import { TILES, ARMY_BY_ID, ARMY_INDEX, TILE_BY_ID } from '../../data/tiles.js';
import { AIR_TRACK, COUNTRY_BY_ID, OMNIBUS, type CountryDef } from '../../data/board.js';
import type { CountryId, TileId } from '../../data/ids.js';
import { airTrackValue, LOCATIONS, omnibusBox, omnibusValue, type Location } from '../../data/locations.js';
import type { RuleRef } from '../../data/rule-numbers.js';

export { countryOfBox, reservesOf } from '../../data/locations.js';

/** Every tile's id, in roster order (the order of TILES). */
export const TILE_IDS: readonly string[] = TILES.map((t) => t.id);
const ARMY_IDS: ReadonlySet<string> = new Set(Object.keys(ARMY_BY_ID));
/** tile → its roster place (R1), doubled, plus 1 for an EP army: one lookup tells moveTile both. */
const ROSTER: ReadonlyMap<string, number> = new Map(TILE_IDS.map((id, i) => [id, 2 * i + Number(ARMY_IDS.has(id))]));

/**
 * Location → tiles there (roster order), built on first use and kept current by moveTile. It lives on the
 * state as a non-enumerable property, so JSON, clones and equality checks never see it. Rules move tiles
 * with moveTile (lint forbids writing st.loc in rules and tests); a position given by hand (tests, scenario
 * files) goes through placeGiven, which rebuilds it. Each place also keeps its EP armies apart (also in roster order):
 * rules ask for the armies in a box far more often than tiles move (attack targets, Kaiserschlacht ③).
 * Copies share places (copy on write): a place is changed only by the index that owns it; any other index
 * first gives itself its own copy (ownPlace). Why: a new game's index has ~150 places, and copying each one
 * (five objects) for a campaign that moves tiles in a few dozen of them was much of a short rollout's garbage.
 */
interface Place {
  readonly tiles: string[];
  /**
   * The roster code of each of `tiles` (ROSTER: twice the roster place, plus 1 for an EP army): moveTile
   * reads a tile's code where it takes the tile out, and inserts by it, without looking the tile up by name.
   */
  readonly order: number[];
  readonly armies: string[];
  readonly armyOrder: number[];
  /**
   * Something a rule worked out from this place's tiles (memoAt); dropped whenever a tile enters or leaves.
   * Indexes sharing the place share it too, which is right: they have the same tiles there.
   */
  memo: unknown;
  /** The one index that may change this place's lists. */
  readonly owner: LocationIndex | null;
}
/**
 * The places by location number (LOCATION_NUMBER): null where no tile has stood yet, or where the index leaves
 * the location out (offIndex). Why an array: a copy of the index is one slice, and a rule that holds a
 * location's number (the CP Attack list's boxes) reads its place without a Map lookup (issue 15).
 */
type LocationIndex = (Place | null)[];
const INDEX_KEY = '__locationIndex';

/** Each location's number: its place in LOCATIONS (shared/data/locations.ts). */
const LOCATION_NUMBER: ReadonlyMap<string, number> = new Map(LOCATIONS.map((where, n) => [where, n]));

/** A location's number in the location index (placeAtNumber, memoAtNumber); -1 for a string that is no location. */
export function locationNumber(where: string): number {
  return LOCATION_NUMBER.get(where) ?? -1;
}

/**
 * Whether a location is left out of the index: the Omnibus track's boxes, the Counter Tray and the discards.
 * Why: every change of RM, Lira or a finance tile moves a marker along the track (a quarter of a greedy
 * campaign's moves), the Counter Tray holds most of the tiles at setup (each move into or out of it shifted,
 * and first copied, lists of dozens), and no rule asks the index what stands in any of them; placeAt answers
 * such a question from st.loc instead (offIndexPlace). Asked only where the index has no place.
 */
function offIndex(where: string): boolean {
  return where === TRAY || where === DISCARDED || (where.charCodeAt(0) === OMNIBUS_INITIAL && omnibusValue(where) !== null);
}
const OMNIBUS_INITIAL = 'o'.charCodeAt(0);
const TRAY = 'counter-tray';
const DISCARDED = 'discarded';

function buildIndex(loc: Readonly<Record<TileId, Location>>): LocationIndex {
  const idx: LocationIndex = new Array<Place | null>(LOCATIONS.length).fill(null);
  for (let i = 0; i < TILE_IDS.length; i++) {
    const id = TILE_IDS[i];
    const where = loc[id];
    if (offIndex(where)) continue;
    const n = locationNumber(where);
    if (n < 0) throw new Error(`${id} stands in an unknown place "${where}"`);
    let place = idx[n];
    if (place === null) idx[n] = place = emptyPlace(idx);
    appendTile(place, id);
  }
  return idx;
}

function attachIndex(st: GameState, idx: LocationIndex): LocationIndex {
  Object.defineProperty(st, INDEX_KEY, { value: idx, enumerable: false, writable: true, configurable: true });
  return idx;
}

function index(st: GameState): LocationIndex {
  return (st as unknown as Record<string, LocationIndex | undefined>)[INDEX_KEY] ?? attachIndex(st, buildIndex(st.loc));
}

function emptyPlace(owner: LocationIndex | null): Place {
  return { tiles: [], order: [], armies: [], armyOrder: [], memo: undefined, owner };
}

// Not frozen: a frozen object has a map of its own, and placeAt's callers would then read two kinds of place.
const NOWHERE: Place = emptyPlace(null);

/** The place of location number `n` as `idx` may change it: its own, or its own copy of a shared one. */
function ownPlace(idx: LocationIndex, n: number, place: Place): Place {
  if (place.owner === idx) return place;
  const own: Place = { tiles: place.tiles.slice(), order: place.order.slice(), armies: place.armies.slice(), armyOrder: place.armyOrder.slice(), memo: place.memo, owner: idx };
  idx[n] = own;
  return own;
}

/** The index entry of a location (never to be changed by the caller). */
function placeAt(st: GameState, where: string): Place {
  const n = locationNumber(where);
  return (n >= 0 ? index(st)[n] : null) ?? offIndexPlace(st, where);
}

/** The index entry of location number `n` (locationNumber), which the index holds (never an offIndex one). */
function placeAtNumber(st: GameState, n: number): Place {
  return index(st)[n] ?? NOWHERE;
}

/** A place the index does not hold: empty, or for an Omnibus box (offIndex) a fresh place read off st.loc. */
function offIndexPlace(st: GameState, where: string): Place {
  if (!offIndex(where)) return NOWHERE;
  const place = emptyPlace(null);
  for (let i = 0; i < TILE_IDS.length; i++) {
    const id = TILE_IDS[i];
    if (st.loc[id] !== where) continue;
    appendTile(place, id);
  }
  return place;
}

/** Adds a tile at the end of a place being built in roster order. */
function appendTile(place: Place, id: string): void {
  const code = ROSTER.get(id) as number;
  place.tiles.push(id);
  place.order.push(code);
  if ((code & 1) === 1) {
    place.armies.push(id);
    place.armyOrder.push(code);
  }
}

/**
 * Gives a copy of a state a copy of the source's location index, when the source has one. Both get a new
 * array over the same places, so neither owns them any longer and each copies a place before changing it.
 */
function copyIndex(from: GameState, to: GameState): void {
  const idx = (from as unknown as Record<string, LocationIndex | undefined>)[INDEX_KEY];
  if (idx === undefined) return;
  attachIndex(from, idx.slice());
  attachIndex(to, idx.slice());
}

/**
 * A deep copy of a state, with a copy of its location index (act() plays on a copy). The tile → location
 * record stays a plain (fast-mode) copy: a dictionary-mode copy, as a new game has, cost 2.5× the whole copy
 * (30 → 74 µs) and made no measurable difference to rollouts played from it (issue 15).
 */
export function copyState(st: GameState): GameState {
  const next = clonePlain(st);
  copyIndex(st, next);
  return next;
}

/**
 * A copy of a tile → location record in V8's dictionary mode. Why: rules read `st.loc[tile]` with ever-changing
 * keys, and on a 176-property object in fast mode each such read costs 2–3× a hash lookup. Copying a template
 * whose first key is a sentinel and deleting that key turns the copy into a dictionary; the key order (and so
 * the JSON) is that of `locations`.
 */
function dictionaryCopy(locations: Readonly<Record<TileId, Location>>): Record<TileId, Location> {
  if (dictionaryTemplate?.from !== locations) dictionaryTemplate = { from: locations, template: { [DICTIONARY_SENTINEL]: '', ...locations } };
  const copy = { ...dictionaryTemplate.template };
  delete copy[DICTIONARY_SENTINEL];
  return copy as Record<TileId, Location>; // the sentinel, the one key that is no tile, is gone
}
const DICTIONARY_SENTINEL = '\u0000dictionary';
let dictionaryTemplate: { readonly from: Readonly<Record<TileId, Location>>; readonly template: Readonly<Record<string, Location | ''>> } | null = null;

/** The index of the setup position, built once: every new game starts from a copy of it. */
let setupIndex: { readonly loc: Readonly<Record<TileId, Location>>; readonly idx: LocationIndex } | null = null;

/** Puts every tile on its place in `locations` (the setup, §3.2), with the location index ready. */
export function placeAll(st: GameState, locations: Readonly<Record<TileId, Location>>): void {
  st.loc = dictionaryCopy(locations);
  if (setupIndex?.loc !== locations) setupIndex = { loc: locations, idx: buildIndex(locations) };
  attachIndex(st, setupIndex.idx.slice()); // the setup's places, shared until a tile moves (ownPlace)
}

/**
 * Puts tiles where a given position says (positionFrom, shared/engine/game.ts, checks the result): written
 * over st.loc, the location index rebuilt. No events: a given position is not play.
 */
export function placeGiven(st: GameState, places: Readonly<Record<TileId, Location>>): void {
  for (const tile in places) st.loc[tile] = places[tile];
  attachIndex(st, buildIndex(st.loc));
}

/** Tiles at a location, in roster order (R1: the tie-break order). A fresh array. */
export function tilesAt(st: GameState, where: string): string[] {
  return placeAt(st, where).tiles.slice();
}

/** Tiles at a location, in roster order, without a copy: the index's own list (read it before the next move). */
export function tilesAtNow(st: GameState, where: string): readonly string[] {
  return placeAt(st, where).tiles;
}

/**
 * What a rule last stored for a location with setMemoAt, kept until a tile enters or leaves it (undefined
 * then). Why: some lists are asked for after every action (the CP Attack phase's attacks) while most boxes
 * stay as they were. The memo must be immutable (copied states share it), and the caller must check itself
 * anything else it was worked out from (flags, the turn, money).
 */
export function memoAt(st: GameState, where: string): unknown {
  return placeAt(st, where).memo;
}

/** Keeps `memo` for a location until a tile enters or leaves it (memoAt); a location with no tile keeps nothing. */
export function setMemoAt(st: GameState, where: string, memo: unknown): void {
  setMemoAtNumber(st, locationNumber(where), memo);
}

/** memoAt by location number (locationNumber): for a rule that holds the numbers of the boxes it asks about. */
export function memoAtNumber(st: GameState, n: number): unknown {
  return placeAtNumber(st, n).memo;
}

/** setMemoAt by location number (locationNumber). */
export function setMemoAtNumber(st: GameState, n: number, memo: unknown): void {
  const place = n >= 0 ? index(st)[n] : null;
  if (place !== null) place.memo = memo;
}

/** How many tiles are at a location. */
export function countAt(st: GameState, where: string): number {
  return placeAt(st, where).tiles.length;
}

/**
 * Those of `ids` (tiles of one kind, e.g. the four Blockade Runners) that are at `where`, in that order,
 * appended to `out` (a fresh array unless given).
 */
export function idsAt(st: GameState, ids: readonly string[], where: string, out: string[] = []): string[] {
  const here = placeAt(st, where).order;
  if (here.length === 0) return out; // most sea areas, most boxes' Forts
  const numbers = rosterNumbers(ids);
  for (let i = 0; i < numbers.length; i++) if (holds(here, numbers[i])) out.push(ids[i]);
  return out;
}

/** How many of `ids` stand at `where` (idsAt(…).length without the array: hot in the blockade). */
export function countIdsAt(st: GameState, ids: readonly string[], where: string): number {
  return countIdsIn(placeAt(st, where), ids);
}

/** countIdsAt by location number (locationNumber): the blockade asks it for every sea area. */
export function countIdsAtNumber(st: GameState, ids: readonly string[], n: number): number {
  return countIdsIn(placeAtNumber(st, n), ids);
}

function countIdsIn(place: Place, ids: readonly string[]): number {
  const here = place.order;
  if (here.length === 0) return 0;
  const numbers = rosterNumbers(ids);
  let n = 0;
  for (let i = 0; i < numbers.length; i++) if (holds(here, numbers[i])) n++;
  return n;
}

/**
 * The roster codes (ROSTER) of a list of tile ids (the data tables' constant lists), worked out on first use. Why:
 * idsAt and countIdsAt compare these small numbers with the place's own instead of looking each id's
 * location up by name (a dictionary lookup per id, on every box the CP Attack list checks for Trenches and
 * Forts; issue 15).
 */
function rosterNumbers(ids: readonly string[]): readonly number[] {
  let numbers = ROSTER_NUMBERS.get(ids);
  if (numbers === undefined) ROSTER_NUMBERS.set(ids, (numbers = ids.map((id) => ROSTER.get(id) ?? -1)));
  return numbers;
}
const ROSTER_NUMBERS = new WeakMap<readonly string[], readonly number[]>();

function holds(list: readonly number[], n: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === n) return true;
  return false;
}

/** Off the map: on the Counter Tray (not built, or removed) or out of the game (§2.4). */
export function isOffMap(where: string): boolean {
  return where === 'counter-tray' || where === 'discarded';
}

export function isAt(st: GameState, tile: string, where: string): boolean {
  return st.loc[tile] === where;
}

/** Puts a tile somewhere else; `deploy` (§6.1) rides on the move event to say why this army was the one chosen. */
export function moveTile(st: GameState, tile: TileId, to: Location, rule: RuleRef, deploy?: DeployReason): void {
  const from = st.loc[tile];
  if (from === undefined) throw new Error(`Unknown tile ${tile}`);
  if (from === to) return;
  st.loc[tile] = to;
  const idx = (st as unknown as Record<string, LocationIndex | undefined>)[INDEX_KEY];
  if (idx !== undefined) {
    // The tile's roster code comes with it out of its old place (no lookup by name); the map is the fallback.
    let code = -1;
    const nFrom = locationNumber(from);
    const shared = idx[nFrom];
    if (shared !== null) {
      const out = ownPlace(idx, nFrom, shared);
      code = removeFromList(out.tiles, out.order, tile);
      if ((code & 1) === 1) removeFromList(out.armies, out.armyOrder, tile);
      out.memo = undefined;
    }
    const nTo = locationNumber(to);
    if (nTo < 0) throw new Error(`${tile} cannot go to an unknown place "${to}"`);
    const sharedInto = idx[nTo];
    // A place missing from the index is new to it, or an Omnibus box, which the index leaves out (offIndex).
    if (sharedInto !== null || !offIndex(to)) {
      if (code < 0) code = ROSTER.get(tile) as number;
      const into = sharedInto === null ? emptyPlace(idx) : ownPlace(idx, nTo, sharedInto);
      if (sharedInto === null) idx[nTo] = into;
      insertInRosterOrder(into.tiles, into.order, tile, code);
      if ((code & 1) === 1) insertInRosterOrder(into.armies, into.armyOrder, tile, code);
      into.memo = undefined;
    }
  }
  recordMove(st, tile, from, to, rule, deploy);
}

/**
 * Moves a marker from one Omnibus box to another (setTrack): only st.loc changes, since the index leaves the
 * track out (offIndex). The caller has checked that both boxes are on the track.
 */
function moveAlongTrack(st: GameState, marker: string, from: Location, to: Location, rule: RuleRef): void {
  if (from === to) return;
  st.loc[marker] = to;
  recordMove(st, marker, from, to, rule, undefined);
}

function recordMove(st: GameState, tile: string, from: Location, to: Location, rule: RuleRef, deploy: DeployReason | undefined): void {
  if (recordingEvents()) emit(st, deploy === undefined ? { type: 'move', rule, tile, from, to } : { type: 'move', rule, tile, from, to, deploy });
}

// Why hand-written: splice allocates the array of removed elements on every call. Returns the tile's roster
// code, or -1 when it was not there.
function removeFromList(list: string[], orders: number[], tile: string): number {
  const i = list.indexOf(tile);
  if (i < 0) return -1;
  const code = orders[i];
  for (let j = i + 1; j < list.length; j++) {
    list[j - 1] = list[j];
    orders[j - 1] = orders[j];
  }
  list.pop(); // (cheaper than setting length)
  orders.pop();
  return code;
}

/** Inserts before the first tile that comes later in the roster (binary search over the place's roster codes). */
function insertInRosterOrder(list: string[], orders: number[], tile: string, order: number): void {
  let lo = 0;
  let hi = orders.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (orders[mid] > order) hi = mid;
    else lo = mid + 1;
  }
  list.push(tile);
  orders.push(order);
  for (let j = list.length - 1; j > lo; j--) {
    list[j] = list[j - 1];
    orders[j] = orders[j - 1];
  }
  list[lo] = tile;
  orders[lo] = order;
}

/** Discards a tile from the game for good (§2.4). */
export function discardTile(st: GameState, tile: string, rule: RuleRef): void {
  moveTile(st, tile, 'discarded', rule);
}

export function isArmy(tile: string): boolean {
  return ARMY_IDS.has(tile);
}

export function kindOf(tile: string): string {
  return TILE_BY_ID[tile].kind;
}

/** EP armies (not forts, trenches, OTT or markers) at a location, in roster order. */
export function armiesAt(st: GameState, where: string): string[] {
  return placeAt(st, where).armies.slice();
}

/**
 * The EP armies at a location, in roster order, without a copy: the index's own list, so it changes as tiles
 * move. Only for reading before the next move (hot queries: attack targets, policies); armiesAt otherwise.
 */
export function armiesAtNow(st: GameState, where: string): readonly string[] {
  return placeAt(st, where).armies;
}

/** How many EP armies are at a location (armiesAt(…).length without the copy). */
export function armyCount(st: GameState, where: string): number {
  return placeAt(st, where).armies.length;
}

/** armyCount by location number (locationNumber): for a caller that holds the number. */
export function armyCountAtNumber(st: GameState, n: number): number {
  return placeAtNumber(st, n).armies.length;
}

/** §2.4: Serbian and AAO armies use their second strength once Turkey has surrendered. */
export function strengthOf(st: GameState, tile: string): number {
  const army = ARMY_BY_ID[tile];
  if (army === undefined) {
    const s = TILE_BY_ID[tile]?.strength;
    if (s === undefined) throw new Error(`${tile} has no combat strength`);
    return s;
  }
  if (typeof army.strength === 'number') return army.strength;
  return turkeyStatus(st) === 'surrendered' ? army.strength[1] : army.strength[0];
}

/** R1: the strongest army, ties to the first in roster order. */
export function strongest(st: GameState, armies: readonly string[]): string | null {
  let best: string | null = null;
  for (const a of armies) if (best === null || strengthOf(st, a) > strengthOf(st, best)) best = a;
  return best;
}

/** R1: the weakest army, ties to the first in roster order. */
export function weakest(st: GameState, armies: readonly string[]): string | null {
  let best: string | null = null;
  for (const a of armies) if (best === null || strengthOf(st, a) < strengthOf(st, best)) best = a;
  return best;
}

export function rosterOrder(a: string, b: string): number {
  return ARMY_INDEX[a] - ARMY_INDEX[b];
}

export function country(id: CountryId): CountryDef {
  return COUNTRY_BY_ID[id];
}

// ── War status, derived from the Neutral / Surrender tiles where the game has them ─────────────────

export function turkeyStatus(st: GameState): 'neutral' | 'cp' | 'surrendered' {
  if (st.loc['neutral-ottoman'] === 'ottoman-turkey') return 'neutral';
  if (st.loc['surrender-ottoman'] === 'ottoman-turkey') return 'surrendered';
  return 'cp';
}

export function italyStatus(st: GameState): 'neutral' | 'war' | 'surrendered' {
  if (st.loc['neutral-italy'] === 'italy') return 'neutral';
  if (st.loc['surrender-italy'] === 'italy') return 'surrendered';
  return 'war';
}

export function franceSurrendered(st: GameState): boolean {
  return st.loc['surrender-france'] === 'france';
}

export function bulgariaAtWar(st: GameState): boolean {
  return st.loc['neutral-bulgaria'] !== 'bulgaria';
}

export function roumaniaStatus(st: GameState): 'neutral' | 'war' | 'surrendered' {
  if (st.loc['neutral-roumania'] === 'roumania') return 'neutral';
  if (st.loc['surrender-roumania'] === 'roumania') return 'surrendered';
  return 'war';
}

/** A Country that takes deployments and may be attacked: at war and not surrendered (§6.1.1, §15.1). */
export function countryActive(st: GameState, id: CountryId): boolean {
  switch (id) {
    case 'belgium':
    case 'serbia':
      return true;
    case 'france':
      return !franceSurrendered(st);
    case 'italy':
      return italyStatus(st) === 'war';
    case 'lithuania':
    case 'ukraine':
      return !st.f.russiaSurrendered;
  }
}

// ── Tracks: markers on the Omnibus track and the Air Superiority track ─────────────────────────────

export type OmnibusMarker = 'rm-coin' | 'lira-coin' | 'krupp' | 'kaisertreu' | 'pink-socialist-revolution-1' | 'gb-mef';

/** The box a marker stands in on the Omnibus track, or null when it is not on the track. */
export function trackValue(st: GameState, marker: OmnibusMarker): number | null {
  return omnibusValue(st.loc[marker]);
}

export function rm(st: GameState): number {
  return trackValue(st, 'rm-coin') ?? 0;
}

export function lira(st: GameState): number {
  return trackValue(st, 'lira-coin') ?? 0;
}

/** Moves a marker on the Omnibus track, clamped to 0…12 (R4). */
export function setTrack(st: GameState, marker: OmnibusMarker, value: number, rule: RuleRef): void {
  const v = Math.max(0, Math.min(OMNIBUS.max, value));
  const from = st.loc[marker];
  if (omnibusValue(from) !== null) moveAlongTrack(st, marker, from, omnibusBox(v), rule);
  else moveTile(st, marker, omnibusBox(v), rule); // onto the track (a finance tile coming into play)
}

/** Adds RM (negative to spend), clamped to the track 0…12 (R4). */
export function addRm(st: GameState, delta: number, rule: RuleRef): void {
  setTrack(st, 'rm-coin', rm(st) + delta, rule);
}

export function addLira(st: GameState, delta: number, rule: RuleRef): void {
  setTrack(st, 'lira-coin', lira(st) + delta, rule);
}

export function airBox(st: GameState): number {
  const box = airTrackValue(st.loc['air-superiority']);
  if (box === null) throw new Error(`The Air Superiority marker is off its track (${st.loc['air-superiority']})`);
  return box;
}

/** §9.3: who holds the skies, from the Air Superiority track box. */
export function germanAirSuperiority(st: GameState): boolean {
  return AIR_TRACK[airBox(st)].holder === 'germany';
}

/** Cities in the Unruhe box (§15.2 Defeat roll). */
export function unruheCount(st: GameState): number {
  return countAt(st, 'unruhe');
}
