// Test helpers: a board after setup, a phase run on its own with forced dice, actions by type.
// Tests read as given (board) / when (runPhase, play, rollThenPlay) / then (expect on st, offered, eventsOf).
import { expect } from 'vitest';
import { actInPlace, advance, changePosition, currentPrompt, positionFrom, type Given } from '../../shared/engine/game.js';
import type { PlainAction, Prompt } from '../../shared/engine/core/flow.js';
import { PHASES, type PhaseId } from '../../shared/engine/core/turn.js';
import { pushPhaseAlone } from '../../shared/engine/rules/sequence-of-play.js';
import { takeEvents, type GameEvent } from '../../shared/engine/core/events.js';
import { tilesAt } from '../../shared/engine/core/board.js';
import type { GameState, Options } from '../../shared/engine/core/state.js';

/**
 * A test sets up its position through the engine (positionFrom / changePosition in shared/engine/game.ts),
 * never by writing st.loc (lint forbids it): a position the rules could never reach is refused, named.
 */

/** What a test changes on the setup board before it acts (the engine's Given). */
export type { Given };

/** The board right after setup (§3), turn 1, nothing on the flow stack. */
export function freshState(seed = 1, options: Partial<Options> = {}): GameState {
  return board({ seed, options });
}

/** The setup board (§3) with the changes of `given`: "a board on turn N with these tiles placed". */
export function board(given: Given = {}): GameState {
  const st = positionFrom(given);
  takeEvents();
  return st;
}

/** Moves tiles by hand (tile → where), as a test may, checked like a given position. */
export function place(st: GameState, tiles: Record<string, string>): void {
  changePosition(st, { tiles });
}

/** The same place for several tiles: `place(st, allAt(['fr-1', 'fr-4'], 'france'))`. */
export function allAt(tiles: readonly string[], where: string): Record<string, string> {
  return Object.fromEntries(tiles.map((t) => [t, where]));
}

/** Queues forced dice (and cup draws by tile id) for the next rolls. */
export function force(st: GameState, dice: number[], draws: string[] = []): void {
  st.forced.dice.push(...dice);
  st.forced.draws.push(...draws);
}

/** Runs one phase on its own, with `dice` forced first, up to its first decision or its end; returns the events. */
export function runPhase(st: GameState, phase: string, dice: number[] = []): GameEvent[] {
  force(st, dice);
  if (!PHASES.some((p) => p.id === phase)) throw new Error(`unknown phase ${phase}`);
  pushPhaseAlone(st, phase as PhaseId);
  advance(st);
  return takeEvents();
}

/** Runs whatever frames are on the stack (e.g. one pushed by a test), with `dice` forced first, up to a decision. */
export function runStack(st: GameState, dice: number[] = []): GameEvent[] {
  force(st, dice);
  advance(st);
  return takeEvents();
}

/** A prompt as tests read it: its actions as plain JSON, any field looked at by name. */
export type PendingPrompt = Omit<Prompt, 'actions'> & { readonly actions: readonly PlainAction[] };

export function pending(st: GameState): PendingPrompt | null {
  return currentPrompt(st);
}

/** Plays an action; a partial action is matched against the legal ones (first match). */
export function play(st: GameState, partial: Partial<PlainAction> & { type: string }): GameEvent[] {
  const p: PendingPrompt | null = currentPrompt(st);
  if (!p) throw new Error('no decision pending');
  const legal = p.actions.find((a) => Object.entries(partial).every(([k, v]) => a[k] === v));
  if (!legal) throw new Error(`${JSON.stringify(partial)} not legal at ${p.kind}; legal: ${JSON.stringify(p.actions)}`);
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
