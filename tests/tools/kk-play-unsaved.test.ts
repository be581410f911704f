// `kk play`'s q while moves the disk refused are held in memory only (issue #28): one more save, then a
// y/n question; only y quits (and drops them). A real GameService on a disk that fills up.
import { afterEach, describe, expect, it } from 'vitest';
import { mayQuit } from '../../tools/kk-play.js';
import { fullAfterFive, movesOnDisk } from '../main/fixtures/full-disk.js';
import { removeTempDirs } from '../main/fixtures/setup.js';

afterEach(removeTempDirs);

describe('kk play: q with unsaved moves', () => {
  it('asks y/n with the sentence; n (or the end of the input) stays, y quits without them', async () => {
    const { s } = await fullAfterFive();
    const asked: string[] = [];
    expect(await mayQuit(s, (q) => (asked.push(q), Promise.resolve('n')))).toBe(false);
    expect(asked[0]).toMatch(/^! Your last 10 moves in the campaign with seed 21 \(turn \d+\) could not be saved: the disk is full\. Quitting now loses them.*\(y\/n\) $/);
    expect(asked[0]).not.toMatch(/Export/); // kk cannot export: it does not offer it
    expect(await mayQuit(s, () => Promise.resolve(null))).toBe(false);
    expect(await mayQuit(s, () => Promise.resolve('y'))).toBe(true);
    await s.close();
  });

  it('one more save first: with space back, q quits without a question and every move is on disk', async () => {
    const { s, disk, dir, id } = await fullAfterFive();
    disk.refuse = null;
    expect(await mayQuit(s, () => Promise.reject(new Error('not asked')))).toBe(true);
    expect(movesOnDisk(dir, id)).toBe(15);
    await s.close();
  });
});
