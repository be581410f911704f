// The reviews of a library's campaigns (issue #34), shared by its sessions (main/compose.ts): at most one runs
// at a time, in worker threads (review-pool.ts); its parts are joined as they come, in the order of the moves,
// pushed to the windows or tabs that started it, and kept with the campaign now and then, when stopped and when
// done. When the first pass covers every move, its turning-point candidates are firmed up at the General Staff's
// full budget (the second pass, shared/review firm-up.ts), in the workers too. A stopped review resumes from where
// its parts reach (or with the candidates not yet firm); a done one of a war that went on is extended. A review
// whose worker failed stops, kept as far as it went, with a sentence for the player (ReviewStatus.problem).
import type { ReviewStatus } from '../../shared/review-status.js';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { joinReviews, REVIEW_STAFF_VERSION, turningPointCandidates, withFirmDecisions, type Review, type ReviewedDecision } from '../../shared/review/index.js';
import { reportProblem } from '../diagnostics/problems.js';
import { keptReview, whyOutdated, type KeptReview } from './kept-review.js';
import { reviewProblem } from './review-problem.js';
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
  /** first: the decisions estimated move range by move range; firming: the candidates firmed up. */
  pass: 'first' | 'firming';
  /** The parts joined so far, from the first move on without a gap (the kept review first, when resumed). */
  readonly prefix: Review[];
  /** Where the prefix ends: the next part to join starts here. */
  cursor: number;
  /** Parts done beyond a gap, by their first move. */
  readonly waiting: Map<number, Review>;
  /** Decisions in all (known once the run has counted them), and in the kept review it resumed. */
  total: number;
  readonly resumed: number;
  /** Once firming: the first pass's whole review, the decisions firmed in this run, and how many were firm before. */
  firstPass: Review | null;
  readonly firmed: ReviewedDecision[];
  firmBefore: number;
  /** Firm decisions in all once every candidate is firmed up (the firming's progress bar). */
  firmTotal: number;
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
  /** Why a campaign's review last stopped on its own (a worker failed), until it is started again. */
  private readonly problems = new Map<string, string>();

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
    const problem = this.problems.get(id) ?? null;
    const none = { campaignId: id, state: 'none', pass: 'first', done: 0, total: 0, review: null, campaignMoves: moves, problem } as const;
    if (kept === null) return { ...none, outdated: dropped };
    const outdated = whyOutdated(kept, war.actions, this.settings);
    if (outdated !== null) return { ...none, outdated };
    const { figures } = kept;
    if (kept.state === 'stopped' && figures.moves === moves) {
      // Stopped while firming up: the first pass is whole, the candidates not yet firm are left.
      const firm = figures.decisions.filter((d) => d.firm).length;
      return { ...none, state: 'stopped', pass: 'firming', done: firm, total: firm + turningPointCandidates(figures).length, review: figures, outdated: null };
    }
    const done = figures.decisions.length;
    return { ...none, state: kept.state, done, total: kept.state === 'done' ? done : Math.max(done, kept.total), review: figures, outdated: null };
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
    const whole = base !== null && base.figures.moves === war.actions.length;
    if (whole && base.state === 'done' && base.firmed === true) return this.status(id, source);
    this.problems.delete(id);
    const from = base?.figures.moves ?? 0;
    const resumed = base?.figures.decisions.length ?? 0;
    const r: Running = {
      id, war, source, pushes: new Set([push]), state: 'running', pass: 'first', prefix: base === null ? [] : [base.figures], cursor: from, waiting: new Map(),
      total: Math.max(resumed, base?.total ?? 0), resumed, firstPass: null, firmed: [], firmBefore: 0, firmTotal: 0,
      run: null, lastPush: 0, lastKeep: this.now(), keeping: Promise.resolve(),
    };
    this.runs.set(id, r);
    if (whole) {
      this.firmUp(r, base.figures);
      return this.statusOf(r, war.actions.length);
    }
    r.run = this.runner.run(war, from, this.settings, {
      steps: (steps) => {
        r.total = resumed + steps.length;
        this.push(r, false);
      },
      part: (at, review) => this.addPart(r, at, review),
      finished: () => {
        if (r.state === 'running') this.firmUp(r, this.joined(r) ?? emptyReview(this.settings));
      },
      failed: (message) => this.failed(r, message),
    });
    return this.statusOf(r, war.actions.length);
  }

  /** The second pass: the first pass's turning-point candidates estimated again at the full budget, in the workers. */
  private firmUp(r: Running, firstPass: Review): void {
    const candidates = turningPointCandidates(firstPass);
    r.pass = 'firming';
    r.firstPass = firstPass;
    r.firmBefore = firstPass.decisions.filter((d) => d.firm).length;
    r.firmTotal = r.firmBefore + candidates.length;
    if (candidates.length === 0) return void this.finish(r, 'done');
    this.keep(r); // the first pass whole: a crash from here on loses only the firming
    this.push(r, true);
    r.run = this.runner.firm(r.war, candidates, this.settings, {
      firmed: (decision) => {
        if (r.state !== 'running') return;
        r.firmed.push(decision);
        this.progressed(r);
      },
      finished: () => void this.finish(r, 'done'),
      failed: (message) => this.failed(r, message),
    });
  }

  /** A worker failed: the review stops, kept as far as it went, and says why (the diagnostics log has it too). */
  private failed(r: Running, message: string): void {
    reportProblem('the review', message);
    if (r.state !== 'running') return;
    this.problems.set(r.id, reviewProblem(message, this.joined(r) !== null));
    void this.finish(r, 'stopped');
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
    this.progressed(r);
  }

  /** Pushed now and then, and kept now and then, as the review goes. */
  private progressed(r: Running): void {
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
    // Stopped (or failed) before its first part, a run has nothing to keep: its campaign reads as before it
    // started, so that is what is pushed, once nothing of the run is left (a later read then agrees with it).
    const keptAny = this.joined(r) !== null;
    if (keptAny) this.push(r, true);
    await r.keeping;
    if (this.runs.get(r.id) === r) this.runs.delete(r.id);
    if (!keptAny) await this.pushAsRead(r);
  }

  /** Pushes campaign `r.id`'s status as a read gives it now to the run's listeners. */
  private async pushAsRead(r: Running): Promise<void> {
    try {
      this.pushTo(r, await this.status(r.id, r.source));
    } catch (e) {
      reportProblem('the review', e instanceof Error ? e.message : String(e));
    }
  }

  private joined(r: Running): Review | null {
    if (r.firstPass !== null) return withFirmDecisions(r.firstPass, r.firmed);
    return r.prefix.length === 0 ? (r.state === 'done' ? emptyReview(this.settings) : null) : joinReviews(r.prefix);
  }

  /** Which pass the progress counts, and how far it is (a done review counts its decisions). */
  private progress(r: Running, review: Review | null): Pick<ReviewStatus, 'pass' | 'done' | 'total'> {
    const decisions = review?.decisions.length ?? 0;
    if (r.state === 'done') return { pass: 'first', done: decisions, total: decisions };
    if (r.pass === 'firming') return { pass: 'firming', done: r.firmBefore + r.firmed.length, total: r.firmTotal };
    return { pass: 'first', done: decisions, total: Math.max(decisions, r.total) };
  }

  private keep(r: Running): void {
    const review = this.joined(r);
    if (review === null) return;
    const done = review.decisions.length;
    const total = r.state === 'done' || r.pass === 'firming' ? done : Math.max(done, r.total);
    const kept = keptReview(review, r.war.actions, r.state === 'done' ? 'done' : 'stopped', total, r.state === 'done');
    r.keeping = r.keeping.then(() => (this.playedBy(r.id) ?? r.source).keep(r.id, kept)).catch((e: unknown) => reportProblem('keeping the review', e instanceof Error ? e.message : e));
  }

  private statusOf(r: Running, campaignMoves: number): ReviewStatus {
    const review = this.joined(r);
    return { campaignId: r.id, state: r.state, ...this.progress(r, review), review, outdated: null, campaignMoves, problem: this.problems.get(r.id) ?? null };
  }

  private push(r: Running, always: boolean): void {
    const now = this.now();
    if (!always && now - r.lastPush < PUSH_INTERVAL) return;
    r.lastPush = now;
    this.pushTo(r, this.statusOf(r, r.war.actions.length));
  }

  private pushTo(r: Running, status: ReviewStatus): void {
    for (const push of r.pushes) {
      try {
        push(status);
      } catch {
        // A closed window or socket must not stop the review.
      }
    }
  }
}
