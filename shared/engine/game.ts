// The engine's public API (docs/architecture.md "The engine": API): newGame, prompt, act, view, replay, undo. The façade stands
// above core/ (state, flow, board: no rule) and rules/ (one module per rulebook section): it runs the flow
// over the rules' frames (rules/frames.ts) from the Sequence of Play (rules/sequence-of-play.ts).
import { DEFAULT_OPTIONS, initialFlags, type DiceChange, type Flags, type GameState, type Options } from './core/state.js';
import { flowOf, sameAction, type Action, type Decision, type Prompt } from './core/flow.js';
import { branchRng, newDiceRng, seedRng } from './core/random.js';
import { takeEvents, type GameEvent } from './core/events.js';
import { copyState, placeGiven, type OmnibusMarker } from './core/board.js';
import { isLocation, omnibusBox, type Location } from '../data/locations.js';
import { boardView, type BoardView } from './core/view.js';
import { choiceOdds } from './odds/index.js';
import { checkInvariants } from './invariants.js';
import { OMNIBUS } from '../data/board.js';
import { TILE_BY_ID } from '../data/tiles.js';
import type { TileId } from '../data/ids.js';
import { FRAMES } from './rules/frames.js';
import { pushTurnLoop } from './rules/sequence-of-play.js';
import { applySetup } from './rules/setup.js';
import { victoryBreakdown } from './rules/victory.js';
import { buildOptions, isOptionValue, OPTIONAL_RULES, optionsShape } from '../data/optional-rules.js';
import { COMPANION_SWITCHES, companionOptions } from '../data/companion-options.js';
import { asksEntries, entryPrompt, tryWithEntries } from './core/entries.js';

/** The flow over every frame the rules define (a saved state's stack names its frames by kind). */
export const { advance, currentPrompt, currentDecision, currentActions, applyToTop } = flowOf(FRAMES);

/** The question now: the table companion's pending entry (core/entries.ts), else the flow's decision. */
function pendingPrompt(st: GameState): Prompt | null {
  return st.asking === undefined ? currentPrompt(st) : entryPrompt(st.asking);
}

/** What a renderer or the terminal needs to draw the board, with the pending decision and the §15.3 count now. */
export function view(st: GameState): BoardView {
  const prompt = pendingPrompt(st);
  return boardView(st, prompt, victoryBreakdown(st), choiceOdds(st, prompt));
}

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
}

export interface NewGameInput {
  readonly seed: number;
  readonly options?: Partial<Options>;
  /** Where the campaign's dice change (a branch with new dice, issue 31): absent or empty, never. */
  readonly newDice?: readonly DiceChange[];
}

/** The options a campaign is played with: the defaults filled in, each value checked against the table (O1–O3). */
export function normaliseOptions(options: Partial<Options> | undefined): Options {
  const o: Record<string, unknown> = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
  if (!OPTIONAL_RULES.every((row) => isOptionValue(row, o[row.id])) || !COMPANION_SWITCHES.every((s) => o[s.id] === undefined || typeof o[s.id] === 'boolean')) {
    throw new IllegalActionError(`Options must be { ${optionsShape()}, and optionally myDice: boolean, myChits: boolean }`);
  }
  // The companion's switches are kept only when on: an ordinary campaign's options are as they always were.
  return { ...buildOptions((row) => o[row.id] as boolean | number), ...companionOptions(o) };
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
  const changes = checkedDiceChanges(input.newDice);
  if (changes.length > 0) Object.assign(st, { newDice: changes }); // only then: an ordinary state keeps its shape
  applySetup(st);
  return st;
}

/** A campaign's dice changes as given: whole moves in rising order, each with a seed from 0 to 4294967295. */
function checkedDiceChanges(given: readonly DiceChange[] | undefined): DiceChange[] {
  if (given === undefined) return [];
  if (!Array.isArray(given)) throw new IllegalActionError('The new dice must be a list of { atMove, seed }');
  let last = -1;
  return given.map((c: DiceChange) => {
    if (!Number.isInteger(c?.atMove) || c.atMove <= last) throw new IllegalActionError('The new dice must change at whole moves, in rising order');
    if (!Number.isInteger(c.seed) || c.seed < 0 || c.seed > 0xffffffff) throw new IllegalActionError('The seed of new dice must be a whole number from 0 to 4294967295');
    last = c.atMove;
    return { atMove: c.atMove, seed: c.seed };
  });
}

/**
 * The dice change here if the campaign says so (GameState.newDice): at the moment its move count reaches a
 * change, after every roll of the moves before it, so the moves shared with the campaign it left roll as they
 * did there. The undo floor stands there too: the moves before are the other campaign's.
 */
function changeDiceHere(st: GameState): void {
  if (st.newDice === undefined) return;
  for (const c of st.newDice) {
    if (c.atMove !== st.actionCount) continue;
    st.rng = newDiceRng(c.seed);
    st.floor = st.actionCount;
  }
}

