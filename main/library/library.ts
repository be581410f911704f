// The campaign library (docs/desktop.md "The campaign library"): every campaign its own record, never
// overwritten by another; deleted ones restorable for 30 days; damaged files moved aside, never deleted;
// old campaigns replayed under today's rules and told apart as same, corrected or outdated.
import type { LogEntry, GameState, PlainAction } from '../../shared/engine/index.js';
import type { CampaignList, CampaignSummary, LoadProblem } from '../../shared/ipc.js';
import { campaignName, type CampaignOrigin } from '../../shared/campaign-names.js';
import type { EnginePort } from '../engine-port.js';
import { CampaignFiles, KEEP_DELETED_MS, newCampaignId, withoutByteOrderMark } from './campaign-files.js';
import { Catalogue } from './catalogue.js';
import { asDiskError, DiskError, nodeFs, type DiskFs, type WriteReport } from './disk.js';
import { checkImportedMoves, NOT_LEGAL, yieldToHost, type Pause } from './import-check.js';
import { CampaignLocks } from './lock.js';
import type { NewRecordInput } from './library-for-migration.js';
import { migrateSlotSaves, recordFromOldSave } from './migrate-saves.js';
import { parseOldSaveInSlices } from './old-save-in-slices.js';
import type { SaveFile } from '../saves/save-format.js';
import { positionDigest } from './position.js';
import { parseRecordHead, RECORD_FORMAT, type CampaignRecord } from './record.js';
import { parseRecordInSlices, recordTextInSlices } from './record-in-slices.js';
import { correctedNotice, currentEdition, outdatedReason, replayRecord } from './replay-check.js';
import { resultOf, summaryOf } from './summary.js';

export interface LibraryOptions {
  /** The folder of campaign files (`<userData>/campaigns`). */
  readonly dir: string;
  /** The folder of the slot saves of earlier versions, brought into the library once (`<userData>/saves`). */
  readonly oldSavesDir?: string;
  readonly engine: EnginePort;
  readonly appVersion: string;
  readonly now?: () => Date;
  readonly fs?: DiskFs;
  /** How a long import gives the host's event loop back between its slices (tests count the pauses). */
  readonly pause?: Pause;
}

/** A campaign ready to play: its record, the replayed state and its whole log, step by step. */
export interface OpenedCampaign {
  readonly record: CampaignRecord;
  readonly state: GameState;
  /** The log entries (sentence, rule, event reference: issue 29), step by step. */
  readonly log: LogEntry[][];
  /** A rules correction the player must be told about, or null. */
  readonly notice: string | null;
  /** The record must be written again at once (a correction, or actions upgraded to today's shapes). */
  readonly rewrite: boolean;
}

export type LoadOutcome = { ok: true; campaign: OpenedCampaign } | { ok: false; problem: LoadProblem };

export type { NewRecordInput };

/** A branch with fresh dice (an advisor's working copy) offered to the library as a campaign. */
export class BranchNotACampaignError extends Error {
  override name = 'BranchNotACampaignError';
  constructor() {
    super('This position is a branch with fresh dice (a trial of what might happen), not your campaign, so it cannot be saved as a campaign.');
  }
}

/**
 * An imported campaign's dates, never later than the import (F13): "last played in 9999" would keep it the
 * Continue choice (the newest campaign in progress) until it is played, and it was not played then.
 */
function notInTheFuture(record: CampaignRecord, now: Date): Pick<CampaignRecord, 'started' | 'lastPlayed'> {
  const at = (iso: string): string => (Date.parse(iso) > now.getTime() ? now.toISOString() : iso);
  return { started: at(record.started), lastPlayed: at(record.lastPlayed) };
}

/**
 * Where an imported campaign came from (issue 31): the file's name and the day, the campaign the file holds (its
 * id and name, so a file exported from this library is known as a copy of that campaign), and that campaign's own
 * origin one level deep. An old slot save has no campaign of its own.
 */
function importedOrigin(file: CampaignRecord, isCampaignFile: boolean, fileName: string | null, now: Date): CampaignOrigin {
  const own = isCampaignFile ? file.origin ?? null : null;
  const lineage = own?.kind === 'imported' ? { ...own, lineage: undefined } : own;
  return {
    kind: 'imported', of: isCampaignFile ? file.id : null, name: isCampaignFile ? campaignName(file) : undefined, file: fileName, at: now.toISOString(), lineage,
  };
}

