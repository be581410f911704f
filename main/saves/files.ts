// File-system steps the save store builds on: naming, moving a file aside without ever overwriting,
// keeping the previous version, and the default atomic writer.
import { copyFileSync, linkSync, promises as fs, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { SLOT_PATTERN } from '../../shared/ipc.js';

export const SAVE_SUFFIX = '.save.json';
export const BACKUP_SUFFIX = '.save.json.bak';

/** Writes a whole file so that a crash leaves either the old or the new content, never a mix. */
export type AtomicWriter = (path: string, text: string) => Promise<void>;

/**
 * Saves are the player's own files: `chown: false` spares write-file-atomic the chown of every temp file
 * (measurably cheaper autosaves). The library accepts `false` (it checks `options.chown == null` before
 * copying the owner); its typings only list an object, hence the cast.
 */
const OWN_FILE = { mode: 0o644, chown: false as unknown as undefined };

/** The default: temp file, fsync, rename, so the save also survives a power cut. */
export const atomicWriter: AtomicWriter = (path, text) => writeFileAtomic(path, text, { ...OWN_FILE, fsync: true });

/** Without the fsync: safe against a crash of the app, not against a power cut (see docs/desktop.md). */
export const fastAtomicWriter: AtomicWriter = (path, text) => writeFileAtomic(path, text, { ...OWN_FILE, fsync: false });

export function assertSlot(slot: string): void {
  if (!SLOT_PATTERN.test(slot)) throw new Error(`"${slot}" is not a valid slot name`);
}

export function savePath(dir: string, slot: string): string {
  assertSlot(slot);
  return join(dir, slot + SAVE_SUFFIX);
}

export function backupPath(dir: string, slot: string): string {
  assertSlot(slot);
  return join(dir, slot + BACKUP_SUFFIX);
}

export function isMissing(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export async function readTextOrNull(path: string): Promise<string | null> {
  try {
    return await fs.readFile(path, 'utf8');
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
}

export async function exists(path: string): Promise<boolean> {
  try {
    await fs.access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves `path` to `<path>.corrupt-<n>` with the first free n. link() fails if the target exists, so an
 * earlier quarantined file can never be overwritten; rename is the fallback where links are not allowed.
 */
export async function moveAside(path: string): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const target = `${path}.corrupt-${n}`;
    try {
      await fs.link(path, target);
      await fs.unlink(path);
      return target;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'ENOENT') throw e;
      if (await exists(target)) continue;
      await fs.rename(path, target);
      return target;
    }
  }
  throw new Error(`Too many damaged copies of ${path}`);
}

/**
 * Makes the current file the backup before it is replaced. A hard link costs no copy and the atomic
 * writer's rename gives the save a new inode, so the backup keeps the old bytes. At every moment both
 * names hold a complete file.
 */
export function keepAsBackup(current: string, backup: string): void {
  // Synchronous on purpose: three metadata-only calls, cheaper than three thread-pool round trips.
  const temp = `${backup}.tmp`;
  rmSync(temp, { force: true });
  try {
    linkSync(current, temp);
  } catch (e) {
    if (isMissing(e)) return;
    copyFileSync(current, temp);
  }
  renameSync(temp, backup);
}
