// Flow as data (ARCHITECTURE): a stack of frames says where play stands. Procedures run the Entente
// side step by step; decisions wait for the player. `advance` runs procedures until a decision is on
// top or the game is over. Convention for procedures: `switch (f.s++)`, one step per call, so a child
// frame pushed in step n returns to step n+1.
import type { Frame, GameState } from './state.js';
import type { Action, PlainAction } from './actions.js';

export type { Action, PlainAction } from './actions.js';

/** The pending decision: its rule, a sentence, and every legal action. */
export interface Prompt {
  readonly kind: string;
  readonly rule: string;
  readonly text: string;
  readonly actions: readonly Action[];
}

interface ProcHandler {
  readonly decision: false;
  run(st: GameState, f: Frame): void;
}

interface DecisionHandler {
  readonly decision: true;
  /** Rule reference and sentence shown with the actions. */
  prompt(st: GameState, d: unknown): { rule: string; text: string };
  actions(st: GameState, d: unknown): Action[];
  /** Applies a legal action; must pop the frame or change it. */
  apply(st: GameState, f: Frame, action: Action): void;
  /** When only one action is legal, take it without asking (nothing to decide). */
  readonly autoWhenSingle: boolean;
}

const handlers = new Map<string, ProcHandler | DecisionHandler>();

function register(kind: string, h: ProcHandler | DecisionHandler): void {
  if (handlers.has(kind)) throw new Error(`Frame kind ${kind} registered twice`);
  handlers.set(kind, h);
}

/** Registers an automatic procedure and returns the function that pushes it. */
export function defineProc<D>(kind: string, run: (st: GameState, f: Frame<D>) => void): (st: GameState, d: D) => void {
  register(kind, { decision: false, run: run as (st: GameState, f: Frame) => void });
  return (st, d) => {
    st.stack.push({ k: kind, s: 0, d });
  };
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
): (st: GameState, d: StepListData<S>) => void {
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
  prompt(st: GameState, d: D): { rule: string; text: string };
  actions(st: GameState, d: D): A[];
  apply(st: GameState, f: Frame<D>, action: A): void;
  autoWhenSingle?: boolean;
}

/** Registers a player decision offering the actions A and returns the function that pushes it. */
export function defineDecision<D, A extends Action>(kind: string, spec: DecisionSpec<D, A>): (st: GameState, d: D) => void {
  register(kind, {
    decision: true,
    prompt: spec.prompt as (st: GameState, d: unknown) => { rule: string; text: string },
    actions: spec.actions as (st: GameState, d: unknown) => Action[],
    apply: spec.apply as (st: GameState, f: Frame, a: Action) => void,
    autoWhenSingle: spec.autoWhenSingle ?? false,
  });
  return (st, d) => {
    st.stack.push({ k: kind, s: 0, d });
  };
}

export function top(st: GameState): Frame | undefined {
  return st.stack[st.stack.length - 1];
}

export function pop(st: GameState): void {
  st.stack.pop();
}

function handler(kind: string): ProcHandler | DecisionHandler {
  const h = handlers.get(kind);
  if (!h) throw new Error(`No handler for frame kind ${kind}`);
  return h;
}

const MAX_STEPS = 1_000_000;

/** Runs the automatic side until a player decision is pending or the game is over. */
export function advance(st: GameState): void {
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    if (st.over !== null) {
      st.stack.length = 0;
      return;
    }
    const f = top(st);
    if (f === undefined) return;
    const h = handler(f.k);
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

/** The pending decision, or null when the game is over. */
export function currentPrompt(st: GameState): Prompt | null {
  const f = top(st);
  if (f === undefined || st.over !== null) return null;
  const h = handler(f.k);
  if (!h.decision) throw new Error(`Flow stopped on procedure ${f.k}`);
  const { rule, text } = h.prompt(st, f.d);
  return { kind: f.k, rule, text, actions: h.actions(st, f.d) };
}

/** Only the legal actions of the pending decision (rollouts need no sentence); empty once the game is over. */
export function currentActions(st: GameState): readonly Action[] {
  const f = top(st);
  if (f === undefined || st.over !== null) return [];
  const h = handler(f.k);
  if (!h.decision) throw new Error(`Flow stopped on procedure ${f.k}`);
  return h.actions(st, f.d);
}

/** Applies a legal action to the decision on top (the caller has checked legality). */
export function applyToTop(st: GameState, action: Action): void {
  const f = top(st);
  if (f === undefined) throw new Error('No decision pending');
  const h = handler(f.k);
  if (!h.decision) throw new Error(`Frame ${f.k} is not a decision`);
  h.apply(st, f, action);
}

/** Whether two actions are the same JSON (same fields, same values). */
export function sameAction(a: PlainAction, b: PlainAction): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (a[k] !== b[k]) return false;
  return true;
}
