// Test helpers: a board after setup, a phase run on its own with forced dice, actions by type.
import { setupState, actInPlace } from '../../shared/engine/core/api.js';
import { advance, currentPrompt, type Action, type Prompt } from '../../shared/engine/core/flow.js';
import { PHASES } from '../../shared/engine/core/turn.js';
import { takeEvents, type GameEvent } from '../../shared/engine/core/events.js';
import { invalidateIndex, tilesAt } from '../../shared/engine/core/board.js';
import type { GameState, Options } from '../../shared/engine/core/state.js';

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

/** Queues forced dice (and cup draws by tile id) for the next rolls. */
export function force(st: GameState, dice: number[], draws: string[] = []): void {
  st.forced.dice.push(...dice);
  st.forced.draws.push(...draws);
}

/** Runs one phase on its own, up to its first decision or its end; returns the events. */
export function runPhase(st: GameState, phase: string): GameEvent[] {
  const i = PHASES.findIndex((p) => p.id === phase);
  if (i < 0) throw new Error(`unknown phase ${phase}`);
  st.phase = i + 1;
  st.stack.push({ k: `phase:${phase}`, s: 0, d: {} });
  invalidateIndex(st);
  advance(st);
  return takeEvents();
}

/** Runs whatever frames are on the stack (e.g. one pushed by a test) up to a decision. */
export function runStack(st: GameState): GameEvent[] {
  invalidateIndex(st);
  advance(st);
  return takeEvents();
}

export function pending(st: GameState): Prompt | null {
  invalidateIndex(st);
  return currentPrompt(st);
}

/** Plays an action; a partial action is matched against the legal ones (first match). */
export function play(st: GameState, partial: Partial<Action> & { type: string }): GameEvent[] {
  const p = currentPrompt(st);
  if (!p) throw new Error('no decision pending');
  const legal = p.actions.find((a) => Object.entries(partial).every(([k, v]) => a[k] === v));
  if (!legal) throw new Error(`${JSON.stringify(partial)} not legal at ${p.kind}; legal: ${JSON.stringify(p.actions)}`);
  invalidateIndex(st);
  actInPlace(st, legal);
  return takeEvents();
}

export function at(st: GameState, where: string): string[] {
  invalidateIndex(st);
  return tilesAt(st, where);
}
