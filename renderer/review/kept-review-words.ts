// What the app says of the review kept with a campaign (issue #34), from its ReviewStatus, in one place: the
// Review screen's state line (renderer/screens/review-model.ts, which also offers its buttons from it) and the
// after-action report's note on it (report-sources.ts). Pure, no DOM.
import type { ReviewStatus } from '../../shared/review-status.js';
import type { Review } from '../../shared/review/index.js';

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Whether the review's figures are shown: there is one and it is of these rules and this General Staff. */
export function showsFigures(s: ReviewStatus): s is ReviewStatus & { readonly review: Review } {
  return s.review !== null && s.outdated === null;
}

/** Whether a done review stops short of the campaign's present (the war went on after it was made). */
export function behindTheWar(s: ReviewStatus): boolean {
  return s.review !== null && s.review.moves < s.campaignMoves;
}

/** The state in words, as the status line under the progress bar says it. */
export function progressWords(s: ReviewStatus): string {
  const decisions = plural(s.total, 'decision', 'decisions');
  // A review that failed says so in main's sentence (why, and what is kept), before anything else about it.
  if (s.problem !== null && s.state !== 'running') return s.state === 'stopped' ? `${s.problem} Done so far: ${s.done} of ${decisions}.` : s.problem;
  if (s.outdated !== null && s.state !== 'running') return `${s.outdated.trim().replace(/[.:;]$/, '')}: review this war again to see its figures.`;
  switch (s.state) {
    case 'none': return 'This war has not been reviewed yet.';
    // Main counts the decisions as it starts: until then there is no "of" to say.
    case 'running': return s.total === 0 ? 'Reviewing: finding the decisions to estimate…' : `Reviewing ${s.done} of ${decisions}…`;
    case 'stopped': return `Stopped at ${s.done} of ${decisions}. What is done is kept: Resume goes on from there.`;
    case 'done':
      if (s.review !== null && behindTheWar(s)) return `Done up to move ${s.review.moves}: the war has gone on since (move ${s.campaignMoves}). Review the moves since to bring it up to date.`;
      if (s.review !== null && s.review.result === null) return `Done: all ${decisions} up to the war’s present (move ${s.review.moves}) reviewed.`;
      return `Done: all ${decisions} reviewed.`;
  }
}

/** The review the after-action report shows, and the sentence it says about it (null: none); no review when none is kept. */
export function reportedReview(s: ReviewStatus): { readonly review: Review | null; readonly note: string | null } {
  // A review of another rules edition or General Staff is never shown as current (issue #34); main reads one
  // kept so with no figures, only why: the report says why, never that the war was not reviewed.
  if (s.outdated !== null) return { review: null, note: `${s.outdated} It is left out of this report: review the war again to have its figures here.` };
  if (s.review === null) return { review: null, note: null };
  if (s.state !== 'done') return { review: s.review, note: `The General Staff's review is not finished: it covers ${s.done} of ${s.total} decisions.` };
  return { review: s.review, note: null };
}
