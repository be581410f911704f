// Issue #28 F1: two Kaiserkriegs opening one campaign at the same moment. Only one may hold its lock (the
// lock appears with its contents in one step), and a campaign taken over elsewhere stops saving with a
// sentence, so no player is ever told "saved" while the other's moves overwrite theirs.
import { promises, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiskFs } from '../../main/library/disk.js';
import { CampaignLocks } from '../../main/library/lock.js';
import { parseRecordText } from '../../main/library/record.js';
import { RECORD_SUFFIX } from '../../main/library/campaign-files.js';
import { racePairs } from './fixtures/lock-race-pairs.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { toyServiceIn } from './fixtures/service.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

/** A busy disk: every write through an opened file (the lock's few bytes among them) takes 20 ms. */
const slowFs: DiskFs = {
  ...promises,
  open: async (...args: Parameters<typeof promises.open>) => {
    const handle = await promises.open(...args);
    const writeFile = handle.writeFile.bind(handle);
    handle.writeFile = async (...w: Parameters<typeof handle.writeFile>) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return writeFile(...w);
    };
    return handle;
  },
};

describe('two Kaiserkriegs take one campaign\'s lock at the same moment', () => {
  it('two real processes, 200 races (4 process pairs × 50 campaigns): never both holders, never neither', async () => {
    // 6c0fb0d: both held the lock in 15 of 200 such races (the 300 pairs: lock-race-run.ts).
    const figures = await racePairs(4, 50, { parallel: 2, interval: 40 });
    expect(figures.tries).toBe(200);
    expect(figures.bothHeld).toBe(0);
    expect(figures.neitherHeld).toBe(0);
    expect(figures.otherRefusals).toEqual([]);
  }, 60_000);

  it('in one process, on a disk that takes 20 ms to write the lock: never both holders in 100 tries', async () => {
    const dir = tempDir();
    let both = 0;
    let neither = 0;
    for (let i = 0; i < 100; i++) {
      const id = `c-${i}`;
      const [a, b] = [new CampaignLocks(dir, slowFs), new CampaignLocks(dir, slowFs)];
      const results = await Promise.allSettled([a.acquire(id), b.acquire(id)]);
      const held = results.filter((r) => r.status === 'fulfilled').length;
      if (held === 2) both++;
      if (held === 0) neither++;
      for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/open in another Kaiserkrieg \(process \d+\)\. Close it there/);
      await Promise.all([a.release(id), b.release(id)]);
    }
    expect(both).toBe(0); // 6c0fb0d: 100 of 100
    expect(neither).toBe(0);
  }, 30_000);

  it('on a file system without hard links (link refused), still never both holders in 30 tries on the slow disk', async () => {
    const noLinks: DiskFs = { ...slowFs, link: () => Promise.reject(Object.assign(new Error('operation not permitted'), { code: 'EPERM' })) };
    const dir = tempDir();
    let both = 0;
    let neither = 0;
    for (let i = 0; i < 30; i++) {
      const id = `f-${i}`;
      const [a, b] = [new CampaignLocks(dir, noLinks), new CampaignLocks(dir, noLinks)];
      const held = (await Promise.allSettled([a.acquire(id), b.acquire(id)])).filter((r) => r.status === 'fulfilled').length;
      if (held === 2) both++;
      if (held === 0) neither++;
      await Promise.all([a.release(id), b.release(id)]);
    }
    expect(both).toBe(0);
    expect(neither).toBe(0);
    expect(readdirSync(dir)).toEqual([]); // no temp file left behind
  }, 30_000);
});

