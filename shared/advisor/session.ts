// The advisor's plan for one answer (issue #15 "Ask the General Staff"): which rollouts to play next, the
// estimates so far, and when to stop. Pure: a single thread (advise.ts) or a pool of workers (main/advisor)
// plays the jobs it hands out; the answer depends only on the position and the advisor's seed.
import type { GameState } from '../engine/index.js';
import { legalActions } from '../engine/index.js';
import { groupActions, type ActionGroup } from './groups.js';
import { rolloutSeed } from './seeds.js';
import { meanSeparated, meanWithMargin, pairedSeparated, pairedSharesSeparated, pairedSharesWithin, shareSeparated, wilson, type Interval, type Moments } from './estimates.js';
import { DEFEAT, type RolloutOutcome, type RolloutResult } from './rollouts.js';
import { rankAgainstBest, type RankedInput, type ShareGap } from './ranking.js';
import { whyBest, type Why } from './why.js';
import type { RolloutEnd } from './rollouts.js';

/** The budget: no action gets more rollouts than this (docs/advisor.md "Stopping rule"). */
export const MAX_ROLLOUTS_PER_ACTION = 500;
/**
 * Rollouts each still-open action gets per round; the stopping rule is tested after every round. The paired
 * tests need 20 pairs, so the first round is as small as they allow: many positions settle early.
 */
export const ROLLOUTS_PER_ROUND = 20;
/**
 * Seeds in one job (a worker's unit of work: those seeds' rollouts of every open action). Small, so that at
 * the end of a round (where the rule must wait for every result) no worker idles long behind another's job;
 * a job's message costs far less than a rollout.
 */
export const ROLLOUTS_PER_JOB = 5;
/**
 * The indifference margin δ (docs/advisor.md "Stopping rule"): an action whose Armistice chance is surely
 * within 5 percentage points of the best's (paired 95 % interval of the difference) is shown as equal to it.
 */
export const INDIFFERENCE_MARGIN = 0.05;

/**
 * Why an action gets no more rollouts: `separated` (the best is better at 95 %), `equal` (surely within
 * INDIFFERENCE_MARGIN of the best), `budget` (its rollouts used), `best` (every other action is settled).
 */
export type StopReason = 'separated' | 'equal' | 'budget' | 'best';

/**
 * Some rollouts of the open actions (the first of each group), all on the same seeds: played together, an
 * action's rollout that meets another's of its seed needs no playing out (rollouts.ts).
 */
export interface AdvisorJob {
  readonly actionIndices: readonly number[];
  /** The number of its first rollout in the answer (rollout k of every action shares seed k). */
  readonly first: number;
  readonly seeds: readonly number[];
}

export interface AdvisorOptions {
  /** The advisor's own seed: the rollouts' dice come from it alone (never from the campaign). */
  readonly seed: number;
  /** The rollout policy's name (shared/policies). */
  readonly policy: string;
  /** Rollouts per action at most (default MAX_ROLLOUTS_PER_ACTION). */
  readonly maxPerAction?: number;
}

/** One legal action in the answer. */
export interface ActionAdvice {
  /** Its index in the prompt's actions. */
  readonly actionIndex: number;
  /** The chance of reaching the Armistice (§15.3) after it, with its 95 % Wilson interval. */
  readonly armistice: Interval;
  /** The mean VP of the Armistice rollouts ± its 95 % margin (null from a single Armistice); null before any rollout reached the Armistice. */
  readonly vp: { readonly mean: number; readonly margin: number | null } | null;
  /** Rollouts behind the estimate (shared with the actions of the same outcome). */
  readonly rollouts: number;
  /**
   * The place of its group, 1 = best (ranking.ts): actions the General Staff cannot tell apart from each other
   * (the paired interval of their Armistice chances holds 0 or lies within INDIFFERENCE_MARGIN) share a place.
   */
  readonly rank: number;
  /** Its row in the ranking: 0 first (by place; in a place, by the VP of the Armistices; then the prompt's order). */
  readonly order: number;
  /** The action every other was compared with (the yardstick of the stopping rule): its row shows no gap. */
  readonly best: boolean;
  /**
   * Its Armistice chance minus the best's, paired on the seeds both played, with the 95 % margin (Agresti–Min):
   * the figure its place was decided on. Null for the best (and its same-outcome actions) and before any pair.
   */
  readonly gap: ShareGap | null;
  /** No more rollouts for it: separated from the best, equal to it, or the budget used. */
  readonly settled: boolean;
  /** Which rule settled it (null while it is open). */
  readonly stoppedBy: StopReason | null;
  /** Other legal actions that cannot differ in outcome (their estimate is this one's). */
  readonly sameAs: readonly number[];
}

