// The file-system steps the campaign library builds on. Every write is verified before it replaces the
// last good copy: the whole text is written (a short write is not success), fsynced, read back and
// compared; only then is the old copy kept as the backup (best effort) and the new file renamed over it.
// Links and folders where a campaign file should be are refused, never written through.
import { constants, promises as realFs } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { playerSentence } from './disk-errors.js';

/** The slice of node:fs/promises the library uses, injectable so tests can fail a write half-way. */
export interface DiskFs {
  open: typeof realFs.open;
  lstat: typeof realFs.lstat;
  readFile: typeof realFs.readFile;
  rename: typeof realFs.rename;
  link: typeof realFs.link;
  unlink: typeof realFs.unlink;
  readdir: typeof realFs.readdir;
  mkdir: typeof realFs.mkdir;
  /** Optional: a test's fake may leave it out (tightening a folder is best effort). */
  chmod?: typeof realFs.chmod;
}

/** Campaigns are the player's own: files only they can read and write, in folders only they can enter. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

export const nodeFs: DiskFs = realFs;

/** A problem the player reads as it is: one plain sentence, no path, no errno. */
export class DiskError extends Error {
  override name = 'DiskError';
  constructor(message: string, readonly code: string | null = null) {
    super(message);
  }
}

/** Turns any failure of a file step into a DiskError whose message is for the player. */
export function asDiskError(e: unknown, doing: string): DiskError {
  // A whole sentence stands as it is; a part of one ("its file is a link…") is said with what failed.
  if (e instanceof DiskError) return /^[a-z]/.test(e.message) ? new DiskError(`${doing}: ${e.message}.`, e.code) : e;
  const code = (e as NodeJS.ErrnoException | null)?.code ?? null;
  return new DiskError(`${doing}: ${playerSentence(code)}.`, code);
}

let tempCounter = 0;

/** Temp files are "<name>.<pid>-<n>.tmp" so a sweep can tell a dead process's leftovers from a live one's. */
export function tempNameFor(path: string): string {
  return `${path}.${process.pid}-${++tempCounter}.tmp`;
}

/** Where a campaign's file should be: nothing, or an ordinary file. A link or a folder is refused. */
export async function checkOrdinaryOrMissing(path: string, fs: DiskFs = nodeFs): Promise<'missing' | 'file'> {
  try {
    const st = await fs.lstat(path);
    if (st.isSymbolicLink()) throw new DiskError('its file is a link to somewhere else, and Kaiserkrieg does not write through links', 'ELINK');
    if (!st.isFile()) throw new DiskError('a folder or other non-file stands where its file should be', 'ENOTFILE');
    return 'file';
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw e;
  }
}

/** Writes all of `data` to an open file: a write that writes fewer bytes is continued, none at all is an error. */
async function writeAll(handle: realFs.FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset, offset);
    if (bytesWritten <= 0) throw Object.assign(new Error('no bytes written'), { code: 'ENOSPC' });
    offset += bytesWritten;
  }
}

async function removeQuietly(path: string, fs: DiskFs): Promise<void> {
  try {
    await fs.unlink(path);
  } catch {
    // Already gone, or the folder refuses: a leftover temp file is swept at the next start.
  }
}

export interface WriteOptions {
  /** Keep the file being replaced under this name (best effort: a failure never blocks the write). */
  readonly backup?: string;
  /** The file must not exist yet (a new campaign): never replace another one. */
  readonly createOnly?: boolean;
  readonly fs?: DiskFs;
}

export interface WriteReport {
  /** Why the previous version could not be kept as the backup, or null. */
  readonly backupProblem: string | null;
}

/**
 * Replaces `path` with `text`, verified: at every moment `path` holds either the old or the new complete
 * file. Throws a DiskError (the old file untouched) when anything before the final rename fails.
 */
