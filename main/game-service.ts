// The campaign in play (ARCHITECTURE "GameService"): every action goes through the engine, which checks
// it against the prompt; every change is autosaved and pushed to the listeners (the window, the web
// host's sockets). It trusts nothing from the renderer: callers validate shapes, the engine legality.
import type { Action, GameEvent, GameState, Options } from '../shared/engine/index.js';
import {
  AUTOSAVE_SLOT, type CampaignUpdate, type CampaignView, type ExportResult, type ImportRequest, type LoadResult, type NewCampaignRequest,
  type PlayerSettings, type SaveOutcome, type SlotInfo, type TitleInfo,
} from '../shared/ipc.js';
import type { EnginePort } from './engine-port.js';
import type { LoadOutcome, SaveStore } from './saves/save-store.js';
import { playerSettings, type SettingsStore } from './settings-model.js';

/** What the host platform offers; all optional so the web host and tests can leave them out. */
export interface Platform {
  /** Asks where to write an exported save; null when the player cancels. */
  chooseExportPath?(defaultName: string): Promise<string | null>;
  writeExport?(path: string, text: string): Promise<void>;
  openFolder?(path: string): Promise<void>;
  quit?(): void;
}

export interface GameServiceDeps {
  readonly engine: EnginePort;
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  readonly appVersion: string;
  readonly randomSeed: () => number;
  readonly platform?: Platform;
}

interface Live {
  slot: string;
  readonly seed: number;
  readonly options: Options;
  actions: Action[];
  state: GameState;
}

export type UpdateListener = (update: CampaignUpdate) => void;

export class GameService {
  private live: Live | null = null;
  private readonly listeners = new Set<UpdateListener>();
  /** One operation at a time: an autosave finishes before the next action is applied. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: GameServiceDeps) {}

  onUpdate(listener: UpdateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async title(): Promise<TitleInfo> {
    const { lastSlot, defaultOptions } = this.deps.settings.get();
    const summary = lastSlot !== null && (await this.deps.saves.has(lastSlot)) ? await this.deps.saves.info(lastSlot) : null;
    return {
      appVersion: this.deps.appVersion,
      continueSlot: summary ? summary.slot : null,
      continueSummary: summary,
      suggestedSeed: this.deps.randomSeed(),
      defaultOptions,
    };
  }

  current(): Promise<CampaignView | null> {
    return Promise.resolve(this.live ? this.viewOf(this.live) : null);
  }

  newCampaign(request: NewCampaignRequest): Promise<CampaignUpdate> {
    return this.serial(async () => {
      const options = this.deps.engine.normaliseOptions(request.options);
      const { state, events } = this.deps.engine.startGame({ seed: request.seed, options });
      this.live = { slot: AUTOSAVE_SLOT, seed: request.seed, options, actions: [], state };
      this.rememberSlot(AUTOSAVE_SLOT);
      return this.publish('new', events, await this.autosave());
    });
  }

  act(action: Action): Promise<CampaignUpdate> {
    return this.serial(async () => {
      const live = this.requireLive();
      const { state, events } = this.deps.engine.act(live.state, action); // throws, state untouched, if illegal
      live.state = state;
      live.actions = [...live.actions, { ...action }];
      return this.publish('act', events, await this.autosave());
    });
  }

  undo(): Promise<CampaignUpdate> {
    return this.serial(async () => {
      const live = this.requireLive();
      const state = this.deps.engine.undo(live.state, live.actions); // refuses to cross the floor
      live.state = state;
      live.actions = live.actions.slice(0, -1);
      return this.publish('undo', [], await this.autosave());
    });
  }

  continueLast(): Promise<LoadResult> {
    const { lastSlot } = this.deps.settings.get();
    if (lastSlot === null) return Promise.resolve({ ok: false, problem: { slot: '', reason: 'there is no campaign to continue', movedTo: null, backupAvailable: false } });
    return this.load(lastSlot);
  }

  load(slot: string): Promise<LoadResult> {
    return this.serial(async () => this.adopt(slot, await this.deps.saves.load(slot), false));
  }

  /** Plays on from the previous version of a slot, and makes it the slot's save again. */
  loadBackup(slot: string): Promise<LoadResult> {
    return this.serial(async () => this.adopt(slot, await this.deps.saves.loadBackup(slot), true));
  }

