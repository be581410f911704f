import type { Review } from './review/index.js';
/** A campaign's review as the Review screen shows it (issue #34). */
export interface ReviewStatus {
  readonly campaignId: string;
  /** none: nothing kept (never reviewed, or stopped or failed before its first decision); running: in the background now; stopped: stopped part way (resumable); done. */
  readonly state: 'none' | 'running' | 'stopped' | 'done';
  /**
   * Which pass done/total count: 'first', the decisions estimated at the first pass's small budget (also when
   * none or done); 'firming', the turning-point candidates firmed up at the General Staff's full budget after it.
   */
  readonly pass: 'first' | 'firming';
  /** Decisions estimated so far and in all in that pass (the progress bar). */
  readonly done: number;
  readonly total: number;
  /** The review so far (a stopped or running one holds the decisions done), null when none. */
  readonly review: Review | null;
  /** Set when the kept review was made under another rules edition or General Staff version: the sentence that says so. */
  readonly outdated: string | null;
  /** Moves of the campaign now; a review of a war in progress covers review.moves of them. */
  readonly campaignMoves: number;
  /** Set when the review last stopped because it failed: the sentence for the player ("The review stopped: …"). */
  readonly problem: string | null;
}
