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
  /** Hands out `jobs`, one to each worker and the next to each as it answers; `finished` once all are answered. */
  handOut(jobs: readonly ToReviewWorker[], finished: () => void): void;
  /** Worker `w` answered its job: `hand` hands the answer on; then `w` gets the next job, or the crew is done. */
  answered(w: Worker, hand: () => void): void;
  stop(): void;
  /** Stops the crew and tells its owner why (once). */
  fail(message: string): void;
}

export class ReviewPool implements ReviewRunner {
  constructor(
    private readonly size: number = availableParallelism(),
    private readonly script: WorkerScript = reviewWorkerScript(),
  ) {}

  /** `count` workers (at most the pool's size), each given the war, the first asked `ask` if given; every answer goes to `onMessage`. */
  private crew(war: ReviewWar, settings: ReviewSettings, count: number, onMessage: (w: Worker, msg: FromReviewWorker) => void, failed: (message: string) => void, ask?: ToReviewWorker): Crew {
    const workers: Worker[] = [];
    let over = false;
    let queue: ToReviewWorker[] = [];
    let outstanding = 0;
    let done = (): void => undefined;
    const stop = (): void => {
      over = true;
      for (const w of workers) void w.terminate();
    };
    const fail = (message: string): void => {
      if (over) return;
      stop();
      failed(message);
    };
    const feed = (w: Worker): void => {
      const job = queue.shift();
      if (job === undefined) return;
      outstanding++;
      post(w, job);
    };
    const finishIfDone = (): void => {
      if (outstanding > 0 || queue.length > 0) return;
      stop();
      done();
    };
    const handOut = (jobs: readonly ToReviewWorker[], finished: () => void): void => {
      queue = [...jobs];
      done = finished;
      for (const w of workers) feed(w);
      finishIfDone();
    };
    const answered = (w: Worker, hand: () => void): void => {
      outstanding--;
      hand();
      if (over) return; // the listener stopped the run
      feed(w);
      finishIfDone();
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
    if (ask !== undefined) post(workers[0], ask);
    return { handOut, answered, stop, fail };
  }

  run(war: ReviewWar, from: number, settings: ReviewSettings, listener: RunListener): ReviewRun {
    const crew = this.crew(war, settings, this.size, (w, msg) => {
      if (msg.type === 'steps') {
        listener.steps(msg.steps);
        const ranges = rangesOf(from, war.actions.length, msg.steps);
        return crew.handOut(ranges.map((range): ToReviewWorker => ({ type: 'range', ...range })), () => listener.finished());
      }
      if (msg.type !== 'part') return crew.fail('a review worker answered out of turn');
      crew.answered(w, () => listener.part(msg.from, msg.review));
    }, (message) => listener.failed(message), { type: 'steps', from });
    return { stop: crew.stop };
  }

  firm(war: ReviewWar, candidates: readonly ReviewedDecision[], settings: ReviewSettings, listener: FirmListener): ReviewRun {
    // In the order of their moves: each worker then replays the war once in all.
    const queue = [...candidates].sort((a, b) => a.step - b.step);
    if (queue.length === 0) {
      setImmediate(() => listener.finished());
      return { stop: () => undefined };
    }
    const crew = this.crew(war, settings, queue.length, (w, msg) => {
      if (msg.type !== 'firmed') return crew.fail('a review worker answered out of turn');
      crew.answered(w, () => listener.firmed(msg.decision));
    }, (message) => listener.failed(message));
    crew.handOut(queue.map((decision): ToReviewWorker => ({ type: 'firm', decision })), () => listener.finished());
    return { stop: crew.stop };
  }
}

function post(w: Worker, msg: ToReviewWorker): void {
  w.postMessage(msg);
}
