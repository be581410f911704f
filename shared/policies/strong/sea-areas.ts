// What a Blockade Runner may expect in each sea area (§9.1.2, §9.1.3, §9.1.4, R22), from the British Cruisers
// Table and the Cruisers ready to sail: a plain float per area, computed once per Cruiser count.
import { countIdsAt, type GameState } from '../../engine/index.js';
import { CRUISER_TABLE } from '../../data/cruisers.js';
import { SEA_AREAS } from '../../data/board.js';
import { CRUISER_IDS, RUNNER_IDS } from '../../data/tiles.js';
import type { SeaAreaId } from '../../data/ids.js';

/** Per area: chance of no Cruiser, of exactly one, of a bracket (two: a runner sunk, §9.1.3). */
interface AreaChances {
  readonly free: number;
  readonly one: number;
  readonly two: number;
}

const cache = new Map<number, Record<string, AreaChances>>();

function chancesFor(ready: number): Record<string, AreaChances> {
  const known = cache.get(ready);
  if (known !== undefined) return known;
  const out: Record<string, AreaChances> = {};
  for (const area of SEA_AREAS) {
    let free = 0;
    let one = 0;
    let two = 0;
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const k = ready === 0 ? 0 : CRUISER_TABLE[a + b][ready].filter((x) => x === area.id).length;
        if (k === 0) free++;
        else if (k === 1) one++;
        else two++;
      }
    }
    out[area.id] = { free: free / 36, one: one / 36, two: two / 36 };
  }
  cache.set(ready, out);
  return out;
}

/** British Cruisers ready to sail (in their box). */
function readyCruisers(st: GameState): number {
  return countIdsAt(st, CRUISER_IDS, 'british-cruisers-box');
}

function areaChances(st: GameState): Record<string, AreaChances> {
  return chancesFor(readyCruisers(st));
}

const HAUL: Readonly<Record<string, number>> = Object.fromEntries(SEA_AREAS.map((a) => [a.id, a.haul]));
const NORTH_SEA: ReadonlySet<string> = new Set(SEA_AREAS.filter((a) => a.northSea).map((a) => a.id));

/** Expected RM of a runner in `area`; with the High Seas Fleet beside it only a bracket stops it (R22). */
export function runnerHaul(st: GameState, area: SeaAreaId, withFleet: boolean): number {
  return haulWith(areaChances(st), area, withFleet);
}

function haulWith(chances: Record<string, AreaChances>, area: SeaAreaId, withFleet: boolean): number {
  const c = chances[area];
  return HAUL[area] * (withFleet && NORTH_SEA.has(area) ? 1 - c.two : c.free);
}

/**
 * runnerHaul of every sea area of one position, with or without the fleet: a table kept per count of ready
 * Cruisers (each runner's choice asks for every area, some fifty times a war).
 */
export function runnerHauls(st: GameState, withFleet: boolean): ReadonlyMap<string, number> {
  return haulsFor(readyCruisers(st), withFleet);
}
function haulsFor(ready: number, withFleet: boolean): ReadonlyMap<string, number> {
  const key = 2 * ready + (withFleet ? 1 : 0);
  let hauls = haulsByKey.get(key);
  if (hauls === undefined) {
    const chances = chancesFor(ready);
    hauls = new Map(SEA_AREAS.map((a) => [a.id, haulWith(chances, a.id, withFleet)]));
    haulsByKey.set(key, hauls);
  }
  return hauls;
}
const haulsByKey = new Map<number, ReadonlyMap<string, number>>();

/** Expected haul of one runner a turn, placed in the best free area (used to price a rebuilt runner, §13.2). */
export function bestRunnerHaul(st: GameState): number {
  const ready = readyCruisers(st);
  let best = bestHaulByReady.get(ready);
  if (best === undefined) {
    // the same for every position with this many Cruisers ready: the best of that count's table, once
    best = 0;
    for (const haul of haulsFor(ready, false).values()) best = Math.max(best, haul);
    bestHaulByReady.set(ready, best);
  }
  return best;
}
const bestHaulByReady = new Map<number, number>();

/** The High Seas Fleet's gain in `area` (§9.1.4): the haul it saves from a single Cruiser. */
export function fleetGain(st: GameState, area: SeaAreaId): number {
  const c = areaChances(st)[area];
  return HAUL[area] * c.one;
}

/** Runners ready to sail this turn (not in Neutral Ports, §9.1.1). */
export function runnersAtSea(st: GameState): number {
  return RUNNER_IDS.length - countIdsAt(st, RUNNER_IDS, 'neutral-ports');
}
