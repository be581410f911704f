// Test helpers: a board after setup, a phase run on its own with forced dice, actions by type.
// Tests read as given (board) / when (runPhase, play, rollThenPlay) / then (expect on st, offered, eventsOf).
import { expect } from 'vitest';
import { setupState, actInPlace } from '../../shared/engine/core/api.js';
import { advance, currentPrompt, type PlainAction, type Prompt } from '../../shared/engine/core/flow.js';
import { PHASES } from '../../shared/engine/core/turn.js';
import { takeEvents, type GameEvent } from '../../shared/engine/core/events.js';
import { invalidateIndex, setTrack, tilesAt, type OmnibusMarker } from '../../shared/engine/core/board.js';
import type { Flags, GameState, Options } from '../../shared/engine/core/state.js';

/**
 * Tests may write st.loc directly to set up a position; the helpers below refresh the engine's location
 * index before they run anything (core/board.ts invalidateIndex).
 */

/** The board right after setup (§3), turn 1, nothing on the flow stack. */
export function freshState(seed = 1, options: Partial<Options> = {}): GameState {
  const st = setupState({ seed, options });
  invalidateIndex(st); // the test writes st.loc next; the index is rebuilt on first use
  takeEvents();
  return st;
}

/** What a test changes on the setup board before it acts. */
export interface Given {
  turn?: number;
  seed?: number;
  options?: Partial<Options>;
  /** Omnibus track values (R4 clamps them), set before `tiles` so a tile may then leave the track. */
  tracks?: Partial<Record<OmnibusMarker, number>>;
  /** tile → where it stands, written over the setup. */
  tiles?: Record<string, string>;
  flags?: Partial<Flags>;
}

/** The setup board (§3) with the changes of `given`: "a board on turn N with these tiles placed". */
export function board(given: Given = {}): GameState {
  const st = freshState(given.seed ?? 1, given.options ?? {});
  if (given.turn !== undefined) st.turn = given.turn;
  Object.assign(st.f, given.flags ?? {});
  setTracks(st, given.tracks ?? {});
  place(st, given.tiles ?? {});
  return st;
}

/** Moves tiles by hand (tile → where), as a test may; the location index is rebuilt on next use. */
export function place(st: GameState, tiles: Record<string, string>): void {
  Object.assign(st.loc, tiles);
  invalidateIndex(st);
}

/** The same place for several tiles: `place(st, allAt(['fr-1', 'fr-4'], 'france'))`. */
export function allAt(tiles: readonly string[], where: string): Record<string, string> {
  return Object.fromEntries(tiles.map((t) => [t, where]));
}

function setTracks(st: GameState, tracks: Partial<Record<OmnibusMarker, number>>): void {
  for (const [marker, value] of Object.entries(tracks)) setTrack(st, marker as OmnibusMarker, value, 'test');
}

/** Queues forced dice (and cup draws by tile id) for the next rolls. */
export function force(st: GameState, dice: number[], draws: string[] = []): void {
  st.forced.dice.push(...dice);
  st.forced.draws.push(...draws);
}

/** Runs one phase on its own, with `dice` forced first, up to its first decision or its end; returns the events. */
export function runPhase(st: GameState, phase: string, dice: number[] = []): GameEvent[] {
  force(st, dice);
  const i = PHASES.findIndex((p) => p.id === phase);
  if (i < 0) throw new Error(`unknown phase ${phase}`);
  st.phase = i + 1;
  st.stack.push({ k: `phase:${phase}`, s: 0, d: {} });
  invalidateIndex(st);
  advance(st);
  return takeEvents();
}

/** Runs whatever frames are on the stack (e.g. one pushed by a test), with `dice` forced first, up to a decision. */
export function runStack(st: GameState, dice: number[] = []): GameEvent[] {
  force(st, dice);
  invalidateIndex(st);
  advance(st);
  return takeEvents();
}

/** A prompt as tests read it: its actions as plain JSON, any field looked at by name. */
export type PendingPrompt = Omit<Prompt, 'actions'> & { readonly actions: readonly PlainAction[] };

export function pending(st: GameState): PendingPrompt | null {
  invalidateIndex(st);
  return currentPrompt(st);
}

/** Plays an action; a partial action is matched against the legal ones (first match). */
export function play(st: GameState, partial: Partial<PlainAction> & { type: string }): GameEvent[] {
  const p: PendingPrompt | null = currentPrompt(st);
  if (!p) throw new Error('no decision pending');
  const legal = p.actions.find((a) => Object.entries(partial).every(([k, v]) => a[k] === v));
  if (!legal) throw new Error(`${JSON.stringify(partial)} not legal at ${p.kind}; legal: ${JSON.stringify(p.actions)}`);
  invalidateIndex(st);
  actInPlace(st, legal);
  return takeEvents();
}

/** Forces the dice the action will roll, then plays it: "when the player attacks and rolls a 4". */
export function rollThenPlay(st: GameState, dice: number[], partial: Partial<PlainAction> & { type: string }): GameEvent[] {
  force(st, dice);
  return play(st, partial);
}

/** The legal actions of one type at the pending decision (none when nothing is pending). */
export function offered(st: GameState, type: string): PlainAction[] {
  return (pending(st)?.actions ?? []).filter((a) => a.type === type);
}

/** The events of one type, typed: `eventsOf(ev, 'attack')[0].roll`. */
export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export function at(st: GameState, where: string): string[] {
  invalidateIndex(st);
  return tilesAt(st, where);
}

/**
 * §5.3.2 / §8.6: the U-Boats offered for discard are `offered`, in that order; discarding `lose` sends it out
 * of the game and leaves the other one at `keptAt`.
 */
export function loseUBoat(st: GameState, offered: readonly string[], lose: string, keptAt: string): void {
  expect(pending(st)?.actions).toEqual(offered.map((tile) => ({ type: 'discard-u-boat', tile })));
  play(st, { type: 'discard-u-boat', tile: lose });
  expect(st.loc[lose]).toBe('discarded');
  expect(st.loc[offered.find((t) => t !== lose) as string]).toBe(keptAt);
}
