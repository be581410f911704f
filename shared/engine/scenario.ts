// Scenario files (docs/scenarios.md): a starting position, forced dice and draws, player actions and
// the expected result. Every worked example of the rulebook is one. Pure: the caller reads the file.
import { positionFrom, actInPlace, advance, currentPrompt } from './game.js';
import { PHASES, type PhaseId } from './core/turn.js';
import { pushPhaseAlone, pushTurnLoop } from './rules/sequence-of-play.js';
import { takeEvents, type GameEvent } from './core/events.js';
import { describeEvent } from './core/log.js';
import { lira, rm, trackValue, type OmnibusMarker } from './core/board.js';
import type { Flags, GameState, Options } from './core/state.js';
import { TILE_BY_ID } from '../data/tiles.js';
import { isLocation } from '../data/locations.js';

export interface Scenario {
  readonly name: string;
  /** The rule(s) the scenario proves, e.g. "§6.1". */
  readonly rule: string;
  readonly seed?: number;
  readonly options?: Partial<Options>;
  readonly start: {
    readonly turn: number;
    /** Run this phase alone (default), or the rest of the game from it when `continue` is true. */
    readonly phase: string;
    readonly continue?: boolean;
    /** tile id → location, applied on top of the setup. */
    readonly place?: Readonly<Record<string, string>>;
    readonly tracks?: Readonly<Partial<Record<OmnibusMarker, number>>>;
    readonly flags?: Readonly<Partial<Flags>>;
  };
  readonly dice?: readonly number[];
  readonly draws?: readonly string[];
  readonly actions?: readonly Record<string, string | number | boolean>[];
  readonly expect: {
    readonly loc?: Readonly<Record<string, string>>;
    readonly rm?: number;
    readonly lira?: number;
    readonly tracks?: Readonly<Partial<Record<OmnibusMarker, number | null>>>;
    readonly flags?: Readonly<Partial<Flags>>;
    /** The kind of the decision pending at the end, or null for "no decision (phase over)". */
    readonly prompt?: string | null;
    readonly over?: 'defeat' | 'armistice' | null;
    readonly vp?: number;
  };
}

export interface ScenarioResult {
  readonly name: string;
  readonly passed: boolean;
  readonly failures: string[];
  readonly log: string[];
}

/** Every tile id and location id of a `place` / `loc` map must exist: a misspelt one is refused, named. */
function checkPlaces(places: Readonly<Record<string, string>> | undefined, field: string): void {
  for (const [tile, where] of Object.entries(places ?? {})) {
    if (TILE_BY_ID[tile] === undefined) throw new Error(`Unknown tile "${tile}" in ${field}`);
    if (!isLocation(where)) throw new Error(`Unknown location "${where}" for tile "${tile}" in ${field}`);
  }
}

function checkScenario(sc: Scenario): void {
  if (!PHASES.some((p) => p.id === sc.start.phase)) throw new Error(`Unknown phase "${sc.start.phase}"`);
  checkPlaces(sc.start.place, 'start.place');
  checkPlaces(sc.expect.loc, 'expect.loc');
}

/** Builds the scenario's starting position, queued dice and draws, ready to run. */
export function scenarioState(sc: Scenario): GameState {
  checkScenario(sc);
  const { turn, place, tracks, flags } = sc.start;
  const st = positionFrom({ seed: sc.seed ?? 1, options: sc.options, turn, tiles: place, tracks, flags });
  if (sc.start.continue) {
    st.phase = PHASES.findIndex((p) => p.id === sc.start.phase);
    pushTurnLoop(st, {});
  } else {
    pushPhaseAlone(st, sc.start.phase as PhaseId);
  }
  st.forced.dice = [...(sc.dice ?? [])];
  st.forced.draws = [...(sc.draws ?? [])];
  return st;
}

export function runScenario(sc: Scenario): ScenarioResult {
  const failures: string[] = [];
  const events: GameEvent[] = [];
  takeEvents();
  let st: GameState;
  try {
    st = scenarioState(sc);
    advance(st);
    events.push(...takeEvents());
    for (const a of sc.actions ?? []) {
      actInPlace(st, a);
      events.push(...takeEvents());
    }
  } catch (e) {
    return { name: sc.name, passed: false, failures: [`error: ${(e as Error).message}`], log: events.map(describeEvent) };
  }
  const ex = sc.expect;
  for (const [tile, where] of Object.entries(ex.loc ?? {})) {
    if (st.loc[tile] !== where) failures.push(`${tile} is in ${st.loc[tile]}, expected ${where}`);
  }
  if (ex.rm !== undefined && rm(st) !== ex.rm) failures.push(`RM is ${rm(st)}, expected ${ex.rm}`);
  if (ex.lira !== undefined && lira(st) !== ex.lira) failures.push(`Lira is ${lira(st)}, expected ${ex.lira}`);
  for (const [marker, value] of Object.entries(ex.tracks ?? {})) {
    const actual = trackValue(st, marker as OmnibusMarker);
    if (actual !== value) failures.push(`${marker} is at ${actual}, expected ${value}`);
  }
  for (const [flag, value] of Object.entries(ex.flags ?? {})) {
    const actual = st.f[flag as keyof Flags];
    if (JSON.stringify(actual) !== JSON.stringify(value)) failures.push(`flag ${flag} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
  }
  if (ex.prompt !== undefined) {
    const kind = currentPrompt(st)?.kind ?? null;
    if (kind !== ex.prompt) failures.push(`pending decision is ${kind}, expected ${ex.prompt}`);
  }
  if (ex.over !== undefined && (st.over?.result ?? null) !== ex.over) failures.push(`result is ${st.over?.result ?? null}, expected ${ex.over}`);
  if (ex.vp !== undefined && st.over?.vp !== ex.vp) failures.push(`VP is ${st.over?.vp}, expected ${ex.vp}`);
  if (st.forced.dice.length > 0) failures.push(`forced dice left unused: ${st.forced.dice.join(', ')}`);
  if (st.forced.draws.length > 0) failures.push(`forced draws left unused: ${st.forced.draws.join(', ')}`);
  return { name: sc.name, passed: failures.length === 0, failures, log: events.map(describeEvent) };
}
