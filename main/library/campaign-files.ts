// The campaign library's folder: one file per campaign, "<id>.campaign.json", with its previous version
// as "<id>.campaign.json.bak". Campaigns are never overwritten by one another (a new one is created with
// an id no file has); a deleted one is only marked, and its file removed 30 days later.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { join } from 'node:path';
import { CAMPAIGN_ID_PATTERN } from '../../shared/ipc.js';
import {
  asDiskError, DiskError, moveAside, nodeFs, PRIVATE_FOLDER_MODE, readCapped, sweepTempFiles, writeVerified, type DiskFs, type WriteReport,
} from './disk.js';
import { playerSentence } from './disk-errors.js';
import { MAX_RECORD_BYTES, type CampaignRecord, type ParsedRecord } from './record.js';
import { parseRecordInSlices, recordTextInSlices } from './record-in-slices.js';
import { yieldToHost, type Pause } from './slices.js';

export const RECORD_SUFFIX = '.campaign.json';
export const BACKUP_SUFFIX = '.campaign.json.bak';
/** A deleted campaign can be restored for this long; then its files are removed. */
export const KEEP_DELETED_MS = 30 * 24 * 60 * 60 * 1000;

export type ReadOutcome =
  | { ok: true; record: CampaignRecord }
  /** unreadable: the disk refused the read (permissions, too many open files…): nothing says the file is damaged. */
  | { ok: false; reason: string; missing: boolean; future: boolean; unreadable: boolean };

export function assertId(id: string): void {
  if (!CAMPAIGN_ID_PATTERN.test(id)) throw new DiskError('That is not a campaign of this library.');
}

/** A new id: the date and time it was made, and random letters so two made at once never meet. */
export function newCampaignId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

/**
 * An editor's byte-order mark before a campaign file's text (F13): not part of the campaign, nor of what its
 * checksum covers (Kaiserkrieg never writes one), so it is left out before the text is read.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A campaign is the file of its name: a file copied or renamed by hand keeps the id of the campaign it
 * came from inside it, and saving it under that id would overwrite the other campaign.
 */
function named(outcome: ReadOutcome, id: string): ReadOutcome {
  return outcome.ok && outcome.record.id !== id ? { ok: true, record: { ...outcome.record, id } } : outcome;
}

export class CampaignFiles {
  /** `pause`: how reading or writing a long file gives the host's event loop back between slices. */
  constructor(readonly dir: string, readonly fs: DiskFs = nodeFs, private readonly pause: Pause = yieldToHost) {}

  recordPath(id: string): string {
    assertId(id);
    return join(this.dir, id + RECORD_SUFFIX);
  }

  backupPath(id: string): string {
    assertId(id);
    return join(this.dir, id + BACKUP_SUFFIX);
  }

  /** Makes the folder if needed and sweeps a crash's temp files; throws a DiskError if it cannot be used. */
  async open(): Promise<void> {
    try {
      await this.fs.mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await this.fs.readdir(this.dir);
    } catch (e) {
      // mkdir answers EEXIST when a file stands where the folder should be.
      const code = (e as NodeJS.ErrnoException).code;
      throw asDiskError(code === 'EEXIST' ? new DiskError(playerSentence('ENOTDIR'), 'ENOTDIR') : e, 'The campaign library cannot be opened');
    }
    await this.makePrivate();
    await sweepTempFiles(this.dir, this.fs);
  }

  /**
   * Earlier versions made the folder 0755, so other users of the computer could read every campaign:
   * it is made the player's own. Best effort: Windows mostly ignores modes, and a folder the player does
   * not own (a shared one) is left as it is.
   */
  private async makePrivate(): Promise<void> {
    try {
      const st = await this.fs.lstat(this.dir);
      if (st.isDirectory() && (st.mode & 0o077) !== 0) await this.fs.chmod?.(this.dir, PRIVATE_FOLDER_MODE);
    } catch {
      // Not allowed, or a system without modes: the campaigns still open.
    }
  }

