// The campaign library when the disk misbehaves, on real files: short and failing writes, a full small
// disk, a read-only disk, links and folders where campaign files should be, a broken campaigns folder,
// absurd files, a failed backup step, concurrent imports and two processes, newer and damaged files,
// deleted campaigns. Each case checks what the player reads (a plain sentence: no path of this machine,
// no errno code, no JavaScript error) and that every other campaign stays as it was.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync, existsSync, ftruncateSync, lstatSync, mkdirSync, mkdtempSync, openSync, promises as realFs, readdirSync, readFileSync,
  rmdirSync, rmSync, statfsSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync, writeSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PlainAction } from '../../shared/engine/index.js';
import { callApi } from '../../main/api-handlers.js';
import { nodeFs, type DiskFs } from '../../main/library/disk.js';
import type { CampaignLibrary } from '../../main/library/library.js';
import { RECORD_FORMAT, recordText, type CampaignRecord } from '../../main/library/record.js';
import { removeTempDirs, tempDir, TOY_NOW, toyLibrary, toyRecord } from './fixtures/setup.js';
import { toyServiceIn } from './fixtures/service.js';
import { toyEngine } from './fixtures/toy-engine.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const ADD1: PlainAction = { type: 'add', n: 1 };
const ADD2: PlainAction = { type: 'add', n: 2 };
const OPTIONS = toyEngine.normaliseOptions({});
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------
// What the player reads

