// The slice of the rules engine that main uses, as one injectable object: production passes the real
// engine (shared/engine/index.ts); tests may pass a small stand-in while the engine is being written.
import * as realEngine from '../shared/engine/index.js';
import type { ActResult, BoardView, GameEvent, GameState, Options } from '../shared/engine/index.js';

export interface EnginePort {
  newGame(input: { seed: number; options?: Partial<Options> }): GameState;
  /** A new campaign and the events of the Entente's opening moves (turn 1 up to the first decision). */
  startGame(input: { seed: number; options?: Partial<Options> }): ActResult;
  act(state: GameState, action: unknown): ActResult;
  undo(state: GameState, actions: readonly unknown[]): GameState;
  canUndo(state: GameState): boolean;
  replay(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[]): GameState;
  view(state: GameState): BoardView;
  describeEvent(event: GameEvent): string;
  normaliseOptions(options: Partial<Options> | undefined): Options;
}

export const engine: EnginePort = realEngine;
