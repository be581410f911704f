// Save slots: one file per slot in one folder, written atomically with the previous version kept as a
// backup. Loading verifies by replay; a file that fails is moved aside (never overwritten or deleted)
// and reported with the slot and the reason, and the other slots are untouched.
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { GameState } from '../../shared/engine/index.js';
import { SLOT_PATTERN, type LoadProblem, type SlotInfo } from '../../shared/ipc.js';
import type { EnginePort } from '../engine-port.js';
import { toSaveFile, type Campaign } from './campaign.js';
import {
  assertSlot, atomicWriter, BACKUP_SUFFIX, backupPath, exists, isMissing, keepAsBackup, moveAside, readTextOrNull, SAVE_SUFFIX, savePath,
  type AtomicWriter,
} from './files.js';
import type { SaveFile } from './save-format.js';
import { parseSaveText, verifySaveText } from './verify-save.js';

export interface SaveStoreOptions {
  readonly dir: string;
  readonly engine: EnginePort;
  readonly appVersion: string;
  readonly now?: () => Date;
  /** Injected so tests can fail a write half-way (full disk). */
  readonly writer?: AtomicWriter;
}

export type LoadOutcome = { ok: true; file: SaveFile; state: GameState } | { ok: false; problem: LoadProblem };

// write-file-atomic's temp files are "<target>.<number>"; ours for the backup end in ".tmp".
const TEMP_FILE = /\.save\.json(\.bak)?\.(\d+|tmp)$/;

export class SaveStore {
  readonly dir: string;
  private readonly engine: EnginePort;
  private readonly appVersion: string;
  private readonly now: () => Date;
  private readonly writer: AtomicWriter;
  /** One file operation at a time, so a save, a load and a delete never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: SaveStoreOptions) {
    this.dir = options.dir;
    this.engine = options.engine;
    this.appVersion = options.appVersion;
    this.now = options.now ?? (() => new Date());
    this.writer = options.writer ?? atomicWriter;
  }

  private exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Writes the campaign to the slot; the slot's previous file becomes its backup. */
  async save(slot: string, campaign: Campaign): Promise<void> {
    assertSlot(slot);
    const text = JSON.stringify(toSaveFile(campaign, slot, this.appVersion, this.now()));
    return this.exclusive(async () => {
      await fs.mkdir(this.dir, { recursive: true });
      const target = savePath(this.dir, slot);
      keepAsBackup(target, backupPath(this.dir, slot));
      await this.writer(target, text);
    });
  }

  async load(slot: string): Promise<LoadOutcome> {
    assertSlot(slot);
    return this.exclusive(() => this.loadFile(slot, savePath(this.dir, slot)));
  }

  async loadBackup(slot: string): Promise<LoadOutcome> {
    assertSlot(slot);
    return this.exclusive(() => this.loadFile(slot, backupPath(this.dir, slot)));
  }

  private async loadFile(slot: string, path: string): Promise<LoadOutcome> {
    const isBackup = path.endsWith(BACKUP_SUFFIX);
    const backupAvailable = async (): Promise<boolean> => !isBackup && (await exists(backupPath(this.dir, slot)));
    let text: string | null;
    try {
      text = await readTextOrNull(path);
    } catch (e) {
      return { ok: false, problem: { slot, reason: `the file cannot be read (${(e as Error).message})`, movedTo: null, backupAvailable: await backupAvailable() } };
    }
    if (text === null) {
      const reason = isBackup ? 'there is no backup for this slot' : 'there is no save in this slot';
      return { ok: false, problem: { slot, reason, movedTo: null, backupAvailable: await backupAvailable() } };
    }
    const verified = verifySaveText(text, slot, this.engine);
    if (verified.ok) return verified;
    let movedTo: string | null = null;
    try {
      movedTo = await moveAside(path);
    } catch {
      // Could not move it (read-only folder?): leave it where it is; it is still never overwritten by a load.
    }
    const reason = isBackup ? `the backup is damaged too: ${verified.reason}` : verified.reason;
    return { ok: false, problem: { slot, reason, movedTo, backupAvailable: await backupAvailable() } };
  }

