// What a player policy is, apart from the policies themselves (policies.ts) so the strong policy can name it
// without importing the module that lists it.
import type { Action, Decision, GameState } from '../engine/index.js';

/** A player: chooses one of the pending decision's actions (a Prompt is a Decision too). */
export type Policy = (st: GameState, p: Decision) => Action;
