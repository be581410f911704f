// The whole renderer <-> main contract (ARCHITECTURE "Main process"). Types and channel names only:
// main/preload.ts exposes exactly this API, main/ipc.ts and main/web-host.ts answer it, and
// renderer/bridge.ts hands it to the renderer. Every payload is plain JSON so that Electron IPC
// (structured clone) and the web host's WebSocket (JSON) behave the same.
import type { Action, BoardView, GameEvent, Options } from './engine/index.js';

/** A save slot name: lower-case letters, digits, '-' and '_'; this also blocks path traversal. */
export const SLOT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** The slot every new campaign plays in until the player picks "Save as". */
export const AUTOSAVE_SLOT = 'autosave';

/** The live campaign as the renderer sees it. */
export interface CampaignView {
  readonly slot: string;
  readonly seed: number;
  readonly options: Options;
  readonly actionCount: number;
  readonly board: BoardView;
}

/** One autosave's outcome: the action is kept in memory even when the disk refuses it. */
export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What act() and undo() answer; the same payload is also pushed to every window (onEvents). */
export interface CampaignUpdate {
  readonly reason: 'act' | 'undo' | 'new' | 'load';
  readonly campaign: CampaignView;
  /** The engine's events, in order: the renderer animates them. */
  readonly events: readonly GameEvent[];
  /** One log sentence per event (engine describeEvent), with its rule number. */
  readonly log: readonly string[];
  readonly save: SaveOutcome;
}

/** A row of the Load screen. A damaged file is listed too, so the player sees it. */
export interface SlotInfo {
  readonly slot: string;
  readonly savedAt: string | null;
  readonly turn: number | null;
  readonly actionCount: number | null;
  readonly finished: boolean;
  readonly hasBackup: boolean;
  /** Why the file cannot be read, without touching it (it is moved aside only when loaded). */
  readonly problem: string | null;
}

/** Why a slot could not be loaded, in words for the player, and what can be done about it. */
export interface LoadProblem {
  readonly slot: string;
  readonly reason: string;
  /** Where the damaged file now lies (it is never deleted or overwritten). */
  readonly movedTo: string | null;
  /** The previous version exists: offer loadBackup(slot). */
  readonly backupAvailable: boolean;
}

export type LoadResult =
  | { readonly ok: true; readonly update: CampaignUpdate }
  | { readonly ok: false; readonly problem: LoadProblem };

/** The title screen: Continue is offered when the last campaign's slot exists. */
export interface TitleInfo {
  readonly appVersion: string;
  readonly continueSlot: string | null;
  readonly continueSummary: SlotInfo | null;
  /** A fresh seed to show on the New campaign screen (the player may change it). */
  readonly suggestedSeed: number;
  readonly defaultOptions: Options;
}

export interface NewCampaignRequest {
  readonly seed: number;
  readonly options: Options;
}

export interface ImportRequest {
  /** The save file's text (the renderer reads it from a file picker or a drop). */
  readonly text: string;
  /** The slot to import into; defaults to the slot named in the file. Never overwrites silently. */
  readonly slot?: string;
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
}

/** Commands from the app menu that need the renderer (a screen or a question). */
export type MenuCommand = 'new-campaign' | 'load' | 'save-as' | 'import' | 'export' | 'settings' | 'rules' | 'about' | 'title';

/** The API the renderer uses. Every call may reject with an Error whose message is for the player. */
export interface GameApi {
  title(): Promise<TitleInfo>;
  newCampaign(request: NewCampaignRequest): Promise<CampaignUpdate>;
  continueLast(): Promise<LoadResult>;
  /** The campaign in play, or null on the title screen. */
  current(): Promise<CampaignView | null>;
  act(action: Action): Promise<CampaignUpdate>;
  undo(): Promise<CampaignUpdate>;
  listSaves(): Promise<SlotInfo[]>;
  saveAs(slot: string): Promise<SlotInfo>;
  load(slot: string): Promise<LoadResult>;
  loadBackup(slot: string): Promise<LoadResult>;
  deleteSave(slot: string): Promise<void>;
  exportSave(slot: string): Promise<ExportResult>;
  importSave(request: ImportRequest): Promise<SlotInfo>;
  openSaveFolder(): Promise<string>;
  getSettings(): Promise<PlayerSettings>;
  setSettings(patch: Partial<PlayerSettings>): Promise<PlayerSettings>;
  quit(): Promise<void>;
  /** Pushed after every act, undo, load or new campaign (also ones started from the menu). */
  onEvents(callback: (update: CampaignUpdate) => void): () => void;
  onMenuCommand(callback: (command: MenuCommand) => void): () => void;
}

/** The request/reply methods of GameApi (everything but the two subscriptions). */
export type ApiMethod = Exclude<keyof GameApi, 'onEvents' | 'onMenuCommand'>;

export const API_METHODS = [
  'title', 'newCampaign', 'continueLast', 'current', 'act', 'undo', 'listSaves', 'saveAs', 'load', 'loadBackup',
  'deleteSave', 'exportSave', 'importSave', 'openSaveFolder', 'getSettings', 'setSettings', 'quit',
] as const satisfies readonly ApiMethod[];

/** Electron channel of a method: one ipcMain.handle per method. */
export function channelOf(method: ApiMethod): string {
  return `kk:${method}`;
}

/** Push channels (main -> renderer). */
export const EVENTS_CHANNEL = 'kk:engine-events';
export const MENU_CHANNEL = 'kk:menu-command';

/** The global the preload defines in the page. */
export const API_GLOBAL = 'kaiserkrieg';

/** The web host's WebSocket messages: the same methods as IPC. */
export interface WsRequest {
  readonly id: number;
  readonly method: string;
  readonly args: readonly unknown[];
}
export type WsReply = { readonly id: number; readonly ok: true; readonly result: unknown } | { readonly id: number; readonly ok: false; readonly error: string };
export type WsPush = { readonly event: 'engine-events'; readonly update: CampaignUpdate } | { readonly event: 'menu-command'; readonly command: MenuCommand };
export const WS_PATH = '/ws';
