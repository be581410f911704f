// One decision of a finished (or running) war, as the General Staff sees it (issue #34): the chance of the
// Armistice (§15.3) after the choice made and after its best choice, from the advisor's own rollouts at a
// small budget (a first pass). The figures are the advisor's (shared/advisor): its seeds, its same-outcome
// groups, its ranking's best and its paired gap; nothing here estimates anything itself.
import { advise, type Advice, type Interval } from '../advisor/index.js';
import type { GameState } from '../engine/index.js';

/** The paired difference chosen − best on the seeds both played (the ranking's figure), with its 95 % margin. */
export interface ChoiceGap {
  readonly mean: number;
  readonly margin: number;
  readonly pairs: number;
}

export interface DecisionEstimate {
  /** The chosen action's index in the prompt's actions, and its Armistice chance with its 95 % interval. */
  readonly chosen: { readonly actionIndex: number; readonly armistice: Interval };
  /** The General Staff's best choice (the ranking's yardstick) and its Armistice chance. */
  readonly best: { readonly actionIndex: number; readonly armistice: Interval };
  /** Chosen − best, paired on common seeds; null when the choice made is the best or cannot differ from it. */
  readonly gap: ChoiceGap | null;
  /** Rollouts played for this decision (all its choices). */
  readonly rollouts: number;
}

/** The advice's best row (the yardstick every other row is compared with). */
function bestRow(advice: Advice): Advice['actions'][number] {
  const best = advice.actions.find((a) => a.best);
  if (best === undefined) throw new Error('The advice has no best choice');
  return best;
}

/** The General Staff's estimate of the choice made at a decision, against its best, at `budget` rollouts per choice. */
export function estimateDecision(state: GameState, chosenIndex: number, opts: { readonly seed: number; readonly policy: string; readonly budget: number }): DecisionEstimate {
  return estimateFromAdvice(advise(state, { seed: opts.seed, policy: opts.policy, maxPerAction: opts.budget }), chosenIndex);
}

/** The choice made (`chosenIndex`) against the best, as an answer of the advisor gives them. */
export function estimateFromAdvice(advice: Advice, chosenIndex: number): DecisionEstimate {
  const row = advice.actions[chosenIndex];
  if (row === undefined) throw new RangeError(`No legal action number ${chosenIndex} at this decision`);
  const best = bestRow(advice);
  // The best's same-outcome actions carry no gap either: their wars are the best's wars.
  const gap = row.best || row.gap === null ? null : { mean: row.gap.mean, margin: row.gap.margin, pairs: row.gap.pairs };
  return {
    chosen: { actionIndex: chosenIndex, armistice: row.armistice },
    best: { actionIndex: best.actionIndex, armistice: best.armistice },
    gap,
    rollouts: advice.rolloutsDone,
  };
}
