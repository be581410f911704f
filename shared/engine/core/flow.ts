// Flow as data (docs/architecture.md "The engine"): a stack of frames says where play stands. Procedures run the Entente
// side step by step; decisions wait for the player. `advance` runs procedures until a decision is on
// top or the game is over. A procedure is a list of named steps in the rulebook's order (defineSteps), one
// step per call, so a child frame pushed in step n runs to its end before step n+1.
import type { Frame, GameState } from './state.js';
import type { Action, PlainAction } from './actions.js';
import type { DecisionKind } from './decision-kinds.js';
import type { RuleRef } from '../../data/rule-numbers.js';

export type { Action, PlainAction } from './actions.js';

/** The pending decision as a policy needs it: its kind and every legal action. */
export interface Decision {
  readonly kind: DecisionKind;
  readonly actions: readonly Action[];
}

/** The pending decision: its rule, a sentence, and every legal action. */
export interface Prompt extends Decision {
  readonly rule: RuleRef;
  readonly text: string;
}

interface ProcHandler {
  readonly decision: false;
  run(st: GameState, f: Frame): void;
}

interface DecisionHandler {
  readonly decision: true;
  /** The decision's kind (the same word as its frames' `k`, typed). */
  readonly kind: DecisionKind;
  /** Rule reference and sentence shown with the actions. */
  prompt(st: GameState, d: unknown): { rule: RuleRef; text: string };
  /** Every legal action (a list, and actions, that may be shared: never changed by the caller). */
  actions(st: GameState, d: unknown): readonly Action[];
  /** Applies a legal action; must pop the frame or change it. */
  apply(st: GameState, f: Frame, action: Action): void;
  /** When only one action is legal, take it without asking (nothing to decide). */
  readonly autoWhenSingle: boolean;
}

export type Handler = ProcHandler | DecisionHandler;

/**
 * What a define… function returns: the function that pushes a frame of its kind, carrying the kind and the
 * handler that runs it. The engine's frame table (flowOf) is built from these definitions, gathered by
 * import (rules/frames.ts): no definition registers itself anywhere.
 */
export interface Pusher<D> {
  (st: GameState, d: D): void;
  /** The frame kind, `k` on the stack. */
  readonly kind: string;
  readonly handler: Handler;
  /** A procedure's step names, in order (defineSteps); empty for other frames. */
  readonly steps: readonly string[];
}

/** Any frame definition, whatever its data. */
export type FrameDef = Pusher<never>;

function pusher<D>(kind: string, handler: Handler, steps: readonly string[] = []): Pusher<D> {
  const push = (st: GameState, d: D): void => {
    st.stack.push({ k: kind, s: 0, d });
  };
  return Object.assign(push, { kind, handler, steps });
}

/** An automatic procedure (one body, called until it pops itself) and the function that pushes it. */
export function defineProc<D>(kind: string, run: (st: GameState, f: Frame<D>) => void): Pusher<D> {
  return pusher<D>(kind, { decision: false, run: run as (st: GameState, f: Frame) => void });
}

/**
 * What a step returns to be run again on the next call instead of moving on (a loop over items kept in
 * `f.d`, e.g. the Tageblatt row's General events one by one, each of which may push frames).
 */
export const AGAIN: unique symbol = Symbol('again');

/** One step of a procedure: its name (the rule it plays and what it does) and its body. */
export type Step<D> = readonly [name: string, run: (st: GameState, f: Frame<D>) => void | typeof AGAIN];

/**
 * A procedure written as its steps, in the order the rulebook gives them:
 *
 *     defineSteps<D>('phase:naval-air', [
 *       ['§9.1 Blockade Runners', (st) => pushBlockade(st, {})],
 *       ['§9.2 Hinden-Luden brings in RM', (st) => { … }],
 *     ]);
 *
 * One step per call (the frame's `s` is the index of the next step): a frame pushed by step n runs to its end
 * before step n+1. A step may end the procedure early with `pop(st)`; after the last step the frame pops
 * itself. A step that returns AGAIN runs again on the next call.
 */