export async function writeVerified(path: string, text: string, options: WriteOptions = {}): Promise<WriteReport> {
  const fs = options.fs ?? nodeFs;
  const data = Buffer.from(text, 'utf8');
  const existing = await checkOrdinaryOrMissing(path, fs);
  if (options.createOnly && existing !== 'missing') throw new DiskError('a campaign with this id exists already', 'EEXIST');
  const temp = tempNameFor(path);
  // O_EXCL: never opens an existing file or follows a link planted under the temp name.
  // The new file keeps the temp file's mode: private to the player (other users of the computer read
  // every campaign when it was 0644).
  const handle = await fs.open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, PRIVATE_FILE_MODE);
  try {
    try {
      await writeAll(handle, data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const back = await fs.readFile(temp);
    if (!back.equals(data)) throw new DiskError('the disk did not keep what was written to it', 'EVERIFY');
  } catch (e) {
    await removeQuietly(temp, fs);
    throw e;
  }
  const backupProblem = existing === 'file' && options.backup ? await keepBackup(path, options.backup, fs) : null;
  try {
    if (options.createOnly) {
      // Never replaces a file of that name that appeared meanwhile.
      if ((await claimName(temp, path, fs)) === 'linked') await removeQuietly(temp, fs);
    } else {
      await fs.rename(temp, path);
    }
  } catch (e) {
    await removeQuietly(temp, fs);
    throw e;
  }
  await syncFolder(dirname(path), fs);
  return { backupProblem };
}

/**
 * Gives the file `from` the name `to` without ever replacing a file of that name. link() does this
 * atomically ('linked': `from` is still there too). A file system without hard links (FAT, exFAT, some
 * network shares) refuses link(); there the name is checked, then the file renamed ('renamed') — this
 * process writes the library one file at a time, and new names are random, so nothing slips in between.
 */
async function claimName(from: string, to: string, fs: DiskFs): Promise<'linked' | 'renamed'> {
  try {
    await fs.link(from, to);
    return 'linked';
  } catch (e) {
    // Only an ordinary file is renamed instead (link() refuses a folder, which stays where it is).
    if ((e as NodeJS.ErrnoException).code === 'EEXIST' || !(await fs.lstat(from)).isFile()) throw e;
  }
  try {
    await fs.lstat(to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    await fs.rename(from, to);
    return 'renamed';
  }
  throw Object.assign(new Error('the name is taken'), { code: 'EEXIST' });
}

/** The current file becomes the backup (a hard link: no copy; atomic replace of the old backup). */
async function keepBackup(current: string, backup: string, fs: DiskFs): Promise<string | null> {
  // A rename replaces a link planted under the backup's name; it never writes through it.
  const temp = tempNameFor(backup);
  try {
    await fs.link(current, temp);
    await fs.rename(temp, backup);
    return null;
  } catch (e) {
    await removeQuietly(temp, fs);
    return asDiskError(e, 'The previous version could not be kept as a backup').message;
  }
}

/** The rename is durable only once the folder's entry is on disk; some systems cannot fsync a folder. */
async function syncFolder(dir: string, fs: DiskFs): Promise<void> {
  try {
    const handle = await fs.open(dir, constants.O_RDONLY);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows and some network file systems refuse; the file itself is already synced.
  }
}

/**
 * Reads an ordinary file of at most `maxBytes`, checking its size before reading a byte of it. Links and
 * folders are refused. Returns null when the file does not exist.
 */
export async function readCapped(path: string, maxBytes: number, fs: DiskFs = nodeFs): Promise<string | null> {
  let handle: realFs.FileHandle;
  try {
    // O_NOFOLLOW: a link where a campaign file should be is not followed (ELOOP). O_NONBLOCK: a named
    // pipe there is opened at once (and refused below) instead of waiting forever for a writer.
    handle = await fs.open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new DiskError('its file is a link to somewhere else, and Kaiserkrieg does not follow links', 'ELINK');
    throw e;
  }
  try {
    const st = await handle.stat();
    if (!st.isFile()) throw new DiskError('a folder or other non-file stands where its file should be', 'ENOTFILE');
    if (st.size > maxBytes) throw new DiskError(`the file is far too large to be a campaign (${megabytes(st.size)}; a campaign is well under ${megabytes(maxBytes)})`, 'EFBIG');
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

export function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Moves a damaged file to "<name>.damaged-<n>" with the first free n; an earlier damaged copy is never
 * overwritten (claimName). Returns the new file name (no folder: no path is shown).
 */
export async function moveAside(path: string, fs: DiskFs = nodeFs): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const target = `${path}.damaged-${n}`;
    try {
      if ((await claimName(path, target, fs)) === 'linked') await fs.unlink(path);
      return basename(target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw e;
    }
  }
  throw new DiskError('there are too many damaged copies of this campaign already');
}

/** Deletes temp files that dead processes left behind (a live process's own are kept). */
export async function sweepTempFiles(dir: string, fs: DiskFs = nodeFs): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  let swept = 0;
  for (const name of names) {
    const m = /\.(\d+)-\d+\.tmp$/.exec(name);
    if (!m || processAlive(Number(m[1]))) continue;
    await removeQuietly(join(dir, name), fs);
    swept++;
  }
  return swept;
}

/** Whether a process of this machine is running (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // it exists but belongs to someone else
  }
}