export interface Advice {
  /** Every legal action of the position, in the prompt's order. */
  readonly actions: readonly ActionAdvice[];
  readonly rolloutsDone: number;
  /** Of those, the rollouts that met another action's rollout of their seed and took its end (rollouts.ts). */
  readonly rolloutsMet: number;
  /** Rollouts the answer can still take at most (done + every open action to its budget). */
  readonly rolloutsMax: number;
  readonly done: boolean;
  /**
   * Why the best stands above the next place, from the wars themselves (why.ts): the clearest difference in how
   * the wars after each ended, on the same seeds, where one is clear at 95 %; else null.
   */
  readonly why?: Why | null;
}

interface GroupTally {
  readonly group: ActionGroup;
  n: number;
  armistice: number;
  vpSum: number;
  vpSqSum: number;
  met: number;
  /** outcomes[k]: rollout k's VP, or DEFEAT (filled as jobs return, in any order). */
  readonly outcomes: RolloutOutcome[];
  /** ends[k]: rollout k's end facts (rollouts.ts), alongside outcomes. */
  readonly ends: RolloutEnd[];
  stoppedBy: StopReason | null;
}

function vpMoments(t: GroupTally): Moments {
  return { n: t.armistice, sum: t.vpSum, sqSum: t.vpSqSum };
}

/**
 * Whether `best` is better than `t` at 95 % confidence: its Armistice share is higher; or, where neither
 * share is higher than the other at that confidence, the VP of its Armistices are (late in the war most
 * rollouts reach the Armistice, and the choice is about how good a peace it is). Each by the unpaired test
 * and by the paired one on the rollouts that share a seed (common random numbers).
 */
const won = (o: RolloutOutcome): number => (o === DEFEAT ? 0 : 1);

function separated(best: GroupTally, t: GroupTally): boolean {
  const shareA = best.outcomes.map(won);
  const shareB = t.outcomes.map(won);
  if (shareSeparated(best.armistice, best.n, t.armistice, t.n) || pairedSharesSeparated(shareA, shareB)) return true;
  if (shareSeparated(t.armistice, t.n, best.armistice, best.n) || pairedSharesSeparated(shareB, shareA)) return false;
  if (meanSeparated(vpMoments(best), vpMoments(t))) return true;
  // the VP of the seeds where both reached the Armistice, paired
  const vpA: number[] = [];
  const vpB: number[] = [];
  const m = Math.min(best.outcomes.length, t.outcomes.length);
  for (let k = 0; k < m; k++) {
    const a = best.outcomes[k];
    const b = t.outcomes[k];
    if (a === DEFEAT || b === DEFEAT) continue;
    vpA.push(a);
    vpB.push(b);
  }
  return pairedSeparated(vpA, vpB);
}

/** Whether t's Armistice chance is surely within ±INDIFFERENCE_MARGIN of the best's (paired on common seeds, Agresti–Min). */
function indifferent(best: GroupTally, t: GroupTally): boolean {
  return pairedSharesWithin(best.outcomes.map(won), t.outcomes.map(won), INDIFFERENCE_MARGIN);
}

/**
 * The plan of one answer. Works in rounds: every open action gets ROLLOUTS_PER_ROUND more rollouts (as jobs
 * of ROLLOUTS_PER_JOB), and only once all of a round is back is the stopping rule applied: so the answer is
 * the same however the jobs were spread over threads and whenever they came back. Rollout k of every action
 * uses the same seed (common random numbers), so actions are compared on the same luck.
 */
export class AdvisorSession {
  private readonly tallies: GroupTally[];
  private readonly byAction = new Map<number, GroupTally>();
  private queue: AdvisorJob[] = [];
  private outstanding = 0;
  /** Rollouts handed out to every open action (played or not yet returned): open actions go in step. */
  private planned = 0;
  /** Jobs of the next round handed out ahead (by first rollout), played while the round ends: not yet counted. */
  private readonly ahead = new Map<number, readonly RolloutResult[] | null>();
  private readonly maxPerAction: number;
  readonly actionCount: number;

  constructor(
    state: GameState,
    private readonly opts: AdvisorOptions,
  ) {
    if (state.over !== null) throw new Error('The war is over: there is no decision to advise on');
    const actions = legalActions(state);
    this.actionCount = actions.length;
    this.maxPerAction = opts.maxPerAction ?? MAX_ROLLOUTS_PER_ACTION;
    this.tallies = groupActions(state, actions).map((group) => ({ group, n: 0, armistice: 0, vpSum: 0, vpSqSum: 0, met: 0, stoppedBy: null, outcomes: [], ends: [] }));
    for (const t of this.tallies) this.byAction.set(t.group.members[0], t);
    // A single choice needs no comparison (still estimated, so the player sees its odds).
    this.planRound();
  }