/** Words for the player: never a path of this machine, an errno code or a JavaScript error. */
function expectPlayerText(text: string | null | undefined, ...dirs: string[]): string {
  expect(typeof text, `not text: ${String(text)}`).toBe('string');
  const t = text as string;
  expect(t.trim().split(/\s+/).length, t).toBeGreaterThanOrEqual(4);
  for (const dir of [tmpdir(), ...dirs]) expect(t).not.toContain(dir);
  expect(t).not.toMatch(/(^|[\s("'])\/[\w.-]+\//); // an absolute path
  expect(t).not.toMatch(/\bE[A-Z]{2,}\b/); // ENOSPC, EACCES, ELOOP…
  expect(t).not.toMatch(/Maximum call stack|RangeError|TypeError|SyntaxError|undefined|\[object|errno|syscall/i);
  return t;
}

/** A whole sentence for the player: as above, starting with a capital and ending with a full stop. */
function expectSentence(text: string | null | undefined, ...dirs: string[]): string {
  const t = expectPlayerText(text, ...dirs);
  expect(t, t).toMatch(/^[A-Z]/);
  expect(t, t).toMatch(/[.!]$/);
  return t;
}

/** The message a promise rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a rejection, but it resolved');
}

function recordFile(dir: string, id: string): string {
  return join(dir, `${id}.campaign.json`);
}

function tempFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.endsWith('.tmp'));
}

/** The number of actions the campaign's file (or its backup) holds, read by a fresh library; null if it does not load. */
async function loadedCount(dir: string, id: string, which: 'file' | 'backup' = 'file'): Promise<number | null> {
  const library = toyLibrary(dir);
  const loaded = which === 'file' ? await library.load(id) : await library.loadBackup(id);
  return loaded.ok ? loaded.campaign.record.actions.length : null;
}

/** A library with campaigns "alpha" (5 moves, its backup 4) and "bravo" (8 moves, its backup 7). */
async function twoCampaigns(dir = tempDir(), library: CampaignLibrary = toyLibrary(dir)): Promise<{ dir: string; library: CampaignLibrary }> {
  await library.open();
  for (const [id, count] of [['alpha', 5], ['bravo', 8]] as const) {
    await library.create(toyRecord(count - 1, { library, id }));
    await library.save(toyRecord(count, { library, id }));
  }
  return { dir, library };
}

async function expectBothIntact(dir: string): Promise<void> {
  expect(await loadedCount(dir, 'alpha')).toBe(5);
  expect(await loadedCount(dir, 'alpha', 'backup')).toBe(4);
  expect(await loadedCount(dir, 'bravo')).toBe(8);
  expect(await loadedCount(dir, 'bravo', 'backup')).toBe(7);
}

// ---------------------------------------------------------------------------------------------------------
// An injectable file system that misbehaves on demand

interface Faults {
  /** Each write call writes at most this many bytes (a short write). */
  maxWrite: number | null;
  /** A file written through this fs takes this many bytes, then every further write fails with ENOSPC. */
  spaceLeft: number | null;
  /** link() fails with this code when the predicate holds for its (existing, target). */
  linkFails: ((existing: string, target: string) => boolean) | null;
  /** readdir() of this folder fails with EACCES. */
  unlistable: string | null;
  /** open() for reading of paths matching this fails with EMFILE, this many times. */
  readFails: { match: RegExp; times: number } | null;
  /** Every write call's length, as asked for. */
  readonly writeCalls: number[];
  /** Every path opened or read. */
  readonly opened: string[];
}

function errno(code: string, syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated failure, ${syscall}`), { code, syscall, errno: -1 });
}

function faultyFs(): { fs: DiskFs; faults: Faults } {
  const faults: Faults = { maxWrite: null, spaceLeft: null, linkFails: null, unlistable: null, readFails: null, writeCalls: [], opened: [] };
  const wrap = (handle: realFs.FileHandle): realFs.FileHandle => {
    let written = 0;
    const write = async (buffer: Buffer, offset: number, length: number, position: number) => {
      faults.writeCalls.push(length);
      let n = length;
      if (faults.maxWrite !== null) n = Math.min(n, faults.maxWrite);
      if (faults.spaceLeft !== null) {
        if (written >= faults.spaceLeft) throw errno('ENOSPC', 'write');
        n = Math.min(n, faults.spaceLeft - written);
      }
      const result = await handle.write(buffer, offset, n, position);
      written += result.bytesWritten;
      return result;
    };
    return new Proxy(handle, {
      get(target, prop, receiver) {
        if (prop === 'write') return write;
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  const fs: DiskFs = {
    ...nodeFs,
    open: (async (path: string, flags?: number, mode?: number) => {
      faults.opened.push(String(path));
      const reading = typeof flags === 'number' && (flags & 3) === 0;
      if (reading && faults.readFails && faults.readFails.times > 0 && faults.readFails.match.test(String(path))) {
        faults.readFails.times--;
        throw errno('EMFILE', 'open');
      }
      return wrap(await realFs.open(path, flags, mode));
    }) as DiskFs['open'],
    readFile: ((path: string, options?: unknown) => {
      faults.opened.push(String(path));
      return realFs.readFile(path, options as BufferEncoding);
    }) as DiskFs['readFile'],
    link: (async (existing: string, target: string) => {
      if (faults.linkFails?.(String(existing), String(target))) throw errno('EPERM', 'link');
      return realFs.link(existing, target);
    }) as DiskFs['link'],
    readdir: (async (path: string, options?: unknown) => {
      if (faults.unlistable !== null && String(path) === faults.unlistable) throw errno('EACCES', 'scandir');
      return realFs.readdir(path, options as BufferEncoding);
    }) as DiskFs['readdir'],
  };
  return { fs, faults };
}

// ---------------------------------------------------------------------------------------------------------
// Small real disks (tmpfs): mounted once for this file, or skipped with one line when that is impossible

interface Disks {
  readonly small: string;
  readonly readOnly: string;
}

function mountDisks(): Disks | null {
  const points: string[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const point = mkdtempSync(join(tmpdir(), 'kk-tmpfs-'));
      points.push(point);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0755', 'tmpfs', point], { stdio: 'pipe' });
    }
    return { small: points[0], readOnly: points[1] };
  } catch (e) {
    const why = String((e as { stderr?: Buffer }).stderr ?? (e as Error).message).trim().split('\n')[0];
    console.log(`library-faults: skipping the small-disk and read-only tests: a 1 MB tmpfs cannot be mounted here (${why}); they need root.`);
    for (const point of points) unmount(point);
    return null;
  }
}

function unmount(point: string): void {
  for (const args of [[point], ['-l', point]]) {
    try {
      execFileSync('umount', args, { stdio: 'pipe' });
      break;
    } catch {
      // not mounted, or busy: the lazy unmount below
    }
  }
  try {
    rmdirSync(point);
  } catch {
    // still mounted: left for the machine's own tmp cleaning
  }
}

const disks = mountDisks();

afterAll(() => {
  if (disks) for (const point of [disks.small, disks.readOnly]) unmount(point);
});

/** Fills a disk with one file until ENOSPC, then frees exactly `leavePages` of its pages (4 KiB on most machines). */
function fillDisk(disk: string, leavePages: number): string {
  const page = statfsSync(disk).bsize;
  const filler = join(disk, 'filler');
  const fd = openSync(filler, 'w');
  let size = 0;
  try {
    for (const chunk of [Buffer.alloc(64 * 1024, 1), Buffer.alloc(page, 1)]) {
      for (;;) {
        try {
          size += writeSync(fd, chunk, 0, chunk.length, size);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw e;
        }
      }
    }
    ftruncateSync(fd, (Math.ceil(size / page) - leavePages) * page);
  } finally {
    closeSync(fd);
  }
  expect(statfsSync(disk).bavail).toBe(leavePages);
  return filler;
}

// ---------------------------------------------------------------------------------------------------------

describe('writes that stop short', () => {
  it('a write that writes at most 1000 bytes per call is continued: the file is complete and loads', async () => {
    const dir = tempDir();
    const { fs, faults } = faultyFs();
    faults.maxWrite = 1000;
    const library = toyLibrary(dir, { fs });
    const bookmarks = Array.from({ length: 20 }, (_, i) => ({ name: `Mark ${i} ${'x'.repeat(60)}`, actionCount: 3, turn: 1, createdAt: TOY_NOW.toISOString() }));
    const record = toyRecord(40, { library, id: 'long', bookmarks });
    await library.create(toyRecord(39, { library, id: 'long', bookmarks }));
    await library.save(record);
    expect(recordText(record).length).toBeGreaterThan(3000);
    expect(faults.writeCalls.filter((n) => n < 1000).length).toBeGreaterThan(0); // the rest of a short write was asked for again
    expect(faults.writeCalls.length).toBeGreaterThanOrEqual(6);
    expect(readFileSync(recordFile(dir, 'long'), 'utf8')).toBe(recordText(record));
    expect(await loadedCount(dir, 'long')).toBe(40);
    expect(await loadedCount(dir, 'long', 'backup')).toBe(39);
  });

  it('a write that writes part, then fails with ENOSPC: "the disk is full", the previous file loads as it was', async () => {
    const { dir } = await twoCampaigns();
    const { fs, faults } = faultyFs();
    faults.spaceLeft = 300;
    const library = toyLibrary(dir, { fs });
    const message = expectSentence(await rejection(library.save(toyRecord(6, { library, id: 'alpha' }))), dir);
    expect(message).toMatch(/disk is full/);
    expect(tempFiles(dir)).toEqual([]);
    await expectBothIntact(dir);
    // A new campaign on the full disk: nothing half-written is left under its name.
    expect(expectSentence(await rejection(library.create(toyRecord(3, { library, id: 'charlie' }))), dir)).toMatch(/disk is full/);
    expect(existsSync(recordFile(dir, 'charlie'))).toBe(false);
    expect(tempFiles(dir)).toEqual([]);
  });

  it('GameService: the save message says the copy on disk is intact only after reading it back', async () => {
    const dir = tempDir();
    const { fs, faults } = faultyFs();
    const { service, library } = toyServiceIn(undefined, dir, { fs });
    await library.open();
    await service.newCampaign({ seed: 5, options: OPTIONS });
    for (const a of [ADD1, ADD2, ADD1]) expect((await service.act(a, await seenNow(service))).save).toEqual({ ok: true });
    const id = (await service.current())!.id;

    faults.spaceLeft = 200;
    const first = await service.act(ADD2, await seenNow(service));
    expect(first.campaign.actionCount).toBe(4); // the move is played all the same
    expect(first.save.ok).toBe(false);
    const intact = expectSentence(!first.save.ok ? first.save.message : null, dir);
    expect(intact).toMatch(/disk is full/);
    expect(intact).toMatch(/copy on disk, after move 3, is intact/);
    expect(await loadedCount(dir, id)).toBe(3);

    // The file on disk is damaged as well: the message must not claim it is intact.
    const file = recordFile(dir, id);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"n":1', '"n":2'));
    const second = await service.act(ADD1, await seenNow(service));
    const notIntact = expectSentence(!second.save.ok ? second.save.message : null, dir);
    expect(notIntact).toMatch(/disk is full/);
    expect(notIntact).not.toMatch(/intact/);

    // The file is gone altogether: no claim either.
    unlinkSync(file);
    const third = await service.act(ADD1, await seenNow(service));
    expect(expectSentence(!third.save.ok ? third.save.message : null, dir)).not.toMatch(/intact/);

    // Space again: the next move writes every move kept in memory.
    faults.spaceLeft = null;
    expect((await service.act(ADD2, await seenNow(service))).save).toEqual({ ok: true });
    expect(await loadedCount(dir, id)).toBe(7);
  });
});

describe.skipIf(disks === null)('a real small disk (1 MB tmpfs)', () => {
  it('once a save needs another block (4 KiB), every save reports the full disk; the last good file and its backup load', async () => {
    const disk = disks!.small;
    const block = statfsSync(disk).bsize; // tmpfs counts pages: 4 KiB on most machines
    const dir = join(disk, 'campaigns');
    const { service, library } = toyServiceIn(undefined, dir);
    await library.open();
    await library.create(toyRecord(12, { library, id: 'bystander' }));
    await library.save(toyRecord(13, { library, id: 'bystander' }));
    await service.newCampaign({ seed: 11, options: OPTIONS });
    const id = (await service.current())!.id;
    const file = recordFile(dir, id);
    await service.act(ADD1, await seenNow(service));
    await service.act(ADD2, await seenNow(service)); // the file and its backup exist
    for (let i = 0; statSync(file).size < block - 250; i++) await service.bookmark(`Bookmark ${i} ${'x'.repeat(60)}`);
    expect(statSync(file).size).toBeLessThanOrEqual(block);

    // One free page: a save within one block fits (it frees the old backup's page), one crossing into a second does not.
    const filler = fillDisk(disk, 1);
    let moves = 2;
    let fitted = 0;
    let lastGoodSize = statSync(file).size;
    let failure: string | null = null;
    while (failure === null && moves < 36) {
      const update = await service.act(moves % 3 === 2 ? { type: 'roll' } : ADD1, await seenNow(service));
      moves++;
      if (update.save.ok) {
        fitted++;
        lastGoodSize = statSync(file).size;
      } else failure = update.save.message;
    }
    const lastGood = moves - 1;
    expect(fitted).toBeGreaterThanOrEqual(3);
    expect(lastGoodSize).toBeLessThanOrEqual(block);
    expect(lastGoodSize).toBeGreaterThan(block - 30); // it failed on crossing the block, not before
    expect(expectSentence(failure, disk)).toMatch(/disk is full.*copy on disk, after move \d+, is intact/);
    expect(failure).toContain(`after move ${lastGood},`);

    // Two moves later: each save reports the full disk, nothing is truncated, no temp file is left.
    for (let i = 0; i < 2; i++) {
      const update = await service.act(ADD1, await seenNow(service));
      expect(update.save.ok).toBe(false);
      expect(expectSentence(!update.save.ok ? update.save.message : null, disk)).toMatch(/disk is full/);
    }
    expect(expectSentence(await rejection(service.bookmark('One more')), disk)).toMatch(/disk is full/);
    expect(statSync(file).size).toBe(lastGoodSize);
    expect(tempFiles(dir)).toEqual([]);
    expect(await loadedCount(dir, id)).toBe(lastGood);
    expect(await loadedCount(dir, id, 'backup')).toBe(lastGood - 1);
    expect(await loadedCount(dir, 'bystander')).toBe(13);
    expect(await loadedCount(dir, 'bystander', 'backup')).toBe(12);

    // Room again: the next move writes all the moves kept in memory.
    unlinkSync(filler);
    expect((await service.act(ADD2, await seenNow(service))).save).toEqual({ ok: true });
    expect(await loadedCount(dir, id)).toBe(lastGood + 4); // the failed move, two more, this one
    await service.close();
  });

  it('a read-only disk: a sentence for every write, nothing lost, the campaigns still list and load', async () => {
    const disk = disks!.readOnly;
    const dir = join(disk, 'campaigns');
    const { service, library } = toyServiceIn(undefined, dir);
    await twoCampaigns(dir, library);
    expect((await service.resume('alpha')).ok).toBe(true);
    execFileSync('mount', ['-o', 'remount,ro', disk], { stdio: 'pipe' });
    try {
      const update = await service.act(ADD1, await seenNow(service));
      expect(update.save.ok).toBe(false);
      expect(expectSentence(!update.save.ok ? update.save.message : null, disk)).toMatch(/read-only.*after move 5, is intact/);
      expect(expectSentence(await rejection(library.save(toyRecord(9, { library, id: 'bravo' }))), disk)).toMatch(/read-only/);
      expect(expectSentence(await rejection(library.importText(recordText(toyRecord(3, { library })))), disk)).toMatch(/read-only/);

      const again = toyLibrary(dir);
      await again.open();
      expect(again.problem).toBeNull();
      const list = await again.list();
      expect(list.campaigns.map((c) => [c.id, c.actionCount, c.problem])).toEqual([['alpha', 5, null], ['bravo', 8, null]]);
      await expectBothIntact(dir);

      // A new campaign can still be played, in memory, with a message that nothing is on disk (once the
      // player has said to drop the move the disk refused: issue #28).
      await expect(service.newCampaign({ seed: 3, options: OPTIONS })).rejects.toThrow(/Your last move .* could not be saved: the disk is read-only/);
      await service.discardUnsaved();
      const fresh = await service.newCampaign({ seed: 3, options: OPTIONS });
      expect(expectSentence(!fresh.save.ok ? fresh.save.message : null, disk)).toMatch(/read-only.*Nothing of this campaign is on disk yet/);
      expect((await service.act(ADD1, await seenNow(service))).campaign.actionCount).toBe(1);
      // Another campaign can still be opened to play (its saves will say the disk is read-only).
      await service.discardUnsaved();
      const bravo = await service.resume('bravo');
      if (bravo.ok) expect(bravo.update.campaign.actionCount).toBe(8);
      else expectSentence(bravo.problem.reason.replace(/^./, (c) => c.toUpperCase()), disk);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', disk], { stdio: 'pipe' });
    }
    await expectBothIntact(dir);
    await service.close();
  });
});

describe('links where campaign files should be', () => {
  it('a campaign file that links to another campaign\'s file: saving refuses, the other file is unchanged', async () => {
    const { dir, library } = await twoCampaigns();
    const bravo = readFileSync(recordFile(dir, 'bravo'));
    for (const target of [recordFile(dir, 'bravo'), 'bravo.campaign.json']) {
      unlinkSync(recordFile(dir, 'alpha'));
      symlinkSync(target, recordFile(dir, 'alpha'));
      const message = expectSentence(await rejection(library.save(toyRecord(6, { library, id: 'alpha' }))), dir);
      expect(message).toMatch(/^The campaign could not be saved: .*link/);
      expect(readFileSync(recordFile(dir, 'bravo'))).toEqual(bravo);
      expect(lstatSync(recordFile(dir, 'alpha')).isSymbolicLink()).toBe(true);
    }
    // Loading it does not follow the link either, and says why.
    const loaded = await library.load('alpha');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expectPlayerText(loaded.problem.reason, dir);
    expect(readFileSync(recordFile(dir, 'bravo'))).toEqual(bravo);
    expect(await loadedCount(dir, 'bravo')).toBe(8);
    expect(tempFiles(dir)).toEqual([]);
  });

  it('a campaign file that links outside the folder: saving and loading refuse, the outside file is unchanged', async () => {
    const { dir, library } = await twoCampaigns();
    const outside = join(tempDir('kk-outside-'), 'precious.txt');
    writeFileSync(outside, 'the player\'s own file\n');
    unlinkSync(recordFile(dir, 'alpha'));
    symlinkSync(outside, recordFile(dir, 'alpha'));
    expectSentence(await rejection(library.save(toyRecord(6, { library, id: 'alpha' }))), dir, outside);
    const listed = (await library.list()).campaigns.find((c) => c.id === 'alpha');
    expectPlayerText(listed?.problem, dir, outside);
    const loaded = await library.load('alpha');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expectPlayerText(loaded.problem.reason, dir, outside);
    expect(readFileSync(outside, 'utf8')).toBe('the player\'s own file\n');
    expect(await loadedCount(dir, 'bravo')).toBe(8);
  });

  it('a backup name that is a link is replaced by the backup, never written through', async () => {
    const { dir, library } = await twoCampaigns();
    const outside = join(tempDir('kk-outside-'), 'precious.txt');
    writeFileSync(outside, 'keep me\n');
    const bravo = readFileSync(recordFile(dir, 'bravo'));
    for (const target of [recordFile(dir, 'bravo'), outside]) {
      const backup = `${recordFile(dir, 'alpha')}.bak`;
      unlinkSync(backup);
      symlinkSync(target, backup);
      const report = await library.save(toyRecord(6, { library, id: 'alpha' }));
      expect(report.backupProblem).toBeNull();
      expect(lstatSync(backup).isFile()).toBe(true);
      expect(await loadedCount(dir, 'alpha', 'backup')).toBe(5);
      expect(await loadedCount(dir, 'alpha')).toBe(6);
      await library.save(toyRecord(5, { library, id: 'alpha' })); // back to five moves for the next round
    }
    expect(readFileSync(recordFile(dir, 'bravo'))).toEqual(bravo);
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
  });
});

describe('things that are not campaign files', () => {
  it('a folder where a campaign file should be: a problem row, saving refuses, the others list and load', async () => {
    const { dir, library } = await twoCampaigns();
    mkdirSync(recordFile(dir, 'hollow'));
    const list = await library.list();
    expect(list.campaigns.map((c) => c.id).sort()).toEqual(['alpha', 'bravo', 'hollow']);
    expectPlayerText(list.campaigns.find((c) => c.id === 'hollow')?.problem, dir);
    expect(list.campaigns.filter((c) => c.id !== 'hollow').every((c) => c.problem === null)).toBe(true);
    expect(expectSentence(await rejection(library.save(toyRecord(3, { library, id: 'hollow' }))), dir)).toMatch(/^The campaign could not be saved: .*folder/);
    expect(expectSentence(await rejection(library.create(toyRecord(3, { library, id: 'hollow' }))), dir)).toMatch(/^The campaign could not be saved/);
    const { service } = toyServiceIn(undefined, dir);
    const resumed = await service.resume('hollow');
    expect(resumed.ok).toBe(false);
    if (!resumed.ok) expectPlayerText(resumed.problem.reason, dir);
    expect(lstatSync(recordFile(dir, 'hollow')).isDirectory()).toBe(true);
    await expectBothIntact(dir);
  });

  it('a named pipe where a campaign file should be: listing and loading answer at once', async () => {
    const { dir, library } = await twoCampaigns();
    const made = spawnSync('mkfifo', [recordFile(dir, 'pipe')]);
    if (made.status !== 0) return; // no mkfifo here: nothing to check
    const list = await Promise.race([library.list(), new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
    expect(list, 'the listing hangs on the pipe').not.toBeNull();
    expectPlayerText(list!.campaigns.find((c) => c.id === 'pipe')?.problem, dir);
    const loaded = await library.load('pipe');
    expect(loaded.ok).toBe(false);
    await expectBothIntact(dir);
  });

  it('a deeply nested file and a huge one: listed quickly without reading the huge one, loading gives a sentence', async () => {
    const { dir } = await twoCampaigns();
    writeFileSync(recordFile(dir, 'deep'), `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    writeFileSync(recordFile(dir, 'deeper'), `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    for (const [id, size] of [['huge', 40 * 1024 * 1024], ['big', 17 * 1024 * 1024]] as const) {
      const fd = openSync(recordFile(dir, id), 'w');
      ftruncateSync(fd, size); // sparse: the size is what counts
      closeSync(fd);
    }
    const { fs, faults } = faultyFs();
    const library = toyLibrary(dir, { fs });
    const started = performance.now();
    const list = await library.list();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(faults.opened.filter((p) => /(huge|big)\.campaign\.json$/.test(p))).toEqual([]);
    const problem = (id: string) => list.campaigns.find((c) => c.id === id)?.problem;
    for (const id of ['huge', 'big']) expect(expectPlayerText(problem(id), dir)).toMatch(/too large/);
    for (const id of ['deep', 'deeper']) expect(expectPlayerText(problem(id), dir)).toMatch(/nested/);
    for (const id of ['deep', 'deeper', 'huge', 'big']) {
      const loaded = await library.load(id);
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) expectPlayerText(loaded.problem.reason, dir);
    }
    await expectBothIntact(dir);
  });

  it('a damaged, huge or linked listing cache: the listing is rebuilt from the files, quickly', async () => {
    const { dir } = await twoCampaigns();
    const cache = join(dir, 'catalogue.json');
    const outside = join(tempDir('kk-outside-'), 'precious.json');
    writeFileSync(outside, '{"format":1,"entries":{}}');
    const damaged: Array<[string, () => void]> = [
      ['a null entry', () => writeFileSync(cache, JSON.stringify({ format: 1, entries: { alpha: null, bravo: 7 } }))],
      ['an entry of another shape', () => writeFileSync(cache, JSON.stringify({ format: 1, entries: { alpha: { size: statSync(recordFile(dir, 'alpha')).size, mtimeMs: statSync(recordFile(dir, 'alpha')).mtimeMs, summary: null } } }))],
      ['entries that are not an object', () => writeFileSync(cache, '{"format":1,"entries":"many"}')],
      ['null', () => writeFileSync(cache, 'null')],
      ['a huge sparse file', () => {
        const fd = openSync(cache, 'w');
        ftruncateSync(fd, 40 * 1024 * 1024);
        closeSync(fd);
      }],
      ['a link outside the folder', () => symlinkSync(outside, cache)],
      ['a named pipe', () => execFileSync('mkfifo', [cache])],
    ];
    for (const [what, damage] of damaged) {
      rmSync(cache, { force: true });
      damage();
      const started = performance.now();
      const list = await Promise.race([toyLibrary(dir).list(), new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
      expect(list, `${what}: the listing hangs`).not.toBeNull();
      if (list === null) return;
      expect(performance.now() - started, what).toBeLessThan(2000);
      expect(list.problems, what).toEqual([]);
      expect(list.campaigns.map((c) => [c.id, c.actionCount, c.problem]), what).toEqual([['alpha', 5, null], ['bravo', 8, null]]);
    }
    expect(readFileSync(outside, 'utf8')).toBe('{"format":1,"entries":{}}');
  });

  it('a damaged record of brought-in saves: open() does not throw', async () => {
    const oldSaves = tempDir('kk-old-saves-');
    writeFileSync(join(oldSaves, 'first.save.json'), 'not a save');
    for (const marker of ['null', '[]', '"text"', '{"first.save.json":null}']) {
      const dir = tempDir();
      writeFileSync(join(dir, 'brought-in-saves.json'), marker);
      const library = toyLibrary(dir, { oldSavesDir: oldSaves });
      await library.open();
      expect(library.problem, marker).toBeNull();
      const { problems } = await library.list();
      expect(problems.length, marker).toBe(1);
      expectSentence(problems[0], oldSaves);
    }
  });

  it('importing a deeply nested text through callApi answers a sentence, and writes nothing', async () => {
    const { service, library, dir } = toyServiceIn();
    await library.open();
    const good = JSON.parse(recordText(toyRecord(3, { library }))) as Record<string, unknown>;
    const oldSave = { format: 2, app: 'x', savedAt: null, slot: 'autosave', seed: 1, options: OPTIONS, actions: [], checksum: `sha256:${'0'.repeat(64)}`, summary: { turn: 1, actionCount: 0, finished: false } };
    const deepArrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const texts = [
      deepArrays,
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
      JSON.stringify({ ...good, actions: 'X' }).replace('"X"', deepArrays),
      // An old slot save whose snapshot hides the nesting where the old format's schema does not look.
      JSON.stringify({ ...oldSave, snapshot: { seed: 1, turn: 1, actionCount: 0, deep: 'X' } }).replace('"X"', deepArrays),
    ];
    for (const text of texts) {
      const message = expectSentence(await rejection(callApi(service, 'importCampaign', [{ text }])), dir);
      expect(message).toMatch(/^This file cannot be imported: /);
    }
    expect(readdirSync(dir).filter((n) => n.endsWith('.campaign.json'))).toEqual([]);

    // The same text as an old slot save found at start-up: a sentence among the library's problems.
    const oldSaves = tempDir('kk-old-saves-');
    writeFileSync(join(oldSaves, 'deep.save.json'), texts[3]);
    const migrating = toyLibrary(tempDir(), { oldSavesDir: oldSaves });
    await migrating.open();
    const problems = (await migrating.list()).problems;
    expect(problems.length).toBe(1);
    expect(expectSentence(problems[0], oldSaves)).toMatch(/old save "deep" could not be brought into the library: .*nested/);
  });
});

describe('a campaigns folder that cannot be used', () => {
  async function expectPlayableInMemory(dir: string, library: CampaignLibrary, service: ReturnType<typeof toyServiceIn>['service'], diskSaves: boolean): Promise<void> {
    const title = await service.title();
    expectSentence(title.libraryProblem, dir);
    expect(title.continueId).toBeNull();
    const fresh = await service.newCampaign({ seed: 8, options: OPTIONS });
    if (!diskSaves) expect(expectSentence(!fresh.save.ok ? fresh.save.message : null, dir)).toMatch(/Nothing of this campaign is on disk yet/);
    const moved = await service.act(ADD1, await seenNow(service));
    expect(moved.campaign.actionCount).toBe(1);
    if (!diskSaves) expect(moved.save.ok).toBe(false);
    expect((await library.list()).problems).toEqual([title.libraryProblem]);
  }

  it('an unlistable folder: open() does not throw, the problem is a sentence, the game still plays', async () => {
    const dir = tempDir();
    const { fs, faults } = faultyFs();
    faults.unlistable = dir;
    const { service, library } = toyServiceIn(undefined, dir, { fs });
    await library.open();
    expect(expectSentence(library.problem, dir)).toMatch(/cannot be opened/);
    const list = await library.list();
    expect(list).toEqual({ campaigns: [], deleted: [], problems: [library.problem] });
    await expectPlayableInMemory(dir, library, service, true);
  });

  it('a file where the campaigns folder should be: a sentence, and a new campaign plays in memory', async () => {
    const dir = join(tempDir(), 'campaigns');
    writeFileSync(dir, 'not a folder\n');
    const { service, library } = toyServiceIn(undefined, dir);
    await library.open();
    expect(expectSentence(library.problem, dir)).toMatch(/folder/);
    expect((await library.list()).problems).toEqual([library.problem]);
    await expectPlayableInMemory(dir, library, service, false);
    expect(readFileSync(dir, 'utf8')).toBe('not a folder\n');
  });

  it('a campaigns folder inside a file: the same', async () => {
    const file = join(tempDir(), 'userData');
    writeFileSync(file, 'x');
    const dir = join(file, 'campaigns');
    const { service, library } = toyServiceIn(undefined, dir);
    await library.open();
    expect(expectSentence(library.problem, dir)).toMatch(/cannot be opened/);
    await expectPlayableInMemory(dir, library, service, false);
  });
});

describe('a failed backup step never blocks the save', () => {
  it('the backup name is a folder: the save succeeds, the new content is on disk, the problem is a sentence', async () => {
    const { dir, library } = await twoCampaigns();
    unlinkSync(`${recordFile(dir, 'alpha')}.bak`);
    mkdirSync(`${recordFile(dir, 'alpha')}.bak`);
    const report = await library.save(toyRecord(6, { library, id: 'alpha' }));
    expectSentence(report.backupProblem, dir);
    expect(await loadedCount(dir, 'alpha')).toBe(6);
    expect(tempFiles(dir)).toEqual([]);
    expect(await loadedCount(dir, 'bravo')).toBe(8);
  });

  it('link() fails for the backup: the save succeeds and the old backup stays', async () => {
    const { dir } = await twoCampaigns();
    const { fs, faults } = faultyFs();
    faults.linkFails = (_existing, target) => target.includes('.bak.');
    const library = toyLibrary(dir, { fs });
    const report = await library.save(toyRecord(6, { library, id: 'alpha' }));
    expectSentence(report.backupProblem, dir);
    expect(await loadedCount(dir, 'alpha')).toBe(6);
    expect(await loadedCount(dir, 'alpha', 'backup')).toBe(4);
    expect(tempFiles(dir)).toEqual([]);
  });

  it('a file system without hard links: campaigns are still created, saved and moved aside when damaged', async () => {
    const dir = tempDir();
    const { fs, faults } = faultyFs();
    faults.linkFails = () => true;
    const library = toyLibrary(dir, { fs });
    await library.open();
    await library.create(toyRecord(4, { library, id: 'alpha' }));
    const report = await library.save(toyRecord(5, { library, id: 'alpha' }));
    expectSentence(report.backupProblem, dir);
    expect(await loadedCount(dir, 'alpha')).toBe(5);
    expect(expectSentence(await rejection(library.create(toyRecord(2, { library, id: 'alpha' }))), dir)).toMatch(/exists already/);
    expect(await loadedCount(dir, 'alpha')).toBe(5);
    const imported = await library.importText(recordText(toyRecord(7, { library })));
    expect(await loadedCount(dir, imported.id)).toBe(7);
    writeFileSync(recordFile(dir, 'alpha'), 'damaged');
    const loaded = await library.load('alpha');
    expect(!loaded.ok && loaded.problem.movedTo).toBe('alpha.campaign.json.damaged-1');
    expect(readFileSync(join(dir, 'alpha.campaign.json.damaged-1'), 'utf8')).toBe('damaged');
    expect(tempFiles(dir)).toEqual([]);
  });
});

describe('two at once', () => {
  it('ten concurrent imports of the same text: ten distinct campaigns, none overwritten', async () => {
    const { dir, library } = await twoCampaigns();
    const { text } = await library.exportText('bravo');
    const imported = await Promise.all(Array.from({ length: 10 }, () => library.importText(text)));
    const ids = new Set(imported.map((r) => r.id));
    expect(ids.size).toBe(10);
    expect(ids.has('bravo')).toBe(false);
    for (const id of ids) expect(await loadedCount(dir, id)).toBe(8);
    const list = await toyLibrary(dir).list();
    expect(list.campaigns.length).toBe(12);
    await expectBothIntact(dir);
  });

  it('two libraries on one folder (two processes\' locks): the second is told another Kaiserkrieg has it open', async () => {
    const { dir } = await twoCampaigns();
    const first = toyServiceIn(undefined, dir);
    const second = toyServiceIn(undefined, dir);
    expect((await first.service.resume('alpha')).ok).toBe(true);
    const refused = await second.service.resume('alpha');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(expectSentence(refused.problem.reason, dir)).toMatch(/open in another Kaiserkrieg/);
    expect(expectSentence(await rejection(second.library.locks.acquire('alpha')), dir)).toMatch(/another Kaiserkrieg/);
    expect(expectSentence(await rejection(second.service.deleteCampaign('alpha')), dir)).toMatch(/another Kaiserkrieg/);
    expect((await second.service.resume('bravo')).ok).toBe(true); // another campaign is free
    await first.service.close();
    expect((await second.service.resume('alpha')).ok).toBe(true);
    await second.service.close();
    await expectBothIntact(dir);
  });

  it('a lock left by a dead process is taken over; one of another computer is not', async () => {
    const { dir, library } = await twoCampaigns();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(library.locks.lockPath('alpha'), JSON.stringify({ pid: dead, host: hostname(), token: 'gone' }));
    writeFileSync(library.locks.lockPath('bravo'), '');
    const aMinuteAgo = new Date(Date.now() - 60_000); // an unreadable lock is left behind only once it is old
    utimesSync(library.locks.lockPath('bravo'), aMinuteAgo, aMinuteAgo);
    const { service } = toyServiceIn(undefined, dir);
    expect((await service.resume('alpha')).ok).toBe(true);
    expect(JSON.parse(readFileSync(library.locks.lockPath('alpha'), 'utf8'))).toMatchObject({ pid: process.pid });
    expect((await service.resume('bravo')).ok).toBe(true); // a half-written lock counts as left behind
    await service.close();
    writeFileSync(library.locks.lockPath('alpha'), JSON.stringify({ pid: process.pid, host: 'elsewhere-pc', token: 'far' }));
    expect(expectSentence(await rejection(library.locks.acquire('alpha')), dir)).toMatch(/another Kaiserkrieg \(the computer "elsewhere-pc"\)/);
  });
});

describe('newer and damaged files', () => {
  function withFormat(record: CampaignRecord, format: number): string {
    const text = recordText(record);
    return text.replace(/^\{"format":\d+,/, `{"format":${format},`);
  }

  it('a file written by a newer version is reported as newer and left where it is', async () => {
    const { dir, library } = await twoCampaigns();
    const newer = withFormat(toyRecord(6, { library, id: 'alpha' }), RECORD_FORMAT + 1);
    writeFileSync(recordFile(dir, 'alpha'), newer);
    const listed = (await library.list()).campaigns.find((c) => c.id === 'alpha');
    expect(expectPlayerText(listed?.problem, dir)).toMatch(/newer version/);
    const { service } = toyServiceIn(undefined, dir);
    const loaded = await service.resume('alpha');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(expectPlayerText(loaded.problem.reason, dir)).toMatch(/newer version of Kaiserkrieg.*update the game/);
      expect(loaded.problem.movedTo).toBeNull();
    }
    expect(readFileSync(recordFile(dir, 'alpha'), 'utf8')).toBe(newer);
    expect(readdirSync(dir).filter((n) => n.includes('damaged'))).toEqual([]);
    expect(await loadedCount(dir, 'bravo')).toBe(8);
  });

  it('a byte changed inside the actions: damaged, moved aside, the backup offered and resumed through GameService', async () => {
    const { dir } = await twoCampaigns();
    const file = recordFile(dir, 'alpha');
    const good = readFileSync(file, 'utf8');
    const at = good.indexOf('"actions":[') + '"actions":['.length;
    const bad = good.slice(0, at) + good.slice(at).replace('"n":1', '"n":2');
    expect(bad).not.toBe(good);
    writeFileSync(file, bad);

    const { service } = toyServiceIn(undefined, dir);
    const loaded = await service.resume('alpha');
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(expectPlayerText(loaded.problem.reason, dir)).toMatch(/checksum/);
    expect(loaded.problem.movedTo).toBe('alpha.campaign.json.damaged-1');
    expect(loaded.problem.backupAvailable).toBe(true);
    expect(readFileSync(join(dir, 'alpha.campaign.json.damaged-1'), 'utf8')).toBe(bad);
    expect(existsSync(file)).toBe(false);

    const resumed = await service.resumeBackup('alpha');
    expect(resumed.ok).toBe(true);
    if (resumed.ok) {
      expect(resumed.update.campaign.actionCount).toBe(4);
      expect(resumed.update.save).toEqual({ ok: true });
    }
    expect(await loadedCount(dir, 'alpha')).toBe(4); // the backup is the campaign's file again
    expect((await service.act(ADD1, await seenNow(service))).save).toEqual({ ok: true });
    expect(await loadedCount(dir, 'alpha')).toBe(5);
    expect(readFileSync(join(dir, 'alpha.campaign.json.damaged-1'), 'utf8')).toBe(bad); // never overwritten
    expect(await loadedCount(dir, 'bravo')).toBe(8);
    await service.close();
  });

  it('a copy of another campaign\'s file under a new name: it is a campaign of its own, playing it never writes the original', async () => {
    const { dir } = await twoCampaigns();
    // The player restores an old version by hand: the backup renamed to a campaign file of its own.
    writeFileSync(recordFile(dir, 'bravo-old'), readFileSync(`${recordFile(dir, 'bravo')}.bak`));
    const bravo = readFileSync(recordFile(dir, 'bravo'));
    const { service, library } = toyServiceIn(undefined, dir);
    const list = await library.list();
    expect(list.campaigns.map((c) => [c.id, c.actionCount]).sort()).toEqual([['alpha', 5], ['bravo', 8], ['bravo-old', 7]]);
    const resumed = await service.resume('bravo-old');
    expect(resumed.ok && resumed.update.campaign.id).toBe('bravo-old');
    expect((await service.act(ADD1, await seenNow(service))).save).toEqual({ ok: true });
    expect(readFileSync(recordFile(dir, 'bravo'))).toEqual(bravo);
    expect(await loadedCount(dir, 'bravo-old')).toBe(8);
    expect(await loadedCount(dir, 'bravo')).toBe(8);
    expect(await loadedCount(dir, 'bravo', 'backup')).toBe(7);
    await service.close();
  });

  it('a read that fails for a moment (too many open files) is not damage: the file stays where it is', async () => {
    const { dir } = await twoCampaigns();
    const { fs, faults } = faultyFs();
    faults.readFails = { match: /alpha\.campaign\.json$/, times: 1 };
    const library = toyLibrary(dir, { fs });
    const loaded = await library.load('alpha');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(expectPlayerText(loaded.problem.reason, dir)).toMatch(/too many files/);
      expect(loaded.problem.movedTo).toBeNull();
    }
    expect(readdirSync(dir).filter((n) => n.includes('damaged'))).toEqual([]);
    const again = await library.load('alpha');
    expect(again.ok && again.campaign.record.actions.length).toBe(5);
  });
});

describe('deleted campaigns', () => {
  it('delete, restore, and removal only of those deleted more than 30 days ago', async () => {
    let now = TOY_NOW.getTime();
    const dir = tempDir();
    const library = toyLibrary(dir, { now: () => new Date(now) });
    await twoCampaigns(dir, library);
    await library.create(toyRecord(3, { library, id: 'charlie' }));
    const iso = (ms: number) => new Date(ms).toISOString();

    await library.setDeleted('alpha', iso(now - 31 * DAY));
    await library.setDeleted('bravo', iso(now - 29 * DAY));
    let list = await library.list();
    expect(list.deleted.map((c) => c.id)).toEqual(['bravo', 'alpha']);
    expect(list.campaigns.map((c) => c.id)).toEqual(['charlie']);

    await library.setDeleted('bravo', null);
    list = await library.list();
    expect(list.campaigns.map((c) => c.id).sort()).toEqual(['bravo', 'charlie']);
    expect(list.deleted.map((c) => c.id)).toEqual(['alpha']);
    expect(await loadedCount(dir, 'bravo')).toBe(8);

    await library.setDeleted('bravo', iso(now - 29 * DAY));
    expect(await library.purgeDeleted()).toBe(1);
    expect(existsSync(recordFile(dir, 'alpha'))).toBe(false);
    expect(existsSync(`${recordFile(dir, 'alpha')}.bak`)).toBe(false);
    list = await library.list();
    expect(list.deleted.map((c) => c.id)).toEqual(['bravo']);
    expect(list.campaigns.map((c) => c.id)).toEqual(['charlie']);

    now += 2 * DAY; // bravo is now 31 days deleted: the next start removes it
    await library.open();
    expect(existsSync(recordFile(dir, 'bravo'))).toBe(false);
    list = await library.list();
    expect(list.deleted).toEqual([]);
    expect(list.campaigns.map((c) => [c.id, c.actionCount])).toEqual([['charlie', 3]]);
  });
});