/** A position given by hand (tests, scenario files): changes written over the board after setup (§3). */
export interface Given {
  readonly seed?: number;
  readonly options?: Partial<Options>;
  readonly turn?: number;
  /** Omnibus track values, 0–12 (R4); set before `tiles`, so a tile may then leave the track. */
  readonly tracks?: Readonly<Partial<Record<OmnibusMarker, number>>>;
  /** tile → where it stands. */
  readonly tiles?: Readonly<Record<string, string>>;
  readonly flags?: Readonly<Partial<Flags>>;
}

/** A given position the rules could never reach (an unknown tile, a sixth army in a Country, …). */
export class InvalidPositionError extends Error {
  override name = 'InvalidPositionError';
}

/**
 * The one way from a given position to a game state (tests and scenario files): the board after setup with
 * the changes of `given`, the location index rebuilt, nothing on the flow stack. A position that breaks an
 * invariant of the game (shared/engine/invariants.ts) is refused with an InvalidPositionError naming each
 * problem.
 */
export function positionFrom(given: Given = {}): GameState {
  const st = setupState({ seed: given.seed ?? 1, options: given.options });
  changePosition(st, given);
  return st;
}

/**
 * Writes the turn, tracks, tiles and flags of `given` over a state in place (a test moving tiles by hand
 * mid-game), with the same checks as positionFrom; a refused change leaves the state as it was.
 */
export function changePosition(st: GameState, given: Omit<Given, 'seed' | 'options'>): void {
  const places: Record<TileId, Location> = {};
  const unknownPlaces: string[] = [];
  for (const [marker, value] of Object.entries(given.tracks ?? {})) {
    if (!Number.isInteger(value) || value < 0 || value > OMNIBUS.max) {
      throw new InvalidPositionError(`The given position breaks the rules: ${marker} at ${value} is off the Omnibus track (R4: 0–${OMNIBUS.max})`);
    }
    places[marker] = omnibusBox(value);
  }
  for (const [tile, where] of Object.entries(given.tiles ?? {})) {
    if (TILE_BY_ID[tile] === undefined) throw new InvalidPositionError(`The given position breaks the rules: unknown tile "${tile}"`);
    if (isLocation(where)) places[tile] = where;
    else unknownPlaces.push(`${tile} is in an unknown place "${where}"`);
  }
  const turn = given.turn ?? st.turn;
  const f = { ...st.f, ...given.flags };
  // Checked on a trial copy first (its own index, built on first use), so a refusal changes nothing.
  const broken = [...unknownPlaces, ...checkInvariants({ ...st, turn, f, loc: { ...st.loc, ...places } })];
  if (broken.length > 0) throw new InvalidPositionError(`The given position breaks the rules: ${broken.join('; ')}`);
  st.turn = turn;
  Object.assign(st.f, given.flags ?? {});
  placeGiven(st, places);
}

/** §3: a new campaign, advanced to the first decision, with the events of the Entente's opening moves. */
export function startGame(input: NewGameInput): ActResult {
  takeEvents();
  const st = setupState(input);
  pushTurnLoop(st, {});
  if (asksEntries(st)) tryWithEntries(st, null, [], [], advance); // the opening may roll: asked of the player
  else advance(st);
  changeDiceHere(st);
  return { state: st, events: takeEvents() };
}

/** §3: a new campaign, advanced to the first decision. */
export function newGame(input: NewGameInput): GameState {
  return startGame(input).state;
}

/** The legal actions only, for rollouts that pick one and apply it with actTrusted. */
export function legalActions(st: GameState): readonly Action[] {
  return st.asking === undefined ? currentActions(st) : entryPrompt(st.asking).actions;
}

/** The pending decision with every legal action; null once the game is over. */
export function prompt(st: GameState): Prompt | null {
  return pendingPrompt(st);
}

/**
 * The pending decision's kind and legal actions, without the rule and sentence prompt() gives; null once the
 * game is over. For rollouts, whose policies choose by kind and actions: building the sentence at every
 * decision was ~10 % of a greedy campaign (issue 15).
 */
export function decision(st: GameState): Decision | null {
  return st.asking === undefined ? currentDecision(st) : entryPrompt(st.asking);
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
  const p = pendingPrompt(st);
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
  if (asksEntries(st)) {
    applyWithEntries(st, legal);
    return;
  }
  const randomBefore = st.randomCount;
  const turnBefore = st.turn;
  const phaseBefore = st.phase;
  applyToTop(st, legal);
  advance(st);
  st.actionCount++;
  changeDiceHere(st);
  // Undo floor: a roll, a draw or an Entente phase cannot be taken back (docs/architecture.md "The engine": Undo).
  if (st.randomCount !== randomBefore || st.turn !== turnBefore || st.phase !== phaseBefore || st.over !== null) {
    st.floor = st.actionCount;
  }
}

/**
 * The table companion's way of applying an action (core/entries.ts): a decision starts a try with nothing
 * entered; an entry adds its die or tile to the pending action's and tries it again. The undo floor: entered
 * results are not the app's randomness, so an entry can be taken back (corrected) until the next entry or
 * decision, which fixes it, even when the Entente's phases ran after it; the app's own rolls and the end fix the
 * position as always, and so does a decision that ends a phase or a turn.
 */