  /** Writes a new campaign; never replaces an existing file. */
  async create(record: CampaignRecord): Promise<void> {
    try {
      await this.fs.mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await writeVerified(this.recordPath(record.id), await recordTextInSlices(record, this.pause), { createOnly: true, fs: this.fs });
    } catch (e) {
      throw asDiskError(e, 'The campaign could not be saved');
    }
  }

  /** Replaces a campaign's file with a verified write; the previous file becomes its backup. */
  async write(record: CampaignRecord): Promise<WriteReport> {
    try {
      return await writeVerified(this.recordPath(record.id), await recordTextInSlices(record, this.pause), { backup: this.backupPath(record.id), fs: this.fs });
    } catch (e) {
      throw asDiskError(e, 'The campaign could not be saved');
    }
  }

  async read(id: string): Promise<ReadOutcome> {
    return named(await this.readPath(this.recordPath(id)), id);
  }

  async readBackup(id: string): Promise<ReadOutcome> {
    return named(await this.readPath(this.backupPath(id)), id);
  }

  private async readPath(path: string): Promise<ReadOutcome> {
    let text: string | null;
    try {
      text = await readCapped(path, MAX_RECORD_BYTES, this.fs);
    } catch (e) {
      // A DiskError: something that is not a campaign file stands there (a link, a folder, a huge file).
      if (e instanceof DiskError) return { ok: false, reason: e.message, missing: false, future: false, unreadable: false };
      return { ok: false, reason: asDiskError(e, 'the file cannot be read').message.replace(/\.$/, ''), missing: false, future: false, unreadable: true };
    }
    if (text === null) return { ok: false, reason: 'its file is missing', missing: true, future: false, unreadable: false };
    const parsed: ParsedRecord = await parseRecordInSlices(withoutByteOrderMark(text), this.pause);
    return parsed.ok ? parsed : { ok: false, reason: parsed.reason, missing: false, future: parsed.future === true, unreadable: false };
  }

  /** The first bytes of a campaign's file (a listing reads its summary there); null if it cannot be read. */
  async readHead(id: string, bytes: number): Promise<string | null> {
    try {
      // As readCapped: never follow a link, never wait on a named pipe.
      const handle = await this.fs.open(this.recordPath(id), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
      try {
        if (!(await handle.stat()).isFile()) return null;
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return withoutByteOrderMark(buffer.subarray(0, bytesRead).toString('utf8'));
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }

  /** Moves a damaged file aside; answers its new file name, or null if it could not be moved. */
  async moveAside(id: string): Promise<string | null> {
    try {
      return await moveAside(this.recordPath(id), this.fs);
    } catch {
      return null;
    }
  }

  async hasBackup(id: string): Promise<boolean> {
    try {
      return (await this.fs.lstat(this.backupPath(id))).isFile();
    } catch {
      return false;
    }
  }

  /** The ids of every campaign in the folder: its file, or only its backup (the file was set aside as damaged). */
  async ids(): Promise<string[]> {
    const names = await this.fs.readdir(this.dir);
    const out = new Set<string>();
    for (const name of names) {
      const suffix = name.endsWith(RECORD_SUFFIX) ? RECORD_SUFFIX : name.endsWith(BACKUP_SUFFIX) ? BACKUP_SUFFIX : null;
      if (suffix === null) continue;
      const id = name.slice(0, -suffix.length);
      if (CAMPAIGN_ID_PATTERN.test(id)) out.add(id);
    }
    return [...out];
  }

  /**
   * Campaign files whose names are not ids (renamed by hand: "My Campaign.campaign.json"): the library cannot
   * open them under those names, so the list tells the player what to do with them (F11) instead of hiding them.
   */
  async misnamed(): Promise<string[]> {
    const names = await this.fs.readdir(this.dir);
    return names.filter((name) => name.endsWith(RECORD_SUFFIX) && !CAMPAIGN_ID_PATTERN.test(name.slice(0, -RECORD_SUFFIX.length))).sort();
  }

  /** Removes a campaign's files for good (only for a campaign deleted more than 30 days ago). */
  async remove(id: string): Promise<void> {
    for (const path of [this.recordPath(id), this.backupPath(id)]) {
      try {
        await this.fs.unlink(path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw asDiskError(e, 'A deleted campaign could not be removed');
      }
    }
  }
}
