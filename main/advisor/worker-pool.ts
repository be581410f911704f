// The advisor's worker pool (issue #15): one rollout worker per core, fed by an AdvisorSession. The session
// plans in whole rounds, so the answer is the same whatever the workers' timing; the pool only keeps every
// worker busy, streams the answer as it firms up and drops an answer that is cancelled.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AdvisorSession, type Advice, type AdvisorJob, type AdvisorOptions } from '../../shared/advisor/index.js';
import { legalActions, type GameState } from '../../shared/engine/index.js';
import type { FromWorker, ToWorker } from './protocol.js';
import { workerScript, type WorkerScript } from './worker-script.js';
import { roomyYoungGenerationForWorkers } from './young-generation.js';
import { reportProblem } from '../diagnostics/problems.js';

/** An answer in progress. `result` is the final advice, or null when it was cancelled. */
export interface AdviceRun {
  readonly result: Promise<Advice | null>;
  cancel(): void;
}

interface Slot {
  readonly worker: Worker;
  /** The job it plays now, or null when idle. */
  busy: { askId: number; jobId: number; job: AdvisorJob } | null;
  /** The answer whose position it holds. */
  holds: number;
  /** Warm-up jobs still to hand it (dropped when an answer starts). */
  warmLeft: number;
}

interface Answer {
  readonly askId: number;
  readonly session: AdvisorSession;
  readonly state: string;
  readonly onProgress: (advice: Advice) => void;
  readonly resolve: (advice: Advice | null) => void;
  readonly reject: (e: Error) => void;
  nextJobId: number;
}

/** The warm-up's askId: no answer's (those count up from 1). */
const WARM_UP_ASK = -1;
/** The warm-up's first rollout seed: raw seeds, none of which an answer's seeds (mixed, shared/advisor/seeds.ts) are meant to be. */
const WARM_UP_SEED = 0x5741524d;
/**
 * Warm-up jobs each worker plays (one seed, two actions each). Measured on the first decision of campaign 1
 * (7 choices, 560 rollouts; built worker, 2 cores): cold, the first ask took 2.2–3.3 CPU-s against 0.9–1.2 asked
 * again; after 1 job 1.9, 5 jobs 1.6–1.7, 20 jobs 1.3, 40 jobs 1.2–1.5, 80 jobs 1.0–1.2 (the warm figure). The JIT
 * warms only by running the code, so the warm-up costs what it saves: 80 jobs take ~2 CPU-s (~1 s on 2 cores).
 */
export const WARM_UP_JOBS = 80;

export class AdvisorPool {
  private readonly slots: Slot[] = [];
  private current: Answer | null = null;
  private askCount = 0;
  /** The warm-up's position and its end; null before warm() and once it has ended (or an answer took over). */
  private warmUp: { readonly state: string; readonly policy: string; readonly actionCount: number; readonly ended: () => void } | null = null;
  /** Resolves when the warm-up has ended (at once while none was asked for). */
  private warmEnd: Promise<void> = Promise.resolve();
  /** Set by the first warm() or advise(): a pool warms at most once in its life. */
  private warmAsked = false;
  private closed = false;
  private started = 0;

  constructor(
    private readonly size: number = availableParallelism(),
    private readonly script: WorkerScript = workerScript(),
    /** Warm-up jobs each worker plays: see WARM_UP_JOBS. */
    private readonly warmUpJobs: number = WARM_UP_JOBS,
  ) {}

  /** How many worker threads the pool has started in its life (a crashed one is replaced). */
  get workersStarted(): number {
    return this.started;
  }

  /**
   * Readies the pool for its first answer while the player looks at the board: starts the workers and lets each
   * play a few rollouts of `state` on seeds of its own (their results are dropped), so that the thread, the
   * module and the JIT are warm. Once per pool (the workers stay); nothing once an answer has been asked for.
   * An answer asked meanwhile starts at once: the warm-up still to come is dropped, and a worker finishes at
   * most the warm-up job in hand (one seed, two actions). Resolves when the warm-up has ended; never rejects.
   */
  warm(state: GameState, policy: string): Promise<void> {
    if (this.warmAsked || this.closed || state.over !== null) return this.warmEnd;
    this.warmAsked = true;
    this.warmEnd = new Promise<void>((resolve) => {
      this.warmUp = { state: JSON.stringify(state), policy, actionCount: legalActions(state).length, ended: resolve };
    });
    this.ensureWorkers();
    for (const slot of this.slots) slot.warmLeft = this.warmUpJobs;
    this.dispatch();
    this.endWarmUpIfDone();
    return this.warmEnd;
  }

  /** Resolves once the warm-up has ended (dropped or played; at once when there was none). */
  warmedUp(): Promise<void> {
    return this.warmEnd;
  }

  /** Starts an answer for the position's pending decision; a running one is cancelled first. */
  advise(state: GameState, opts: AdvisorOptions, onProgress: (advice: Advice) => void = () => {}): AdviceRun {
    this.cancelCurrent();
    const session = new AdvisorSession(state, opts); // throws on a finished war, before anything starts
    this.warmAsked = true; // an answer warms the workers as well as a warm-up would
    for (const slot of this.slots) slot.warmLeft = 0; // the warm-up still to come is dropped
    const askId = ++this.askCount;
    const result = new Promise<Advice | null>((resolve, reject) => {
      this.current = { askId, session, state: JSON.stringify(state), onProgress, resolve, reject, nextJobId: 0 };
    });
    this.ensureWorkers();
    this.dispatch();
    return {
      result,
      cancel: () => {
        if (this.current?.askId === askId) this.cancelCurrent();
      },
    };
  }

