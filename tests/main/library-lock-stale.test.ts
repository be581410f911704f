// Issue #28 F6 and F8: whatever stands at a campaign's "<id>.lock" answers at once (a named pipe, a folder,
// a link: a sentence, never a hang, and kk play still ends on SIGTERM), and a lock left by a crash (before
// the computer last started, or whose pid now belongs to another program) is taken over, never called
// "another Kaiserkrieg" — while a Kaiserkrieg that really has the campaign open is still refused.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdirSync, promises, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiskFs } from '../../main/library/disk.js';
import { CampaignLocks } from '../../main/library/lock.js';
import { composeGameService } from '../../main/compose.js';
import { memorySettings } from '../../main/settings-model.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { toyServiceIn } from './fixtures/service.js';
import { seenNow } from './fixtures/seen.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  removeTempDirs();
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const boot = (): number => Date.now() - uptime() * 1000;
const NOT_A_LOCK = /^Something that is not a Kaiserkrieg lock file \(a folder, a link, a named pipe or another file\) stands where this campaign's lock file should be.*Remove it, then try again\.$/;

/** A campaign of the toy engine in a fresh campaigns folder. */
async function oneCampaign(): Promise<{ dir: string; id: string }> {
  const dir = tempDir();
  const { service } = toyServiceIn(undefined, dir);
  const started = await service.newCampaign({ seed: 5, options: { hundredDays: true, indiansTwice: false, removeCruisers: 1 } });
  await service.act({ type: 'add', n: 1 }, await seenNow(service));
  await service.close();
  return { dir, id: started.campaign.id };
}

