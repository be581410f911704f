// A campaign open in one process is never written by another: the process playing it holds
// "<id>.lock". The lock appears with its contents in one step (a private temp file, fsynced, then
// link()ed into place: link never replaces an existing name), so nobody ever reads a lock half-written
// by a live holder. A lock whose holder is gone (lock-file.ts judgeLock) is broken by one contender at a
// time; a live one is answered with a sentence for the player. Before every save the holder checks the
// lock still carries its token, so a campaign taken over elsewhere stops saving here, with a sentence.
import { constants, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DiskError, asDiskError, nodeFs, tempNameFor, type DiskFs } from './disk.js';
import { assertId } from './campaign-files.js';
import { REFRESH_MS, judgeLock, lockInfoFor, readLock, readLockSync, sameLock, type LockRead } from './lock-file.js';

/** Every holder of this process, so one exit hook can let go of all their locks. */
const HOLDERS = new Set<CampaignLocks>();
/** "<token> <id>" of every lock this process holds or is placing right now (judged live, never broken). */
const CLAIMS = new Set<string>();
let exitHooked = false;

function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  // At exit only synchronous calls run; a lock left by a crash is taken over later (its process is dead).
  process.once('exit', releaseAllLocksSync);
}

/** Lets go of every lock this process holds, synchronously (at exit, or when a hung file step must not keep it). */
export function releaseAllLocksSync(): void {
  for (const holder of HOLDERS) holder.releaseAllSync();
}

/** link() refused because the file system has no hard links (FAT, exFAT, some network shares). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EINVAL']);
/** How long acquire waits for a lock being written, or being broken by another contender, to settle. */
const SETTLE_MS = 6_000;
/** A breaker claim lives milliseconds; one older than this was left by a crash mid-break. */
const BREAKER_EXPIRES_MS = 10_000;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface LockTiming {
  /** How often a holder touches its locks (tests shorten it). */
  readonly refreshMs?: number;
}

export class CampaignLocks {
  private readonly token = randomBytes(6).toString('hex');
  private readonly held = new Set<string>();
  /** Campaigns whose lock another process took: never saved here again until opened again. */
  private readonly lost = new Map<string, string>();
  private refresher: NodeJS.Timeout | null = null;
  private readonly refreshMs: number;

  constructor(private readonly dir: string, private readonly fs: DiskFs = nodeFs, timing: LockTiming = {}) {
    this.refreshMs = timing.refreshMs ?? REFRESH_MS;
  }

  private path(id: string): string {
    assertId(id);
    return join(this.dir, `${id}.lock`);
  }

  /** Whether a lock of campaign `id` written by this process belongs to one of its live holders. */
  private static heldHere(id: string): (token: string) => boolean {
    return (token) => CLAIMS.has(`${token} ${id}`);
  }

  /** Takes the campaign's lock, or throws a DiskError that says who holds it (its code kept: ENOSPC, EROFS…). */
  async acquire(id: string): Promise<void> {
    if (this.held.has(id)) return;
    const path = this.path(id);
    const claim = `${this.token} ${id}`;
    const giveUpAt = Date.now() + SETTLE_MS;
    CLAIMS.add(claim); // from here on this process's other holders see the lock as live
    try {
      while (Date.now() <= giveUpAt) {
        let placed: boolean;
        let seen: LockRead;
        try {
          placed = await this.place(path);
          seen = await readLock(path, this.fs);
        } catch (e) {
          throw asDiskError(e, 'The campaign could not be opened');
        }
        // Re-read after taking it: only a lock carrying this holder's token is held.
        if (seen.kind === 'lock' && seen.info.token === this.token) {
          // Lost earlier and now taken again: the caller reads it afresh from disk. (A refused acquire keeps it lost.)
          this.lost.delete(id);
          this.held.add(id);
          HOLDERS.add(this);
          hookExit();
          this.startRefreshing();
          return;
        }
        if (placed) continue; // broken under us at once (only if a breaker claim expired mid-break): try again
        if (seen.kind === 'not-a-file') throw notALock();
        if (seen.kind === 'missing') continue; // let go of meanwhile: place it again
        const verdict = judgeLock(seen, CampaignLocks.heldHere(id));
        if (verdict === 'live' && seen.kind === 'lock') throw new DiskError(`This campaign is open in another Kaiserkrieg (${whereIs(seen)}). Close it there, then try again.`, 'ELOCKED');
        if (verdict === 'stale') await this.breakStale(path, seen).catch((e: unknown) => { throw asDiskError(e, 'The campaign could not be opened'); });
        // Being written, or being broken by another contender: wait a moment (a random one, so two do not keep meeting).
        if (verdict !== 'stale') await pause(20 + Math.random() * 60);
      }
    } catch (e) {
      if (!this.held.has(id)) CLAIMS.delete(claim);
      throw e;
    }
    CLAIMS.delete(claim);
    throw new DiskError('This campaign is being opened by another Kaiserkrieg at this very moment. Try again.', 'ELOCKED');
  }