/** What the player reads about a campaign file renamed by hand (F11): it is not lost, and what to do with it. */
function misnamedProblem(name: string): string {
  return `"${name}" in the campaigns folder is not named like a campaign file, so it is not listed: import it from the Campaigns screen (it keeps its moves and gets a name of its own), or give it back the name it had`;
}

/** Refuses a branch: its dice are not the campaign's, so its seed and actions would replay another game. */
function refuseBranch(state: GameState): void {
  if (state.branch !== undefined) throw new BranchNotACampaignError();
}

export class CampaignLibrary {
  readonly files: CampaignFiles;
  readonly locks: CampaignLocks;
  readonly engine: EnginePort;
  private readonly catalogue: Catalogue;
  private readonly appVersion: string;
  private readonly now: () => Date;
  private readonly oldSavesDir: string | null;
  private readonly pause: Pause;
  /** Why the library cannot be used (its folder is a file, unreadable…), or null. */
  problem: string | null = null;
  /** Sentences about old saves that could not be brought in. */
  private migrationProblems: string[] = [];
  /** One file operation at a time in this process. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: LibraryOptions) {
    const fs = options.fs ?? nodeFs;
    this.pause = options.pause ?? yieldToHost;
    this.files = new CampaignFiles(options.dir, fs, this.pause);
    this.locks = new CampaignLocks(options.dir, fs);
    this.catalogue = new Catalogue(this.files);
    this.engine = options.engine;
    this.appVersion = options.appVersion;
    this.now = options.now ?? (() => new Date());
    this.oldSavesDir = options.oldSavesDir ?? null;
  }

  get dir(): string {
    return this.files.dir;
  }

  private exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Opens the folder, brings in old saves, removes campaigns deleted more than 30 days ago. Never throws. */
  async open(): Promise<void> {
    try {
      await this.files.open();
      this.problem = null;
    } catch (e) {
      this.problem = asDiskError(e, 'The campaign library cannot be opened').message;
      return;
    }
    if (this.oldSavesDir !== null) {
      const migrated = await migrateSlotSaves(this.oldSavesDir, this, this.now());
      this.migrationProblems = migrated.problems;
    }
    await this.purgeDeleted().catch(() => undefined);
  }

  /** A record for a new campaign at the position its actions reach (not yet on disk); never from a branch. */
  newRecord(input: NewRecordInput, state: GameState): CampaignRecord {
    refuseBranch(state);
    const now = this.now().toISOString();
    return {
      format: RECORD_FORMAT, kind: 'kaiserkrieg-campaign', app: this.appVersion, id: input.id ?? newCampaignId(this.now()),
      seed: input.seed, options: input.options, edition: currentEdition(this.engine), started: input.started ?? now, lastPlayed: now,
      parent: input.parent ?? null, name: input.name, origin: input.origin, newDice: input.newDice, deletedAt: null, bookmarks: input.bookmarks ?? [], turn: state.turn, result: resultOf(state.over),
      position: positionDigest(this.engine.view(state)), actions: input.actions ?? [],
    };
  }

  /** The record brought up to the given state: actions, turn, result, position (today's digest), edition, date; never a branch's. */
  updated(record: CampaignRecord, actions: readonly PlainAction[], state: GameState): CampaignRecord {
    refuseBranch(state);
    return {
      ...record, format: RECORD_FORMAT, app: this.appVersion, edition: currentEdition(this.engine), lastPlayed: this.now().toISOString(), actions,
      turn: state.turn, result: resultOf(state.over), position: positionDigest(this.engine.view(state)),
      bookmarks: record.bookmarks.map((b) => (b.actionCount > actions.length ? { ...b, actionCount: actions.length } : b)),
    };
  }

  create(record: CampaignRecord): Promise<void> {
    return this.exclusive(() => this.files.create(record));
  }

  save(record: CampaignRecord): Promise<WriteReport> {
    // The campaign in play is written only while its lock is still this holder's (taken over elsewhere: refused).
    return this.exclusive(async () => {
      await this.locks.confirmHeld(record.id);
      return this.files.write(record);
    });
  }

