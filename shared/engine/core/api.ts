// The engine's public API (ARCHITECTURE "API"): newGame, prompt, act, view, replay, undo.
import { DEFAULT_OPTIONS, initialFlags, type GameState, type Options } from './state.js';
import { advance, applyToTop, currentActions, currentPrompt, sameAction, type Action, type Prompt } from './flow.js';
import { seedRng } from './random.js';
import { takeEvents, type GameEvent } from './events.js';
import { clonePlain } from './clone.js';
import { copyIndex } from './board.js';
import { pushTurnLoop } from './turn.js';
import { applySetup } from '../rules/setup.js';
import '../rules/index.js';
import { buildOptions, isOptionValue, OPTIONAL_RULES, optionsShape } from '../../data/optional-rules.js';
export { view } from './view.js';

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
}

export interface NewGameInput {
  readonly seed: number;
  readonly options?: Partial<Options>;
}

/** The options a campaign is played with: the defaults filled in, each value checked against the table (O1–O3). */
export function normaliseOptions(options: Partial<Options> | undefined): Options {
  const o: Record<string, unknown> = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
  if (!OPTIONAL_RULES.every((row) => isOptionValue(row, o[row.id]))) {
    throw new IllegalActionError(`Options must be { ${optionsShape()} }`);
  }
  return buildOptions((row) => o[row.id] as boolean | number);
}

/** §3: the board after setup, before any phase has run (tests and scenarios start here). */
export function setupState(input: NewGameInput): GameState {
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 0xffffffff) {
    throw new IllegalActionError('The seed must be a whole number from 0 to 4294967295');
  }
  const st: GameState = {
    v: 1,
    seed: input.seed,
    options: normaliseOptions(input.options),
    rng: seedRng(input.seed),
    forced: { dice: [], draws: [] },
    loc: {},
    turn: 1,
    phase: 0,
    f: initialFlags(),
    stack: [],
    actionCount: 0,
    floor: 0,
    randomCount: 0,
    over: null,
  };
  applySetup(st);
  return st;
}

/** §3: a new campaign, advanced to the first decision, with the events of the Entente's opening moves. */
export function startGame(input: NewGameInput): ActResult {
  takeEvents();
  const st = setupState(input);
  pushTurnLoop(st, {});
  advance(st);
  return { state: st, events: takeEvents() };
}

/** §3: a new campaign, advanced to the first decision. */
export function newGame(input: NewGameInput): GameState {
  return startGame(input).state;
}

/** The legal actions only, for rollouts that pick one and apply it with actTrusted. */
export function legalActions(st: GameState): readonly Action[] {
  return currentActions(st);
}

/** The pending decision with every legal action; null once the game is over. */
export function prompt(st: GameState): Prompt | null {
  return currentPrompt(st);
}

function checkShape(action: unknown): asserts action is Action {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    throw new IllegalActionError('An action must be a JSON object with a "type"');
  }
  const rec = action as Record<string, unknown>;
  if (typeof rec.type !== 'string') throw new IllegalActionError('An action must have a string "type"');
  for (const k in rec) {
    const t = typeof rec[k];
    if (t !== 'string' && t !== 'number' && t !== 'boolean') {
      throw new IllegalActionError(`Action field "${k}" must be a string, number or boolean`);
    }
  }
}

/**
 * Applies one player action to the state in place (for rollouts). Throws IllegalActionError, with
 * the state untouched, when the action is not one of the prompt's actions.
 */
export function actInPlace(st: GameState, action: unknown): void {
  checkShape(action);
  const p = currentPrompt(st);
  if (p === null) throw new IllegalActionError('The campaign is over: no action is possible');
  const legal = p.actions.find((a) => sameAction(a, action));
  if (legal === undefined) {
    throw new IllegalActionError(
      `${JSON.stringify(action)} is not legal now (${p.rule}: ${p.text}). Legal: ${p.actions.map((a) => JSON.stringify(a)).join(', ')}`,
    );
  }
  applyLegal(st, legal);
}

/**
 * For rollouts (simulator, benchmarks, an advisor) that pick `action` from prompt(st).actions themselves:
 * applies it without checking legality a second time. Anything else must use act / actInPlace.
 */
export function actTrusted(st: GameState, action: Action): void {
  applyLegal(st, action);
}

function applyLegal(st: GameState, legal: Action): void {
  const randomBefore = st.randomCount;
  const turnBefore = st.turn;
  const phaseBefore = st.phase;
  applyToTop(st, legal);
  advance(st);
  st.actionCount++;
  // Undo floor: a roll, a draw or an Entente phase cannot be taken back (ARCHITECTURE "Undo").
  if (st.randomCount !== randomBefore || st.turn !== turnBefore || st.phase !== phaseBefore || st.over !== null) {
    st.floor = st.actionCount;
  }
}

export interface ActResult {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/** Applies one player action to a copy of the state; the given state is never changed. */
export function act(st: GameState, action: unknown): ActResult {
  takeEvents();
  const next = clonePlain(st);
  copyIndex(st, next);
  try {
    actInPlace(next, action);
  } catch (e) {
    takeEvents();
    throw e;
  }
  return { state: next, events: takeEvents() };
}

/** Rebuilds a campaign from its seed, options and action list. */
export function replay(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[]): GameState {
  const st = newGame({ seed, options });
  for (const a of actions) actInPlace(st, a);
  takeEvents();
  return st;
}

export interface ReplaySteps {
  /** The position after the last action that could be played. */
  readonly state: GameState;
  /** steps[0]: the events of the start (setup up to the first decision, as startGame returns); steps[i]: the events of action i-1. */
  readonly steps: GameEvent[][];
  /** Index of the first action that is not legal (the replay stopped before it), or null when all were played. */
  readonly illegalAt: number | null;
  /** The engine's message for that action, or null. */
  readonly error: string | null;
}

/**
 * Rebuilds a campaign like replay(), keeping each action's events (a loaded game's log). One state played
 * in place, no clone per action; an illegal action stops the replay before it instead of throwing. A bad
 * seed or options still throw (as startGame): there is no position to return.
 */
export function replaySteps(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[]): ReplaySteps {
  const start = startGame({ seed, options });
  const st = start.state;
  const steps: GameEvent[][] = [start.events];
  for (let i = 0; i < actions.length; i++) {
    try {
      actInPlace(st, actions[i]);
    } catch (e) {
      takeEvents(); // nothing half-recorded may leak into the next act()
      if (!(e instanceof IllegalActionError)) throw e;
      // actInPlace refuses before it changes anything: st is the position after action i-1.
      return { state: st, steps, illegalAt: i, error: e.message };
    }
    steps.push(takeEvents());
  }
  return { state: st, steps, illegalAt: null, error: null };
}

/** Whether the last action may be taken back (never below the floor). */
export function canUndo(st: GameState): boolean {
  return st.actionCount > st.floor;
}

/** Takes back the last player action by replaying the others; refuses to cross the floor. */
export function undo(st: GameState, actions: readonly unknown[]): GameState {
  if (actions.length !== st.actionCount) throw new IllegalActionError('The action list does not match the state');
  if (!canUndo(st)) throw new IllegalActionError('Nothing to undo: the last action rolled dice, drew a tile or ended a phase');
  return replay(st.seed, st.options, actions.slice(0, -1));
}