  /**
   * Puts this holder's lock at `path` with its contents in one step; false when a lock is there already.
   * The temp name is the library's ("<name>.<pid>-<n>.tmp"), so a crash's leftover is swept at the next start.
   */
  private async place(path: string): Promise<boolean> {
    const text = JSON.stringify(lockInfoFor(this.token));
    const temp = tempNameFor(path);
    const handle = await this.fs.open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      try {
        await handle.writeFile(text);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await this.fs.link(temp, path);
        return true;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? '';
        if (code === 'EEXIST') return false;
        if (!NO_HARD_LINKS.has(code)) throw e;
      }
      return await this.placeWithoutLinks(path, text);
    } finally {
      await this.fs.unlink(temp).catch(() => undefined);
    }
  }

  /**
   * A file system without hard links: the lock is created exclusively and written at once. For a moment
   * it is empty; that is safe because an unreadable lock younger than a few seconds is never broken
   * (judgeLock), and the holder re-reads its token before counting the lock as held.
   */
  private async placeWithoutLinks(path: string, text: string): Promise<boolean> {
    let handle;
    try {
      handle = await this.fs.open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  }

  /**
   * Removes a stale lock, one contender at a time: whoever creates "<id>.lock.break" exclusively re-reads
   * the lock and removes it only if it is still the very file judged stale. Two contenders that saw the same
   * stale lock therefore never remove each other's new one. A claim left by a crash expires.
   */
  private async breakStale(path: string, seen: LockRead): Promise<void> {
    const breaker = `${path}.break`;
    try {
      await (await this.fs.open(breaker, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600)).close();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const claim = await this.fs.lstat(breaker).catch(() => null);
      if (claim !== null && Date.now() - claim.mtimeMs > BREAKER_EXPIRES_MS) await this.fs.unlink(breaker).catch(() => undefined);
      await pause(20 + Math.random() * 60); // another contender is breaking it: let it finish
      return;
    }
    try {
      if (sameLock(await readLock(path, this.fs), seen)) await this.fs.unlink(path).catch(() => undefined);
    } finally {
      await this.fs.unlink(breaker).catch(() => undefined);
    }
  }

  /**
   * Before writing the campaign: its lock must still carry this holder's token. A campaign another process
   * has taken over (or whose lock vanished) is never saved here again, so the two players' moves stay apart.
   */
  async confirmHeld(id: string): Promise<void> {
    const lost = this.lost.get(id);
    if (lost !== undefined) throw new DiskError(lost, 'ELOCKLOST');
    if (!this.held.has(id)) return; // not open here (a Delete checks heldElsewhere instead)
    let read: LockRead;
    try {
      read = await readLock(this.path(id), this.fs);
    } catch (e) {
      throw asDiskError(e, 'The campaign could not be saved');
    }
    if (read.kind === 'lock' && read.info.token === this.token) return;
    const sentence = takenOverSentence(read);
    this.forget(id);
    this.lost.set(id, sentence);
    throw new DiskError(sentence, 'ELOCKLOST');
  }

  async release(id: string): Promise<void> {
    this.lost.delete(id);
    if (!this.held.has(id)) return;
    this.forget(id);
    const path = this.path(id);
    // Only this holder's own lock goes: one taken over by another process stays theirs.
    const read = await readLock(path, this.fs).catch(() => null);
    if (read?.kind === 'lock' && read.info.token === this.token) await this.fs.unlink(path).catch(() => undefined);
  }

  private forget(id: string): void {
    this.held.delete(id);
    CLAIMS.delete(`${this.token} ${id}`);
    if (this.held.size === 0 && this.refresher !== null) {
      clearInterval(this.refresher);
      this.refresher = null;
    }
  }

  /** Whether this holder has the campaign's lock (as far as it knows: confirmHeld reads the file). */
  holds(id: string): boolean {
    return this.held.has(id);
  }

  /** Whether another process or service holds the campaign (a delete must wait for it). */
  async heldElsewhere(id: string): Promise<boolean> {
    if (this.held.has(id)) return false;
    const read = await readLock(this.path(id), this.fs).catch((e: unknown) => {
      throw asDiskError(e, 'The campaign\'s lock cannot be read');
    });
    if (read.kind === 'missing') return false;
    if (read.kind === 'not-a-file') throw notALock();
    if (read.kind === 'lock' && read.info.token === this.token) return false;
    return judgeLock(read, CampaignLocks.heldHere(id)) !== 'stale';
  }

  /** The holder touches its locks now and then: a lock not touched for minutes is a crashed holder's. */
  private startRefreshing(): void {
    if (this.refresher !== null) return;
    this.refresher = setInterval(() => void this.refresh(), this.refreshMs);
    this.refresher.unref(); // never keeps a process alive
  }

  private async refresh(): Promise<void> {
    for (const id of [...this.held]) {
      try {
        // Read-write: Windows sets a file's times only through a handle that may write its attributes.
        const handle = await this.fs.open(this.path(id), constants.O_RDWR | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
        try {
          const st = await handle.stat();
          if (!st.isFile() || st.size > 4096) continue;
          const info = JSON.parse(await handle.readFile('utf8')) as { token?: unknown };
          const now = new Date();
          if (info.token === this.token) await handle.utimes(now, now);
        } finally {
          await handle.close();
        }
      } catch {
        // Gone or unreadable: the next save's confirmHeld says what happened.
      }
    }
  }

  /** At exit: the locks this holder has go (synchronously, as the process is ending), if still its own. */
  releaseAllSync(): void {
    for (const id of this.held) {
      try {
        const path = this.path(id);
        const read = readLockSync(path);
        if (read.kind === 'lock' && read.info.token === this.token) unlinkSync(path);
      } catch {
        // Already gone, or unreadable: a lock left behind is judged stale later.
      }
      CLAIMS.delete(`${this.token} ${id}`);
    }
    this.held.clear();
    if (this.refresher !== null) clearInterval(this.refresher);
    this.refresher = null;
  }

  lockPath(id: string): string {
    return this.path(id);
  }
}

function whereIs(read: Extract<LockRead, { kind: 'lock' }>): string {
  return read.info.host === hostname() ? `process ${read.info.pid}` : `the computer "${read.info.host}"`;
}

function notALock(): DiskError {
  return new DiskError(
    'Something that is not a Kaiserkrieg lock file (a folder, a link, a named pipe or another file) stands where this campaign\'s lock file should be, ' +
      'beside the campaign in the campaigns folder (its name ends in ".lock"). Remove it, then try again.',
    'ENOTFILE',
  );
}

function takenOverSentence(read: LockRead): string {
  const after = read.kind === 'lock'
    ? `This campaign was opened by another Kaiserkrieg (${whereIs(read)}) after this window opened it`
    : 'This campaign\'s lock was removed while this window had it open, so another Kaiserkrieg may have opened it';
  return `${after}. To keep the two sets of moves apart, this window no longer saves it. ` +
    'To keep the moves made here, duplicate this campaign from the campaign list (the copy gets them); ' +
    'to play on from what is saved, close it in the other Kaiserkrieg and resume it here.';
}
