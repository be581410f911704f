// The whole renderer <-> main contract (docs/architecture.md "The arrows", "Where a click goes"). Types and channel names only:
// main/preload.ts exposes exactly this API, main/ipc.ts and main/web-host.ts answer it, and
// renderer/bridge.ts hands it to the renderer. Every payload is plain JSON so that Electron IPC
// (structured clone) and the web host's WebSocket (JSON) behave the same.
import type { BoardView, GameEvent, Options, PlainAction, LogEntry } from './engine/index.js';
import type { HistoryLog } from './history-steps.js';
import type { LibraryStatistics } from './statistics.js';
import type { CampaignStory } from './campaign-story.js';
import type { ActionAdvice } from './advisor/session.js';
import type { CampaignOrigin } from './campaign-names.js';
import type { DiceChoice } from './branch-dice.js';
import type { ReviewStatus } from './review-status.js';

export type { ReviewStatus };

/** A campaign's id in the library: also its file name, so this pattern blocks path traversal. */
export const CAMPAIGN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,47}$/;

/** A bookmark's name as the player typed it: any letters, shown as typed (the app tidies it for files). */
export const BOOKMARK_NAME_MAX = 80;

/** The live campaign as the renderer sees it. */
export interface CampaignView {
  readonly id: string;
  readonly seed: number;
  readonly options: Options;
  readonly actionCount: number;
  /** Its name: the player's, or the default (shared/campaign-names.ts). */
  readonly name: string;
  /** A branch in play: where it came from in words ("Branch of … at Turn 3 (move 69)"); null for any other campaign (issue 31). */
  readonly branch: string | null;
  /**
   * This campaign's board version: changes with every move, undo and load and is never used twice (a random
   * part per opening, so not across restarts either). A click names it (SeenBoard).
   */
  readonly version: string;
  readonly board: BoardView;
}

