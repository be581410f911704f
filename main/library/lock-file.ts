// What a campaign's "<id>.lock" says, read safely, and whether its holder is still playing. A lock is
// read the way a campaign file is (never through a link, never blocking on a named pipe, ordinary files
// only, a few bytes at most), so whatever stands at that name answers at once.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { nodeFs, processAlive, type DiskFs } from './disk.js';

export interface LockInfo {
  readonly pid: number;
  readonly host: string;
  /** Tells two holders in one process apart (two windows' services, tests). */
  readonly token: string;
  /** When the holder's computer last started (ms since 1970); absent in locks written before 2026-11-27. */
  readonly boot?: number;
}

/** Which file was read: a lock broken and taken again by someone else is another file, even with equal text. */
export interface LockStamp {
  readonly dev: number;
  readonly ino: number;
  readonly mtimeMs: number;
  readonly text: string;
}

export type LockRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'lock'; readonly info: LockInfo; readonly stamp: LockStamp }
  /** Empty, half-written or garbled: being written this moment, or left by a crash (then it is old). */
  | { readonly kind: 'unreadable'; readonly stamp: LockStamp }
  /** A folder, link, named pipe, device or large file: nothing Kaiserkrieg wrote, and nothing it may delete. */
  | { readonly kind: 'not-a-file' };

/** A lock is a few dozen bytes; anything larger was not written by Kaiserkrieg. */
const LOCK_MAX_BYTES = 4096;
/** Rule of thumb: the holder touches its lock every 30 s, so 2 minutes without a touch means it is gone. */
export const REFRESH_MS = 30_000;
export const STALE_AFTER_MS = 120_000;
/** Boot times computed by two processes differ by clock steps and rounding; a minute covers them. */
const BOOT_TOLERANCE_MS = 60_000;
/** An unreadable lock younger than this may still be being written (a slow disk); older, it is left over. */
export const UNREADABLE_GRACE_MS = 5_000;

/** When this computer last started, in the wall clock's ms (the same for every process on it). */
export function bootTime(): number {
  return Date.now() - uptime() * 1000;
}

export function lockInfoFor(token: string): LockInfo {
  return { pid: process.pid, host: hostname(), token, boot: Math.round(bootTime()) };
}

function parse(text: string, stamp: LockStamp): LockRead {
  try {
    const info = JSON.parse(text) as Partial<LockInfo> | null;
    if (info !== null && typeof info.pid === 'number' && typeof info.host === 'string' && typeof info.token === 'string') {
      const boot = typeof info.boot === 'number' ? info.boot : undefined;
      return { kind: 'lock', info: { pid: info.pid, host: info.host, token: info.token, boot }, stamp };
    }
  } catch {
    // Fall through: not (yet) a whole lock.
  }
  return { kind: 'unreadable', stamp };
}

const READ_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** Reads the lock at `path`; only real disk errors (EACCES, EIO…) throw. */
export async function readLock(path: string, fs: DiskFs = nodeFs): Promise<LockRead> {
  try {
    // lstat first: a device or pipe is never even opened (opening some devices has effects).
    if (!(await fs.lstat(path)).isFile()) return { kind: 'not-a-file' };
    const handle = await fs.open(path, READ_FLAGS);
    try {
      const st = await handle.stat();
      // Swapped for something else between the two looks: say so rather than read it.
      if (!st.isFile()) return { kind: 'not-a-file' };
      // A large file was never a lock of Kaiserkrieg's: not read, and never removed as a stale lock.
      if (st.size > LOCK_MAX_BYTES) return { kind: 'not-a-file' };
      const text = await handle.readFile('utf8');
      return parse(text, { dev: st.dev, ino: st.ino, mtimeMs: st.mtimeMs, text });
    } finally {
      await handle.close();
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    if (code === 'ELOOP') return { kind: 'not-a-file' };
    throw e;
  }
}

/** The same, synchronously (at exit, when only synchronous calls run). */
export function readLockSync(path: string): LockRead {
  try {
    if (!lstatSync(path).isFile()) return { kind: 'not-a-file' };
    const fd = openSync(path, READ_FLAGS);
    try {
      const st = fstatSync(fd);
      if (!st.isFile() || st.size > LOCK_MAX_BYTES) return { kind: 'not-a-file' };
      const buffer = Buffer.alloc(st.size);
      const n = readSync(fd, buffer, 0, buffer.length, 0);
      const text = buffer.subarray(0, n).toString('utf8');
      return parse(text, { dev: st.dev, ino: st.ino, mtimeMs: st.mtimeMs, text });
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    if (code === 'ELOOP') return { kind: 'not-a-file' };
    throw e;
  }
}

export function sameLock(a: LockRead, b: LockRead): boolean {
  if (a.kind !== b.kind || (a.kind !== 'lock' && a.kind !== 'unreadable') || (b.kind !== 'lock' && b.kind !== 'unreadable')) return false;
  return a.stamp.dev === b.stamp.dev && a.stamp.ino === b.stamp.ino && a.stamp.mtimeMs === b.stamp.mtimeMs && a.stamp.text === b.stamp.text;
}

export type Verdict = 'live' | 'stale' | 'unsure';

/**
 * Whether the process that wrote a lock still plays its campaign. `heldHere` answers for this process's
 * own holders (a pid alone cannot tell them from a crashed earlier process that had the same pid).
 * Works alike on Windows, macOS and Linux: a pid, the boot time and the file's mtime, nothing from /proc.
 */
export function judgeLock(read: LockRead, heldHere: (token: string) => boolean, now = Date.now()): Verdict {
  if (read.kind === 'missing') return 'stale';
  if (read.kind === 'not-a-file') return 'unsure';
  if (read.kind === 'unreadable') return now - read.stamp.mtimeMs > UNREADABLE_GRACE_MS ? 'stale' : 'unsure';
  const { info, stamp } = read;
  // Another computer's processes cannot be seen from here (a shared folder): its lock stands.
  if (info.host !== hostname()) return 'live';
  if (info.pid === process.pid) return heldHere(info.token) ? 'live' : 'stale';
  if (!processAlive(info.pid)) return 'stale';
  // The pid is alive, but it may be another program's now: a lock written before this computer last
  // started (by its mtime, or by the boot time it records) belongs to a process that no longer runs.
  const boot = bootTime();
  if (stamp.mtimeMs < boot - BOOT_TOLERANCE_MS) return 'stale';
  if (info.boot === undefined) return 'live'; // an older lock: the pid is all it says
  if (Math.abs(info.boot - boot) > BOOT_TOLERANCE_MS) return 'stale';
  // A holder touches its lock every REFRESH_MS: one untouched for long is a crashed holder whose pid was reused.
  return now - stamp.mtimeMs > STALE_AFTER_MS ? 'stale' : 'live';
}
