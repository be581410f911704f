// A review run in worker threads (issue #34): one worker per core, each handed the next range of moves (one
// decision each) as it finishes the last, so the decisions are estimated in parallel and the game's own
// thread only joins the parts; then the turning-point candidates are firmed up, one at a time to each worker.
// Stopping ends the workers at once: a part in hand is dropped, the parts done are the caller's. The figures
// of a decision depend only on its position, the seed and the budget, so the parts give the same figures as one
// pass whatever the workers' timing.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameState } from '../../shared/engine/index.js';
import type { Review, ReviewedDecision } from '../../shared/review/index.js';
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

/** What a firming up tells its owner, as it goes. */
export interface FirmListener {
  /** A decision firmed up (in any order). */
  firmed(decision: ReviewedDecision): void;
  /** Every decision is firmed up. */
  finished(): void;
  /** A worker failed: the firming up is over (the decisions firmed stay the owner's). */
  failed(message: string): void;
}

export interface ReviewRun {
  stop(): void;
}

/** Runs reviews: the worker pool in the app, a stand-in in tests on the toy engine. */
export interface ReviewRunner {
  /** Reviews the war's moves from `from` to its end (the first pass). */
  run(war: ReviewWar, from: number, settings: ReviewSettings, listener: RunListener): ReviewRun;
  /** Estimates the `candidates` (first-pass decisions of this war) again at the full budget (the second pass). */
  firm(war: ReviewWar, candidates: readonly ReviewedDecision[], settings: ReviewSettings, listener: FirmListener): ReviewRun;
}

/** The ranges that tile moves [from, end): a new one at each decision, so each holds one (the first maybe none). */
export function rangesOf(from: number, end: number, steps: readonly number[]): Array<{ from: number; to: number }> {
  const starts = [from, ...steps.filter((s) => s > from && s < end)];
  return from >= end ? [] : starts.map((s, i) => ({ from: s, to: starts[i + 1] ?? end }));
}

/** A crew of workers, each handed the war; `stop` ends them all at once (a job in hand is dropped). */
interface Crew {
  readonly workers: readonly Worker[];
  /** Whether the crew was stopped or failed: answers after that are not heard. */
  readonly over: () => boolean;
  stop(): void;
  /** Stops the crew and tells its owner why (once). */
  fail(message: string): void;
}

export class ReviewPool implements ReviewRunner {
  constructor(
    private readonly size: number = availableParallelism(),
    private readonly script: WorkerScript = reviewWorkerScript(),
  ) {}

  /** `count` workers (at most the pool's size), each given the war; every answer goes to `onMessage`. */
  private crew(war: ReviewWar, settings: ReviewSettings, count: number, onMessage: (w: Worker, msg: FromReviewWorker) => void, failed: (message: string) => void): Crew {
    const workers: Worker[] = [];
    let over = false;
    const stop = (): void => {
      over = true;
      for (const w of workers) void w.terminate();
    };
    const fail = (message: string): void => {
      if (over) return;
      stop();
      failed(message);
    };
    const start = JSON.stringify(war.start);
    roomyYoungGenerationForWorkers(); // a review plays the advisor's rollouts: the same fewer scavenges
    for (let i = 0; i < Math.max(1, Math.min(this.size, count)); i++) {
      const w = this.script.eval ? new Worker(this.script.code, { eval: true }) : new Worker(this.script.file);
      w.unref(); // a review never keeps the process alive on its own
      w.on('message', (msg: FromReviewWorker) => {
        if (over) return;
        if (msg.type === 'failed') return fail(msg.message);
        onMessage(w, msg);
      });
      w.on('error', (e) => fail(e.message));
      workers.push(w);
      post(w, { type: 'war', start, actions: war.actions, settings });
    }
    return { workers, over: () => over, stop, fail };
  }

  run(war: ReviewWar, from: number, settings: ReviewSettings, listener: RunListener): ReviewRun {
    let queue: Array<{ from: number; to: number }> = [];
    let outstanding = 0;
    const feed = (w: Worker): void => {
      const range = queue.shift();
      if (range === undefined) return;
      outstanding++;
      post(w, { type: 'range', ...range });
    };
    const crew = this.crew(war, settings, this.size, (w, msg) => {
      if (msg.type === 'steps') {
        listener.steps(msg.steps);
        queue = rangesOf(from, war.actions.length, msg.steps);
        if (queue.length === 0) return void (crew.stop(), listener.finished());
        for (const each of crew.workers) feed(each);
        return;
      }
      if (msg.type !== 'part') return crew.fail('a review worker answered out of turn');
      outstanding--;
      listener.part(msg.from, msg.review);
      if (crew.over()) return; // the listener stopped the run
      feed(w);
      if (outstanding === 0 && queue.length === 0) {
        crew.stop();
        listener.finished();
      }
    }, (message) => listener.failed(message));
    post(crew.workers[0], { type: 'steps', from });
    return { stop: crew.stop };
  }

  firm(war: ReviewWar, candidates: readonly ReviewedDecision[], settings: ReviewSettings, listener: FirmListener): ReviewRun {
    // In the order of their moves: each worker then replays the war once in all.
    const queue = [...candidates].sort((a, b) => a.step - b.step);
    if (queue.length === 0) {
      setImmediate(() => listener.finished());
      return { stop: () => undefined };
    }
    let outstanding = 0;
    const feed = (w: Worker): void => {
      const decision = queue.shift();
      if (decision === undefined) return;
      outstanding++;
      post(w, { type: 'firm', decision });
    };
    const crew = this.crew(war, settings, queue.length, (w, msg) => {
      if (msg.type !== 'firmed') return crew.fail('a review worker answered out of turn');
      outstanding--;
      listener.firmed(msg.decision);
      if (crew.over()) return; // the listener stopped the run
      feed(w);
      if (outstanding === 0 && queue.length === 0) {
        crew.stop();
        listener.finished();
      }
    }, (message) => listener.failed(message));
    for (const w of crew.workers) feed(w);
    return { stop: crew.stop };
  }
}

function post(w: Worker, msg: ToReviewWorker): void {
  w.postMessage(msg);
}
