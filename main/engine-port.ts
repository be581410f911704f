// The slice of the rules engine that main uses, as one injectable object: production passes the real
// engine (shared/engine/index.ts); tests may pass a small stand-in, or the real engine under another
// rules-edition table (a "test edition") to prove how old campaigns load after a rules change.
import * as realEngine from '../shared/engine/index.js';
import type { PlainAction, ActResult, BoardView, DiceChange, GameEvent, GameState, LogEntry, Options, ReplaySteps, UpgradedActions } from '../shared/engine/index.js';
import { RULES_EDITIONS, type RulesEdition } from '../shared/data/rules-editions.js';

export interface EnginePort {
  newGame(input: { seed: number; options?: Partial<Options>; newDice?: readonly DiceChange[] }): GameState;
  /** A new campaign and the events of the Entente's opening moves (turn 1 up to the first decision). */
  startGame(input: { seed: number; options?: Partial<Options>; newDice?: readonly DiceChange[] }): ActResult;
  act(state: GameState, action: unknown): ActResult;
  undo(state: GameState, actions: readonly unknown[]): GameState;
  canUndo(state: GameState): boolean;
  replay(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[], newDice?: readonly DiceChange[]): GameState;
  /** A replay that keeps each step's events and stops, without throwing, before an illegal action (new dice: issue 31). */
  replaySteps(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[], newDice?: readonly DiceChange[]): ReplaySteps;
  /** An action list saved under an earlier rules edition, in today's shapes where the meaning is the same. */
  upgradeActions(fromEdition: number, actions: readonly PlainAction[], start: { seed: number; options?: Partial<Options>; newDice?: readonly DiceChange[] }): UpgradedActions;
  view(state: GameState): BoardView;
  /** An action's log: one entry per event, its sentence and rule apart (issue 29). */
  logEntriesOf(events: readonly GameEvent[]): LogEntry[];
  /** §15.3: the Victory Points a position is worth, by the engine's own count (the end screen's plot). */
  victoryPoints(state: GameState): number;
  normaliseOptions(options: Partial<Options> | undefined): Options;
  /** The table companion's pending question: its action's events up to the roll or draw asked for (issue 32). */
  entrySteps?(state: GameState): GameEvent[];
  /** The rules editions this engine plays; the last is the current one. */
  readonly rulesEditions: readonly RulesEdition[];
}

export const engine: EnginePort = { ...realEngine, rulesEditions: RULES_EDITIONS };
