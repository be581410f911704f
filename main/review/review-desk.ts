// The reviews of a library's campaigns (issue #34), shared by its sessions (main/compose.ts): at most one runs
// at a time, in worker threads (review-pool.ts); its parts are joined as they come, in the order of the moves,
// pushed to the windows or tabs that started it, and kept with the campaign now and then, when stopped and when
// done. A stopped review resumes from where its parts reach; a done one of a war that went on is extended.
import type { ReviewStatus } from '../../shared/review-status.js';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { joinReviews, REVIEW_STAFF_VERSION, type Review } from '../../shared/review/index.js';
import { reportProblem } from '../diagnostics/problems.js';
import { keptReview, whyOutdated, type KeptReview } from './kept-review.js';
import type { ReviewSettings } from './protocol.js';
import type { ReviewRun, ReviewRunner, ReviewWar } from './review-pool.js';

/** A session's side of a campaign's review: the war as it stands now and the keeping of its review. */
export interface ReviewSource {
  /** The war's start and moves now, its kept review, and the sentence when the file's review section was damaged. */
  war(id: string): Promise<{ readonly war: ReviewWar; readonly kept: KeptReview | null; readonly dropped: string | null }>;
  /** Keeps the review with the campaign (a verified write of its record). */
  keep(id: string, kept: KeptReview): Promise<void>;
  /** Whether this session plays campaign `id` now (it alone may write it: its autosaves would drop a review written past it). */
  plays(id: string): boolean;
}

export type ReviewPush = (status: ReviewStatus) => void;

/** Pushes at most this often while a review runs (ms); a change of state is pushed at once. */
const PUSH_INTERVAL = 250;
/** A running review is kept with its campaign at most this often (ms), so a crash loses little of it. */
const KEEP_INTERVAL = 15_000;

interface Running {
  readonly id: string;
  readonly war: ReviewWar;
  readonly source: ReviewSource;
  readonly pushes: Set<ReviewPush>;
  state: 'running' | 'stopped' | 'done';
  /** The parts joined so far, from the first move on without a gap (the kept review first, when resumed). */
  readonly prefix: Review[];
  /** Where the prefix ends: the next part to join starts here. */
  cursor: number;
  /** Parts done beyond a gap, by their first move. */
  readonly waiting: Map<number, Review>;
  /** Decisions in all (known once the run has counted them), and in the kept review it resumed. */
  total: number;
  readonly resumed: number;
  run: ReviewRun | null;
  lastPush: number;
  lastKeep: number;
  /** The keeping in progress (stop and done wait for it). */
  keeping: Promise<void>;
}

function emptyReview(settings: ReviewSettings): Review {
  const { budget, rollBudget, seed, policy } = settings;
  return { budget, rollBudget, seed, policy, edition: CURRENT_RULES_EDITION, staffVersion: REVIEW_STAFF_VERSION, from: 0, moves: 0, result: null, decisions: [], rolls: [] };
}

export class ReviewDesk {
  private readonly runs = new Map<string, Running>();
  /** Every session's side, to keep a review through the session that plays its campaign (weakly: a closed session goes). */
  private readonly sources = new Set<WeakRef<ReviewSource>>();