  /** Ends every worker (at quit); an answer running resolves as cancelled. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelCurrent();
    const workers = this.slots.splice(0).map((s) => s.worker);
    this.endWarmUpIfDone(); // a warm-up job in hand never comes back
    await Promise.all(workers.map((w) => w.terminate()));
  }

  /** Ends the warm-up once no worker has a warm-up job to play or in hand. */
  private endWarmUpIfDone(): void {
    const warmUp = this.warmUp;
    if (warmUp === null || this.slots.some((s) => s.warmLeft > 0 || s.busy?.askId === WARM_UP_ASK)) return;
    this.warmUp = null;
    warmUp.ended();
  }

  private cancelCurrent(): void {
    const answer = this.current;
    this.current = null;
    answer?.resolve(null); // the workers finish their job in hand; its result is dropped
  }

  private ensureWorkers(): void {
    if (this.slots.length < Math.max(1, this.size)) roomyYoungGenerationForWorkers(); // fewer scavenges in rollouts
    while (this.slots.length < Math.max(1, this.size)) {
      const worker = this.script.eval ? new Worker(this.script.code, { eval: true }) : new Worker(this.script.file);
      worker.unref(); // an idle pool never keeps the process alive
      const slot: Slot = { worker, busy: null, holds: 0, warmLeft: 0 };
      this.started++;
      worker.on('message', (msg: FromWorker) => this.onMessage(slot, msg));
      worker.on('error', (e) => this.onWorkerError(slot, e));
      this.slots.push(slot);
    }
  }

  /** Gives each idle worker the next job of the answer in progress, or else its next warm-up job. */
  private dispatch(): void {
    const answer = this.current;
    if (answer === null) {
      this.dispatchWarmUp();
      return;
    }
    for (const slot of this.slots) {
      if (slot.busy !== null) continue;
      const job = answer.session.nextJob();
      if (job === null) break;
      const jobId = answer.nextJobId++;
      if (slot.holds !== answer.askId) {
        this.post(slot, { type: 'position', askId: answer.askId, state: answer.state, policy: answer.session.policy });
        slot.holds = answer.askId;
      }
      slot.busy = { askId: answer.askId, jobId, job };
      this.post(slot, { type: 'job', askId: answer.askId, jobId, actionIndices: job.actionIndices, seeds: job.seeds });
    }
  }

  /**
   * One rollout at a time (a job small enough that an answer arriving waits for at most one), of the
   * position's actions in turn, on seeds no answer uses (an answer's come from shared/advisor/seeds.ts).
   */
  private dispatchWarmUp(): void {
    const warmUp = this.warmUp;
    if (warmUp === null) return;
    for (const [i, slot] of this.slots.entries()) {
      if (slot.busy !== null || slot.warmLeft <= 0) continue;
      const k = this.warmUpJobs - slot.warmLeft--;
      if (slot.holds !== WARM_UP_ASK) {
        this.post(slot, { type: 'position', askId: WARM_UP_ASK, state: warmUp.state, policy: warmUp.policy });
        slot.holds = WARM_UP_ASK;
      }
      // two actions on one seed, as an answer plays them (the second may meet the first's war: rollouts.ts)
      const n = Math.max(1, warmUp.actionCount);
      const actionIndices = [...new Set([(2 * k) % n, (2 * k + 1) % n])];
      const job: AdvisorJob = { actionIndices, first: k, seeds: [WARM_UP_SEED + i * this.warmUpJobs + k] };
      slot.busy = { askId: WARM_UP_ASK, jobId: k, job };
      this.post(slot, { type: 'job', askId: WARM_UP_ASK, jobId: k, actionIndices, seeds: job.seeds });
    }
  }

  private post(slot: Slot, msg: ToWorker): void {
    slot.worker.postMessage(msg);
  }

  private onMessage(slot: Slot, msg: FromWorker): void {
    const job = slot.busy?.job;
    slot.busy = null;
    if (msg.askId === WARM_UP_ASK) {
      if (msg.type === 'failed') slot.warmLeft = 0; // a position the worker cannot play: no more warm-up on it
      this.dispatch(); // its result is dropped: only the warmth counts
      this.endWarmUpIfDone();
      return;
    }
    const answer = this.current;
    if (answer === null || msg.askId !== answer.askId) {
      this.dispatch(); // a cancelled answer's job: dropped
      return;
    }
    if (msg.type === 'failed') {
      this.current = null;
      answer.reject(new Error(`The advisor failed: ${msg.message}`));
      return;
    }
    answer.session.addResult(msg.results, job?.first ?? 0);
    if (answer.session.done) {
      this.current = null;
      answer.resolve(answer.session.advice());
      return;
    }
    // The worker's next job first, then the figures so far (advice(): up to 28 ms an answer on the first turns'
    // decisions): the workers' wait on the main thread fell from 0.5 % of their time to 0.06 % (issue #30).
    // Handing out a job changes no figure: advice() reads only the results in.
    this.dispatch();
    answer.onProgress(answer.session.advice());
  }

  /** A worker that crashed is replaced; the answer it was working on fails (its job's result is lost). */
  private onWorkerError(slot: Slot, e: Error): void {
    reportProblem('advisor', e); // for the diagnostics log (issue 35)
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    this.endWarmUpIfDone();
    const answer = this.current;
    if (answer !== null && slot.busy?.askId === answer.askId) {
      this.current = null;
      answer.reject(new Error(`The advisor failed: ${e.message}`));
    }
  }
}
