// A review done in parts (issue #34): worker threads each review a range of moves (reviewFrom's from/to), or a
// review stopped part way is resumed from where it stopped; the parts joined give the very figures of one
// pass. Every estimate depends only on its own position and the General Staff's seed, so the parts' decisions
// and rolls are the one pass's; only the steps between decisions cross the joins, and are measured again.
import { assemble, type EstimatedDecision, type Review, type ReviewHead } from './review.js';

/** What every part must share for the figures to be one review's. */
const SAME: readonly (keyof ReviewHead)[] = ['budget', 'rollBudget', 'seed', 'policy', 'edition', 'staffVersion'];

/** The parts (in order, each starting at the move where the one before ended) as one review. */
export function joinReviews(parts: readonly Review[]): Review {
  const first = parts[0];
  if (first === undefined) throw new RangeError('No part of a review to join');
  parts.forEach((p, i) => {
    for (const key of SAME) if (p[key] !== first[key]) throw new RangeError(`Part ${i + 1} of the review was made with another ${key} (${String(p[key])}, not ${String(first[key])})`);
    const before = parts[i - 1];
    if (before !== undefined && p.from !== before.moves) throw new RangeError(`Part ${i + 1} of the review starts at move ${p.from}, not where part ${i} ended (${before.moves})`);
    if (before !== undefined && before.result !== null) throw new RangeError(`Part ${i} of the review ends the war: nothing can follow it`);
  });
  const last = parts[parts.length - 1];
  const head: ReviewHead = {
    budget: first.budget, rollBudget: first.rollBudget, seed: first.seed, policy: first.policy, edition: first.edition, staffVersion: first.staffVersion,
    from: first.from, moves: last.moves, result: last.result,
  };
  const decisions: EstimatedDecision[] = parts.flatMap((p) => p.decisions);
  return assemble(head, decisions, parts.flatMap((p) => p.rolls));
}