/** Resolves with the time it took, or rejects after `ms` (a hang is a failure, not a stuck test). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

/** A process that is not Kaiserkrieg, alive for the test: its pid stands for a reused one. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

function writeLock(path: string, lock: object, mtime: Date = new Date()): void {
  writeFileSync(path, JSON.stringify(lock));
  utimesSync(path, mtime, mtime);
}

describe('something that is not a lock file at "<id>.lock"', () => {
  for (const kind of ['a named pipe', 'a folder', 'a link to the campaign\'s own file', 'a large file'] as const) {
    it(`${kind}: acquire, Delete and resume answer within a second with a sentence; nothing is followed or removed`, async () => {
      const { dir, id } = await oneCampaign();
      const { library, service } = toyServiceIn(undefined, dir);
      const lock = library.locks.lockPath(id);
      const campaignFile = join(dir, `${id}.campaign.json`);
      const before = readFileSync(campaignFile, 'utf8');
      if (kind === 'a named pipe') execFileSync('mkfifo', [lock]);
      else if (kind === 'a folder') mkdirSync(lock);
      else if (kind === 'a large file') writeFileSync(lock, 'x'.repeat(100_000), { flag: 'wx' });
      else symlinkSync(campaignFile, lock);
      expect(await within(1000, refusal(library.locks.acquire(id)))).toMatch(NOT_A_LOCK); // 6c0fb0d: a pipe never answers
      expect(await within(1000, refusal(library.locks.heldElsewhere(id)))).toMatch(NOT_A_LOCK);
      expect(await within(1000, refusal(service.deleteCampaign(id)))).toMatch(NOT_A_LOCK);
      const resumed = await within(1000, service.resume(id));
      expect(resumed.ok).toBe(false);
      if (!resumed.ok) expect(resumed.problem.reason).toMatch(NOT_A_LOCK);
      expect(readFileSync(campaignFile, 'utf8')).toBe(before);
      expect(() => lstatSync(lock)).not.toThrow(); // still there: only the player removes it
      await service.close();
    });
  }

  it('kk play --resume facing a named pipe at the lock ends with a sentence, and SIGTERM ends it within seconds', async () => {
    const userData = tempDir();
    const service = await composeGameService({ userData, appVersion: '0.1.0-test', settings: memorySettings(), advisor: { advise: () => { throw new Error('no advisor'); }, close: async () => {} } as never });
    const update = await service.newCampaign({ seed: 8, options: DEFAULT_OPTIONS });
    await service.act(update.campaign.board.prompt!.actions[0], await seenNow(service));
    await service.close();
    const id = update.campaign.id;
    execFileSync('mkfifo', [join(userData, 'campaigns', `${id}.lock`)]);
    const kk = spawn(process.execPath, ['--import', 'tsx', 'tools/kk.ts', 'play', '--resume', id, '--data', userData], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    children.push(kk);
    let output = '';
    kk.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    kk.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const ended = new Promise<void>((resolve) => kk.once('exit', () => resolve()));
    // Given time to start (tsx compiles on a busy machine), then SIGTERM if it is still there (6c0fb0d: it hung and ignored it).
    const byItself = await Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]);
    if (!byItself) {
      kk.kill('SIGTERM');
      await within(4000, ended);
    }
    expect(output).toMatch(/not a Kaiserkrieg lock file/);
    expect(kk.exitCode ?? 128).not.toBe(0);
  }, 30_000);
});

describe('a lock left by a crash is taken over, never "another Kaiserkrieg"', () => {
  const cases: readonly [string, (pid: number) => object, Date?][] = [
    ['written before this computer last started (it records the earlier boot)', (pid) => ({ pid, host: hostname(), token: 'crashed', boot: boot() - 86_400_000 })],
    ['not refreshed for five minutes (its pid was reused since)', (pid) => ({ pid, host: hostname(), token: 'crashed', boot: Math.round(boot()) }), new Date(Date.now() - 300_000)],
    ['of the older kind (no boot time), last written before this computer started', (pid) => ({ pid, host: hostname(), token: 'crashed' }), new Date(boot() - 3_600_000)],
  ];
  for (const [what, lockOf, mtime] of cases) {
    it(`${what}, its pid now another program's`, async () => {
      const { dir, id } = await oneCampaign();
      const { library, service } = toyServiceIn(undefined, dir);
      writeLock(library.locks.lockPath(id), lockOf(unrelatedProcess()), mtime);
      expect(await library.locks.heldElsewhere(id)).toBe(false); // Delete and Restore are free
      const resumed = await service.resume(id); // 6c0fb0d: "open in another Kaiserkrieg (process N)"
      expect(resumed.ok ? 'resumed' : resumed.problem.reason).toBe('resumed');
      expect(JSON.parse(readFileSync(library.locks.lockPath(id), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
      expect((await service.act({ type: 'add', n: 1 }, await seenNow(service))).save).toEqual({ ok: true });
      await service.close();
    });
  }

  it('a lock this very process\'s pid wrote in an earlier life (same pid, unknown token) is taken over', async () => {
    const { dir, id } = await oneCampaign();
    const { library, service } = toyServiceIn(undefined, dir);
    writeLock(library.locks.lockPath(id), { pid: process.pid, host: hostname(), token: 'before-the-restart', boot: boot() - 86_400_000 });
    expect((await service.resume(id)).ok).toBe(true);
    await service.close();
  });

  it('an older lock whose pid is alive and that was written since the start is still respected (nothing shows it is stale)', async () => {
    const { dir, id } = await oneCampaign();
    const { library } = toyServiceIn(undefined, dir);
    const pid = unrelatedProcess();
    writeLock(library.locks.lockPath(id), { pid, host: hostname(), token: 'older-kaiserkrieg' });
    expect(await refusal(library.locks.acquire(id))).toBe(`This campaign is open in another Kaiserkrieg (process ${pid}). Close it there, then try again.`);
  });

  it('a Kaiserkrieg that really holds the campaign in another process is refused, in the words it always had', async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./fixtures/lock-race-child.ts', import.meta.url)), dir], { stdio: ['pipe', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    await within(20_000, new Promise<void>((resolve) => child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready\n') && !out.includes('go-sent')) {
        out += 'go-sent';
        child.stdin!.write(`go ${Date.now()} 1 10\n`);
      }
      if (out.includes('done\n')) resolve();
    })));
    expect(out).toContain('held 0');
    const locks = new CampaignLocks(dir);
    expect(await refusal(locks.acquire('race-0'))).toBe(`This campaign is open in another Kaiserkrieg (process ${child.pid}). Close it there, then try again.`);
    expect(await locks.heldElsewhere('race-0')).toBe(true);
    child.stdin!.end();
    await within(10_000, new Promise((resolve) => child.once('exit', resolve)));
    await locks.acquire('race-0'); // it let go at exit
    await locks.release('race-0');
  }, 30_000);
});

describe('breaking a stale lock', () => {
  /** A busy disk: the breaker's steps and the lock's bytes take a while. */
  const slowFs: DiskFs = {
    ...promises,
    unlink: async (path) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return promises.unlink(path);
    },
  };

  it('two contenders that see the same stale lock: exactly one of them holds it, 50 times out of 50', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    let both = 0;
    let neither = 0;
    for (let i = 0; i < 50; i++) {
      const id = `s-${i}`;
      const [a, b] = [new CampaignLocks(dir, slowFs), new CampaignLocks(dir, slowFs)];
      writeLock(a.lockPath(id), { pid: dead, host: hostname(), token: 'dead', boot: Math.round(boot()) });
      const held = (await Promise.allSettled([a.acquire(id), b.acquire(id)])).filter((r) => r.status === 'fulfilled').length;
      if (held === 2) both++;
      if (held === 0) neither++;
      await Promise.all([a.release(id), b.release(id)]);
    }
    expect(both).toBe(0);
    expect(neither).toBe(0);
  }, 30_000);

  it('a breaker\'s claim left by a crash expires', async () => {
    const dir = tempDir();
    const locks = new CampaignLocks(dir);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeLock(locks.lockPath('alpha'), { pid: dead, host: hostname(), token: 'dead' });
    writeLock(`${locks.lockPath('alpha')}.break`, {}, new Date(Date.now() - 60_000));
    await within(3000, locks.acquire('alpha'));
    await locks.release('alpha');
  });

  it('an empty lock is left alone while young (it may be being written) and taken over once old', async () => {
    const dir = tempDir();
    const locks = new CampaignLocks(dir);
    writeLock(locks.lockPath('alpha'), {}, new Date());
    writeFileSync(locks.lockPath('alpha'), '');
    const started = Date.now();
    const waited = locks.acquire('alpha').then(() => Date.now() - started);
    expect(readFileSync(locks.lockPath('alpha'), 'utf8')).toBe(''); // not removed at once (6c0fb0d: removed)
    expect(await waited).toBeGreaterThan(3000); // taken over only once it is a few seconds old
    await locks.release('alpha');
  }, 15_000);
});