  /** Makes a verified save the live campaign; a backup is written back as the slot's save. */
  private async adopt(slot: string, outcome: LoadOutcome, saveAgain: boolean): Promise<LoadResult> {
    if (!outcome.ok) return outcome;
    const { file, state } = outcome;
    this.live = { slot, seed: file.seed, options: file.options, actions: [...file.actions], state };
    this.rememberSlot(slot);
    return { ok: true, update: this.publish('load', [], saveAgain ? await this.autosave() : { ok: true }) };
  }

  saveAs(slot: string): Promise<SlotInfo> {
    return this.serial(async () => {
      const live = this.requireLive();
      await this.deps.saves.save(slot, live);
      live.slot = slot;
      this.rememberSlot(slot);
      return this.deps.saves.info(slot);
    });
  }

  listSaves(): Promise<SlotInfo[]> {
    return this.deps.saves.list();
  }

  deleteSave(slot: string): Promise<void> {
    return this.serial(async () => {
      await this.deps.saves.delete(slot);
      if (this.live?.slot === slot) this.live = null;
      if (this.deps.settings.get().lastSlot === slot) this.deps.settings.update({ lastSlot: null });
    });
  }

  async exportSave(slot: string): Promise<ExportResult> {
    const text = await this.deps.saves.exportText(slot);
    const fileName = `kaiserkrieg-${slot}.save.json`;
    const { chooseExportPath, writeExport } = this.deps.platform ?? {};
    if (!chooseExportPath || !writeExport) return { fileName, text, savedTo: null, cancelled: false };
    const path = await chooseExportPath(fileName);
    if (path === null) return { fileName, text, savedTo: null, cancelled: true };
    await writeExport(path, text);
    return { fileName, text, savedTo: path, cancelled: false };
  }

  async importSave(request: ImportRequest): Promise<SlotInfo> {
    const slot = await this.deps.saves.importText(request.text, request.slot);
    return this.deps.saves.info(slot);
  }

  async openSaveFolder(): Promise<string> {
    await this.deps.platform?.openFolder?.(this.deps.saves.dir);
    return this.deps.saves.dir;
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

  private requireLive(): Live {
    if (this.live === null) throw new Error('No campaign is in play: start or load one first');
    return this.live;
  }

  private rememberSlot(slot: string): void {
    try {
      this.deps.settings.update({ lastSlot: slot });
    } catch {
      // Losing "Continue" is harmless; the save itself is on disk.
    }
  }

  private async autosave(): Promise<SaveOutcome> {
    const live = this.requireLive();
    try {
      await this.deps.saves.save(live.slot, live);
      return { ok: true };
    } catch (e) {
      const why = (e as NodeJS.ErrnoException).code === 'ENOSPC' ? 'the disk is full' : (e as Error).message;
      return { ok: false, message: `The campaign could not be saved to slot "${live.slot}": ${why}. Your last save is intact.` };
    }
  }

  private viewOf(live: Live): CampaignView {
    return { slot: live.slot, seed: live.seed, options: live.options, actionCount: live.actions.length, board: this.deps.engine.view(live.state) };
  }

  private publish(reason: CampaignUpdate['reason'], events: readonly GameEvent[], save: SaveOutcome): CampaignUpdate {
    const update: CampaignUpdate = {
      reason,
      campaign: this.viewOf(this.requireLive()),
      events,
      log: events.map((e) => this.deps.engine.describeEvent(e)),
      save,
    };
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
