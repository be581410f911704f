// The location index: location → the tiles there, kept current by every move (core/board.ts moveTile), with one
// slot per place for a kept answer (caches.ts). Only speed: every question it answers could be read off st.loc,
// and tests/engine/place-memo.test.ts checks that it does (issue 15, issue 29).
import type { GameState } from '../state.js';
import { TILES, ARMY_BY_ID } from '../../../data/tiles.js';
import type { TileId } from '../../../data/ids.js';
import { LOCATIONS, omnibusValue, type Location } from '../../../data/locations.js';

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
export interface Place {
  readonly tiles: string[];
  /**
   * The roster code of each of `tiles` (ROSTER: twice the roster place, plus 1 for an EP army): moveTile
   * reads a tile's code where it takes the tile out, and inserts by it, without looking the tile up by name.
   */
  readonly order: number[];
  readonly armies: string[];
  readonly armyOrder: number[];
  /**
   * The answer a cache (caches.ts) keeps with this place; dropped whenever a tile enters or leaves. Indexes
   * sharing the place share it too, which is right: they have the same tiles there.
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
/**
 * Each tile's location number (LOCATION_NUMBER), by its roster place: the whole of st.loc as small numbers, the
 * Omnibus track, the Counter Tray and the discards too. It comes and goes with the index (attachIndex) and is
 * kept current by the same moves, the track's too (moveOnTrackInIndex). Why: the advisor's meeting key
 * (core/branch-key.ts) read every tile's location by name at every turn of every rollout, 176 keyed reads and
 * a 2.6 kB string to hash; from these numbers it is one short string (issue 30).
 */
type TileWhere = Uint16Array;
const WHERE_KEY = '__tileWhere';

/** Each location's number: its place in LOCATIONS (shared/data/locations.ts). */
const LOCATION_NUMBER: ReadonlyMap<string, number> = new Map(LOCATIONS.map((where, n) => [where, n]));

/** A location's number in the location index (placeAtNumber, the caches); -1 for a string that is no location. */
export function locationNumber(where: string): number {
  return LOCATION_NUMBER.get(where) ?? -1;
}

/** The roster code of a tile (ROSTER), or -1 for a string that is no tile. */
export function rosterCode(id: string): number {
  return ROSTER.get(id) ?? -1;
}

/**
 * Whether a location is left out of the index: the Omnibus track's boxes, the Counter Tray and the discards.
 * Why: every change of RM, Lira or a finance tile moves a marker along the track (a quarter of a greedy
 * campaign's moves), the Counter Tray holds most of the tiles at setup (each move into or out of it shifted,
 * and first copied, lists of dozens), and no rule asks the index what stands in any of them; placeAt answers
 * such a question from st.loc instead (offIndexPlace). Asked only where the index has no place.
 */
export function offIndex(where: string): boolean {
  return where === TRAY || where === DISCARDED || (where.charCodeAt(0) === OMNIBUS_INITIAL && omnibusValue(where) !== null);
}
const OMNIBUS_INITIAL = 'o'.charCodeAt(0);
const TRAY = 'counter-tray';
const DISCARDED = 'discarded';

interface Built {
  readonly idx: LocationIndex;
  readonly where: TileWhere;
}

function buildIndex(loc: Readonly<Record<TileId, Location>>): Built {
  const idx: LocationIndex = new Array<Place | null>(LOCATIONS.length).fill(null);
  const where: TileWhere = new Uint16Array(TILE_IDS.length);
  for (let i = 0; i < TILE_IDS.length; i++) {
    const id = TILE_IDS[i];
    const at = loc[id];
    const n = locationNumber(at);
    if (n < 0) throw new Error(`${id} stands in an unknown place "${at}"`);
    where[i] = n;
    if (offIndex(at)) continue;
    let place = idx[n];
    if (place === null) idx[n] = place = emptyPlace(idx);
    appendTile(place, id);
  }
  return { idx, where };
}

function attachIndex(st: GameState, idx: LocationIndex, where: TileWhere): LocationIndex {
  Object.defineProperty(st, INDEX_KEY, { value: idx, enumerable: false, writable: true, configurable: true });
  Object.defineProperty(st, WHERE_KEY, { value: where, enumerable: false, writable: true, configurable: true });
  return idx;
}

function attachBuilt(st: GameState, built: Built): LocationIndex {
  return attachIndex(st, built.idx, built.where);
}

function index(st: GameState): LocationIndex {
  return (st as unknown as Record<string, LocationIndex | undefined>)[INDEX_KEY] ?? attachBuilt(st, buildIndex(st.loc));
}

function tileWhere(st: GameState): TileWhere | undefined {
  return (st as unknown as Record<string, TileWhere | undefined>)[WHERE_KEY];
}

/**
 * Every tile's location number (locationNumber), in roster order (TILE_IDS): st.loc as numbers, built with the
 * index when the state has none yet. The index's own array: read it, never change it, before the next move.
 */
export function tileLocationNumbers(st: GameState): Readonly<Uint16Array> {
  index(st);
  return tileWhere(st) as TileWhere;
}

function emptyPlace(owner: LocationIndex | null): Place {
  return { tiles: [], order: [], armies: [], armyOrder: [], memo: undefined, owner };
}

// Not frozen: a frozen object has a map of its own, and placeAt's callers would then read two kinds of place (v8.ts).
const NOWHERE: Place = emptyPlace(null);

/** The place of location number `n` as `idx` may change it: its own, or its own copy of a shared one. */
function ownPlace(idx: LocationIndex, n: number, place: Place): Place {
  if (place.owner === idx) return place;
  const own: Place = { tiles: place.tiles.slice(), order: place.order.slice(), armies: place.armies.slice(), armyOrder: place.armyOrder.slice(), memo: place.memo, owner: idx };
  idx[n] = own;
  return own;
}

/** The index entry of a location (never to be changed by the caller). */
export function placeAt(st: GameState, where: string): Place {
  const n = locationNumber(where);
  return (n >= 0 ? index(st)[n] : null) ?? offIndexPlace(st, where);
}

/** The index entry of location number `n` (locationNumber), which the index holds (never an offIndex one). */
export function placeAtNumber(st: GameState, n: number): Place {
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
export function copyIndex(from: GameState, to: GameState): void {
  const idx = (from as unknown as Record<string, LocationIndex | undefined>)[INDEX_KEY];
  if (idx === undefined) return;
  const where = tileWhere(from) as TileWhere;
  attachIndex(from, idx.slice(), where);
  attachIndex(to, idx.slice(), where.slice());
}

/** The index of the setup position, built once: every new game starts from a copy of it. */
let setupIndex: { readonly loc: Readonly<Record<TileId, Location>>; readonly built: Built } | null = null;

/** Gives a state whose tiles stand as in `locations` (the setup) a copy of that position's index, built once. */
export function attachSetupIndex(st: GameState, locations: Readonly<Record<TileId, Location>>): void {
  if (setupIndex?.loc !== locations) setupIndex = { loc: locations, built: buildIndex(locations) };
  attachIndex(st, setupIndex.built.idx.slice(), setupIndex.built.where.slice()); // the setup's places, shared until a tile moves (ownPlace)
}

/** Builds the index afresh from st.loc (a position given by hand). */
export function rebuildIndex(st: GameState): void {
  attachBuilt(st, buildIndex(st.loc));
}

/**
 * Moves `tile` from `from` to `to` in the index, if the state has one (st.loc is the caller's): both places
 * drop their kept answer (memo).
 */
export function moveInIndex(st: GameState, tile: string, from: string, to: string): void {
  const idx = (st as unknown as Record<string, LocationIndex | undefined>)[INDEX_KEY];
  if (idx === undefined) return;
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
  if (code < 0) code = ROSTER.get(tile) as number;
  (tileWhere(st) as TileWhere)[code >>> 1] = nTo;
  const sharedInto = idx[nTo];
  // A place missing from the index is new to it, or an Omnibus box, which the index leaves out (offIndex).
  if (sharedInto !== null || !offIndex(to)) {
    const into = sharedInto === null ? emptyPlace(idx) : ownPlace(idx, nTo, sharedInto);
    if (sharedInto === null) idx[nTo] = into;
    insertInRosterOrder(into.tiles, into.order, tile, code);
    if ((code & 1) === 1) insertInRosterOrder(into.armies, into.armyOrder, tile, code);
    into.memo = undefined;
  }
}

/** A marker moved along the Omnibus track (core/board.ts moveAlongTrack): only its location number changes. */
export function moveOnTrackInIndex(st: GameState, marker: string, to: string): void {
  const where = tileWhere(st);
  if (where !== undefined) where[(ROSTER.get(marker) as number) >>> 1] = locationNumber(to);
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

// ── The memo slot: for caches.ts only (the rules ask a cache, never the slot) ───────────────────────────────────

/** What caches.ts kept with location number `n`, until a tile enters or leaves it (undefined then). */
export function memoAtNumber(st: GameState, n: number): unknown {
  return placeAtNumber(st, n).memo;
}

/** Keeps `memo` with location number `n` until a tile enters or leaves it; a location with no tile keeps nothing. */
export function setMemoAtNumber(st: GameState, n: number, memo: unknown): void {
  const place = n >= 0 ? index(st)[n] : null;
  if (place !== null) place.memo = memo;
}

/** Every location number whose place holds a memo now (for the caches' check against a rebuild). */
export function numbersWithMemo(st: GameState): number[] {
  const idx = index(st);
  const out: number[] = [];
  for (let n = 0; n < idx.length; n++) if (idx[n]?.memo !== undefined) out.push(n);
  return out;
}