/** One autosave's outcome: the action is kept in memory even when the disk refuses it. */
export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The board a click was made on: main refuses the click if the campaign has moved on since (issue #28 F5). */
export interface SeenBoard {
  readonly campaignId: string;
  /** The CampaignView.version the player saw: an Undo and another move give the same count but a new version. */
  readonly version: string;
}

/** Pushed to a window or tab whose campaign another one took over (GameApi.takeOver): it shows the board no longer. */
export interface CampaignTaken {
  readonly campaignId: string;
  /** What the player reads. */
  readonly message: string;
}

/** What act() and undo() answer; the same payload is also pushed to the window or tab playing that campaign (onEvents). */
export interface CampaignUpdate {
  /** Increases with every update main sends: a renderer applies each one once, in order. */
  readonly seq: number;
  readonly reason: 'act' | 'undo' | 'new' | 'load';
  readonly campaign: CampaignView;
  /** The engine's events, in order: the renderer animates them. */
  readonly events: readonly GameEvent[];
  /**
   * The log, one entry per event (issue 29: its sentence, its rule and its event's reference, never parsed
   * back). They replace the campaign's whole log from entry `logStart` on: 0 with the whole log after a load,
   * the old length after an act, and a shorter length with no entries after an Undo (the lines of what it
   * took back go). After an act or a new campaign, entry i is `events[i]`'s.
   */
  readonly log: readonly LogEntry[];
  readonly logStart: number;
  readonly save: SaveOutcome;
  /** Something the player must read about this campaign (a rules correction on load), or null. */
  readonly notice: string | null;
  /**
   * The table companion's question pending (issue 32): the events of its action up to the roll or draw asked for,
   * with their log entries, which the campaign's own events and log hold only once every result is entered.
   * The renderer shows them on the board and in the log meanwhile; absent when no question is pending.
   */
  readonly entrySteps?: { readonly events: readonly GameEvent[]; readonly log: readonly LogEntry[] };
}

/** A named moment in a campaign's history: the position after `actionCount` actions. */
export interface Bookmark {
  readonly name: string;
  readonly actionCount: number;
  readonly turn: number;
  readonly createdAt: string;
  /** The player's note on this moment (issue 31), absent when none. */
  readonly note?: string;
}

/** How a campaign ended: the VP and band of the Armistice, or the turn and front of the Defeat. */
export type CampaignResult =
  | { readonly kind: 'armistice'; readonly turn: number; readonly vp: number; readonly band: string }
  | { readonly kind: 'defeat'; readonly turn: number; readonly front: string | null };

/** A row of the Campaigns screen. */
export interface CampaignSummary {
  readonly id: string;
  readonly seed: number;
  readonly options: Options;
  /** The rules edition it was last played under (shared/data/rules-editions.ts). */
  readonly edition: number;
  readonly started: string;
  readonly lastPlayed: string;
  readonly turn: number;
  readonly actionCount: number;
  readonly result: CampaignResult | null;
  readonly bookmarks: readonly Bookmark[];
  /** A branch: the campaign it left and after how many of that campaign's actions. */
  readonly parent: { readonly id: string; readonly actionCount: number } | null;
  /** Its name: the player's, or the default (shared/campaign-names.ts). */
  readonly name: string;
  /** Where it came from: as recorded, or inferred for a record saved before families were (issue 31); null if unknown. */
  readonly origin: CampaignOrigin | null;
  /** The player's notes on it ('' for none: shared/campaign-notes.ts). */
  readonly notes: string;
  /** When the player deleted it (it can be restored for 30 days), or null. */
  readonly deletedAt: string | null;
  /** The previous version of the file exists (offered when the file itself is damaged). */
  readonly hasBackup: boolean;
  /** Why the file cannot be read, or null. */
  readonly problem: string | null;
}

/** The Campaigns screen: campaigns kept, deleted ones that can still be restored, and files with problems. */
export interface CampaignList {
  readonly campaigns: readonly CampaignSummary[];
  readonly deleted: readonly CampaignSummary[];
  /** Sentences about the library itself (an unreadable folder, an old save that could not be brought in). */
  readonly problems: readonly string[];
}

/** Why a campaign could not be resumed, in words for the player, and what can be done about it. */
export interface LoadProblem {
  readonly id: string;
  readonly reason: string;
  /** The damaged file was moved aside under this file name (it is never deleted or overwritten). */
  readonly movedTo: string | null;
  /** The previous version exists: offer resumeBackup(id). */
  readonly backupAvailable: boolean;
  /**
   * The campaign is outdated: its action number `legalMoves + 1` is no longer legal under these rules.
   * Offer playOnOutdated(id), which starts a branch from the last legal move (the record stays).
   */
  readonly outdated: { readonly legalMoves: number; readonly of: number } | null;
  /** The campaign is open in another tab or window of this Kaiserkrieg: offer takeOver(id). */
  readonly openInAnotherTab?: boolean;
}

export type LoadResult =
  | { readonly ok: true; readonly update: CampaignUpdate }
  | { readonly ok: false; readonly problem: LoadProblem };

/** A campaign's history as the History screen needs it once: where each step stands, and the whole log (HistoryLog). */
export interface HistoryInfo extends HistoryLog {
  readonly id: string;
  readonly seed: number;
  /** The last step: how many of its actions can be played (steps run 0 … length). */
  readonly length: number;
  /** Whether the campaign is over at its last step. */
  readonly finished: boolean;
  /** The player's notes on the campaign ('' for none) and its bookmarks, with their notes (issue 31). */
  readonly notes: string;
  readonly bookmarks: readonly Bookmark[];
}

/** One moment of a campaign's history: the board after `step` actions, and the events that led there. */
export interface HistoryMoment {
  readonly id: string;
  readonly step: number;
  readonly board: BoardView;
  /** The events of the action that led to this step (step 0: the campaign's opening): a replay animates them. */
  readonly events: readonly GameEvent[];
}

/** The title screen: Continue is offered for the campaign in progress played last. */
export interface TitleInfo {
  readonly appVersion: string;
  readonly continueId: string | null;
  readonly continueSummary: CampaignSummary | null;
  /** A fresh seed to show on the New campaign screen (the player may change it). */
  readonly suggestedSeed: number;
  readonly defaultOptions: Options;
  /** A sentence about the library when it cannot be used (its folder is not readable), else null. */
  readonly libraryProblem: string | null;
}

/** The About screen (issue 16): asked for only when the player opens it, as the save folder is shown only where the player asks (issue 13). */
export interface AboutInfo {
  readonly appVersion: string;
  /** Where the campaigns are kept. */
  readonly savesFolder: string;
}

export interface NewCampaignRequest {
  readonly seed: number;
  readonly options: Options;
  /** The name the player typed; none (or blank): the default. */
  readonly name?: string;
}

export interface ImportRequest {
  /** The campaign file's text (the renderer reads it from a file picker or a drop). */
  readonly text: string;
  /** The picked file's name, kept in the campaign's family ("Imported from war.json on …"). */
  readonly fileName?: string;
}

export interface ExportResult {
  readonly fileName: string;
  readonly text: string;
  /** Where main wrote it (Electron asks with a dialog); null: the renderer should offer a download. */
  readonly savedTo: string | null;
  /** The player closed main's file dialog: do nothing. */
  readonly cancelled: boolean;
}

/** Player-facing settings (window geometry is main's business and not exposed). */
export interface PlayerSettings {
  /** 0…1 */
  readonly volume: number;
  /** Animation speed factor: 0 skips animations, 1 is normal, up to 4. */
  readonly animationSpeed: number;
  readonly defaultOptions: Options;
  /** Okabe–Ito highlight and result colours, safe for the common kinds of colour blindness. */
  readonly colourBlind: boolean;
  /** No sound at all (the volume is kept for when sound comes back). */
  readonly muted: boolean;
  /** Animations jump to their end: 'system' follows the computer's "reduce motion" preference. */
  readonly reducedMotion: ReducedMotion;
  /** The New campaign screen's "Guide me through the first turn", as the player last left it (issue #14). */
  readonly guideFirstTurn: boolean;
  /** How large the words of the side panel, prompt bar, dialogs and tooltips are drawn. */
  readonly textSize: TextSize;
  /** "Roll the dice myself in the app" (issue 32): each roll the app makes waits for a click or Space, then
   *  animates; the app's own dice still decide (unlike the campaign option "I roll the dice myself"). */
  readonly rollDiceInApp: boolean;
  /** Daylight or Low light (issue #33): the board, panels, screens and charts in light or dark colours. */
  readonly theme: Theme;
}

/** The reduced-motion setting's values, in the order the Settings screen offers them. */
export const REDUCED_MOTION_VALUES = ['system', 'on', 'off'] as const;
export type ReducedMotion = (typeof REDUCED_MOTION_VALUES)[number];

/**
 * One legal action in the advisor's answer (issue #15, docs/advisor.md): the estimate of
 * shared/advisor/session.ts (its `actionIndex` indexes `board.prompt.actions` of the position advised on)
 * with the action's button words (shared/labels), never its JSON.
 */
export type AdvisedAction = ActionAdvice & { readonly label: string };

/**
 * The advisor's answer as it firms up: pushed to the window or tab that asked (onAdvice) while it runs, and the last one is
 * what askAdvisor() resolves with. An answer is for one position only: `campaignId` + `actionCount` (the
 * count of moves); any move, undo or load in its own window or tab cancels it, never one in another.
 */
export interface AdviceUpdate {
  /** Increases with every ask: a renderer ignores updates of an ask it no longer shows. */
  readonly askId: number;
  readonly campaignId: string;
  readonly actionCount: number;
  /** 'running' while rollouts are played; 'done' is final; 'cancelled' by cancelAdvisor() or a new move. */
  readonly status: 'running' | 'done' | 'cancelled';
  /** 0–1 for a progress bar: rollouts played over the most the answer can still take. */
  readonly progress: number;
  readonly rolloutsDone: number;
  /** Every legal action of the position, in the prompt's order. */
  readonly actions: readonly AdvisedAction[];
  /** Why the best stands above the next place, from the wars themselves (shared/advisor/why.ts); null or absent when nothing is clear. */
  readonly why?: string | null;
  /** Wall-clock seconds since the ask. */
  readonly seconds: number;
}
/** The text-size setting's values, smallest first (renderer/ui/text-size.ts has their scales and names). */
export const TEXT_SIZE_VALUES = ['small', 'normal', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZE_VALUES)[number];

/** The theme setting's values (issue #33; renderer/ui/theme.ts has their names and applies them). */
export const THEME_VALUES = ['daylight', 'low-light'] as const;
export type Theme = (typeof THEME_VALUES)[number];

/** Commands from the app menu that need the renderer (a screen or a question). */
export type MenuCommand = 'new-campaign' | 'campaigns' | 'bookmark' | 'import' | 'export' | 'settings' | 'rules' | 'about' | 'title' | 'undo';

/** The API the renderer uses. Every call may reject with an Error whose message is for the player. */
export interface GameApi {
  title(): Promise<TitleInfo>;
  newCampaign(request: NewCampaignRequest): Promise<CampaignUpdate>;
  continueLast(): Promise<LoadResult>;
  /** The campaign in play, or null on the title screen. */
  current(): Promise<CampaignView | null>;
  /** Plays a legal action on the board the player saw; refused, with nothing changed, if the board moved on. */
  act(action: PlainAction, seen: SeenBoard): Promise<CampaignUpdate>;
  undo(): Promise<CampaignUpdate>;
  /** Every campaign of the library, newest first. */
  listCampaigns(): Promise<CampaignList>;
  resume(id: string): Promise<LoadResult>;
  /** Opens campaign `id` here although another tab or window has it open: it closes there (onTaken), every move kept. */
  takeOver(id: string): Promise<LoadResult>;
  /** Plays on from the previous version of a damaged campaign file. */
  resumeBackup(id: string): Promise<LoadResult>;
  /** An outdated campaign: a new branch from its last legal move (the original record stays). */
  playOnOutdated(id: string): Promise<LoadResult>;
  /**
   * A new branch of campaign `id` from the position after `actionCount` of its actions; `dice` 'new': its rolls
   * from there come from a new seed, kept in its record (issue 31). Left out: the same dice.
   */
  playFrom(id: string, actionCount: number, dice?: DiceChoice): Promise<LoadResult>;
  /** A campaign's history (any campaign of the library, or the one in play as it stands): nothing is changed. */
  history(id: string): Promise<HistoryInfo>;
  /** The board of campaign `id` after `step` of its actions (clamped to its history). */
  historyAt(id: string, step: number): Promise<HistoryMoment>;
  /** Marks this moment of the campaign in play with the player’s name for it, and their note on it if any. */
  bookmark(name: string, note?: string): Promise<Bookmark>;
  /** Keeps the player's notes on campaign `id` (plain text; blank for none), checked like every save (issue 31). */
  setNotes(id: string, text: string): Promise<CampaignSummary>;
  /** Writes the note of campaign `id`'s bookmark number `index` (blank: removes it), as setNotes does. */
  setBookmarkNote(id: string, index: number, text: string): Promise<CampaignSummary>;
  duplicate(id: string): Promise<CampaignSummary>;
  /** Gives campaign `id` the name the player typed (the one in play too: the board and the title then name it so). */
  renameCampaign(id: string, name: string): Promise<CampaignSummary>;
  /** Moves a campaign to the deleted list (restorable for 30 days). */
  deleteCampaign(id: string): Promise<void>;
  restoreCampaign(id: string): Promise<CampaignSummary>;
  exportCampaign(id: string): Promise<ExportResult>;
  importCampaign(request: ImportRequest): Promise<CampaignSummary>;
  openSaveFolder(): Promise<string>;
  /** The About screen's facts, the save folder among them. */
  about(): Promise<AboutInfo>;
  getSettings(): Promise<PlayerSettings>;
  setSettings(patch: Partial<PlayerSettings>): Promise<PlayerSettings>;
  quit(): Promise<void>;
  /** The statistics across the library's campaigns (the Statistics screen). */
  statistics(): Promise<LibraryStatistics>;
  /** The statistics as a CSV table: written where the player chose (Electron) or handed back for a download. */
  exportStatistics(): Promise<ExportResult>;
  /** An after-action report (issue #34) the renderer wrote as HTML: saved where the player chose (Electron), or
   *  handed back for a download (the web host). `name`: the campaign's, for the file's name. */
  saveReport(name: string, html: string): Promise<ExportResult>;
  /** The end screen's story of a campaign: VP, Unruhe and RM by turn, and what happened on the way. */
  campaignStory(id: string): Promise<CampaignStory>;
  /**
   * "Ask the General Staff" (docs/advisor.md): estimates, for the pending decision of the campaign in play,
   * each legal action's chance of the Armistice and its VP, in worker threads (the game stays responsive).
   * Progress is pushed to onAdvice; resolves with the final update ('done', or 'cancelled' when
   * cancelAdvisor() or a move came first). Refused when no campaign is in play or the war is over. Asking
   * again cancels the answer running. The campaign's own dice are never used or moved.
   */
  askAdvisor(): Promise<AdviceUpdate>;
  /** Stops the answer running (nothing happens when none is). */
  cancelAdvisor(): Promise<void>;
  /**
   * While moves the disk refused are held in memory only, New campaign, Resume, Continue, Play from, Play on,
   * the backup and Delete of the campaign in play are refused with a sentence (shared/unsaved-words.ts);
   * after this call the next of them goes on and drops those moves.
   */
  discardUnsaved(): Promise<void>;
  /** The review of campaign `id` (issue #34): what is kept or running for it; nothing changes. */
  reviewStatus(id: string): Promise<ReviewStatus>;
  /**
   * Starts the review of campaign `id` in worker threads (or resumes a stopped one, redoes an outdated one, extends a
   * done one of a war that went on); resolves at once with state 'running'; progress is pushed to onReview.
   */
  startReview(id: string): Promise<ReviewStatus>;
  /** Stops the review of campaign `id`; what is done is kept (state 'stopped'). */
  stopReview(id: string): Promise<ReviewStatus>;
  /** Pushed after every act, undo, load or new campaign (also ones started from the menu). */
  onEvents(callback: (update: CampaignUpdate) => void): () => void;
  onMenuCommand(callback: (command: MenuCommand) => void): () => void;
  /** The advisor's answer as it firms up (askAdvisor). */
  onAdvice(callback: (update: AdviceUpdate) => void): () => void;
  /** Another tab or window took this one's campaign over: show the sentence and leave the board. */
  onTaken(callback: (taken: CampaignTaken) => void): () => void;
  /** The review as it goes (startReview), to the window or tab that started it. */
  onReview(callback: (status: ReviewStatus) => void): () => void;
}

/** The request/reply methods of GameApi (everything but the subscriptions). */
export type ApiMethod = Exclude<keyof GameApi, 'onEvents' | 'onMenuCommand' | 'onAdvice' | 'onTaken' | 'onReview'>;

export const API_METHODS = [
  'title', 'newCampaign', 'continueLast', 'current', 'act', 'undo', 'listCampaigns', 'resume', 'resumeBackup', 'playOnOutdated',
  'playFrom', 'bookmark', 'duplicate', 'renameCampaign', 'setNotes', 'setBookmarkNote', 'deleteCampaign', 'restoreCampaign', 'exportCampaign', 'importCampaign', 'openSaveFolder', 'about',
  'getSettings', 'setSettings', 'quit', 'history', 'historyAt', 'statistics', 'exportStatistics', 'saveReport',
  'campaignStory', 'askAdvisor', 'cancelAdvisor', 'discardUnsaved', 'takeOver', 'reviewStatus', 'startReview', 'stopReview',
] as const satisfies readonly ApiMethod[];

/** Electron channel of a method: one ipcMain.handle per method. */
export function channelOf(method: ApiMethod): string {
  return `kk:${method}`;
}

/** Push channels (main -> renderer). */
export const EVENTS_CHANNEL = 'kk:engine-events';
export const MENU_CHANNEL = 'kk:menu-command';
export const ADVICE_CHANNEL = 'kk:advice';
export const TAKEN_CHANNEL = 'kk:campaign-taken';
export const REVIEW_CHANNEL = 'kk:review';

/** The global the preload defines in the page. */
export const API_GLOBAL = 'kaiserkrieg';

/** The web host's WebSocket messages: the same methods as IPC. */
export interface WsRequest {
  readonly id: number;
  readonly method: string;
  readonly args: readonly unknown[];
}
export type WsReply = { readonly id: number; readonly ok: true; readonly result: unknown } | { readonly id: number; readonly ok: false; readonly error: string };
export type WsPush = { readonly event: 'engine-events'; readonly update: CampaignUpdate } | { readonly event: 'menu-command'; readonly command: MenuCommand }
  | { readonly event: 'advice'; readonly update: AdviceUpdate } | { readonly event: 'campaign-taken'; readonly taken: CampaignTaken }
  | { readonly event: 'review'; readonly status: ReviewStatus };
export const WS_PATH = '/ws';

/** The largest campaign file main imports, in characters; the page refuses a larger file before sending it. */
export const MAX_SAVE_TEXT = 16 * 1024 * 1024;
