// The review of a war (issue #34): its record replayed through the engine, and at every decision the player
// had (more than one choice that can differ in outcome) the General Staff's estimate of the choice made and of
// its best choice (decision-estimate.ts), the change of the chance of Armistice to the next decision split into
// the player's share and the dice's share (shares.ts), and the turning points (turning-point.ts).
// Pure and single-threaded: the same record, seed and budget give the same figures.
import { groupActions } from '../advisor/index.js';
import { actInPlace, copyState, legalActions, newGame, prompt, type Action, type DiceChange, type GameState, type Options } from '../engine/index.js';
import { estimateDecision, type DecisionEstimate } from './decision-estimate.js';
import { splitChange, type StepShares } from './shares.js';
import { isTurningPoint } from './turning-point.js';

/** A campaign's record: what the library keeps and a campaign file holds. */
export interface ReviewRecord {
  readonly seed: number;
  readonly options?: Partial<Options>;
  readonly actions: readonly unknown[];
  readonly newDice?: readonly DiceChange[];
}

export interface ReviewOptions {
  /** The General Staff's seed (the app's ADVISOR_SEED) and rollout policy. */
  readonly seed: number;
  readonly policy: string;
  /** Rollouts per choice at each decision (the first pass's small budget). */
  readonly budget: number;
  /** Review the decisions at moves from … up to (not including) to; the whole record unless told. */
  readonly from?: number;
  readonly to?: number;
  /** Called after each decision estimated (a progress bar). */
  readonly onDecision?: (done: number) => void;
}

export interface ReviewedDecision extends DecisionEstimate {
  /** How many moves of the record came before it (its moment in History). */
  readonly step: number;
  readonly turn: number;
  /** The decision's rule and the engine's sentence for it. */
  readonly rule: string;
  readonly text: string;
  /** The chance to the next reviewed decision (or the war's end), split; null after the last one of a war not over. */
  readonly shares: StepShares | null;
  readonly turningPoint: boolean;
}

export interface Review {
  readonly budget: number;
  readonly seed: number;
  readonly policy: string;
  /** Moves replayed (the record's, or up to `to`). */
  readonly moves: number;
  /** How the war ended, if it did within the moves reviewed. */
  readonly result: 'armistice' | 'defeat' | null;
  readonly decisions: readonly ReviewedDecision[];
}

/** Whether two actions are the same JSON (the record keeps plain actions; the engine's are the same fields). */
function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

function indexOfAction(legal: readonly Action[], action: unknown): number {
  if (typeof action !== 'object' || action === null) return -1;
  return legal.findIndex((a) => sameFields(a, action));
}

/** A decision with a real choice: two or more actions that can differ in outcome (advisor's groups). */
function isChoice(state: GameState, legal: readonly Action[]): boolean {
  return legal.length > 1 && groupActions(state, legal).length > 1;
}

type Estimated = Omit<ReviewedDecision, 'shares' | 'turningPoint'>;

/** Reviews the record's decisions (moves `from`–`to`); throws the engine's IllegalActionError on a move it refuses. */
export function reviewCampaign(record: ReviewRecord, opts: ReviewOptions): Review {
  return reviewFrom(newGame({ seed: record.seed, options: record.options, newDice: record.newDice }), record.actions, opts);
}

/** Reviews `actions` played from `start` (a copy is played; `start` is not changed). */
export function reviewFrom(start: GameState, actions: readonly unknown[], opts: ReviewOptions): Review {
  const state = copyState(start);
  const record = { actions };
  const to = Math.min(opts.to ?? record.actions.length, record.actions.length);
  const from = opts.from ?? 0;
  const estimated: Estimated[] = [];
  for (let step = 0; step < to; step++) {
    const action = record.actions[step];
    if (step >= from) {
      const legal = legalActions(state);
      const p = prompt(state);
      if (p !== null && isChoice(state, legal)) {
        const chosen = indexOfAction(legal, action);
        // An action that is not legal here: actInPlace below refuses it with the engine's sentence.
        if (chosen >= 0) {
          const estimate = estimateDecision(state, chosen, { seed: opts.seed, policy: opts.policy, budget: opts.budget });
          estimated.push({ step, turn: state.turn, rule: p.rule, text: p.text, ...estimate });
          opts.onDecision?.(estimated.length);
        }
      }
    }
    actInPlace(state, action);
  }
  const result = state.over === null ? null : state.over.result === 'armistice' ? 'armistice' : 'defeat';
  return { budget: opts.budget, seed: opts.seed, policy: opts.policy, moves: to, result, decisions: withShares(estimated, result) };
}

/** Each decision's step to the next: the chance there (or the war's end: 1 at an Armistice, 0 at a Defeat). */
function withShares(estimated: readonly Estimated[], result: Review['result']): ReviewedDecision[] {
  return estimated.map((d, i) => {
    const next = estimated[i + 1];
    const after = next !== undefined ? next.best.armistice.value : result === null ? null : result === 'armistice' ? 1 : 0;
    const shares = after === null ? null : splitChange(d.best.armistice.value, after, d.gap?.mean ?? 0);
    return { ...d, shares, turningPoint: isTurningPoint(d.gap) };
  });
}

/** The first pass's budget: rollouts per choice at each decision (issue #34: a whole war in about a minute). */
export const FIRST_PASS_BUDGET = 20;
