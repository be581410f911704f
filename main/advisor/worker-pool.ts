// The advisor's worker pool (issue #15): one rollout worker per core, fed by an AdvisorSession. The session
// plans in whole rounds, so the answer is the same whatever the workers' timing; the pool only keeps every
// worker busy, streams the answer as it firms up and drops an answer that is cancelled.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AdvisorSession, type Advice, type AdvisorJob, type AdvisorOptions } from '../../shared/advisor/index.js';
import type { GameState } from '../../shared/engine/index.js';
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

export class AdvisorPool {
  private readonly slots: Slot[] = [];
  private current: Answer | null = null;
  private askCount = 0;

  constructor(
    private readonly size: number = availableParallelism(),
    private readonly script: WorkerScript = workerScript(),
  ) {}

  /** Starts an answer for the position's pending decision; a running one is cancelled first. */
  advise(state: GameState, opts: AdvisorOptions, onProgress: (advice: Advice) => void = () => {}): AdviceRun {
    this.cancelCurrent();
    const session = new AdvisorSession(state, opts); // throws on a finished war, before anything starts
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
    this.cancelCurrent();
    const workers = this.slots.splice(0).map((s) => s.worker);
    await Promise.all(workers.map((w) => w.terminate()));
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
      const slot: Slot = { worker, busy: null, holds: 0 };
      worker.on('message', (msg: FromWorker) => this.onMessage(slot, msg));
      worker.on('error', (e) => this.onWorkerError(slot, e));
      this.slots.push(slot);
    }
  }

  /** Gives each idle worker the next job of the answer in progress. */
  private dispatch(): void {
    const answer = this.current;
    if (answer === null) return;
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

  private post(slot: Slot, msg: ToWorker): void {
    slot.worker.postMessage(msg);
  }

  private onMessage(slot: Slot, msg: FromWorker): void {
    const job = slot.busy?.job;
    slot.busy = null;
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
    const advice = answer.session.advice();
    if (answer.session.done) {
      this.current = null;
      answer.resolve(advice);
      return;
    }
    answer.onProgress(advice);
    this.dispatch();
  }

  /** A worker that crashed is replaced; the answer it was working on fails (its job's result is lost). */
  private onWorkerError(slot: Slot, e: Error): void {
    reportProblem('advisor', e); // for the diagnostics log (issue 35)
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    const answer = this.current;
    if (answer !== null && slot.busy?.askId === answer.askId) {
      this.current = null;
      answer.reject(new Error(`The advisor failed: ${e.message}`));
    }
  }
}
