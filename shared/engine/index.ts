// The rules engine (the solitaire bot): pure TypeScript, no Node, DOM or Electron.
export { newGame, startGame, prompt, legalActions, act, actInPlace, actTrusted, view, replay, replaySteps, undo, canUndo, IllegalActionError, normaliseOptions } from './game.js';
export type { NewGameInput, ActResult, ReplaySteps } from './game.js';
export { positionFrom, InvalidPositionError } from './game.js';
export type { Given } from './game.js';
export type { Action, PlainAction, BoardRef, NamedTarget } from './core/actions.js';
export { targetsOf, namedTargets } from './core/actions.js';
export type { Prompt } from './core/flow.js';
export type { GameEvent } from './core/events.js';
export { setEventRecording } from './core/events.js';
export { describeEvent } from './core/log.js';
export type { GameState, Options, GameOver } from './core/state.js';
export { DEFAULT_OPTIONS } from './core/state.js';
export type { BoardView } from './core/view.js';
export { PHASES } from './core/turn.js';
export { upgradeActions, R39_EDITION } from './upgrade-actions.js';
export type { UpgradeStart, UpgradedActions } from './upgrade-actions.js';
export { runScenario, scenarioState } from './scenario.js';
export type { Scenario, ScenarioResult } from './scenario.js';