export function defineSteps<D>(kind: string, steps: readonly Step<D>[]): Pusher<D> {
  const run = (st: GameState, f: Frame<D>): void => {
    const i = f.s++;
    if (i >= steps.length) {
      pop(st);
      return;
    }
    if (steps[i][1](st, f) === AGAIN) f.s = i;
  };
  return pusher<D>(kind, { decision: false, run: run as (st: GameState, f: Frame) => void }, steps.map(([name]) => name));
}

interface StepListData<S> {
  steps?: S[];
  i?: number;
}

/**
 * A procedure that works out its list of steps when it starts (e.g. the letters of the turn's chits) and
 * then runs them one at a time; a step may push frames, which finish before the next step. It stops early
 * once the game is over.
 */
export function defineStepList<S extends string>(
  kind: string,
  list: (st: GameState) => S[],
  run: (st: GameState, step: S) => void,
): Pusher<StepListData<S>> {
  return defineProc<StepListData<S>>(kind, (st, f) => {
    const steps = (f.d.steps ??= list(st));
    const i = f.d.i ?? 0;
    if (i >= steps.length || st.over !== null) {
      pop(st);
      return;
    }
    f.d.i = i + 1;
    run(st, steps[i]);
  });
}

/** A decision over the actions A (a part of the Action union): apply gets only those, typed. */
export interface DecisionSpec<D, A extends Action> {
  prompt(st: GameState, d: D): { rule: RuleRef; text: string };
  actions(st: GameState, d: D): readonly A[];
  apply(st: GameState, f: Frame<D>, action: A): void;
  autoWhenSingle?: boolean;
}

/**
 * A player decision offering the actions A (apply gets only those, typed) and the function that pushes it. Its
 * kind must be one of DECISION_KINDS (core/decision-kinds.ts), and the odds table (odds/decision-odds.ts) must
 * say what each of its actions rolls.
 */
export function defineDecision<D, A extends Action>(kind: DecisionKind, spec: DecisionSpec<D, A>): Pusher<D> {
  return pusher<D>(kind, {
    decision: true,
    kind,
    prompt: spec.prompt as (st: GameState, d: unknown) => { rule: RuleRef; text: string },
    actions: spec.actions as (st: GameState, d: unknown) => readonly Action[],
    apply: spec.apply as (st: GameState, f: Frame, a: Action) => void,
    autoWhenSingle: spec.autoWhenSingle ?? false,
  });
}

export function top(st: GameState): Frame | undefined {
  return st.stack[st.stack.length - 1];
}

export function pop(st: GameState): void {
  st.stack.pop();
}

/** The flow over one set of frame definitions: how the façade runs the game (shared/engine/game.ts). */
export interface Flow {
  /** Runs the automatic side until a player decision is pending or the game is over. */
  advance(st: GameState): void;
  /** The pending decision, or null when the game is over. */
  currentPrompt(st: GameState): Prompt | null;
  /** The pending decision without its rule and sentence (rollouts), or null when the game is over. */
  currentDecision(st: GameState): Decision | null;
  /** Only the legal actions of the pending decision (rollouts need no sentence); empty once the game is over. */
  currentActions(st: GameState): readonly Action[];
  /** Applies a legal action to the decision on top (the caller has checked legality). */
  applyToTop(st: GameState, action: Action): void;
  /** Every frame kind it knows. */
  readonly kinds: readonly string[];
}

const MAX_STEPS = 1_000_000;
/** Stack depths whose last handler the flow keeps (the game's stack rarely passes 8). */
const CACHED_DEPTHS = 32;

/**
 * The flow that runs frames of the given kinds. The stack holds plain `{k, s, d}` frames (a saved state's
 * too), so each frame's handler is looked up by its kind in the table built here; a kind defined twice is
 * refused.
 */
