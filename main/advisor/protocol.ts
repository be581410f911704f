// The messages between the advisor's pool (main thread) and its rollout workers. Plain JSON-like data:
// worker_threads clone it. A position travels once per answer, then only jobs and their sums.
import type { RolloutResult } from '../../shared/advisor/index.js';

export type ToWorker =
  /** The position of answer `askId`, as JSON (a worker keeps the last one). */
  | { readonly type: 'position'; readonly askId: number; readonly state: string; readonly policy: string }
  | { readonly type: 'job'; readonly askId: number; readonly jobId: number; readonly actionIndices: readonly number[]; readonly seeds: readonly number[] };

export type FromWorker =
  | { readonly type: 'result'; readonly askId: number; readonly jobId: number; readonly results: readonly RolloutResult[] }
  | { readonly type: 'failed'; readonly askId: number; readonly jobId: number; readonly message: string };
