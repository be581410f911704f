// A review run in worker threads (issue #34): one worker per core, each handed the next range of moves (one
// decision each) as it finishes the last, so the decisions are estimated in parallel and the game's own
// thread only joins the parts. Stopping ends the workers at once: a part in hand is dropped, the parts
// done are the caller's. The figures of a decision depend only on its position, the seed and the budget,
// so the parts give the same figures as one pass whatever the workers' timing.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameState } from '../../shared/engine/index.js';
import type { Review } from '../../shared/review/index.js';
import type { WorkerScript } from '../advisor/worker-script.js';
import type { FromReviewWorker, ReviewSettings, ToReviewWorker } from './protocol.js';
import { reviewWorkerScript } from './worker-script.js';
import { roomyYoungGenerationForWorkers } from '../advisor/young-generation.js';

/** A war to review: its start and its moves. */
export interface ReviewWar {
  readonly start: GameState;
  readonly actions: readonly unknown[];
}

/** What a run tells its owner, as it goes. */
export interface RunListener {
  /** The moves from the run's start where the player had a real choice (before any part). */
  steps(steps: readonly number[]): void;
  /** A range reviewed: its decisions, `review.moves` its end. Parts come in any order. */
  part(from: number, review: Review): void;
  /** Every range is reviewed. */
  finished(): void;
  /** A worker failed: the run is over (the parts done stay the owner's). */
  failed(message: string): void;
}

export interface ReviewRun {
  stop(): void;
}

/** Runs reviews: the worker pool in the app, a stand-in in tests on the toy engine. */
export interface ReviewRunner {
  /** Reviews the war's moves from `from` to its end. */
  run(war: ReviewWar, from: number, settings: ReviewSettings, listener: RunListener): ReviewRun;
}

/** The ranges that tile moves [from, end): a new one at each decision, so each holds one (the first maybe none). */
export function rangesOf(from: number, end: number, steps: readonly number[]): Array<{ from: number; to: number }> {
  const starts = [from, ...steps.filter((s) => s > from && s < end)];
  return from >= end ? [] : starts.map((s, i) => ({ from: s, to: starts[i + 1] ?? end }));
}

export class ReviewPool implements ReviewRunner {
  constructor(
    private readonly size: number = availableParallelism(),
    private readonly script: WorkerScript = reviewWorkerScript(),
  ) {}

  run(war: ReviewWar, from: number, settings: ReviewSettings, listener: RunListener): ReviewRun {
    const workers: Worker[] = [];
    let over = false;
    let queue: Array<{ from: number; to: number }> = [];
    let outstanding = 0;
    const end = (): void => {
      over = true;
      for (const w of workers) void w.terminate();
    };
    const fail = (message: string): void => {
      if (over) return;
      end();
      listener.failed(message);
    };
    const post = (w: Worker, msg: ToReviewWorker): void => w.postMessage(msg);
    const feed = (w: Worker): void => {
      const range = queue.shift();
      if (range === undefined) return;
      outstanding++;
      post(w, { type: 'range', ...range });
    };
    const onMessage = (w: Worker, msg: FromReviewWorker): void => {
      if (over) return;
      if (msg.type === 'failed') return fail(msg.message);
      if (msg.type === 'steps') {
        listener.steps(msg.steps);
        queue = rangesOf(from, war.actions.length, msg.steps);
        if (queue.length === 0) return void (end(), listener.finished());
        for (const each of workers) feed(each);
        return;
      }
      outstanding--;
      listener.part(msg.from, msg.review);
      if (over) return; // the listener stopped the run
      feed(w);
      if (outstanding === 0 && queue.length === 0) {
        end();
        listener.finished();
      }
    };
    const start = JSON.stringify(war.start);
    roomyYoungGenerationForWorkers(); // a review plays the advisor's rollouts: the same fewer scavenges
    const count = Math.max(1, this.size);
    for (let i = 0; i < count; i++) {
      const w = this.script.eval ? new Worker(this.script.code, { eval: true }) : new Worker(this.script.file);
      w.unref(); // a review never keeps the process alive on its own
      w.on('message', (msg: FromReviewWorker) => onMessage(w, msg));
      w.on('error', (e) => fail(e.message));
      workers.push(w);
      post(w, { type: 'war', start, actions: war.actions, settings });
    }
    post(workers[0], { type: 'steps', from });
    return { stop: end };
  }
}
