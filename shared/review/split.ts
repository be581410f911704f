// The review of a war (issue #34): how the chance of Armistice moved from one decision to the next, split into
// the player's share and the dice's share. Pure figures from the General Staff's outcomes on common seeds.
import { pairedShareDifference, pairedSharesSeparated, wilson, type Interval } from '../advisor/index.js';

/** One decision as the General Staff estimated it: Armistice outcomes (1 won, 0 not) per common seed. */
export interface DecisionOutcomes {
  /** The choice the player made, outcome per seed. */
  readonly chosen: readonly number[];
  /** The General Staff's best choice at that decision, outcome per the same seeds (may equal chosen). */
  readonly best: readonly number[];
  /** The General Staff's sentence of why the best choice is better, when it has one. */
  readonly why?: string;
}

/** One step of the review: from decision i to decision i + 1 (or the war's end). */
export interface ReviewStep {
  readonly decision: number;
  /** The chance at this decision: its best choice's estimate (the position played well from here). */
  readonly chance: Interval;
  readonly chosen: Interval;
  /** Chosen − best at this decision (≤ 0 when best is the General Staff's best). */
  readonly playerShare: number;
  /** The rest of the change to the next decision: the rolls and draws in between. */
  readonly diceShare: number;
  /** Next decision's chance − this decision's chance = playerShare + diceShare. */
  readonly change: number;
}

export interface TurningPoint {
  readonly decision: number;
  /** Best − chosen and its 95 % paired margin. */
  readonly loss: { readonly mean: number; readonly margin: number };
  readonly why?: string;
}

function share(outcomes: readonly number[]): Interval {
  return wilson(outcomes.reduce((s, v) => s + v, 0), outcomes.length);
}

/**
 * The split. Why define the chance at a decision as its best choice's estimate: then the player's share is
 * exactly what the choice gave up (chosen − best) and the dice's share is the rest of the change to the next
 * decision (next chance − chosen), so the two add up to the change by construction. `end` is the war's
 * outcome (1 Armistice, 0 not) after the last decision.
 */
export function splitChanges(decisions: readonly DecisionOutcomes[], end: number): ReviewStep[] {
  const steps: ReviewStep[] = [];
  for (let i = 0; i < decisions.length; i++) {
    const chance = share(decisions[i].best);
    const chosen = share(decisions[i].chosen);
    const next = i + 1 < decisions.length ? share(decisions[i + 1].best).value : end;
    const playerShare = chosen.value - chance.value;
    const diceShare = next - chosen.value;
    steps.push({ decision: i, chance, chosen, playerShare, diceShare, change: playerShare + diceShare });
  }
  return steps;
}

/** The decisions where the best choice is above the one made at 95 % on common seeds (no noise called a blunder). */
export function turningPoints(decisions: readonly DecisionOutcomes[]): TurningPoint[] {
  const points: TurningPoint[] = [];
  decisions.forEach((d, i) => {
    if (!pairedSharesSeparated(d.best, d.chosen)) return;
    const loss = pairedShareDifference(d.best, d.chosen);
    if (loss !== null) points.push({ decision: i, loss, ...(d.why === undefined ? {} : { why: d.why }) });
  });
  return points.sort((a, b) => b.loss.mean - a.loss.mean);
}