  async list(): Promise<CampaignList> {
    if (this.problem !== null) return { campaigns: [], deleted: [], problems: [this.problem] };
    let all: CampaignSummary[];
    let misnamed: string[];
    try {
      [all, misnamed] = await this.exclusive(() => Promise.all([this.catalogue.summaries(), this.files.misnamed()]));
    } catch (e) {
      return { campaigns: [], deleted: [], problems: [asDiskError(e, 'The campaign library cannot be listed').message] };
    }
    const playedAt = this.playedAt();
    const newest = (a: CampaignSummary, b: CampaignSummary): number => playedAt(b) - playedAt(a) || a.id.localeCompare(b.id);
    return {
      campaigns: all.filter((s) => s.deletedAt === null).sort(newest),
      deleted: all.filter((s) => s.deletedAt !== null).sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? '')),
      problems: [...this.migrationProblems, ...misnamed.map(misnamedProblem)],
    };
  }

  /**
   * When a listed campaign was last played, for the list's order (its first one in progress is the Continue
   * choice). A date in the future (a file put in the folder by hand, F13) would stay first however much the
   * player played other campaigns: it counts as no later than its file was last written, and never later than
   * now. The file itself is left as it is.
   */
  private playedAt(): (summary: CampaignSummary) => number {
    const now = this.now().getTime();
    return (summary) => {
      const at = Date.parse(summary.lastPlayed);
      if (Number.isNaN(at)) return -Infinity;
      return at <= now ? at : Math.min(now, this.catalogue.modifiedMs(summary.id) ?? now);
    };
  }

  /** Reads, checks and replays a campaign. A damaged file is moved aside; a newer one is left alone. */
  load(id: string): Promise<LoadOutcome> {
    return this.exclusive(async () => {
      const read = await this.files.read(id);
      if (!read.ok) {
        // Only a file read and found wrong is moved aside: not a newer one, nor one the disk would not read.
        const movedTo = read.missing || read.future || read.unreadable ? null : await this.files.moveAside(id);
        return { ok: false, problem: { id, reason: read.reason, movedTo, backupAvailable: await this.files.hasBackup(id), outdated: null } };
      }
      return this.opened(read.record);
    });
  }

  /** The previous version of a campaign's file, checked and replayed like the file itself. */
  loadBackup(id: string): Promise<LoadOutcome> {
    return this.exclusive(async () => {
      const read = await this.files.readBackup(id);
      if (!read.ok) return { ok: false, problem: { id, reason: `the backup cannot be used either: ${read.reason}`, movedTo: null, backupAvailable: false, outdated: null } };
      return this.opened(read.record);
    });
  }

  /** The record with its actions in today's shapes (a branch from an outdated campaign counts moves in these). */
  async upgradedRecord(id: string): Promise<CampaignRecord> {
    const record = await this.record(id);
    const { actions } = this.engine.upgradeActions(record.edition, record.actions, { seed: record.seed, options: record.options, newDice: record.newDice });
    return { ...record, actions };
  }

  /** Just the record (history, duplicates, exports): checked, not replayed. */
  async record(id: string): Promise<CampaignRecord> {
    const read = await this.exclusive(() => this.files.read(id));
    if (!read.ok) throw new DiskError(`That campaign cannot be read (${read.reason}).`);
    return read.record;
  }

  private opened(record: CampaignRecord): LoadOutcome {
    if (record.edition > currentEdition(this.engine)) {
      const reason = `it was played under a newer edition of the rules (${record.edition}) than this version of Kaiserkrieg knows: update the game to play it`;
      return { ok: false, problem: { id: record.id, reason, movedTo: null, backupAvailable: false, outdated: null } };
    }
    const check = replayRecord(record, this.engine);
    if (check.kind === 'outdated') {
      const reason = outdatedReason(check.legalMoves, check.actions.length, check.rulings, record.edition === currentEdition(this.engine));
      return { ok: false, problem: { id: record.id, reason, movedTo: null, backupAvailable: false, outdated: { legalMoves: check.legalMoves, of: check.actions.length } } };
    }
    const notice = check.kind === 'corrected' ? correctedNotice(check.rulings) : null;
    return { ok: true, campaign: { record: { ...record, actions: check.actions }, state: check.state, log: check.log, notice, rewrite: notice !== null || check.upgraded } };
  }

  /**
   * Gives a campaign (not the one in play here: the session renames that in memory) the name the player typed;
   * another process's open campaign is refused. The name is written with a verified write, checksum and all.
   */
  async rename(id: string, name: string): Promise<CampaignSummary> {
    if (await this.locks.heldElsewhere(id)) throw new DiskError('This campaign is open in another Kaiserkrieg; close it there first.');
    const record: CampaignRecord = { ...(await this.record(id)), name };
    await this.save(record);
    return { ...summaryOf(record), hasBackup: true };
  }

  /** Changes a campaign not in play here (its notes, issue 31) with a verified write; another process's open campaign is refused. */
  async edit(id: string, change: (r: CampaignRecord) => CampaignRecord): Promise<CampaignSummary> {
    if (await this.locks.heldElsewhere(id)) throw new DiskError('This campaign is open in another Kaiserkrieg; close it there first.');
    const record = change(await this.record(id));
    await this.save(record);
    return { ...summaryOf(record), hasBackup: true };
  }

  /** Marks a campaign deleted (or restores it with null); another process's open campaign is refused. */
  async setDeleted(id: string, deletedAt: string | null): Promise<CampaignSummary> {
    if (await this.locks.heldElsewhere(id)) throw new DiskError('This campaign is open in another Kaiserkrieg; close it there first.');
    const record = { ...(await this.record(id)), deletedAt };
    await this.save(record);
    return { ...summaryOf(record), hasBackup: true };
  }

  /** Removes campaigns deleted more than 30 days ago. */
  async purgeDeleted(): Promise<number> {
    const limit = this.now().getTime() - KEEP_DELETED_MS;
    const { deleted } = await this.list();
    let removed = 0;
    for (const s of deleted) {
      if (s.deletedAt !== null && Date.parse(s.deletedAt) < limit) {
        await this.exclusive(() => this.files.remove(s.id));
        removed++;
      }
    }
    return removed;
  }

  /** A campaign file's text as it is on disk (checked first). */
  async exportText(id: string): Promise<{ text: string; record: CampaignRecord }> {
    const record = await this.record(id);
    return { text: await recordTextInSlices(record, this.pause), record };
  }

  /**
   * Checks a campaign file, replays it, and stores it under a new id (an import never replaces anything). A
   * file of today's rules edition must replay: one whose moves are not legal was not written by Kaiserkrieg.
   * A file of an earlier edition comes in as it is and loads as the library loads it (same, corrected, outdated).
   */
  async importText(withMark: string, fileName: string | null = null): Promise<CampaignRecord> {
    const text = withoutByteOrderMark(withMark);
    const moves = await checkImportedMoves(text, this.engine, this.pause);
    if (moves === 'illegal') throw new DiskError(`This file cannot be imported: ${NOT_LEGAL}.`);
    const parsed = await parseRecordInSlices(text, this.pause);
    // A save exported by an earlier version (a slot file) is brought in as the start-up migration does; a
    // campaign file (its head says so) is not one, and is not parsed whole a second time to find that out.
    const old = parsed.ok || parseRecordHead(text) !== null ? null : await parseOldSaveInSlices(text, this.pause);
    if (!parsed.ok && (old === null || !old.ok)) throw new DiskError(`This file cannot be imported: ${parsed.reason}.`);
    const base = parsed.ok ? parsed.record : recordFromOldSave((old as { ok: true; file: SaveFile }).file, this, this.now());
    // A file the slices could not read but the parse accepts is replayed whole (the slices are the fast path).
    if (moves === 'unchecked' && base.edition === currentEdition(this.engine) && this.engine.replaySteps(base.seed, base.options, base.actions, base.newDice).illegalAt !== null) {
      throw new DiskError(`This file cannot be imported: ${NOT_LEGAL}.`);
    }
    const record: CampaignRecord = {
      ...base, ...notInTheFuture(base, this.now()), id: newCampaignId(this.now()), deletedAt: null, origin: importedOrigin(base, parsed.ok, fileName, this.now()),
    };
    await this.create(record);
    return record;
  }
}