describe('"saved" is only ever said by the one window that writes the campaign', () => {
  async function campaignWithMoves(dir: string, moves: number): Promise<string> {
    const { service } = toyServiceIn(undefined, dir);
    const started = await service.newCampaign({ seed: 3, options: { hundredDays: true, indiansTwice: false, removeCruisers: 1 } });
    for (let i = 0; i < moves; i++) await service.act({ type: 'add', n: 1 }, await seenNow(service));
    await service.close();
    return started.campaign.id;
  }

  const movesOnDisk = (dir: string, id: string): number => {
    const parsed = parseRecordText(readFileSync(join(dir, id + RECORD_SUFFIX), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.record.actions.length;
  };

  it('two services resume one campaign at once on a slow disk: the second is refused with a sentence', async () => {
    const dir = tempDir();
    const id = await campaignWithMoves(dir, 3);
    const a = toyServiceIn(undefined, dir, { fs: slowFs });
    const b = toyServiceIn(undefined, dir, { fs: slowFs });
    const [ra, rb] = await Promise.all([a.service.resume(id), b.service.resume(id)]);
    expect([ra.ok, rb.ok].sort()).toEqual([false, true]); // 6c0fb0d: both opened it
    const [winner, loser] = ra.ok ? [a, rb] : [b, ra];
    if (!loser.ok) expect(loser.problem.reason).toMatch(/^This campaign is open in another Kaiserkrieg \(process \d+\)\. Close it there, then try again\.$/);
    let saved = 0;
    for (let i = 0; i < 4; i++) if ((await winner.service.act({ type: 'add', n: 1 }, await seenNow(winner.service))).save.ok) saved++;
    expect(saved).toBe(4);
    expect(movesOnDisk(dir, id)).toBe(7);
    await a.service.close();
    await b.service.close();
  }, 30_000);

  it('a campaign taken over by another Kaiserkrieg stops saving here, says so, and the other\'s moves stay on disk', async () => {
    const dir = tempDir();
    const id = await campaignWithMoves(dir, 3);
    const a = toyServiceIn(undefined, dir);
    expect((await a.service.resume(id)).ok).toBe(true);
    expect((await a.service.act({ type: 'add', n: 1 }, await seenNow(a.service))).save).toEqual({ ok: true });
    // An older Kaiserkrieg took its lock for a stale one and removed it; another then opens the campaign.
    rmSync(a.library.locks.lockPath(id));
    const b = toyServiceIn(undefined, dir);
    expect((await b.service.resume(id)).ok).toBe(true);
    for (let i = 0; i < 2; i++) expect((await b.service.act({ type: 'add', n: 1 }, await seenNow(b.service))).save).toEqual({ ok: true });
    const afterB = movesOnDisk(dir, id);
    expect(afterB).toBe(6);
    // A's next moves are refused, every time, in words that say what happened and what to do (6c0fb0d: "saved").
    for (let i = 0; i < 2; i++) {
      const save = (await a.service.act({ type: 'add', n: 1 }, await seenNow(a.service))).save;
      expect(save.ok).toBe(false);
      if (!save.ok) {
        expect(save.message).toMatch(/^This campaign was opened by another Kaiserkrieg \(process \d+\) after this window opened it\. To keep the two sets of moves apart, this window no longer saves it\./);
        expect(save.message).toMatch(/duplicate this campaign/);
        expect(save.message).not.toMatch(/\bE[A-Z]{3,}\b|\/|token|lock\b/);
      }
    }
    expect(movesOnDisk(dir, id)).toBe(afterB);
    expect(readFileSync(a.library.locks.lockPath(id), 'utf8')).toContain(`"host":"${hostname()}"`); // B's lock is left to B
    // Resuming it in A would drop the 2 moves only A has: A is asked first (the unsaved-moves refusal, #28).
    await expect(a.service.resume(id)).rejects.toThrow(/Your last 2 moves .* could not be saved: another Kaiserkrieg opened this campaign after this window did\. Export the campaign/);
    await a.service.discardUnsaved();
    // Told to drop them, A resumes while B has it: refused; once B has closed it, A reads B's moves from disk.
    expect((await a.service.resume(id)).ok).toBe(false);
    expect((await a.service.act({ type: 'add', n: 1 }, await seenNow(a.service))).save.ok).toBe(false); // still not saved after that refusal
    expect(movesOnDisk(dir, id)).toBe(afterB);
    await b.service.close();
    await a.service.discardUnsaved(); // the move played after the refusal is A's alone too
    const again = await a.service.resume(id);
    expect(again.ok && again.update.campaign.actionCount).toBe(6);
    expect((await a.service.act({ type: 'add', n: 1 }, await seenNow(a.service))).save).toEqual({ ok: true });
    expect(movesOnDisk(dir, id)).toBe(7);
    await a.service.close();
  });

  it('a lock rewritten by another holder (another token) is never released by this one', async () => {
    const dir = tempDir();
    const locks = new CampaignLocks(dir);
    await locks.acquire('alpha');
    const other = JSON.stringify({ pid: process.pid, host: hostname(), token: 'someone-else' });
    writeFileSync(locks.lockPath('alpha'), other);
    await expect(locks.confirmHeld('alpha')).rejects.toThrow(/opened by another Kaiserkrieg/);
    await locks.release('alpha');
    expect(readFileSync(locks.lockPath('alpha'), 'utf8')).toBe(other);
  });
});
