// The messages between a review's run (main thread, review-pool.ts) and its workers (review-worker.ts).
// Plain data, cloned by worker_threads. The war travels once per worker, then only ranges of moves.
import type { Review, ReviewedDecision } from '../../shared/review/index.js';

/**
 * The review's General Staff: its seed, its rollout policy, rollouts per choice in the first pass, wars per
 * estimate of a roll, and rollouts per choice when a turning point is firmed up (its full budget).
 */
export interface ReviewSettings {
  readonly seed: number;
  readonly policy: string;
  readonly budget: number;
  readonly rollBudget: number;
  readonly firmBudget: number;
}

export type ToReviewWorker =
  /** The war: its start as JSON, its moves, and how to estimate. */
  | { readonly type: 'war'; readonly start: string; readonly actions: readonly unknown[]; readonly settings: ReviewSettings }
  /** The moves from `from` on where the player had a real choice (the progress bar's count). */
  | { readonly type: 'steps'; readonly from: number }
  /** Review the decisions at moves from … up to (not including) to. */
  | { readonly type: 'range'; readonly from: number; readonly to: number }
  /** Estimate this first-pass decision again at the full budget (shared/review firmDecision). */
  | { readonly type: 'firm'; readonly decision: ReviewedDecision };

export type FromReviewWorker =
  | { readonly type: 'steps'; readonly steps: readonly number[] }
  /** The part's review: its steps count from the war's start, its `moves` is the range's end. */
  | { readonly type: 'part'; readonly from: number; readonly review: Review }
  /** The decision firmed up: its full-budget figures, firm, and its why where it is a turning point. */
  | { readonly type: 'firmed'; readonly decision: ReviewedDecision }
  | { readonly type: 'failed'; readonly message: string };
