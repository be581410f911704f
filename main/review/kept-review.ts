// A review kept with its campaign (issue #34): the record's `review` section. It is stamped with the rules
// edition and the General Staff's version it was made under, and with a digest of the moves it reviewed, so
// a review of other rules, of another General Staff or of moves since taken back is never shown as current:
// it is offered again with a sentence saying why.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { REVIEW_STAFF_VERSION, type Review } from '../../shared/review/index.js';
import type { ReviewSettings } from './protocol.js';

export interface KeptReview {
  /**
   * The rules edition (shared/data/rules-editions.ts) and the General Staff's version it was made under: the
   * figures' own stamps (Review.edition / staffVersion), repeated here so that a review kept by an older version,
   * whose figures lack them, is still read and known to be outdated.
   */
  readonly edition: number;
  readonly staffVersion: string;
  /** stopped: part way (resumable); done: every move it covers, its turning points firmed up. */
  readonly state: 'stopped' | 'done';
  /**
   * Whether its turning-point candidates were firmed up at the General Staff's full budget (the second pass). A
   * stopped review whose first pass covers every move is part way through the firming up. Absent in a review
   * kept before the app firmed up (such a review is outdated: whyOutdated).
   */
  readonly firmed?: boolean;
  /** Decisions in all when it was stopped (the progress bar after a reload); its own count when done. */
  readonly total: number;
  /** sha256 of the moves it reviewed (figures.moves of them), as JSON. */
  readonly of: string;
  /** The review itself (its moves, decisions and figures). */
  readonly figures: Review;
}

/** The digest of a war's first `moves` moves: a review is of exactly these. */
export function movesDigest(actions: readonly unknown[], moves: number): string {
  return `sha256:${createHash('sha256').update(JSON.stringify(actions.slice(0, moves))).digest('hex')}`;
}

/** A review kept now, of these moves, stamped as its figures are. */
export function keptReview(figures: Review, actions: readonly unknown[], state: KeptReview['state'], total: number, firmed = state === 'done'): KeptReview {
  return { edition: figures.edition, staffVersion: figures.staffVersion, state, total, firmed, of: movesDigest(actions, figures.moves), figures };
}

/** Why a kept review cannot be shown as current for the campaign's moves now, or null when it can. */
export function whyOutdated(kept: KeptReview, actions: readonly unknown[], settings: ReviewSettings): string | null {
  // A review kept before the figures carried their stamps has none there (undefined): never current.
  const figures = kept.figures as Partial<Review> & Pick<Review, 'moves'>;
  const edition = kept.edition !== CURRENT_RULES_EDITION ? kept.edition : (figures.edition ?? CURRENT_RULES_EDITION);
  if (edition !== CURRENT_RULES_EDITION) {
    return `This war was reviewed under another edition of the rules (edition ${edition}; this version plays edition ${CURRENT_RULES_EDITION}), so its figures may no longer hold: review it again.`;
  }
  const sameStaff = kept.staffVersion === REVIEW_STAFF_VERSION && figures.staffVersion === REVIEW_STAFF_VERSION;
  if (!sameStaff || figures.seed !== settings.seed || figures.policy !== settings.policy || figures.budget !== settings.budget || figures.rollBudget !== settings.rollBudget) {
    return 'This war was reviewed by an earlier General Staff, which estimates differently, so its figures are not today\'s: review it again.';
  }
  if (figures.moves > actions.length || movesDigest(actions, figures.moves) !== kept.of) {
    return 'Moves this review covered have since been taken back, so it is not the review of this war as it stands: review it again.';
  }
  return null;
}

/** What the player reads when the file's review section was damaged and set aside (the campaign is unharmed). */
export const DAMAGED_REVIEW = 'The review kept with this campaign was damaged on disk, so it was set aside (the campaign itself is unharmed): review the war again.';

const fraction = v.pipe(v.number(), v.finite());
const interval = v.looseObject({ value: fraction, low: fraction, high: fraction });
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const text = v.pipe(v.string(), v.maxLength(2000));
// Loose objects: the review's figures grow; the digest, not the schema, guards them. The fields added with the
// rolls and the firming up are optional: a review kept before them still reads (and is outdated: whyOutdated).
const decisionSchema = v.looseObject({
  step: count, turn: count, rule: text, text,
  chosen: v.looseObject({ actionIndex: count, armistice: interval }),
  best: v.looseObject({ actionIndex: count, armistice: interval }),
  gap: v.nullable(v.looseObject({ mean: fraction, margin: fraction, pairs: count })),
  rollouts: count,
  shares: v.nullable(v.looseObject({ before: fraction, after: fraction, change: fraction, playerShare: fraction, diceShare: fraction })),
  turningPoint: v.boolean(),
  why: v.optional(v.nullable(text)),
  firm: v.optional(v.boolean()),
});
const rollSchema = v.looseObject({ step: count, turn: count, rule: text, text, before: fraction, after: fraction, change: fraction, margin: fraction, clear: v.boolean(), wars: count });
const figuresSchema = v.looseObject({
  budget: count, seed: v.pipe(v.number(), v.integer()), policy: v.pipe(v.string(), v.maxLength(64)), moves: count,
  result: v.nullable(v.picklist(['armistice', 'defeat'])),
  decisions: v.pipe(v.array(decisionSchema), v.maxLength(100_000)),
  rollBudget: v.optional(count), edition: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), staffVersion: v.optional(v.pipe(v.string(), v.maxLength(64))),
  from: v.optional(count), rolls: v.optional(v.pipe(v.array(rollSchema), v.maxLength(1_000_000))),
});

/** The record's review section as the file keeps it. */
export const keptReviewSchema = v.strictObject({
  edition: v.pipe(v.number(), v.integer(), v.minValue(0)),
  staffVersion: v.pipe(v.string(), v.maxLength(64)),
  state: v.picklist(['stopped', 'done']),
  total: count,
  firmed: v.optional(v.boolean()),
  of: v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/)),
  figures: figuresSchema,
});