  constructor(
    private readonly runner: ReviewRunner,
    readonly settings: ReviewSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** A session's side joins the desk (main/review/session-reviews.ts). */
  register(source: ReviewSource): void {
    this.sources.add(new WeakRef(source));
  }

  /** The session that plays campaign `id` now, if any: a review started in another window is kept through it. */
  private playedBy(id: string): ReviewSource | null {
    for (const ref of this.sources) {
      const source = ref.deref();
      if (source === undefined) this.sources.delete(ref);
      else if (source.plays(id)) return source;
    }
    return null;
  }

  /** What is kept or running for campaign `id`; nothing changes. */
  async status(id: string, source: ReviewSource): Promise<ReviewStatus> {
    const running = this.runs.get(id);
    if (running !== undefined) return this.statusOf(running, (await source.war(id)).war.actions.length);
    const { war, kept, dropped } = await source.war(id);
    const moves = war.actions.length;
    if (kept === null) return { campaignId: id, state: 'none', done: 0, total: 0, review: null, outdated: dropped, campaignMoves: moves };
    const outdated = whyOutdated(kept, war.actions, this.settings);
    if (outdated !== null) return { campaignId: id, state: 'none', done: 0, total: 0, review: null, outdated, campaignMoves: moves };
    const done = kept.figures.decisions.length;
    return { campaignId: id, state: kept.state, done, total: kept.state === 'done' ? done : Math.max(done, kept.total), review: kept.figures, outdated: null, campaignMoves: moves };
  }

  /** One start or stop at a time: two quick clicks on Review start one review, not two. */
  private queue: Promise<unknown> = Promise.resolve();

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Starts, resumes, redoes or extends the review of campaign `id`; `push` hears it as it goes. */
  start(id: string, source: ReviewSource, push: ReviewPush): Promise<ReviewStatus> {
    return this.serial(() => this.startNow(id, source, push));
  }

  private async startNow(id: string, source: ReviewSource, push: ReviewPush): Promise<ReviewStatus> {
    const already = this.runs.get(id);
    if (already?.state === 'running') {
      already.pushes.add(push);
      return this.statusOf(already, already.war.actions.length);
    }
    await already?.keeping;
    // One review at a time: the game keeps a core or two for itself and for the General Staff's advice.
    for (const other of [...this.runs.values()]) if (other.state === 'running') await this.stopRun(other);
    const { war, kept } = await source.war(id);
    const base = kept !== null && whyOutdated(kept, war.actions, this.settings) === null ? kept : null;
    if (base !== null && base.state === 'done' && base.figures.moves === war.actions.length) return this.status(id, source);
    const from = base?.figures.moves ?? 0;
    const resumed = base?.figures.decisions.length ?? 0;
    const r: Running = {
      id, war, source, pushes: new Set([push]), state: 'running', prefix: base === null ? [] : [base.figures], cursor: from, waiting: new Map(),
      total: Math.max(resumed, base?.total ?? 0), resumed, run: null, lastPush: 0, lastKeep: this.now(), keeping: Promise.resolve(),
    };
    this.runs.set(id, r);
    r.run = this.runner.run(war, from, this.settings, {
      steps: (steps) => {
        r.total = resumed + steps.length;
        this.push(r, false);
      },
      part: (at, review) => this.addPart(r, at, review),
      finished: () => void this.finish(r, 'done'),
      failed: (message) => {
        reportProblem('the review', message);
        void this.finish(r, 'stopped');
      },
    });
    return this.statusOf(r, war.actions.length);
  }

  /** Stops the review of campaign `id`; what is done is kept. */
  stop(id: string, source: ReviewSource): Promise<ReviewStatus> {
    return this.serial(() => this.stopNow(id, source));
  }

  private async stopNow(id: string, source: ReviewSource): Promise<ReviewStatus> {
    const r = this.runs.get(id);
    if (r === undefined) return this.status(id, source);
    if (r.state === 'running') await this.stopRun(r);
    else await r.keeping;
    return this.status(id, source);
  }

  /** At quit: every running review stops, kept as far as it went. */
  async close(): Promise<void> {
    await Promise.all([...this.runs.values()].filter((r) => r.state === 'running').map((r) => this.stopRun(r)));
  }

  private stopRun(r: Running): Promise<void> {
    r.run?.stop();
    return this.finish(r, 'stopped');
  }

  private addPart(r: Running, at: number, review: Review): void {
    if (r.state !== 'running') return;
    r.waiting.set(at, review);
    for (let next = r.waiting.get(r.cursor); next !== undefined; next = r.waiting.get(r.cursor)) {
      r.waiting.delete(r.cursor);
      r.prefix.push(next);
      r.cursor = next.moves;
    }
    this.push(r, false);
    if (this.now() - r.lastKeep >= KEEP_INTERVAL) {
      r.lastKeep = this.now();
      this.keep(r);
    }
  }

  /** The run is over (done, stopped or failed): kept, pushed, and then read from its campaign again. */
  private async finish(r: Running, state: 'stopped' | 'done'): Promise<void> {
    if (r.state !== 'running') return r.keeping;
    r.state = state;
    this.keep(r);
    this.push(r, true);
    await r.keeping;
    if (this.runs.get(r.id) === r) this.runs.delete(r.id);
  }

  private joined(r: Running): Review | null {
    return r.prefix.length === 0 ? (r.state === 'done' ? emptyReview(this.settings) : null) : joinReviews(r.prefix);
  }

  private keep(r: Running): void {
    const review = this.joined(r);
    if (review === null) return;
    const done = review.decisions.length;
    const kept = keptReview(review, r.war.actions, r.state === 'done' ? 'done' : 'stopped', r.state === 'done' ? done : Math.max(done, r.total));
    r.keeping = r.keeping.then(() => (this.playedBy(r.id) ?? r.source).keep(r.id, kept)).catch((e: unknown) => reportProblem('keeping the review', e instanceof Error ? e.message : e));
  }

  private statusOf(r: Running, campaignMoves: number): ReviewStatus {
    const review = this.joined(r);
    const done = review?.decisions.length ?? 0;
    return { campaignId: r.id, state: r.state, done, total: r.state === 'done' ? done : Math.max(done, r.total), review, outdated: null, campaignMoves };
  }

  private push(r: Running, always: boolean): void {
    const now = this.now();
    if (!always && now - r.lastPush < PUSH_INTERVAL) return;
    r.lastPush = now;
    const status = this.statusOf(r, r.war.actions.length);
    for (const push of r.pushes) {
      try {
        push(status);
      } catch {
        // A closed window or socket must not stop the review.
      }
    }
  }
}