function applyWithEntries(st: GameState, legal: Action): void {
  const randomBefore = st.randomCount;
  const turnBefore = st.turn;
  const phaseBefore = st.phase;
  if (st.enteredAt === st.actionCount) st.floor = st.actionCount;
  const q = st.asking;
  const entering = legal.type === 'enter-die' || legal.type === 'enter-tile';
  const action = q !== undefined && entering ? q.action : legal;
  const dice = q === undefined || !entering ? [] : legal.type === 'enter-die' ? [...q.dice, legal.face] : q.dice;
  const draws = q === undefined || !entering ? [] : legal.type === 'enter-tile' ? [...q.draws, legal.tile] : q.draws;
  tryWithEntries(st, action, dice, draws, (trial) => {
    if (action !== null) applyToTop(trial, action as Action);
    advance(trial);
  });
  st.actionCount++;
  changeDiceHere(st);
  if (entering) st.enteredAt = st.actionCount;
  if (st.asking !== undefined) return; // nothing happened yet: the action waits for its results
  // An entry stays correctable even when the phases it let run ended a phase or a turn: everything after it
  // followed from entered results, nothing the app rolled (issue 32). The app's own roll or draw (a cup the
  // player does not draw) and the end of the war fix it; the next entry or decision fixes it above.
  const fixed = entering
    ? st.randomCount !== randomBefore || st.over !== null
    : st.randomCount !== randomBefore || st.turn !== turnBefore || st.phase !== phaseBefore || st.over !== null;
  if (fixed) st.floor = st.actionCount;
}

/**
 * The table companion's pending question (issue 32): the events of its action up to the roll or draw asked for
 * (the Entente turn so far), so the board and the log can show them while the player rolls. Tries the action
 * again on a copy, with the results entered so far, exactly as act() did; the position is not changed.
 */
export function entrySteps(st: GameState): GameEvent[] {
  const q = st.asking;
  if (q === undefined) return [];
  const out: GameEvent[] = [];
  tryWithEntries(copyState(st), q.action, q.dice, q.draws, (trial) => {
    if (q.action !== null) applyToTop(trial, q.action as Action);
    advance(trial);
  }, out);
  return out;
}

export interface ActResult {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/** Applies one player action to a copy of the state; the given state is never changed. */
export function act(st: GameState, action: unknown): ActResult {
  takeEvents();
  const next = copyState(st);
  try {
    actInPlace(next, action);
  } catch (e) {
    takeEvents();
    throw e;
  }
  return { state: next, events: takeEvents() };
}

/** Rebuilds a campaign from its seed, options, action list and new dice (if its dice changed, issue 31). */
export function replay(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[], newDice?: readonly DiceChange[]): GameState {
  const st = newGame({ seed, options, newDice });
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
export function replaySteps(seed: number, options: Partial<Options> | undefined, actions: readonly unknown[], newDice?: readonly DiceChange[]): ReplaySteps {
  const start = startGame({ seed, options, newDice });
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

/**
 * A working copy of the position whose dice come from `seed` alone (an advisor's rollouts): the board, flow
 * and counts are the original's; its dice are keyed by the seed, the turn and each roll's rule (keyed dice,
 * core/random.ts), never drawn from the campaign's generator (so playing the branch cannot tell the campaign's
 * future dice), and dice queued for the original are not carried over.
 * The copy is marked as a branch: the campaign library refuses to save it, and undo refuses it (replaying
 * the actions would bring back the campaign's dice). The original is never changed.
 */
export function branchWithFreshDice(st: GameState, seed: number): GameState {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new IllegalActionError('The seed of a branch must be a whole number from 0 to 4294967295');
  }
  const copy = copyState(st); // changed in place, so it keeps the location index copyState gave it
  copy.rng = branchRng(seed);
  copy.forced = { dice: [], draws: [] };
  copy.floor = copy.actionCount;
  delete copy.asking; // the table companion's question is the campaign's: a branch rolls its own dice
  delete copy.enteredAt;
  return Object.assign(copy, { branch: { seed, turn: copy.turn, counts: [] } }); // keyed dice (core/random.ts)
}

/** Whether a state is a branch with fresh dice (branchWithFreshDice), which is never the campaign. */
export function isBranch(st: GameState): boolean {
  return st.branch !== undefined;
}

/** Takes back the last player action by replaying the others; refuses to cross the floor. */
export function undo(st: GameState, actions: readonly unknown[]): GameState {
  if (isBranch(st)) throw new IllegalActionError('A branch with fresh dice cannot be undone: replaying its actions would bring back the campaign\'s own dice');
  if (actions.length !== st.actionCount) throw new IllegalActionError('The action list does not match the state');
  if (!canUndo(st)) throw new IllegalActionError('Nothing to undo: the last action rolled dice, drew a tile or ended a phase');
  return replay(st.seed, st.options, actions.slice(0, -1), st.newDice);
}