  /** The raw text of a slot that loads correctly (for Export). */
  async exportText(slot: string): Promise<string> {
    assertSlot(slot);
    return this.exclusive(async () => {
      const text = await readTextOrNull(savePath(this.dir, slot));
      if (text === null) throw new Error(`There is no save in slot "${slot}"`);
      const verified = verifySaveText(text, slot, this.engine);
      if (!verified.ok) throw new Error(`The save in slot "${slot}" cannot be exported: ${verified.reason}`);
      return text;
    });
  }

  /** Checks an imported file by replay and stores it under a free slot name; returns that name. */
  async importText(text: string, wanted?: string): Promise<string> {
    const label = wanted ?? 'import';
    const verified = verifySaveText(text, label, this.engine);
    if (!verified.ok) throw new Error(`This file cannot be imported: ${verified.reason}`);
    const slot = await this.freeSlot(wanted ?? verified.file.slot);
    const { file } = verified;
    await this.save(slot, { seed: file.seed, options: file.options, actions: file.actions, state: verified.state });
    return slot;
  }

  private async freeSlot(base: string): Promise<string> {
    if (!(await exists(savePath(this.dir, base)))) return base;
    for (let n = 2; n < 1000; n++) {
      const candidate = `${base.slice(0, 28)}-${n}`;
      if (!(await exists(savePath(this.dir, candidate)))) return candidate;
    }
    throw new Error('Too many saves with this name');
  }

  /** Removes a slot and its backup (the player asked for it). Damaged copies stay. */
  async delete(slot: string): Promise<void> {
    assertSlot(slot);
    return this.exclusive(async () => {
      await fs.rm(savePath(this.dir, slot), { force: true });
      await fs.rm(backupPath(this.dir, slot), { force: true });
    });
  }

  async has(slot: string): Promise<boolean> {
    return exists(savePath(this.dir, slot));
  }

  /** Every slot with a save or a backup, newest first; damaged files are listed with their problem. */
  async list(): Promise<SlotInfo[]> {
    const names = await this.fileNames();
    const slots = new Set<string>();
    for (const name of names) {
      const slot = name.endsWith(SAVE_SUFFIX) ? name.slice(0, -SAVE_SUFFIX.length) : name.endsWith(BACKUP_SUFFIX) ? name.slice(0, -BACKUP_SUFFIX.length) : null;
      if (slot !== null && SLOT_PATTERN.test(slot)) slots.add(slot);
    }
    const infos = await Promise.all([...slots].map((slot) => this.info(slot, names)));
    return infos.sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? '') || a.slot.localeCompare(b.slot));
  }

  async info(slot: string, names?: readonly string[]): Promise<SlotInfo> {
    const all = names ?? (await this.fileNames());
    const hasBackup = all.includes(slot + BACKUP_SUFFIX);
    const empty = { slot, savedAt: null, turn: null, actionCount: null, finished: false, hasBackup };
    let text: string | null;
    try {
      text = await readTextOrNull(savePath(this.dir, slot));
    } catch (e) {
      return { ...empty, problem: `the file cannot be read (${(e as Error).message})` };
    }
    if (text === null) return { ...empty, problem: 'only the backup is left' };
    const parsed = parseSaveText(text, slot);
    if (!parsed.ok) return { ...empty, problem: parsed.reason };
    const { summary, savedAt } = parsed.file;
    return { slot, savedAt, turn: summary.turn, actionCount: summary.actionCount, finished: summary.finished, hasBackup, problem: null };
  }

  private async fileNames(): Promise<string[]> {
    try {
      return await fs.readdir(this.dir);
    } catch (e) {
      if (isMissing(e)) return [];
      throw e;
    }
  }

  /** Removes temp files a crash left behind (call at start-up, before any save). */
  async sweepTempFiles(): Promise<number> {
    const stale = (await this.fileNames()).filter((n) => TEMP_FILE.test(n));
    await Promise.all(stale.map((n) => fs.rm(join(this.dir, n), { force: true })));
    return stale.length;
  }
}
