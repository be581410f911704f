// The campaign in play (docs/architecture.md "Main: sessions and the library"): every action goes through the engine, which checks
// it against the prompt; every change is autosaved to the campaign's own record in the library and pushed
// to the listeners (the window, the web host's sockets). It trusts nothing from the renderer: callers
// validate shapes, the engine legality.
import type { DiceChange, GameEvent, GameState, LogEntry, PlainAction } from '../shared/engine/index.js';
import type {
  AboutInfo, AdviceUpdate, Bookmark, CampaignList, CampaignSummary, CampaignUpdate, CampaignView, ExportResult, HistoryInfo, HistoryMoment, ImportRequest, LoadResult,
  NewCampaignRequest, PlayerSettings, SaveOutcome, SeenBoard, TitleInfo, CampaignTaken,
} from '../shared/ipc.js';
import { randomBytes } from 'node:crypto';
import { OPEN_IN_ANOTHER_TAB, OpenCampaigns, TAKEN_BY_ANOTHER_TAB, type CampaignHolder } from './open-campaigns.js';
import type { LibraryStatistics } from '../shared/statistics.js';
import type { EnginePort } from './engine-port.js';
import { DiskError } from './library/disk.js';
import { playerSentence } from './library/disk-errors.js';
import { unsavedSentence } from '../shared/unsaved-words.js';
import type { CampaignLibrary, LoadOutcome, OpenedCampaign } from './library/library.js';
import { bookmarkNameSchema, recordText, tidyForFileName, type CampaignRecord } from './library/record.js';
import { summaryOf } from './library/summary.js';
import { CampaignHistory } from './library/history.js';
import { campaignStory } from './library/campaign-story.js';
import type { CampaignStory } from '../shared/campaign-story.js';
import { statisticsOf } from './library/statistics.js';
import { statisticsCsv } from './library/statistics-csv.js';
import { newCampaignId } from './library/campaign-files.js';
import { inferFamilies } from './library/family.js';
import { campaignName, copyName, originInWords, tidyCampaignName } from '../shared/campaign-names.js';
import { BOOKMARK_NOTE_MAX, tidyNotes } from '../shared/campaign-notes.js';
import type { DiceChoice } from '../shared/branch-dice.js';
import { playerSettings, type SettingsStore } from './settings-model.js';
import * as v from 'valibot';
import { shippingPolicy, type Advice, type AdvisorOptions } from '../shared/advisor/index.js';
import { choiceLabels } from '../shared/labels/index.js';
import { adviceUpdate, type AskInfo } from './advisor/advice-update.js';
import type { AdviceRun } from './advisor/worker-pool.js';
import type { ReviewDesk } from './review/review-desk.js';
import { SessionReviews, type ReviewListener } from './review/session-reviews.js';
import type { ReviewStatus } from '../shared/review-status.js';

