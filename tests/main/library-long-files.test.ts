// Campaign files the library must take as they are without keeping the host waiting, or without getting
// them wrong (issue #28, F9 and F13): an import of an earlier rules edition with 900,000 moves gives the event
// loop back while it is read, stored and resumed; a file an editor saved with a byte-order mark, or one whose
// last-played date is in the future, put straight into the campaigns folder.
import { promises as fs, promises as realFs } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { engine as realEngine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import type { DiskFs } from '../../main/library/disk.js';
import { ACTIONS_PER_SLICE } from '../../main/library/record-in-slices.js';
import { recordText } from '../../main/library/record.js';
import { checksumOf } from '../../main/saves/checksum.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs, tempDir, toyRecord } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const JUNK_MOVES = 900_000;

/** The report's file: a real campaign's record marked rules edition 0, its moves 900,000 of junk, checksum right. */
function earlierEditionJunk(): string {
  const { state } = realEngine.startGame({ seed: 42, options: DEFAULT_OPTIONS });
  const maker = new CampaignLibrary({ dir: '/nonexistent/kk-maker', engine: realEngine, appVersion: 't' });
  const actions = Array.from({ length: JUNK_MOVES }, (): PlainAction => ({ type: 'x' }));
  return recordText({ ...maker.newRecord({ seed: 42, options: DEFAULT_OPTIONS, actions }, state), edition: 0 });
}

/** A pause that counts itself, and gives the loop back as the library's own does. */
function countedPause(): { pause: () => Promise<void>; readonly count: number; reset(): void } {
  let count = 0;
  return {
    pause: () => {
      count++;
      return new Promise((resolve) => setImmediate(resolve));
    },
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/**
 * The real file system, with a check-phase ticker that counts its runs while no file operation is under way
 * (an open file counts as one until it is closed): those are moments the host's loop ran between slices of
 * the library's work, not the loop spinning while it waited for the disk.
 */
function idleTicker(): { fs: DiskFs; readonly idleTicks: number; stop(): void } {
  let busy = 0;
  let idleTicks = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    if (busy === 0) idleTicks++;
    setImmediate(tick);
  };
  setImmediate(tick);
  const watched = <F extends (...args: never[]) => Promise<unknown>>(f: F): F =>
    (async (...args: Parameters<F>) => {
      busy++;
      try {
        return await f(...args);
      } finally {
        busy--;
      }
    }) as F;
  const open = (async (...args: Parameters<typeof realFs.open>) => {
    busy++;
    try {
      const handle = await realFs.open(...args);
      const close = handle.close.bind(handle);
      handle.close = async () => {
        try {
          await close();
        } finally {
          busy--;
        }
      };
      return handle;
    } catch (e) {
      busy--;
      throw e;
    }
  }) as typeof realFs.open;
  const fs: DiskFs = {
    open, lstat: watched(realFs.lstat), readFile: watched(realFs.readFile), rename: watched(realFs.rename), link: watched(realFs.link),
    unlink: watched(realFs.unlink), readdir: watched(realFs.readdir), mkdir: watched(realFs.mkdir),
  };
  return {
    fs,
    get idleTicks() {
      return idleTicks;
    },
    stop() {
      running = false;
    },
  };
}

describe('a long import of an earlier rules edition gives the host back (F9)', () => {
  it('is read, stored and resumed in slices, and kept with every move the player gave', async () => {
    const text = earlierEditionJunk();
    const counted = countedPause();
    const clock = idleTicker();
    const library = new CampaignLibrary({ dir: join(tempDir(), 'campaigns'), engine: realEngine, appVersion: 't', pause: counted.pause, fs: clock.fs });
    await library.open();
    const sliceCount = JUNK_MOVES / ACTIONS_PER_SLICE;

    let before = clock.idleTicks;
    const { id } = await library.importText(text);
    // Read in slices of moves, then written out in slices of moves, a pause after each: a timer waiting for its
    // turn ran between them, not once the whole import was done.
    expect(counted.count).toBeGreaterThanOrEqual(2 * sliceCount);
    expect(clock.idleTicks - before).toBeGreaterThanOrEqual(2 * sliceCount);

    counted.reset();
    before = clock.idleTicks;
    const loaded = await library.load(id);
    const idleWhileLoading = clock.idleTicks - before;
    clock.stop();
    // Parsed and checked in slices once the file was read.
    expect(counted.count).toBeGreaterThanOrEqual(sliceCount);
    expect(idleWhileLoading).toBeGreaterThanOrEqual(sliceCount);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problem.outdated).toEqual({ legalMoves: 0, of: JUNK_MOVES });
    expect(loaded.problem.movedTo).toBeNull();

    // The library keeps the original as the player gave it: every move, the file not rewritten by the resume.
    const kept = await library.record(id);
    expect(kept.actions.length).toBe(JUNK_MOVES);
    expect(kept.actions.every((a) => a.type === 'x' && Object.keys(a).length === 1)).toBe(true);
    expect(kept.edition).toBe(0);
  });
  it('a slot save of an earlier version with 900,000 moves is read and stored in slices too', async () => {
    const { state } = realEngine.startGame({ seed: 42, options: DEFAULT_OPTIONS });
    const actions = Array.from({ length: JUNK_MOVES }, (): PlainAction => ({ type: 'x' }));
    const text = JSON.stringify({
      format: 2, app: '0.1.0', savedAt: null, slot: 'autosave', seed: 42, options: DEFAULT_OPTIONS, actions, snapshot: state, checksum: checksumOf(state),
      summary: { turn: state.turn, actionCount: JUNK_MOVES, finished: false },
    });
    const clock = idleTicker();
    const library = new CampaignLibrary({ dir: join(tempDir(), 'campaigns'), engine: realEngine, appVersion: 't', fs: clock.fs });
    await library.open();
    const before = clock.idleTicks;
    const record = await library.importText(text);
    const idle = clock.idleTicks - before;
    clock.stop();
    expect(idle).toBeGreaterThanOrEqual((2 * JUNK_MOVES) / ACTIONS_PER_SLICE);
    expect(record.actions.length).toBe(JUNK_MOVES);
    expect(record.edition).toBe(0);
  });
});

/** Writes a record's text straight into the campaigns folder, as a player copying a file in by hand would. */
async function putInFolder(dir: string, id: string, text: string): Promise<string> {
  const path = join(dir, `${id}.campaign.json`);
  await fs.writeFile(path, text);
  return path;
}

describe('campaign files put straight into the campaigns folder (F13)', () => {
  it('a file an editor saved with a byte-order mark is listed and resumed, not called damaged', async () => {
    const { service, dir } = await toyService();
    const id = '20261127000000-0000b0b0';
    const text = `\uFEFF${recordText(toyRecord(4, { id }))}`;
    const path = await putInFolder(dir, id, text);
    const listed = (await service.listCampaigns()).campaigns;
    expect(listed.map((c) => [c.id, c.problem, c.actionCount])).toEqual([[id, null, 4]]);
    const resumed = await service.resume(id);
    expect(resumed.ok).toBe(true);
    // Nothing set aside as damaged.
    expect((await fs.readdir(dir)).filter((name) => name.includes('.damaged-'))).toEqual([]);
    expect(await fs.readFile(path, 'utf8')).toMatch(/^\uFEFF?\{/);
  });

  it('the checksum of a file with a byte-order mark is still checked, on the text after the mark', async () => {
    const { service, dir } = await toyService();
    const id = '20261127000000-0000b0b1';
    const changed = recordText(toyRecord(4, { id })).replace('"turn":', '"turn": ');
    await putInFolder(dir, id, `\uFEFF${changed}`);
    const [row] = (await service.listCampaigns()).campaigns;
    const resumed = await service.resume(id);
    expect(resumed.ok).toBe(false);
    if (resumed.ok) return;
    expect(resumed.problem.reason).toMatch(/does not match its checksum/);
    expect(row.id).toBe(id);
  });

  it('a file "last played in 9999" is not the Continue choice once another campaign is played, and is not rewritten by the listing', async () => {
    const { service, dir } = await toyService();
    const id = '20261127000000-00009999';
    const record = toyRecord(3, { id });
    const text = recordText({ ...record, lastPlayed: '9999-12-31T00:00:00.000Z' });
    const path = await putInFolder(dir, id, text);
    expect((await service.title()).continueId).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await service.newCampaign({ seed: 3, options: DEFAULT_OPTIONS });
    await service.act(later.campaign.board.prompt!.actions[0] as PlainAction, await seenNow(service));
    expect((await service.title()).continueId).toBe(later.campaign.id);
    expect((await service.listCampaigns()).campaigns.map((c) => c.id)).toEqual([later.campaign.id, id]);
    expect(await fs.readFile(path, 'utf8')).toBe(text);
  });
});