export function flowOf(frames: readonly FrameDef[]): Flow {
  const handlers = new Map<string, Handler>();
  for (const def of frames) {
    const known = handlers.get(def.kind);
    if (known !== undefined && known !== def.handler) throw new Error(`Frame kind ${def.kind} is defined twice`);
    handlers.set(def.kind, def.handler);
  }

  // The handler last found at each depth of the stack, with its kind: the same kinds come back at the same
  // depths (the turn loop, its phase, the phase's procedures), and a Map lookup per step was a visible share
  // of a rollout (issue 15). Only a cache: an entry counts only when its kind is the frame's kind, so any
  // state (a copy, a saved game) may use it.
  // Packed arrays of a fixed size (a deeper frame is looked up each time): '' is no kind.
  const kindAt: string[] = new Array<string>(CACHED_DEPTHS).fill('');
  const handlerAt: (Handler | null)[] = new Array<Handler | null>(CACHED_DEPTHS).fill(null);
  function handler(kind: string, depth: number): Handler {
    if (depth < CACHED_DEPTHS && kindAt[depth] === kind) return handlerAt[depth] as Handler;
    const h = handlers.get(kind);
    if (!h) throw new Error(`No handler for frame kind ${kind}`);
    if (depth < CACHED_DEPTHS) {
      kindAt[depth] = kind;
      handlerAt[depth] = h;
    }
    return h;
  }

  function advance(st: GameState): void {
    for (let steps = 0; steps < MAX_STEPS; steps++) {
      if (st.over !== null) {
        st.stack.length = 0;
        return;
      }
      const depth = st.stack.length - 1;
      if (depth < 0) return;
      const f = st.stack[depth];
      const h = handler(f.k, depth);
      if (h.decision) {
        if (!h.autoWhenSingle) return;
        const legal = h.actions(st, f.d);
        if (legal.length !== 1) return;
        h.apply(st, f, legal[0]);
        continue;
      }
      h.run(st, f);
    }
    throw new Error('The flow ran away (no decision after a million steps)');
  }

  /** The handler of the top frame, which must be a decision; null once the game is over or nothing is pending. */
  function decisionOnTop(st: GameState): DecisionHandler | null {
    const depth = st.stack.length - 1;
    if (depth < 0 || st.over !== null) return null;
    const kind = st.stack[depth].k;
    const h = handler(kind, depth);
    if (!h.decision) throw new Error(`Flow stopped on procedure ${kind}`);
    return h;
  }

  function currentPrompt(st: GameState): Prompt | null {
    const h = decisionOnTop(st);
    if (h === null) return null;
    const f = st.stack[st.stack.length - 1];
    const { rule, text } = h.prompt(st, f.d);
    return { kind: h.kind, rule, text, actions: h.actions(st, f.d) };
  }

  function currentDecision(st: GameState): Decision | null {
    const h = decisionOnTop(st);
    if (h === null) return null;
    const f = st.stack[st.stack.length - 1];
    return { kind: h.kind, actions: h.actions(st, f.d) };
  }

  function currentActions(st: GameState): readonly Action[] {
    const h = decisionOnTop(st);
    if (h === null) return [];
    const f = st.stack[st.stack.length - 1];
    return h.actions(st, f.d);
  }

  function applyToTop(st: GameState, action: Action): void {
    const depth = st.stack.length - 1;
    if (depth < 0) throw new Error('No decision pending');
    const f = st.stack[depth];
    const h = handler(f.k, depth);
    if (!h.decision) throw new Error(`Frame ${f.k} is not a decision`);
    h.apply(st, f, action);
  }

  return { advance, currentPrompt, currentDecision, currentActions, applyToTop, kinds: [...handlers.keys()] };
}

/** Whether two actions are the same JSON (same fields, same values). */
export function sameAction(a: PlainAction, b: PlainAction): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (a[k] !== b[k]) return false;
  return true;
}
