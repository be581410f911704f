// The rules engine (the solitaire bot): pure TypeScript, no Node, DOM or Electron.
// This file is the engine's one door: everything outside shared/engine imports the engine from here and from
// nowhere else (eslint.config.js refuses the rest; the engine's own tests, tests/engine, may reach what they test).
// Read vocabulary.ts first: the engine's words as types.

// ── The words ──────────────────────────────────────────────────────────────────────────────────────────────────────
export type * from './vocabulary.js';
export { ACTION_TYPES } from './core/actions.js';
export { DECISION_KINDS, ENTRY_KINDS } from './core/decision-kinds.js';
export { PHASES, phaseTitleOf } from './core/turn.js';

// ── Playing a game: start, ask, act, replay, undo ──────────────────────────────────────────────────────────────────
export { newGame, startGame, prompt, decision, legalActions, act, actInPlace, actTrusted, view, replay, replaySteps, undo, canUndo, IllegalActionError, normaliseOptions, entrySteps } from './game.js';
export type { NewGameInput, ActResult, ReplaySteps } from './game.js';
export type { GameState, Options, GameOver, DiceChange } from './core/state.js';
export { DEFAULT_OPTIONS } from './core/state.js';
/** A deep, independent copy of a state (its location index rebuilt): for a look-ahead that must not touch the game. */
export { copyState } from './core/board.js';

// ── Given positions (tests, scenarios, the library's checks) ───────────────────────────────────────────────────────
export { positionFrom, changePosition, InvalidPositionError } from './game.js';
export type { Given } from './game.js';
export { runScenario, scenarioState } from './scenario.js';
export type { Scenario, ScenarioResult } from './scenario.js';
/** The position's own consistency checks (the fuzzer runs them after every action). */
export { checkInvariants } from './invariants.js';

// ── Saves written by older editions of the rules ───────────────────────────────────────────────────────────────────
export { upgradeActions, R39_EDITION } from './upgrade-actions.js';
export type { UpgradeStart, UpgradedActions } from './upgrade-actions.js';

// ── Branches with fresh dice (the advisor's rollouts) ──────────────────────────────────────────────────────────────
export { branchWithFreshDice, isBranch } from './game.js';
export { branchMeetingKey } from './core/branch-key.js';
/** Event recording off while a rollout plays thousands of actions nobody reads; back on after. */
export { setEventRecording, recordingEvents } from './core/events.js';

// ── What the player sees: the board, the actions' targets, the log ─────────────────────────────────────────────────
export type { BoardView, ChoiceOdds } from './core/view.js';
export type { BoardRef, NamedTarget } from './core/actions.js';
export { targetsOf, namedTargets } from './core/actions.js';
export { describeEvent, deployReasonWords } from './core/log.js';
export { logRefOf } from './core/log-refs.js';
export { logEntriesOf, logEntryOf, logLineText } from './core/log-entry.js';
export { victoryPoints } from './rules/victory.js';

// ── The odds of a choice (exact fractions, and their words) ────────────────────────────────────────────────────────
export type { Chance } from './odds/chance.js';
export { chance, percentText, sameChance } from './odds/chance.js';
export { lowestFaceChance } from './odds/dice-counts.js';
export { choiceOdds, faceNeeded } from './odds/index.js';

// ── Board questions, for the bots and tools (read only) ────────────────────────────────────────────────────────────
// What a policy asks of a position without playing it; a bot keeps its own caches and writes nothing into the
// engine's state.
export {
  airBox, armiesAt, armyCount, armyCountAtNumber, bulgariaAtWar, countIdsAt, countryActive, countryOfBox, franceSurrendered,
  germanAirSuperiority, isArmy, isAt, italyStatus, locationNumber, rm, roumaniaStatus, strengthOf, tilesAt,
  tilesAtNow, turkeyStatus, unruheCount,
} from './core/board.js';
/** The box an attack is made in (its target's box, or the one the action names). */
export { attackBoxOf, attackBoxNumberOf } from './core/attack-actions.js';
export type { PaidAttack } from './core/actions.js';
/** An attack's die roll modifiers (§10.2), as the rules add them. */
export { attackDrm, drmTotal } from './rules/drm.js';
export { ottomanDrmSources } from './rules/ottoman-attacks.js';
/** The engine's 32-bit mixing of numbers and words (the bots' keyed coins use the same). */
export { mix32, wordKey } from './core/hash32.js';
