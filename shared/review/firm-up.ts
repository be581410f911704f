// The turning points firmed up (issue #34): the first pass estimates every decision from a few wars per
// choice, too few to be sure of anything but large gaps. The decisions whose first-pass gap could be clear
// (candidates) are estimated again as the General Staff answers in the app, at its full budget and with its
// stopping rule; their figures become those (firm), a turning point stands only where the full budget finds
// the choice clearly short of the best (one the full budget does not confirm is no longer one), and each
// turning point gets the General Staff's sentence of why its best is better (shared/advisor/why.ts), from the
// same wars: the best's against the choice made's, seed by seed.
import { AdvisorSession, DEFEAT, MAX_ROLLOUTS_PER_ACTION, runRollouts, whyBest, whySentence, type Advice, type RolloutEnd } from '../advisor/index.js';
import { commonSeeds } from '../advisor/common-seeds.js';
import { Z95 } from '../advisor/estimates.js';
import { percent } from '../advisor/percent-words.js';
import { act, copyState, newGame, view, type GameState } from '../engine/index.js';
import { choiceLabels } from '../labels/index.js';
import { estimateFromAdvice } from './decision-estimate.js';
import { assemble, type Review, type ReviewedDecision, type ReviewRecord } from './review.js';
import { isTurningPoint } from './turning-point.js';

/**
 * How sure the first pass must be that a choice fell short to make it a candidate: its gap below 0 with 80 %
 * confidence on one side (z = 0.84), where a turning point needs 95 % on both. At 20 wars per choice that is
 * about two wars more lost than won after the choice made; a true gap of 20 points shows so nine times in ten.
 */
export const CANDIDATE_Z = 0.84;

/**
 * Rollouts per choice at most when a decision is firmed up: the General Staff's full budget, as it answers in
 * the app. A kept review does not record it, so REVIEW_STAFF_VERSION stands for it: change the version with it
 * (tests/review/staff-version.test.ts pins the two together).
 */
export const FIRM_BUDGET = MAX_ROLLOUTS_PER_ACTION;

export interface FirmUpOptions {
  /** Rollouts per choice at most: FIRM_BUDGET unless told. */
  readonly budget?: number;
  /** Called after each decision firmed up, with how many are done and in all (a progress bar). */
  readonly onDecision?: (done: number, total: number) => void;
}

/** Whether the first pass's gap could be clear at the full budget (and every turning point is). */
export function isCandidate(d: Pick<ReviewedDecision, 'gap'>): boolean {
  return d.gap !== null && (isTurningPoint(d.gap) || d.gap.mean + (CANDIDATE_Z / Z95) * d.gap.margin < 0);
}

/** The decisions firmUp estimates again: candidates not yet firm. */
export function turningPointCandidates(review: Review): ReviewedDecision[] {
  return review.decisions.filter((d) => !d.firm && isCandidate(d));
}

/** The advisor's answer at `budget`, with every rollout's end kept by the action it was played for (why.ts). */
function adviseKeepingEnds(state: GameState, opts: { readonly seed: number; readonly policy: string; readonly budget: number }): { advice: Advice; ends: Map<number, RolloutEnd[]> } {
  const session = new AdvisorSession(state, { seed: opts.seed, policy: opts.policy, maxPerAction: opts.budget });
  const ends = new Map<number, RolloutEnd[]>();
  for (let job = session.nextJob(); job !== null; job = session.nextJob()) {
    const results = runRollouts(state, job.actionIndices, job.seeds, session.policy);
    for (const r of results) {
      const kept = ends.get(r.actionIndex) ?? [];
      r.ends?.forEach((e, i) => (kept[job.first + i] = e));
      ends.set(r.actionIndex, kept);
    }
    session.addResult(results, job.first);
  }
  return { advice: session.advice(), ends };
}

/** The ends of an action's wars: its own, or those of the same-outcome action that played them. */
function endsOf(ends: Map<number, RolloutEnd[]>, advice: Advice, actionIndex: number): RolloutEnd[] {
  const row = advice.actions[actionIndex];
  for (const i of [actionIndex, ...row.sameAs]) {
    const found = ends.get(i);
    if (found !== undefined) return found;
  }
  return [];
}

/**
 * Where how the wars ended differs clearly in nothing else, the Armistice chances themselves on the wars both
 * choices played (the same seeds), which differ clearly at a turning point.
 */
function armisticesWhy(best: readonly (RolloutEnd | undefined)[], other: readonly (RolloutEnd | undefined)[]): { says: string; over: number } {
  const both = commonSeeds(best, other);
  const share = (side: 0 | 1): number => both.filter((pair) => pair[side].outcome !== DEFEAT).length / both.length;
  return { says: `the war reached the Armistice in ${percent(share(0))} of the wars instead of ${percent(share(1))}`, over: both.length };
}

/**
 * The decision `d` (at `state`) at the full budget: its figures, firm, and where it is a turning point the why
 * (the clearest difference in how the wars ended, else the Armistice chances themselves, which are clear).
 */
export function firmDecision(state: GameState, d: ReviewedDecision, opts: { readonly seed: number; readonly policy: string; readonly budget: number }): ReviewedDecision {
  const { advice, ends } = adviseKeepingEnds(state, opts);
  const estimate = estimateFromAdvice(advice, d.chosen.actionIndex);
  let why: string | null = null;
  if (isTurningPoint(estimate.gap)) {
    const board = view(state);
    const labels = board.prompt === null ? [] : choiceLabels(board.prompt, board);
    const chosen = labels[d.chosen.actionIndex];
    const best = endsOf(ends, advice, estimate.best.actionIndex);
    const other = endsOf(ends, advice, d.chosen.actionIndex);
    const found = whyBest(best, other, d.chosen.actionIndex);
    why = whySentence(found ?? armisticesWhy(best, other), chosen);
  }
  return { ...d, ...estimate, why, firm: true };
}

/** The review with `firmed` decisions (firmDecision's, by step) in place of the first pass's, measured again. */
export function withFirmDecisions(review: Review, firmed: readonly ReviewedDecision[]): Review {
  const byStep = new Map(firmed.map((d) => [d.step, d]));
  const { decisions, rolls, ...head } = review;
  return assemble(head, decisions.map((d) => byStep.get(d.step) ?? d), rolls);
}

/** Firms up the review of `record`'s war (firmUpFrom). */
export function firmUp(review: Review, record: ReviewRecord, opts: FirmUpOptions = {}): Review {
  return firmUpFrom(review, newGame({ seed: record.seed, options: record.options, newDice: record.newDice }), record.actions, opts);
}

/** Firms up the review of `actions` played from `start`: every candidate estimated again at the full budget. */
export function firmUpFrom(review: Review, start: GameState, actions: readonly unknown[], opts: FirmUpOptions = {}): Review {
  const candidates = turningPointCandidates(review);
  const budget = opts.budget ?? FIRM_BUDGET;
  const firmed: ReviewedDecision[] = [];
  let state = copyState(start);
  let step = 0;
  for (const d of candidates) {
    for (; step < d.step; step++) state = act(state, actions[step]).state;
    firmed.push(firmDecision(state, d, { seed: review.seed, policy: review.policy, budget }));
    opts.onDecision?.(firmed.length, candidates.length);
  }
  return withFirmDecisions(review, firmed);
}
