// Parts of a review, each of a consecutive range of moves (shared/review reviewFrom's from/to), joined into
// the review of all of them (issue #34): the decisions in order, each decision's step to the next one
// recomputed across the seams (the chance at the next decision, or the war's end), as one pass gives them.
// A stand-in until shared/review's joinReviews (core34) lands; the lead swaps it for that one.
import { isTurningPoint, splitChange, type Review, type ReviewedDecision } from '../../shared/review/index.js';

/** The review of parts[0]'s first move up to the last part's `moves`; parts in the order of their moves. */
export function joinReviews(parts: readonly Review[]): Review {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('No part of a review to join');
  const decisions = parts.flatMap((p) => p.decisions);
  const result = last.result;
  const joined: ReviewedDecision[] = decisions.map((d, i) => {
    const next = decisions[i + 1];
    const after = next !== undefined ? next.best.armistice.value : result === null ? null : result === 'armistice' ? 1 : 0;
    const shares = after === null ? null : splitChange(d.best.armistice.value, after, d.gap?.mean ?? 0);
    return { ...d, shares, turningPoint: isTurningPoint(d.gap) };
  });
  return { ...first, moves: last.moves, result, decisions: joined };
}
