// A campaign open in one process is never written by another: the process playing it holds
// "<id>.lock" (created exclusively). A lock whose process has died is taken over; a live one is
// answered with a sentence for the player.
import { constants, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DiskError, asDiskError, nodeFs, processAlive, type DiskFs } from './disk.js';
import { assertId } from './campaign-files.js';

interface LockInfo {
  readonly pid: number;
  readonly host: string;
  /** Tells two holders in one process apart (two windows' services, tests). */
  readonly token: string;
}

/** Every holder of this process, so one exit hook can let go of all their locks. */
const HOLDERS = new Set<CampaignLocks>();
let exitHooked = false;

function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  // At exit only synchronous calls run; a lock left by a crash is taken over later (its process is dead).
  process.once('exit', () => {
    for (const holder of HOLDERS) holder.releaseAllSync();
  });
}

export class CampaignLocks {
  private readonly token = randomBytes(6).toString('hex');
  private readonly held = new Set<string>();

  constructor(private readonly dir: string, private readonly fs: DiskFs = nodeFs) {}

  private path(id: string): string {
    assertId(id);
    return join(this.dir, `${id}.lock`);
  }

  /** Takes the campaign's lock, or throws a DiskError that says who holds it. */
  async acquire(id: string): Promise<void> {
    if (this.held.has(id)) return;
    const mine: LockInfo = { pid: process.pid, host: hostname(), token: this.token };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const handle = await this.fs.open(this.path(id), constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644);
        try {
          await handle.writeFile(JSON.stringify(mine));
        } finally {
          await handle.close();
        }
        this.held.add(id);
        HOLDERS.add(this);
        hookExit();
        return;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw asDiskError(e, 'The campaign could not be opened');
      }
      const holder = await this.holder(id);
      if (holder !== null && holder.host === mine.host && holder.pid === process.pid && holder.token === this.token) {
        this.held.add(id);
        return;
      }
      if (holder === null || (holder.host === mine.host && !processAlive(holder.pid))) {
        await this.fs.unlink(this.path(id)).catch(() => undefined); // its process is gone
        continue;
      }
      const where = holder.host === mine.host ? `process ${holder.pid}` : `the computer "${holder.host}"`;
      throw new DiskError(`This campaign is open in another Kaiserkrieg (${where}). Close it there, then try again.`, 'ELOCKED');
    }
    throw new DiskError('This campaign is being opened by another Kaiserkrieg at this very moment. Try again.', 'ELOCKED');
  }

  private async holder(id: string): Promise<LockInfo | null> {
    try {
      const info = JSON.parse(await this.fs.readFile(this.path(id), 'utf8')) as Partial<LockInfo>;
      if (typeof info.pid === 'number' && typeof info.host === 'string' && typeof info.token === 'string') return info as LockInfo;
    } catch {
      // Unreadable or half-written by a process that died at once: treat as stale.
    }
    return null;
  }

  async release(id: string): Promise<void> {
    if (!this.held.delete(id)) return;
    await this.fs.unlink(this.path(id)).catch(() => undefined);
  }

  /** Whether another process or service holds the campaign (a delete must wait for it). */
  async heldElsewhere(id: string): Promise<boolean> {
    if (this.held.has(id)) return false;
    const holder = await this.holder(id);
    if (holder === null) return false;
    if (holder.host !== hostname()) return true;
    return processAlive(holder.pid) && !(holder.pid === process.pid && holder.token === this.token);
  }

  /** At exit: the locks this holder has go (synchronously, as the process is ending). */
  releaseAllSync(): void {
    for (const id of this.held) {
      try {
        unlinkSync(this.path(id));
      } catch {
        // Already gone.
      }
    }
    this.held.clear();
  }

  lockPath(id: string): string {
    return this.path(id);
  }
}