/** The advisor's rollouts (main/advisor/worker-pool.ts in the app; tests may bring their own). */
export interface AdvisorPort {
  advise(state: GameState, opts: AdvisorOptions, onProgress: (advice: Advice) => void): AdviceRun;
  /** Readies the workers for the first answer (AdvisorPool.warm): resolves when that is done, never rejects. */
  warm?(state: GameState, policy: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The advisor's own seed: every answer is the same for the same position (asking twice shows the same
 * figures), and none comes from the campaign's seed or dice (docs/advisor.md).
 */
export const ADVISOR_SEED = 1;
/** Progress updates at most this often (ms): the window needs no more to move a progress bar. */
const ADVICE_PUSH_INTERVAL = 100;

/** What an export holds: the file dialog offers its kind of file. */
export type ExportKind = 'campaign' | 'statistics' | 'report';

/** What the host platform offers; all optional so the web host and tests can leave them out. */
export interface Platform {
  /** Asks where to write an exported campaign (or the statistics); null when the player cancels. */
  chooseExportPath?(defaultName: string, kind?: ExportKind): Promise<string | null>;
  writeExport?(path: string, text: string): Promise<void>;
  openFolder?(path: string): Promise<void>;
  quit?(): void;
}

export interface GameServiceDeps {
  readonly engine: EnginePort;
  readonly library: CampaignLibrary;
  readonly settings: SettingsStore;
  readonly appVersion: string;
  readonly randomSeed: () => number;
  readonly platform?: Platform;
  /** The advisor (issue #15); without one, askAdvisor() is refused. */
  readonly advisor?: AdvisorPort;
  /** Rollouts per action at most in an answer (default: the advisor's budget, 500). */
  readonly adviceBudget?: number;
  /** Warm the advisor when a campaign opens, so the first ask is as quick as the next (the app; not kk's one-shot commands). */
  readonly warmAdvisor?: boolean;
  /**
   * How long after a campaign opens the warm-up starts (ms; default at once): the app waits until its board is
   * drawn, since the warm-up takes both cores (bench:web, 2 cores: the first board 930 ms with it at once, 498 without).
   */
  readonly warmAdvisorAfterMs?: number;
  /** Which session plays which campaign, shared by the sessions of one library (main/compose.ts); a service alone has its own. */
  readonly openCampaigns?: OpenCampaigns<LiveParts>;
  /** The reviews of wars (issue #34), shared by the library's sessions; without one, startReview() is refused. */
  readonly reviews?: ReviewDesk;
}

interface Live {
  record: CampaignRecord;
  actions: PlainAction[];
  state: GameState;
  /** The log, one list of entries per step: the start, then each action (Undo pops the last). */
  log: LogEntry[][];
  /** Whether the record is on disk yet (a new campaign whose first write failed is created later). */
  onDisk: boolean;
  /** The board's version (CampaignView.version): a random part per opening and a count of updates since. */
  version: { readonly opening: string; updates: number };
  /** Whether this service holds the campaign's lock (one that could not be written is taken at the next save). */
  lockHeld?: boolean;
  /** Moves played or taken back since the last save that reached the disk (kept in memory only). */
  unsavedMoves?: number;
  /** A bookmark made since then. */
  unsavedBookmark?: boolean;
  /** Why the last save failed (for the player), while anything is unsaved. */
  unsavedReason?: string;
  /** The player said to go on without the unsaved changes (discardUnsaved). */
  dropAgreed?: boolean;
  /** A branch's words as the Campaigns screen says them when it was opened ("Branch of … at …"); null: not a branch. */
  branchWords?: string | null;
}

/** The lock could not be written because the disk cannot be written: the campaign is played in memory. */
const UNWRITABLE_CODES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

function unwritableCode(e: unknown): string | null {
  return e instanceof DiskError && e.code !== null && UNWRITABLE_CODES.has(e.code) ? e.code : null;
}

/** The notice of a campaign opened without its lock: what happens to its moves, and until when. */
function playedInMemoryNotice(code: string): string {
  const until = code === 'ENOSPC' || code === 'EDQUOT' ? 'until there is space on the disk again' : code === 'EROFS' ? 'until the disk can be written again' : 'until Kaiserkrieg is allowed to write to its save folder again';
  return `This campaign is played without saving ${until}: ${playerSentence(code)}. Your moves are kept while the game is open, each move tries to save again, and Export keeps a copy elsewhere.`;
}

/** A campaign in play before it is opened in a session (it then gets a version of its own). */
export type LiveParts = Omit<Live, 'version'>;

export type UpdateListener = (update: CampaignUpdate) => void;
export type AdviceListener = (update: AdviceUpdate) => void;
export type TakenListener = (taken: CampaignTaken) => void;

const STALE_CLICK = 'The board changed before your click arrived (an Undo, or another window moved the campaign on), so nothing was played. Look at the board as it is now and choose again.';

export class GameService {
  private live: Live | null = null;
  /** The number of the last update sent (CampaignUpdate.seq). */
  private seq = 0;
  private readonly listeners = new Set<UpdateListener>();
  /** The history opened last, and the actions it was built from (the live campaign's change with every move). */
  private opened: { id: string; actions: readonly PlainAction[]; history: CampaignHistory } | null = null;
  /** One operation at a time: an autosave finishes before the next action is applied. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly adviceListeners = new Set<AdviceListener>();
  /** The advisor's answer running, if any. */
  private advising: { readonly ask: AskInfo; readonly run: AdviceRun } | null = null;
  private askCount = 0;
  /** Whether this session has had the advisor warmed (warmAdvisorFor). */
  private advisorWarmed = false;
  /** The warm-up waiting for the board to be drawn (warmAdvisorAfterMs). */
  private warmTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly takenListeners = new Set<TakenListener>();
  /** Which session of this library plays which campaign: this one gives its campaign up when another takes it over. */
  private readonly openCampaigns: OpenCampaigns<LiveParts>;
  /** Set once close() is called: the register waits for it before calling the campaign another tab's. */
  private closing: Promise<void> | null = null;
  private readonly holder: CampaignHolder<LiveParts> = { surrender: (id) => this.surrender(id), closing: () => this.closing };
  /** The autosave being written, if any: a take-over waits for it, so the file and the moves handed over agree. */
  private saving: Promise<unknown> = Promise.resolve();
  /** Set when another session took this one's campaign over (until the next campaign opens here). */
  private takenAway = false;

  /** The reviews this session asks for and hears (main/review). */
  private readonly reviews: SessionReviews;

  constructor(private readonly deps: GameServiceDeps) {
    this.openCampaigns = deps.openCampaigns ?? new OpenCampaigns<LiveParts>();
    this.reviews = new SessionReviews({ desk: deps.reviews ?? null, engine: deps.engine, record: (id) => this.recordOf(id), edit: (id, change) => this.editRecord(id, change), plays: (id) => this.live?.record.id === id });
  }

  private get library(): CampaignLibrary {
    return this.deps.library;
  }

