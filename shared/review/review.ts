// The review of a war (issue #34): its record replayed through the engine, and at every decision the player
// had (more than one choice that can differ in outcome) the General Staff's estimate of the choice made and of
// its best choice (decision-estimate.ts); every roll and draw's own effect (rolls.ts); the change of the chance
// of Armistice to the next decision split into the player's share and the dice's share (shares.ts), and the
// turning points (turning-point.ts). Pure and single-threaded: the same record, seed and budgets give the same
// figures, and a review made in parts (from/to) and joined (join.ts) gives the same figures as one pass.
import { groupActions } from '../advisor/index.js';
import { CURRENT_RULES_EDITION } from '../data/rules-editions.js';
import { act, copyState, legalActions, newGame, prompt, type Action, type DiceChange, type GameState, type Options } from '../engine/index.js';
import { estimateDecision, type DecisionEstimate } from './decision-estimate.js';
import { estimateRolls, ROLL_BUDGET, type ReviewedRoll } from './rolls.js';
import { splitChange, type StepShares } from './shares.js';
import { REVIEW_STAFF_VERSION } from './staff-version.js';
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
  /** Wars per estimate of a roll (ROLL_BUDGET unless told; 0: the rolls are not reviewed). */
  readonly rollBudget?: number;
  /** Review the moves from … up to (not including) to; the whole record unless told. */
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
  /** On a firmed-up turning point: the General Staff's sentence of why its best is better (why.ts); else null. */
  readonly why: string | null;
  /** Whether it was re-estimated at the General Staff's full budget (its figures are then those; firm-up.ts). */
  readonly firm: boolean;
}

export interface Review {
  readonly budget: number;
  /** Wars per estimate of a roll (0: the rolls were not reviewed). */
  readonly rollBudget: number;
  readonly seed: number;
  readonly policy: string;
  /** The rules edition and the General Staff's version it was made under (a review of others is out of date). */
  readonly edition: number;
  readonly staffVersion: string;
  /** The moves reviewed: from … up to (not including) moves. */
  readonly from: number;
  readonly moves: number;
  /** How the war ended, if it did within the moves reviewed. */
  readonly result: 'armistice' | 'defeat' | null;
  readonly decisions: readonly ReviewedDecision[];
  /** Every roll and draw of the moves reviewed, in order (empty when rollBudget is 0). */
  readonly rolls: readonly ReviewedRoll[];
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

/** A decision as estimated, before the steps are measured (assemble). */
export type EstimatedDecision = Omit<ReviewedDecision, 'shares' | 'turningPoint' | 'why' | 'firm'> & Partial<Pick<ReviewedDecision, 'why' | 'firm'>>;

/** Reviews the record's moves (`from`–`to`); throws the engine's IllegalActionError on a move it refuses. */
export function reviewCampaign(record: ReviewRecord, opts: ReviewOptions): Review {
  return reviewFrom(newGame({ seed: record.seed, options: record.options, newDice: record.newDice }), record.actions, opts);
}

/** Reviews `actions` played from `start` (a copy is played; `start` is not changed). */
export function reviewFrom(start: GameState, actions: readonly unknown[], opts: ReviewOptions): Review {
  let state = copyState(start);
  const to = Math.min(opts.to ?? actions.length, actions.length);
  const from = opts.from ?? 0;
  const rollBudget = opts.rollBudget ?? ROLL_BUDGET;
  const estimated: EstimatedDecision[] = [];
  const rolls: ReviewedRoll[] = [];
  for (let step = 0; step < to; step++) {
    const action = actions[step];
    // act() refuses a move that is not legal here with the engine's sentence (IllegalActionError)
    const { state: next, events } = act(state, action);
    if (step >= from) {
      const legal = legalActions(state);
      const index = indexOfAction(legal, action);
      const p = prompt(state);
      if (p !== null && isChoice(state, legal)) {
        const estimate = estimateDecision(state, index, { seed: opts.seed, policy: opts.policy, budget: opts.budget });
        estimated.push({ step, turn: state.turn, rule: p.rule, text: p.text, ...estimate });
        opts.onDecision?.(estimated.length);
      }
      rolls.push(...estimateRolls(state, legal[index], events, step, { seed: opts.seed, policy: opts.policy, wars: rollBudget }));
    }
    state = next;
  }
  const result: Review['result'] = state.over === null ? null : state.over.result === 'armistice' ? 'armistice' : 'defeat';
  const head = { budget: opts.budget, rollBudget, seed: opts.seed, policy: opts.policy, edition: CURRENT_RULES_EDITION, staffVersion: REVIEW_STAFF_VERSION, from, moves: to, result };
  return assemble(head, estimated, rolls);
}

/**
 * The moves of `actions` (from `start`) that are decisions with a real choice, the ones a review estimates:
 * without estimating anything (a progress bar's total, a review's split into parts of even work).
 */
export function decisionSteps(start: GameState, actions: readonly unknown[]): number[] {
  const steps: number[] = [];
  let state = copyState(start);
  actions.forEach((action, step) => {
    const legal = legalActions(state);
    if (prompt(state) !== null && isChoice(state, legal)) steps.push(step);
    state = act(state, action).state;
  });
  return steps;
}

/** A review's figures that are not its decisions and rolls. */
export type ReviewHead = Omit<Review, 'decisions' | 'rolls'>;

/**
 * The review from its decisions as estimated and its rolls: each decision's step to the next measured (the
 * chance there, or the war's end: 1 at an Armistice, 0 at a Defeat) and split, its turning point decided.
 * The rolls of a step are those of its moves, from the decision's up to the next decision's.
 */
export function assemble(head: ReviewHead, estimated: readonly EstimatedDecision[], rolls: readonly ReviewedRoll[]): Review {
  const decisions = estimated.map((d, i): ReviewedDecision => {
    const next = estimated[i + 1];
    const after = next !== undefined ? next.best.armistice.value : head.result === null ? null : head.result === 'armistice' ? 1 : 0;
    const until = next?.step ?? head.moves;
    const rolled = head.rollBudget > 0 ? rolls.filter((r) => r.step >= d.step && r.step < until).reduce((s, r) => s + r.change, 0) : null;
    const shares = after === null ? null : splitChange(d.best.armistice.value, after, d.gap?.mean ?? 0, rolled);
    const turningPoint = isTurningPoint(d.gap);
    return { ...d, shares, turningPoint, why: turningPoint ? (d.why ?? null) : null, firm: d.firm ?? false };
  });
  return { ...head, decisions, rolls };
}

/** The first pass's budget: rollouts per choice at each decision (issue #34: a whole war in about a minute). */
export const FIRST_PASS_BUDGET = 20;