describe('a holder keeps its lock fresh', () => {
  it('touches its lock while it holds it, and stops when it lets go', async () => {
    const dir = tempDir();
    const locks = new CampaignLocks(dir, undefined, { refreshMs: 50 });
    await locks.acquire('alpha');
    const old = new Date(Date.now() - 600_000);
    utimesSync(locks.lockPath('alpha'), old, old);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Date.now() - statSync(locks.lockPath('alpha')).mtimeMs).toBeLessThan(5_000);
    await locks.release('alpha');
    expect(() => statSync(locks.lockPath('alpha'))).toThrow();
  });
});

describe('a disk that refuses the lock', () => {
  for (const code of ['ENOSPC', 'EROFS', 'EACCES']) {
    it(`${code}: acquire says so in a sentence and keeps the code (a campaign may then be played in memory)`, async () => {
      const refusing: DiskFs = {
        ...promises,
        open: ((path, flags, mode) => typeof flags === 'number' && (flags & 0o100) !== 0 // O_CREAT
          ? Promise.reject(Object.assign(new Error('refused'), { code }))
          : promises.open(path, flags, mode)) as DiskFs['open'],
      };
      const locks = new CampaignLocks(tempDir(), refusing);
      const error = await locks.acquire('alpha').then(() => null, (e: unknown) => e as Error & { code: string });
      expect(error?.code).toBe(code);
      expect(error?.message).toMatch(/^The campaign could not be opened: .+\.$/);
      expect(error?.message).not.toMatch(/\bE[A-Z]{3,}\b/);
    });
  }
});