  onUpdate(listener: UpdateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onAdvice(listener: AdviceListener): () => void {
    this.adviceListeners.add(listener);
    return () => this.adviceListeners.delete(listener);
  }

  /** The review of a war as it goes (startReview), to this session's window or tab. */
  onReview(listener: ReviewListener): () => void {
    return this.reviews.onReview(listener);
  }

  /** The review of campaign `id` (issue #34, GameApi.reviewStatus / startReview / stopReview). */
  reviewStatus(id: string): Promise<ReviewStatus> {
    return this.reviews.status(id);
  }

  startReview(id: string): Promise<ReviewStatus> {
    return this.reviews.start(id);
  }

  stopReview(id: string): Promise<ReviewStatus> {
    return this.reviews.stop(id);
  }

  /** Told when another session took this one's campaign over. */
  onTaken(listener: TakenListener): () => void {
    this.takenListeners.add(listener);
    return () => this.takenListeners.delete(listener);
  }

  /**
   * The advisor's answer for the pending decision of the campaign in play (shared/ipc.ts GameApi.askAdvisor):
   * progress goes to the onAdvice listeners, the final update is returned. Not serialised with the moves:
   * it reads the position once, and any move cancels it (publish).
   */
  async askAdvisor(): Promise<AdviceUpdate> {
    const live = this.requireLive();
    if (live.state.over !== null) throw new Error('The war is over: there is no decision left to advise on.');
    const advisor = this.deps.advisor;
    if (advisor === undefined) throw new Error('The General Staff cannot be asked here.');
    this.stopAdvice();
    const board = this.deps.engine.view(live.state);
    // Issue 32: a die or a tile to enter from the table is not a decision the General Staff can weigh.
    if (asksTableEntry(board.prompt)) throw new Error('The General Staff advises on decisions: enter the result from your table first.');
    const labels = board.prompt === null ? [] : choiceLabels(board.prompt, board);
    const ask: AskInfo = { askId: ++this.askCount, campaignId: live.record.id, actionCount: live.actions.length, labels, startedAt: Date.now() };
    let last: Advice | null = null;
    let lastPush = 0;
    const run = advisor.advise(live.state, { seed: ADVISOR_SEED, policy: shippingPolicy(), maxPerAction: this.deps.adviceBudget }, (advice) => {
      last = advice;
      const now = Date.now();
      if (now - lastPush < ADVICE_PUSH_INTERVAL) return;
      lastPush = now;
      this.pushAdvice(adviceUpdate(ask, advice, 'running', now));
    });
    this.advising = { ask, run };
    this.pushAdvice(adviceUpdate(ask, null, 'running', Date.now()));
    try {
      const final = await run.result;
      const update = final === null ? adviceUpdate(ask, last, 'cancelled', Date.now()) : adviceUpdate(ask, final, 'done', Date.now());
      this.pushAdvice(update);
      return update;
    } finally {
      if (this.advising?.ask === ask) this.advising = null;
    }
  }

  /** Stops the advisor's answer running, if any (GameApi.cancelAdvisor). */
  cancelAdvisor(): Promise<void> {
    this.stopAdvice();
    return Promise.resolve();
  }

  private stopAdvice(): void {
    const running = this.advising;
    this.advising = null;
    running?.run.cancel();
  }

  private pushAdvice(update: AdviceUpdate): void {
    for (const listener of this.adviceListeners) {
      try {
        listener(update);
      } catch {
        // A closed window or socket must not stop the answer.
      }
    }
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async title(): Promise<TitleInfo> {
    const { defaultOptions } = this.deps.settings.get();
    const { campaigns } = await this.library.list();
    const resumable = campaigns.find((c) => c.problem === null && c.result === null) ?? null;
    return {
      appVersion: this.deps.appVersion,
      continueId: resumable?.id ?? null,
      continueSummary: resumable,
      suggestedSeed: this.deps.randomSeed(),
      defaultOptions,
      libraryProblem: this.library.problem,
    };
  }

  current(): Promise<CampaignView | null> {
    return Promise.resolve(this.live ? this.viewOf(this.live) : null);
  }

  /** A new campaign in a record of its own: nothing else in the library is touched. */
  newCampaign(request: NewCampaignRequest): Promise<CampaignUpdate> {
    return this.serial(async () => {
      await this.keepUnsaved();
      const options = this.deps.engine.normaliseOptions(request.options);
      const { state, events } = this.deps.engine.startGame({ seed: request.seed, options });
      const record = this.library.newRecord({ seed: request.seed, options, name: typedName(request.name), origin: { kind: 'new' } }, state);
      this.rememberOptions(options);
      await this.switchTo({ record, actions: [], state, log: [this.deps.engine.logEntriesOf(events)], onDisk: false });
      return this.publish('new', events, 0, await this.autosave(), null);
    });
  }

  /**
   * Plays one action. `seen` is the board the player clicked on (the renderer always sends it): a click
   * that arrives after the campaign moved on — an Undo from the menu, another window — is refused.
   */
  act(action: PlainAction, seen: SeenBoard): Promise<CampaignUpdate> {
    return this.serial(async () => {
      const live = this.requireLive();
      // The version, not the move count: an Undo and another move give the count back, never the version (F5).
      if (seen.campaignId !== live.record.id || seen.version !== versionOf(live)) throw new Error(STALE_CLICK);
      const { state, events } = this.deps.engine.act(live.state, action); // throws, state untouched, if illegal
      const start = lineCount(live.log);
      live.state = state;
      live.actions = [...live.actions, { ...action }];
      live.log.push(this.deps.engine.logEntriesOf(events));
      this.changedSinceSave(live);
      return this.publish('act', events, start, await this.autosave(), null);
    });
  }

  undo(): Promise<CampaignUpdate> {
    return this.serial(async () => {
      const live = this.requireLive();
      const state = this.deps.engine.undo(live.state, live.actions); // refuses to cross the floor
      live.state = state;
      live.actions = live.actions.slice(0, -1);
      live.log.pop();
      this.changedSinceSave(live);
      return this.publish('undo', [], lineCount(live.log), await this.autosave(), null);
    });
  }

  /** Resumes the campaign in progress played last. */
  async continueLast(): Promise<LoadResult> {
    const { continueId } = await this.title();
    if (continueId === null) return { ok: false, problem: { id: '', reason: 'there is no campaign in progress to continue', movedTo: null, backupAvailable: false, outdated: null } };
    return this.resume(continueId);
  }

  resume(id: string): Promise<LoadResult> {
    return this.serial(async () => {
      // The campaign in play stays as it is, unless its lock was taken over elsewhere: then it is read
      // afresh from disk, as any campaign being opened (after asking about moves only this window has).
      const live = this.live;
      if (live?.record.id === id && (live.lockHeld !== true || this.library.locks.holds(id))) return { ok: true, update: this.publish('load', [], 0, { ok: true }, null) };
      await this.keepUnsaved();
      const held = await this.lockProblem(id);
      if (typeof held === 'object') return held;
      return this.adopt(await this.library.load(id), false, id, held);
    });
  }

  /** Opens campaign `id` here although another session of this library has it: it is handed over from there, moves and all. */
  takeOver(id: string): Promise<LoadResult> {
    return this.serial(async () => {
      if (this.live?.record.id === id) return { ok: true, update: this.publish('load', [], 0, { ok: true }, null) };
      await this.keepUnsaved(); // this tab's own campaign is let go of
      const handed = await this.openCampaigns.takeOver(id, this.holder);
      if (handed === null) {
        // Nobody here had it in play: opened from disk as Resume does (another process's lock still refuses it).
        const held = await this.lockProblem(id);
        if (typeof held === 'object') return held;
        return this.adopt(await this.library.load(id), false, id, held);
      }
      await this.switchTo(handed);
      return { ok: true, update: this.publish('load', [], 0, { ok: true }, null) };
    });
  }

  /** Another session takes campaign `id` over: this one lets go of it (no lock released: the library's lock stays with the campaign). */
  private async surrender(id: string): Promise<LiveParts | null> {
    const live = this.live;
    if (live?.record.id !== id) return null;
    this.live = null;
    this.takenAway = true;
    this.stopAdvice();
    await this.saving;
    for (const listener of this.takenListeners) {
      try {
        listener({ campaignId: id, message: TAKEN_BY_ANOTHER_TAB });
      } catch {
        // A closed window or socket must not stop the take-over.
      }
    }
    const { version: _version, ...parts } = live;
    return parts;
  }

  /** Plays on from the previous version of a damaged campaign file, and makes it the file again. */
  resumeBackup(id: string): Promise<LoadResult> {
    return this.serial(async () => {
      await this.keepUnsaved();
      const held = await this.lockProblem(id);
      if (typeof held === 'object') return held;
      return this.adopt(await this.library.loadBackup(id), true, id, held);
    });
  }

  /** An outdated campaign: a new branch from its last legal move; the original record stays as it is. */
  playOnOutdated(id: string): Promise<LoadResult> {
    return this.serial(async () => {
      await this.keepUnsaved();
      const outcome = await this.library.load(id);
      if (outcome.ok) return this.adopt(outcome, false, id);
      if (outcome.problem.outdated === null) return outcome;
      return this.branch(await this.library.upgradedRecord(id), outcome.problem.outdated.legalMoves);
    });
  }

  /**
   * A new campaign that shares campaign `id`'s history up to `actionCount` (Play from a bookmark, History's Play
   * from here): with the same dice, or new ones from there (issue 31; the seed drawn here, never in the engine).
   */
  playFrom(id: string, actionCount: number, dice: DiceChoice = 'same'): Promise<LoadResult> {
    return this.serial(async () => {
      await this.keepUnsaved();
      const parent = await this.recordOf(id);
      if (actionCount > parent.actions.length) throw new DiskError('That moment is not part of the campaign.');
      return this.branch(parent, actionCount, dice === 'new' ? this.deps.randomSeed() : null);
    });
  }

  /** `newSeed`: the branch's dice from `actionCount` on (null: its war's dice go on). */
  private async branch(parent: CampaignRecord, actionCount: number, newSeed: number | null = null): Promise<LoadResult> {
    const actions = parent.actions.slice(0, actionCount);
    const newDice = branchDice(parent.newDice, actionCount, newSeed);
    const run = this.deps.engine.replaySteps(parent.seed, parent.options, actions, newDice);
    if (run.illegalAt !== null) throw new DiskError(`That moment cannot be reached under today's rules (move ${run.illegalAt + 1} is no longer legal).`);
    const bookmarks = parent.bookmarks.filter((b) => b.actionCount <= actionCount);
    // Its family, written as it is made (issue 31): the campaign it left, by the name it had then, and where.
    const origin = {
      kind: 'branch' as const, of: parent.id, name: campaignName(parent), atMove: actionCount, atTurn: run.state.turn, ...(newSeed === null ? {} : { newDice: true as const }),
    };
    const record = this.library.newRecord({ seed: parent.seed, options: parent.options, actions, parent: { id: parent.id, actionCount }, bookmarks, origin, newDice }, run.state);
    const log = run.steps.map((events) => this.deps.engine.logEntriesOf(events));
    await this.switchTo({ record, actions: [...actions], state: run.state, log, onDisk: false });
    return { ok: true, update: this.publish('load', [], 0, await this.autosave(), null) };
  }

  /** Makes a loaded campaign the live one; a backup is written back as the campaign's file. */
  private async adopt(outcome: LoadOutcome, saveAgain: boolean, id: string, unwritable?: string): Promise<LoadResult> {
    if (!outcome.ok) {
      if (this.live?.record.id !== id) await this.letGo(id);
      return outcome;
    }
    const c: OpenedCampaign = outcome.campaign;
    await this.switchTo({ record: c.record, actions: [...c.record.actions], state: c.state, log: c.log, onDisk: true, lockHeld: unwritable === undefined });
    // A corrected or upgraded campaign is written at once under today's edition, so the notice is shown only once.
    const save = saveAgain || c.rewrite ? await this.autosave() : { ok: true as const };
    const notice = [c.notice, unwritable === undefined ? null : playedInMemoryNotice(unwritable)].filter((n) => n !== null).join('\n\n') || null;
    return { ok: true, update: this.publish('load', [], 0, save, notice) };
  }

  /**
   * The lock of the campaign about to be opened. Another tab or window of this process, or another process,
   * holding it is answered in words. A disk that cannot be written (full, read-only) cannot hold a lock, nor
   * can another Kaiserkrieg write there: the campaign is opened in memory and takes its lock at the first
   * save that can be written. Answers the refusal, or the disk's errno code when the lock could not be
   * written, or undefined when it is held.
   */
  private async lockProblem(id: string): Promise<LoadResult | string | undefined> {
    // Another tab or window of this process first: the library's lock would let every session of it in.
    if (!(await this.openCampaigns.claimOnceClosed(id, this.holder))) {
      return { ok: false, problem: { id, reason: OPEN_IN_ANOTHER_TAB, movedTo: null, backupAvailable: false, outdated: null, openInAnotherTab: true } };
    }
    try {
      await this.library.locks.acquire(id);
      return undefined;
    } catch (e) {
      const code = unwritableCode(e);
      if (code !== null) return code; // played in memory: the register's claim stays, this session plays it
      if (this.live?.record.id !== id) this.openCampaigns.release(id, this.holder);
      return { ok: false, problem: { id, reason: (e as Error).message, movedTo: null, backupAvailable: false, outdated: null } };
    }
  }

  /**
   * Before anything that would drop the live campaign's unsaved moves: one more save; if the disk still
   * refuses, a refusal that says what would be lost, unless the player has said to drop them.
   */
  private async keepUnsaved(): Promise<void> {
    const refusal = await this.unsavedAfterRetry();
    if (refusal !== null && this.live?.dropAgreed !== true) throw new DiskError(refusal, 'EUNSAVED');
  }

  /** Tries once more to save what the disk refused; null when nothing is left unsaved, else what would be lost. */
  private async unsavedAfterRetry(): Promise<string | null> {
    const live = this.live;
    if (live === null || !hasUnsaved(live)) return null;
    if ((await this.autosave()).ok) return null;
    return unsavedSentence({ moves: live.unsavedMoves ?? 0, bookmark: live.unsavedBookmark === true, seed: live.record.seed, turn: live.state.turn, reason: live.unsavedReason ?? 'the disk refused them' });
  }

  /**
   * For a window or tab about to close, the app about to quit, `kk play`'s q: tries once more to save the
   * moves the disk refused; answers null when nothing is lost by leaving, else the sentence to ask with.
   */
  saveUnsaved(): Promise<string | null> {
    return this.serial(async () => {
      const refusal = await this.unsavedAfterRetry();
      return this.live?.dropAgreed === true ? null : refusal;
    });
  }

  /** The player chose to go on without the moves the disk refused: the next switch (or quit) drops them. */
  discardUnsaved(): Promise<void> {
    return this.serial(() => {
      if (this.live !== null) this.live.dropAgreed = true;
      return Promise.resolve();
    });
  }

  /** One more move or take-back held until a save reaches the disk; the player's word to drop was for the earlier ones. */
  private changedSinceSave(live: Live): void {
    live.unsavedMoves = (live.unsavedMoves ?? 0) + 1;
    live.dropAgreed = false;
  }

  /** Lets go of the live campaign (its lock goes, its file stays). */
  private async dropLive(): Promise<void> {
    if (this.live === null) return;
    await this.letGo(this.live.record.id);
    this.live = null;
  }

  /** This session lets go of campaign `id`: its lock goes only when the campaign was this session's (not taken over since). */
  private async letGo(id: string): Promise<void> {
    if (this.openCampaigns.release(id, this.holder)) await this.library.locks.release(id);
  }

  private async switchTo(parts: LiveParts): Promise<void> {
    const next: Live = { ...parts, version: { opening: randomBytes(6).toString('hex'), updates: 0 } };
    const previous = this.live?.record.id;
    if (!this.openCampaigns.claim(next.record.id, this.holder)) throw new DiskError(OPEN_IN_ANOTHER_TAB);
    if (previous !== undefined && previous !== next.record.id) await this.letGo(previous);
    // A campaign not yet on disk has a new id nobody else knows: its lock is taken when its file is
    // first written (autosave), so a folder that cannot be written still lets it be played in memory.
    if (next.onDisk && next.lockHeld !== false) await this.library.locks.acquire(next.record.id);
    this.live = { ...next, lockHeld: next.onDisk && next.lockHeld !== false, branchWords: await this.branchWordsOf(next.record) };
    this.takenAway = false;
    this.warmAdvisorFor(next.state);
  }

  /** The player's first ask comes soon after a campaign opens: its workers start now (once; issue #30). */
  private warmAdvisorFor(state: GameState): void {
    if (this.advisorWarmed || this.deps.warmAdvisor !== true || this.deps.advisor?.warm === undefined || state.over !== null) return;
    this.advisorWarmed = true;
    const after = this.deps.warmAdvisorAfterMs ?? 0;
    if (after <= 0) {
      this.warmAdvisorOn(state);
      return;
    }
    this.warmTimer = setTimeout(() => {
      this.warmTimer = null;
      const now = this.live?.state; // the position in play by then
      if (now !== undefined && now.over === null) this.warmAdvisorOn(now);
    }, after);
    this.warmTimer.unref?.(); // a warm-up never keeps the process alive
  }

  private warmAdvisorOn(state: GameState): void {
    const advisor = this.deps.advisor;
    if (advisor?.warm === undefined || this.closing !== null) return;
    try {
      // A die or tile to enter from the table (issue 32) is no decision to roll out: the JIT warms as well on the
      // first decision of a war played with the app's own dice.
      const position = asksTableEntry(this.deps.engine.view(state).prompt) ? this.deps.engine.startGame({ seed: state.seed }).state : state;
      advisor.warm(position, shippingPolicy()).catch(() => undefined); // a warm-up only saves time: it never stops an opening
    } catch {
      // as above
    }
  }

  /**
   * "Branch of … at Turn 3 (move 69)" for the board while a branch is in play: the family the Campaigns screen
   * shows for this record, so the two never disagree — inferred for a record saved before families were
   * written (a duplicate then is no branch), by the other campaign's name now. Null for any other campaign.
   */
  private async branchWordsOf(record: CampaignRecord): Promise<string | null> {
    const recorded = record.origin ?? null;
    if (recorded === null ? record.parent === null : recorded.kind !== 'branch') return null;
    const list = await this.listCampaigns().catch(() => null);
    const all = list === null ? [] : [...list.campaigns, ...list.deleted];
    const origin = recorded ?? all.find((c) => c.id === record.id)?.origin ?? null;
    if (origin?.kind !== 'branch') return null;
    return originInWords(origin, (id) => all.find((c) => c.id === id && c.problem === null)?.name ?? null);
  }

  /** A campaign's history, built once and kept while its actions stay the same (the History screen's steps). */
  async historyOf(id: string): Promise<CampaignHistory> {
    const liveActions = this.live?.record.id === id ? this.live.actions : null;
    const kept = this.opened;
    if (kept?.id === id && (liveActions === null || kept.actions === liveActions)) return kept.history;
    const record = await this.recordOf(id);
    const history = new CampaignHistory(this.deps.engine, record);
    this.opened = { id, actions: record.actions, history };
    return history;
  }

  /** The History screen's start: where each step stands and the whole log; the campaign is not changed. */
  async history(id: string): Promise<HistoryInfo> {
    const h = await this.historyOf(id);
    const lineCounts = h.marks.map((_, step) => h.lineCountAt(step));
    // Its notes and bookmarks as they stand now (issue 31): the History screen shows them beside the moves.
    const { notes, bookmarks } = await this.recordOf(id);
    return {
      id, seed: h.seed, length: h.length, marks: h.marks, lineCounts, log: h.logUpTo(h.length), finished: h.stateAt(h.length).over !== null, notes: notes ?? '', bookmarks,
    };
  }

  /** The end screen's story of campaign `id`: VP, Unruhe and RM by turn, and what happened on the way. */
  async campaignStory(id: string): Promise<CampaignStory> {
    return campaignStory(this.deps.engine, id, await this.historyOf(id));
  }

  /** The board after `step` actions of campaign `id`, and the events of the action that led there. */
  async historyAt(id: string, step: number): Promise<HistoryMoment> {
    const moment = (await this.historyOf(id)).at(step);
    return { id, step: moment.step, board: moment.view, events: moment.events };
  }

  /** Marks this moment with the player's name for it, and their note on it if they wrote one (issue 31). */
  bookmark(name: string, typedNote = ''): Promise<Bookmark> {
    return this.serial(async () => {
      const live = this.requireLive();
      const parsed = v.safeParse(bookmarkNameSchema, name);
      if (!parsed.success) throw new DiskError(`${parsed.issues[0].message}.`);
      const note = tidyNotes(typedNote, BOOKMARK_NOTE_MAX);
      if (!note.ok) throw new DiskError(bookmarkNoteReason(note.reason));
      const mark: Bookmark = {
        name: parsed.output, actionCount: live.actions.length, turn: live.state.turn, createdAt: new Date().toISOString(), ...(note.text === '' ? {} : { note: note.text }),
      };
      live.record = { ...live.record, bookmarks: [...live.record.bookmarks, mark] };
      live.unsavedBookmark = true;
      live.dropAgreed = false; // the player's word was for the changes they were told of
      const saved = await this.autosave();
      if (!saved.ok) throw new DiskError(saved.message);
      return mark;
    });
  }

  /** The Campaigns screen's list: each campaign with its family, inferred for records saved before one was written (issue 31). */
  async listCampaigns(): Promise<CampaignList> {
    const list = await this.library.list();
    const all = [...list.campaigns, ...list.deleted];
    if (all.every((c) => c.origin !== null || c.problem !== null)) return list;
    const families = await inferFamilies(all, (id) => this.library.record(id).then((r) => r.actions, () => null));
    const withFamily = (c: CampaignSummary): CampaignSummary => (c.origin !== null || c.problem !== null ? c : { ...c, origin: families.get(c.id)?.origin ?? null });
    return { ...list, campaigns: list.campaigns.map(withFamily), deleted: list.deleted.map(withFamily) };
  }

  /** Gives a campaign the name the player typed: the one in play here in memory and on disk, any other on disk. */
  renameCampaign(id: string, typed: string): Promise<CampaignSummary> {
    return this.serial(async () => {
      const tidy = tidyCampaignName(typed);
      if (!tidy.ok) throw new DiskError(tidy.reason);
      if (this.openCampaigns.heldByAnother(id, this.holder)) throw new DiskError('This campaign is open in another tab (or window) of Kaiserkrieg; rename it there.');
      const live = this.live;
      if (live?.record.id !== id) return this.library.rename(id, tidy.name);
      const before = live.record;
      live.record = { ...live.record, name: tidy.name };
      const saved = await this.autosave();
      if (!saved.ok) {
        live.record = { ...live.record, name: before.name };
        throw new DiskError(saved.message);
      }
      return { ...summaryOf(live.record), hasBackup: true };
    });
  }

  /**
   * Keeps the player's notes on a campaign (issue 31): the one in play here in memory and on disk, any other on
   * disk, with a verified write like every save. Blank notes are none; too long is refused in a sentence.
   */
  setNotes(id: string, typed: string): Promise<CampaignSummary> {
    const tidy = tidyNotes(typed);
    if (!tidy.ok) return Promise.reject(new DiskError(tidy.reason));
    const notes = tidy.text === '' ? undefined : tidy.text;
    return this.editRecord(id, (r) => ({ ...r, notes }));
  }

  /** Writes (or, blank, removes) the note of bookmark `index` of a campaign, as setNotes does the campaign's (issue 31). */
  setBookmarkNote(id: string, index: number, typed: string): Promise<CampaignSummary> {
    const tidy = tidyNotes(typed, BOOKMARK_NOTE_MAX);
    if (!tidy.ok) return Promise.reject(new DiskError(bookmarkNoteReason(tidy.reason)));
    return this.editRecord(id, (r) => {
      const mark = r.bookmarks[index];
      if (mark === undefined) throw new DiskError('That bookmark is no longer in this campaign.');
      const { note: _old, ...rest } = mark;
      const bookmarks = r.bookmarks.map((b, i) => (i === index ? (tidy.text === '' ? rest : { ...rest, note: tidy.text }) : b));
      return { ...r, bookmarks };
    });
  }

  /** A change to a campaign's record that is not a move: in memory and on disk for the one in play here, else on disk. */
  private editRecord(id: string, change: (r: CampaignRecord) => CampaignRecord): Promise<CampaignSummary> {
    return this.serial(async () => {
      if (this.openCampaigns.heldByAnother(id, this.holder)) throw new DiskError('This campaign is open in another tab (or window) of Kaiserkrieg; write its notes there.');
      const live = this.live;
      if (live?.record.id !== id) return this.library.edit(id, (r) => change(r));
      const before = live.record;
      live.record = change(live.record);
      const saved = await this.autosave();
      if (!saved.ok) {
        live.record = before;
        throw new DiskError(saved.message);
      }
      return { ...summaryOf(live.record), hasBackup: true };
    });
  }

  duplicate(id: string): Promise<CampaignSummary> {
    return this.serial(async () => {
      const source = await this.recordOf(id);
      const parent = { id: source.id, actionCount: source.actions.length };
      // A copy says so in its name and its family (issue 31), so it never reads like a branch.
      const name = campaignName(source);
      const copy: CampaignRecord = {
        ...source, id: newCampaignId(new Date()), parent, deletedAt: null, started: new Date().toISOString(), name: copyName(name), origin: { kind: 'duplicate', of: source.id, name },
      };
      await this.library.create(copy);
      return { ...summaryOf(copy), hasBackup: false };
    });
  }

  deleteCampaign(id: string): Promise<void> {
    return this.serial(async () => {
      if (this.openCampaigns.heldByAnother(id, this.holder)) throw new DiskError('This campaign is open in another tab (or window) of Kaiserkrieg; close it there first.');
      if (this.live?.record.id !== id) {
        await this.library.setDeleted(id, new Date().toISOString());
        return;
      }
      await this.keepUnsaved();
      // Marked deleted first: a disk that refuses leaves the campaign in play, and the player is told why.
      await this.library.setDeleted(id, new Date().toISOString());
      await this.dropLive();
    });
  }

  restoreCampaign(id: string): Promise<CampaignSummary> {
    return this.serial(() => this.library.setDeleted(id, null));
  }

  async exportCampaign(id: string): Promise<ExportResult> {
    // The campaign in play with moves the disk refused is written from memory; otherwise its file is the
    // campaign exactly as saved (the same bytes, the same day last played).
    const live = this.live;
    const { text, record } = live?.record.id === id && hasUnsaved(live) ? this.liveExport() : await this.library.exportText(id);
    // Named for the player (seed, turn, day last played); an import always gets a new id, so none is needed here.
    // The file type the installers register (issue 35): double-clicking it opens the game and imports it.
    const fileName = `kaiserkrieg-${tidyForFileName(`seed ${record.seed} turn ${record.turn} ${record.lastPlayed.slice(0, 10)}`)}.kaiserkrieg`;
    return this.offerExport(fileName, text, 'campaign');
  }

  private liveExport(): { text: string; record: CampaignRecord } {
    const live = this.requireLive();
    const record = this.library.updated(live.record, live.actions, live.state);
    return { text: recordText(record), record };
  }

  /** Electron asks where and writes the file; the web host hands the text back for the browser to download. */
  private async offerExport(fileName: string, text: string, kind: ExportKind): Promise<ExportResult> {
    const { chooseExportPath, writeExport } = this.deps.platform ?? {};
    if (!chooseExportPath || !writeExport) return { fileName, text, savedTo: null, cancelled: false };
    const path = await chooseExportPath(fileName, kind);
    if (path === null) return { fileName, text, savedTo: null, cancelled: true };
    await writeExport(path, text);
    return { fileName, text, savedTo: path, cancelled: false };
  }

  /** The Statistics screen's figures, kk stats' and the benchmark's: the library's wars counted, each once. */
  async statistics(): Promise<LibraryStatistics> {
    return statisticsOf(this.library);
  }

  async exportStatistics(): Promise<ExportResult> {
    const csv = statisticsCsv(await this.statistics());
    return this.offerExport(`kaiserkrieg-statistics-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'statistics');
  }

  /** The after-action report (issue #34), named for its campaign; main writes the renderer's HTML as it is. */
  saveReport(name: string, html: string): Promise<ExportResult> {
    return this.offerExport(`kaiserkrieg-report-${tidyForFileName(name)}.html`, html, 'report');
  }

  async importCampaign(request: ImportRequest): Promise<CampaignSummary> {
    const record = await this.library.importText(request.text, request.fileName ?? null);
    return { ...summaryOf(record), hasBackup: false };
  }

  about(): Promise<AboutInfo> {
    return Promise.resolve({ appVersion: this.deps.appVersion, savesFolder: this.library.dir });
  }

  async openSaveFolder(): Promise<string> {
    await this.deps.platform?.openFolder?.(this.library.dir);
    return this.library.dir;
  }

  /** The options of a campaign the player starts become the New campaign form's defaults next time. */
  private rememberOptions(options: PlayerSettings['defaultOptions']): void {
    try {
      this.deps.settings.update({ defaultOptions: options });
    } catch {
      // Settings are harmless to lose (settings-model.ts): the campaign starts all the same.
    }
  }

  getSettings(): Promise<PlayerSettings> {
    return Promise.resolve(playerSettings(this.deps.settings.get()));
  }

  async setSettings(patch: Partial<PlayerSettings>): Promise<PlayerSettings> {
    return playerSettings(this.deps.settings.update(patch));
  }

  quit(): Promise<void> {
    this.deps.platform?.quit?.();
    return Promise.resolve();
  }

  /** Lets go of the campaign in play (at quit): its lock goes, its file stays. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.warmTimer !== null) clearTimeout(this.warmTimer);
      this.stopAdvice();
      await this.deps.advisor?.close();
      await this.serial(async () => {
        // One last try for moves the disk refused (the window already asked the player about them).
        if (this.live !== null && hasUnsaved(this.live)) await this.autosave();
        await this.dropLive();
      });
    })();
    return this.closing;
  }

  /** A campaign's record as it stands: the live one's moves in memory, any other's from the library. */
  private async recordOf(id: string): Promise<CampaignRecord> {
    return this.live?.record.id === id ? { ...this.live.record, actions: this.live.actions } : this.library.record(id);
  }

  private requireLive(): Live {
    if (this.live === null && this.takenAway) throw new Error(TAKEN_BY_ANOTHER_TAB);
    if (this.live === null) throw new Error('No campaign is in play: start or resume one first');
    return this.live;
  }

  /** Writes the live campaign; says so plainly when the disk refuses (the move stays in memory). */
  private autosave(): Promise<SaveOutcome> {
    const write = this.write(this.requireLive());
    this.saving = write.catch(() => undefined);
    return write;
  }

  private async write(live: Live): Promise<SaveOutcome> {
    live.record = this.library.updated(live.record, live.actions, live.state);
    try {
      if (live.lockHeld !== true) {
        await this.lockForSave(live.record.id);
        live.lockHeld = true;
      }
      if (live.onDisk) await this.library.save(live.record);
      else {
        await this.library.create(live.record);
        live.onDisk = true;
      }
      live.unsavedMoves = 0;
      live.unsavedBookmark = false;
      live.unsavedReason = undefined;
      live.dropAgreed = false;
      return { ok: true };
    } catch (e) {
      // Taken over by another Kaiserkrieg: no later move tries again, the sentence says what to do.
      if (e instanceof DiskError && e.code === 'ELOCKLOST') {
        live.unsavedReason = 'another Kaiserkrieg opened this campaign after this window did';
        return { ok: false, message: e.message };
      }
      live.unsavedReason = e instanceof DiskError && e.code !== null ? playerSentence(e.code) : 'the disk refused them';
      return { ok: false, message: `${(e as Error).message} Your moves are kept while the game is open; the next move tries again.${await this.lastGoodCopy(live)}` };
    }
  }

  /** The campaign's lock before a save: a disk that cannot take it is a save that failed, not a campaign that did not open. */
  private async lockForSave(id: string): Promise<void> {
    try {
      await this.library.locks.acquire(id);
    } catch (e) {
      const code = unwritableCode(e);
      throw code === null ? e : new DiskError(`The campaign could not be saved: ${playerSentence(code)}.`, code);
    }
  }

  /** Says the copy on disk is intact only after reading it back and checking it. */
  private async lastGoodCopy(live: Live): Promise<string> {
    if (!live.onDisk) return ' Nothing of this campaign is on disk yet.';
    const read = await this.library.files.read(live.record.id).catch(() => null);
    return read?.ok ? ` The copy on disk, after move ${read.record.actions.length}, is intact.` : '';
  }

  private viewOf(live: Live): CampaignView {
    return {
      id: live.record.id, seed: live.record.seed, options: live.record.options, actionCount: live.actions.length, name: campaignName(live.record),
      branch: live.branchWords ?? (live.record.origin?.kind === 'branch' ? originInWords(live.record.origin) : null), version: versionOf(live), board: this.deps.engine.view(live.state),
    };
  }

  /** The companion's pending question: its action's events so far, for the board and the log (issue 32). */
  private entryStepsOf(live: Live): Pick<CampaignUpdate, 'entrySteps'> {
    const engine = this.deps.engine;
    if (live.state.asking === undefined || engine.entrySteps === undefined) return {};
    const events = engine.entrySteps(live.state);
    return events.length === 0 ? {} : { entrySteps: { events, log: engine.logEntriesOf(events) } };
  }

  private publish(reason: CampaignUpdate['reason'], events: readonly GameEvent[], logStart: number, save: SaveOutcome, notice: string | null): CampaignUpdate {
    const live = this.requireLive();
    this.stopAdvice(); // an answer is for the position it was asked on
    live.version.updates++; // every update shows a board of a new version
    const log = reason === 'act' ? live.log[live.log.length - 1] : reason === 'undo' ? [] : live.log.flat();
    const update: CampaignUpdate = { seq: ++this.seq, reason, campaign: this.viewOf(live), events, log, logStart, save, notice, ...this.entryStepsOf(live) };
    for (const listener of this.listeners) {
      try {
        listener(update);
      } catch {
        // A closed window or socket must not break the game.
      }
    }
    return update;
  }
}

/** The name typed in New campaign: none or blank is the default; anything else must be a name (shared/campaign-names.ts). */
function typedName(typed: string | undefined): string | undefined {
  if (typed === undefined || typed.trim() === '') return undefined;
  const tidy = tidyCampaignName(typed);
  if (!tidy.ok) throw new DiskError(tidy.reason);
  return tidy.name;
}

/** The notes' sentence said of a bookmark's note ("A bookmark’s note is at most 1,000 characters; …"). */
function bookmarkNoteReason(reason: string): string {
  return reason.replace(/^Notes are/, 'A bookmark’s note is').replace(/^Notes cannot/, 'A bookmark’s note cannot');
}

/**
 * A branch's dice changes (issue 31): those of its war before the branch point (at it too, for the same dice),
 * and with a new seed one more at the branch point. Undefined when there are none: the seed's dice all along.
 */
function branchDice(of: readonly DiceChange[] | undefined, atMove: number, newSeed: number | null): readonly DiceChange[] | undefined {
  const kept = (of ?? []).filter((c) => (newSeed === null ? c.atMove <= atMove : c.atMove < atMove));
  const all = newSeed === null ? kept : [...kept, { atMove, seed: newSeed }];
  return all.length > 0 ? all : undefined;
}

/** Whether the live campaign holds changes the disk has not got (a branch's moves are its parent's, on disk). */
function hasUnsaved(live: Live): boolean {
  return (live.unsavedMoves ?? 0) > 0 || live.unsavedBookmark === true;
}

function versionOf(live: Live): string {
  return `${live.version.opening}-${live.version.updates}`;
}

function lineCount(log: readonly (readonly LogEntry[])[]): number {
  let n = 0;
  for (const step of log) n += step.length;
  return n;
}

/** Whether the pending question is a die or a tile to enter from the player's table (issue 32): no decision to weigh. */
function asksTableEntry(prompt: { readonly kind: string } | null | undefined): boolean {
  return prompt?.kind === 'enter-dice' || prompt?.kind === 'enter-draw';
}
