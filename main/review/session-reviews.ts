// One session's side of the reviews (issue #34): GameApi's reviewStatus / startReview / stopReview / onReview
// for its window or tab. The war is the campaign's record as it stands (the one in play here with its moves in
// memory), up to the first move today's rules refuse, as History shows it; the review is kept through the record edits of the session that
// plays the campaign (this one or another window's), so its record in memory holds it too and its next
// autosave does not drop it.
import type { ReviewStatus } from '../../shared/review-status.js';
import type { CampaignRecord } from '../library/record.js';
import type { EnginePort } from '../engine-port.js';
import type { ReviewDesk, ReviewSource } from './review-desk.js';

export type ReviewListener = (status: ReviewStatus) => void;

export interface SessionReviewParts {
  /** The reviews of the library (null: this session cannot review, e.g. kk without workers). */
  readonly desk: ReviewDesk | null;
  readonly engine: EnginePort;
  readonly record: (id: string) => Promise<CampaignRecord>;
  readonly edit: (id: string, change: (r: CampaignRecord) => CampaignRecord) => Promise<unknown>;
  /** Whether the session plays campaign `id` now. */
  readonly plays: (id: string) => boolean;
}

export class SessionReviews {
  private readonly listeners = new Set<ReviewListener>();
  private readonly source: ReviewSource;

  constructor(private readonly parts: SessionReviewParts) {
    this.source = {
      war: async (id) => {
        // Read afresh each time: another window may have played the campaign on since.
        const record = await parts.record(id);
        const given = { seed: record.seed, options: record.options, newDice: record.newDice };
        const { illegalAt } = parts.engine.replaySteps(given.seed, given.options, record.actions, given.newDice);
        const actions = illegalAt === null ? record.actions : record.actions.slice(0, illegalAt);
        return { war: { start: parts.engine.startGame(given).state, actions }, kept: record.review ?? null, dropped: record.reviewDropped ?? null };
      },
      keep: async (id, kept) => {
        await parts.edit(id, (r) => ({ ...r, review: kept, reviewDropped: undefined }));
      },
      plays: parts.plays,
    };
    parts.desk?.register(this.source);
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
