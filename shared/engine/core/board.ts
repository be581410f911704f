// Queries and moves on the board: the only place that reads or writes tile locations directly. Where a
// question is asked at every decision of a rollout it reads the location index (speed/location-index.ts).
import type { GameState } from './state.js';
import { emit, recordingEvents, type DeployReason } from './events.js';
import { clonePlain } from './clone.js';
import { ARMY_BY_ID, TILE_BY_ID } from '../../data/tiles.js';
import { AIR_TRACK, OMNIBUS } from '../../data/board.js';
import type { CountryId, TileId } from '../../data/ids.js';
import { airTrackValue, omnibusBox, omnibusValue, type Location } from '../../data/locations.js';
import {
  attachSetupIndex, copyIndex, moveInIndex, moveOnTrackInIndex, placeAt, placeAtNumber, rebuildIndex, rosterCode, type Place,
} from './speed/location-index.js';
import { dictionaryCopy } from './speed/v8.js';
import type { RuleRef } from '../../data/rule-numbers.js';

export { countryOfBox, reservesOf } from '../../data/locations.js';
export { locationNumber, TILE_IDS } from './speed/location-index.js';

const ARMY_IDS: ReadonlySet<string> = new Set(Object.keys(ARMY_BY_ID));

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

/** Puts every tile on its place in `locations` (the setup, §3.2), with the location index ready. */
export function placeAll(st: GameState, locations: Readonly<Record<TileId, Location>>): void {
  st.loc = dictionaryCopy(locations);
  attachSetupIndex(st, locations);
}

/**
 * Puts tiles where a given position says (positionFrom, shared/engine/game.ts, checks the result): written
 * over st.loc, the location index rebuilt. No events: a given position is not play.
 */
export function placeGiven(st: GameState, places: Readonly<Record<TileId, Location>>): void {
  for (const tile in places) st.loc[tile] = places[tile];
  rebuildIndex(st);
}

/** Tiles at a location, in roster order (R1: the tie-break order). A fresh array. */
export function tilesAt(st: GameState, where: string): string[] {
  return placeAt(st, where).tiles.slice();
}

/** Tiles at a location, in roster order, without a copy: the index's own list (read it before the next move). */
export function tilesAtNow(st: GameState, where: string): readonly string[] {
  return placeAt(st, where).tiles;
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
 * The roster codes (location-index.ts rosterCode) of a list of tile ids (the data tables' constant lists), worked out on first use. Why:
 * idsAt and countIdsAt compare these small numbers with the place's own instead of looking each id's
 * location up by name (a dictionary lookup per id, on every box the CP Attack list checks for Trenches and
 * Forts; issue 15).
 */
function rosterNumbers(ids: readonly string[]): readonly number[] {
  let numbers = ROSTER_NUMBERS.get(ids);
  if (numbers === undefined) ROSTER_NUMBERS.set(ids, (numbers = ids.map(rosterCode)));
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
  moveInIndex(st, tile, from, to);
  recordMove(st, tile, from, to, rule, deploy);
}

/**
 * Moves a marker from one Omnibus box to another (setTrack): only st.loc changes, since the index leaves the
 * track out (offIndex). The caller has checked that both boxes are on the track.
 */
function moveAlongTrack(st: GameState, marker: string, from: Location, to: Location, rule: RuleRef): void {
  if (from === to) return;
  st.loc[marker] = to;
  moveOnTrackInIndex(st, marker, to);
  recordMove(st, marker, from, to, rule, undefined);
}

function recordMove(st: GameState, tile: string, from: Location, to: Location, rule: RuleRef, deploy: DeployReason | undefined): void {
  if (recordingEvents()) emit(st, deploy === undefined ? { type: 'move', rule, tile, from, to } : { type: 'move', rule, tile, from, to, deploy });
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
