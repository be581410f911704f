// One session's side of the reviews (issue #34): GameApi's reviewStatus / startReview / stopReview / onReview
// for its window or tab. The war comes from the session's History (its moves up to the first today's rules
// refuse, the campaign in play as it stands); the review is kept through the session's record edits, so the
// campaign in play keeps it in memory too and its next autosave does not drop it.
import type { ReviewStatus } from '../../shared/review-status.js';
import type { CampaignRecord } from '../library/record.js';
import type { CampaignHistory } from '../library/history.js';
import type { ReviewDesk, ReviewSource } from './review-desk.js';

export type ReviewListener = (status: ReviewStatus) => void;

export interface SessionReviewParts {
  /** The reviews of the library (null: this session cannot review, e.g. kk without workers). */
  readonly desk: ReviewDesk | null;
  readonly history: (id: string) => Promise<CampaignHistory>;
  readonly record: (id: string) => Promise<CampaignRecord>;
  readonly edit: (id: string, change: (r: CampaignRecord) => CampaignRecord) => Promise<unknown>;
}

export class SessionReviews {
  private readonly listeners = new Set<ReviewListener>();
  private readonly source: ReviewSource;

  constructor(private readonly parts: SessionReviewParts) {
    this.source = {
      war: async (id) => {
        const history = await parts.history(id);
        const record = await parts.record(id);
        return { war: { start: history.stateAt(0), actions: history.actionsUpTo(history.length) }, kept: record.review ?? null, dropped: record.reviewDropped ?? null };
      },
      keep: async (id, kept) => {
        await parts.edit(id, (r) => ({ ...r, review: kept, reviewDropped: undefined }));
      },
    };
  }

  onReview(listener: ReviewListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  status(id: string): Promise<ReviewStatus> {
    return this.desk().status(id, this.source);
  }

  start(id: string): Promise<ReviewStatus> {
    return this.desk().start(id, this.source, (status) => {
      for (const listener of this.listeners) listener(status);
    });
  }

  stop(id: string): Promise<ReviewStatus> {
    return this.desk().stop(id, this.source);
  }

  private desk(): ReviewDesk {
    if (this.parts.desk === null) throw new Error('The review of a war cannot be made here.');
    return this.parts.desk;
  }
}
