// The disk steps of both settings files (the web host's web-settings.json and Electron's settings.json),
// as careful as the campaign library's (library/disk.ts) but synchronous, because the settings store is
// (settings-model.ts). A link, a folder or a named pipe where a settings file should be is refused: never
// read or written through (a link once made a settings change overwrite a campaign), never waited on.
// Plain Node: no electron import, so the Electron side's check is tested without Electron.
import * as realFs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DiskError, processAlive, tempNameFor } from './library/disk.js';

/** The slice of node:fs the settings files use, injectable so a test can make the disk read-only. */
export type SettingsFs = Pick<typeof realFs,
  'lstatSync' | 'openSync' | 'fstatSync' | 'readFileSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'unlinkSync' | 'mkdirSync' | 'readdirSync'>;

/** Settings are a few hundred bytes; anything far larger is not a settings file. */
export const MAX_SETTINGS_BYTES = 256 * 1024;

/** Settings and their folder are the player's own: nobody else on the computer reads them. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

const LINK = 'the settings file is a link to somewhere else, and Kaiserkrieg does not read or write through links';
const NOT_A_FILE = 'a folder or other non-file stands where the settings file should be';

/** Why `path` cannot be the settings file (a link, a folder, a pipe…), or null: an ordinary file or nothing. */
export function settingsPathProblem(path: string, fs: SettingsFs = realFs): DiskError | null {
  try {
    const st = fs.lstatSync(path);
    if (st.isSymbolicLink()) return new DiskError(LINK, 'ELINK');
    if (!st.isFile()) return new DiskError(NOT_A_FILE, 'ENOTFILE');
    return null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** The settings file's text, or null when there is none. Throws a DiskError for anything but an ordinary file. */
export function readSettingsText(path: string, fs: SettingsFs = realFs): string | null {
  // lstat first: Windows has no O_NOFOLLOW.
  const problem = settingsPathProblem(path, fs);
  if (problem) throw problem;
  let fd: number;
  try {
    // O_NOFOLLOW: a link put there since is not followed. O_NONBLOCK: a named pipe opens at once (and is
    // refused below) instead of waiting for a writer, which stopped the web host before it started (F7).
    fd = fs.openSync(path, realFs.constants.O_RDONLY | (realFs.constants.O_NOFOLLOW ?? 0) | (realFs.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new DiskError(LINK, 'ELINK');
    throw e;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new DiskError(NOT_A_FILE, 'ENOTFILE');
    if (st.size > MAX_SETTINGS_BYTES) throw new DiskError('the settings file is far too large to be one', 'EFBIG');
    return fs.readFileSync(fd, 'utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Replaces the settings file with `text`: written to a private temp file (never an existing file or a link:
 * O_EXCL), synced, read back and compared, then renamed over the old one. A link or non-file at `path` is
 * refused with a DiskError, and the old file is untouched by any failure.
 */
export function writeSettingsText(path: string, text: string, fs: SettingsFs = realFs): void {
  const problem = settingsPathProblem(path, fs);
  if (problem) throw problem;
  fs.mkdirSync(dirname(path), { recursive: true, mode: FOLDER_MODE });
  const data = Buffer.from(text, 'utf8');
  const temp = tempNameFor(path);
  const fd = fs.openSync(temp, realFs.constants.O_WRONLY | realFs.constants.O_CREAT | realFs.constants.O_EXCL, FILE_MODE);
  try {
    try {
      for (let offset = 0; offset < data.length;) {
        const written = fs.writeSync(fd, data, offset, data.length - offset, offset);
        if (written <= 0) throw Object.assign(new Error('no bytes written'), { code: 'ENOSPC' });
        offset += written;
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (!fs.readFileSync(temp).equals(data)) throw new DiskError('the disk did not keep what was written to it', 'EVERIFY');
    fs.renameSync(temp, path);
  } catch (e) {
    try {
      fs.unlinkSync(temp);
    } catch {
      // Gone already, or the folder refuses: the next start sweeps it.
    }
    throw e;
  }
}

/**
 * Whether `name` is a temp file a writer of the settings file `base` left behind when it was killed:
 * ours ("<base>.<pid>-<n>.tmp", of a process no longer running), write-file-atomic's from earlier
 * versions ("<base>.<number>") and electron-store's ("<base>.tmp-<10 digits><6 hex>").
 */
export function isLeftoverSettingsTemp(base: string, name: string): boolean {
  if (!name.startsWith(`${base}.`)) return false;
  const tail = name.slice(base.length + 1);
  const ours = /^(\d+)-\d+\.tmp$/.exec(tail);
  if (ours) return !processAlive(Number(ours[1]));
  return /^\d{1,10}$/.test(tail) || /^tmp-\d{10}[0-9a-f]{6}$/.test(tail);
}

/** Removes the settings file's leftover temp files (ordinary files only); answers how many. Never throws. */
export function sweepSettingsTemps(path: string, fs: SettingsFs = realFs): number {
  const dir = dirname(path);
  const base = basename(path);
  let swept = 0;
  try {
    for (const name of fs.readdirSync(dir)) {
      if (!isLeftoverSettingsTemp(base, name)) continue;
      try {
        if (!fs.lstatSync(join(dir, name)).isFile()) continue;
        fs.unlinkSync(join(dir, name));
        swept++;
      } catch {
        // Another process removed it, or the folder refuses: harmless.
      }
    }
  } catch {
    // No folder yet, or it cannot be listed: nothing to sweep.
  }
  return swept;
}
