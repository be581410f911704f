import { describe, expect, it } from 'vitest';
import { openingTiles, prewarmTiles, type IdleScheduler } from '../../renderer/board/prewarm.js';
import { LAYOUT_BY_ID, type TileMode } from '../../renderer/board/layout.js';
import { SETUP } from '../../shared/data/setup.js';

describe('tile faces baked ahead of a new campaign', () => {
  it('lists every tile the opening board shows, at its setup box size, and none hidden in a cup or the tray', () => {
    const tiles = openingTiles();
    const shown = Object.entries(SETUP).filter(([, loc]) => LAYOUT_BY_ID[loc].style !== 'counter');
    expect(tiles.length).toBe(shown.length);
    expect(tiles.length).toBeGreaterThan(50);
    for (const [id, mode] of tiles) expect(mode, id).toBe(LAYOUT_BY_ID[SETUP[id]].mode);
    const ids = new Set(tiles.map(([id]) => id));
    const hidden = Object.keys(SETUP).filter((id) => ['chit-cup', 'lira-cup', 'counter-tray'].includes(SETUP[id]));
    expect(hidden.length).toBeGreaterThan(80);
    for (const id of hidden) expect(ids.has(id), id).toBe(false);
  });

  /** Idle slices of `budget` ms where each bake costs 1 ms; records the tiles baked in each slice. */
  function run(budget: number, count: number): Promise<{ done: number; slices: string[][] }> {
    const slices: string[][] = [];
    let used = 0;
    const idle: IdleScheduler = (work) => queueMicrotask(() => {
      slices.push([]);
      used = 0;
      work(() => budget - used);
    });
    const baker = { prepareTile: (id: string) => { slices[slices.length - 1].push(id); used += 1; } };
    const tiles = Array.from({ length: count }, (_, i) => [`t${i}`, 'full'] as [string, TileMode]);
    return prewarmTiles(baker, tiles, idle).then((done) => ({ done, slices }));
  }

  it('bakes in idle slices, as many tiles as a slice has time for, until all are done', async () => {
    const { done, slices } = await run(4.5, 7);
    expect(done).toBe(7);
    // 4.5 ms: after 3 bakes 1.5 ms are left, under the 2 ms margin, so the slice ends.
    expect(slices).toEqual([['t0', 't1', 't2'], ['t3', 't4', 't5'], ['t6']]);
  });

  it('bakes at least one tile a slice even when the page is never idle for long', async () => {
    const { done, slices } = await run(0, 3);
    expect(done).toBe(3);
    expect(slices).toEqual([['t0'], ['t1'], ['t2']]);
  });

  it('does nothing for an empty list', async () => {
    expect((await run(10, 0)).slices).toEqual([]);
  });
});