  get policy(): string {
    return this.opts.policy;
  }

  /**
   * The next job to play, or null when none is ready. When the round's last jobs are out, an idle worker gets a
   * job of the next round ahead of time (the open actions' next seeds): its rollouts count only for the actions
   * still open once the round is settled, as the same job planned then would give; so the answer is the same,
   * and no core idles while the round's slowest job ends.
   */
  nextJob(): AdvisorJob | null {
    const job = this.queue.shift() ?? null;
    if (job !== null) {
      this.outstanding++;
      return job;
    }
    return this.outstanding > 0 ? this.jobAhead() : null;
  }

  /** A job of the next round not yet handed out, or null. */
  private jobAhead(): AdvisorJob | null {
    const end = this.roundEnd(this.planned);
    const first = this.planned + this.ahead.size * ROLLOUTS_PER_JOB;
    if (first >= end) return null;
    this.ahead.set(first, null);
    return this.job(first, end);
  }

  /** Where the round starting at rollout `from` ends. */
  private roundEnd(from: number): number {
    return Math.min(this.maxPerAction, from + ROLLOUTS_PER_ROUND);
  }

  /** The open actions' rollouts from `first` (at most ROLLOUTS_PER_JOB, not past `end`). */
  private job(first: number, end: number): AdvisorJob {
    const seeds: number[] = [];
    for (let k = first; k < Math.min(end, first + ROLLOUTS_PER_JOB); k++) seeds.push(rolloutSeed(this.opts.seed, k));
    const actionIndices = this.tallies.filter((t) => t.stoppedBy === null).map((t) => t.group.members[0]);
    return { actionIndices, first, seeds };
  }

  /**
   * Adds the results of the job whose first rollout is `first`; when the round is complete, applies the
   * stopping rule and plans the next round.
   */
  addResult(results: readonly RolloutResult[], first: number): void {
    for (const r of results) if (!this.byAction.has(r.actionIndex)) throw new RangeError(`Action ${r.actionIndex} is not one this answer rolls out`);
    if (first >= this.planned) {
      // a job ahead: kept for the next round
      if (this.ahead.has(first)) this.ahead.set(first, results);
      return;
    }
    this.count(results, first);
    this.outstanding--;
    this.nextRoundIfComplete();
  }

  /** Counts a job's rollouts for the actions still open (an action settled since the job was planned ahead takes none). */
  private count(results: readonly RolloutResult[], first: number): void {
    for (const r of results) {
      const t = this.byAction.get(r.actionIndex);
      if (t === undefined || t.stoppedBy !== null) continue;
      r.outcomes.forEach((o, i) => (t.outcomes[first + i] = o));
      r.ends?.forEach((e, i) => (t.ends[first + i] = e));
      t.n += r.n;
      t.armistice += r.armistice;
      t.vpSum += r.vpSum;
      t.vpSqSum += r.vpSqSum;
      t.met += r.met;
    }
  }

  /** Once a round is all back: the stopping rule, then the next round (again, while jobs ahead complete it). */
  private nextRoundIfComplete(): void {
    while (this.outstanding === 0 && this.queue.length === 0 && !this.tallies.every((t) => t.stoppedBy !== null)) {
      this.settle();
      this.planRound();
    }
  }

  /** Whether every action is settled and every result is in. */
  get done(): boolean {
    return this.tallies.every((t) => t.stoppedBy !== null) && this.outstanding === 0;
  }

  /**
   * The open actions' next round, split into jobs: a job already played ahead is counted at once, one still
   * being played ahead is awaited as part of the round, the rest are queued.
   */
  private planRound(): void {
    const from0 = this.planned;
    const end = this.roundEnd(from0);
    this.planned = end;
    for (let from = from0; from < end; from += ROLLOUTS_PER_JOB) {
      const played = this.ahead.get(from);
      if (played === undefined) this.queue.push(this.job(from, end));
      else if (played === null) this.outstanding++; // its results will come as this round's
      else this.count(played, from);
    }
    this.ahead.clear();
  }

  /**
   * The stopping rule (docs/advisor.md): an action is settled once the best action is separated from it at
   * 95 % confidence, once it is surely within the indifference margin of the best, or once it has had its
   * budget of rollouts. The best is never settled before its budget unless every other action is: with
   * nothing left to compare, more rollouts change no rank.
   */
  private settle(): void {
    const best = this.reference(this.ranked());
    for (const t of this.tallies) {
      if (t.stoppedBy !== null) continue;
      if (t.n >= this.maxPerAction) t.stoppedBy = 'budget';
      else if (t !== best && separated(best, t)) t.stoppedBy = 'separated';
      else if (t !== best && indifferent(best, t)) t.stoppedBy = 'equal';
    }
    if (best.stoppedBy === null && this.tallies.every((t) => t === best || t.stoppedBy !== null)) best.stoppedBy = 'best';
  }

  /** Each group's place against the best (ranking.ts): the same paired evidence the rows show. */
  private places(): Map<GroupTally, { order: number; place: number; gap: ShareGap | null }> {
    const best = this.reference(this.ranked());
    const inputs = new Map<GroupTally, RankedInput>(this.tallies.map((t) => [t, { key: t.group.members[0], outcomes: t.outcomes, vp: t.armistice === 0 ? null : t.vpSum / t.armistice }]));
    const ranked = rankAgainstBest([...inputs.values()], inputs.get(best)!, INDIFFERENCE_MARGIN);
    return new Map(this.tallies.map((t) => [t, ranked.get(inputs.get(t)!)!]));
  }

  /** Groups best first: Armistice share, then mean VP of the Armistices, then the prompt's order. */
  private ranked(): GroupTally[] {
    const share = (t: GroupTally): number => (t.n === 0 ? 0 : t.armistice / t.n);
    const vp = (t: GroupTally): number => (t.armistice === 0 ? 0 : t.vpSum / t.armistice);
    return [...this.tallies].sort((a, b) => share(b) - share(a) || vp(b) - vp(a) || a.group.members[0] - b.group.members[0]);
  }

  /**
   * The best: the best-ranked action still open (or settled as the best; when every action ran to its budget,
   * the best-ranked). Why not simply the best-ranked: an action stopped as equal to an earlier leader keeps its
   * small sample, and were it the yardstick once it ranks first, the paired tests could never use more pairs
   * than it has, and every other action would run to its budget.
   */
  private reference(ranked: readonly GroupTally[]): GroupTally {
    return ranked.find((t) => t.stoppedBy === null || t.stoppedBy === 'best') ?? ranked.find((t) => t.stoppedBy === 'budget') ?? ranked[0];
  }

  /** The first action of each group the best group is not separated from at 95 % (the best first, then by rank). */
  undecided(): number[] {
    const ranked = this.ranked();
    const best = this.reference(ranked);
    return [best, ...ranked.filter((t) => t !== best && !separated(best, t))].map((t) => t.group.members[0]);
  }

  /** The answer so far (final once `done`). */
  advice(): Advice {
    const placeOf = this.places();
    const best = this.reference(this.ranked());
    const actions: ActionAdvice[] = [];
    for (const t of this.tallies) {
      const { order, place, gap } = placeOf.get(t)!;
      for (const actionIndex of t.group.members) {
        actions.push({
          actionIndex,
          armistice: wilson(t.armistice, t.n),
          vp: meanWithMargin(t.armistice, t.vpSum, t.vpSqSum),
          rollouts: t.n,
          rank: place,
          order, // the group's for now: made the action's own row below
          best: t === best,
          gap,
          settled: t.stoppedBy !== null,
          stoppedBy: t.stoppedBy,
          sameAs: t.group.members.filter((m) => m !== actionIndex),
        });
      }
    }
    // rows: by the group's order, its same-outcome actions in the prompt's order
    const rows = [...actions].sort((a, b) => a.order - b.order || a.actionIndex - b.actionIndex);
    const rowOf = new Map(rows.map((a, i) => [a, i]));
    const numbered = actions.map((a) => ({ ...a, order: rowOf.get(a)! }));
    numbered.sort((a, b) => a.actionIndex - b.actionIndex);
    const rolloutsDone = this.tallies.reduce((s, t) => s + t.n, 0);
    const rolloutsMet = this.tallies.reduce((s, t) => s + t.met, 0);
    const open = this.tallies.reduce((s, t) => s + (t.stoppedBy !== null ? t.n : Math.max(t.n, this.maxPerAction)), 0);
    return { actions: numbered, rolloutsDone, rolloutsMet, rolloutsMax: open, done: this.done, why: this.why(placeOf, best) };
  }

  /** The best against the first row of the next place (ranking.ts), paired on their common seeds (why.ts). */
  private why(placeOf: Map<GroupTally, { order: number; place: number }>, best: GroupTally): Why | null {
    const bestPlace = placeOf.get(best)!.place;
    const next = this.tallies
      .filter((t) => placeOf.get(t)!.place > bestPlace)
      .sort((a, b) => placeOf.get(a)!.place - placeOf.get(b)!.place || placeOf.get(a)!.order - placeOf.get(b)!.order)[0];
    return next === undefined ? null : whyBest(best.ends, next.ends, next.group.members[0]);
  }
}
