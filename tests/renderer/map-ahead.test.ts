// Issue #14: the map's picture is painted ahead by a worker (renderer/board/map-ahead.ts). These check the
// bookkeeping with a stand-in worker: the picture prepared at boot is the one the board takes, a worker
// that fails, answers with a picture of the wrong size or cannot start leaves null (the board then paints
// the map itself). That the board really takes the worker's picture (the density asked for at boot is the
// first bake's) is checked in the page: tests/e2e/map.spec.ts.
import { describe, expect, it } from 'vitest';
import { MapAhead } from '../../renderer/board/map-ahead.js';
import { mapPixelSize, type MapJob } from '../../renderer/board/map-job.js';

interface FakeWorker {
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  jobs: MapJob[];
  terminated: boolean;
  postMessage(job: MapJob): void;
  terminate(): void;
}

function fakeWorker(): FakeWorker {
  return {
    onmessage: null, onerror: null, jobs: [], terminated: false,
    postMessage(job) { this.jobs.push(job); },
    terminate() { this.terminated = true; },
  };
}

/** A stand-in ImageBitmap of a size. */
function bitmap(w: number, h: number): ImageBitmap & { closed: boolean } {
  const b = { width: w, height: h, closed: false, close: () => { b.closed = true; } };
  return b as unknown as ImageBitmap & { closed: boolean };
}

function ahead(): { maps: MapAhead; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const maps = new MapAhead(() => {
    const w = fakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { maps, workers };
}

describe('the map painted ahead', () => {
  it('hands the board the picture prepared at boot, from one worker, then lets the worker go', async () => {
    const { maps, workers } = ahead();
    maps.prepare('standard', 1.25);
    maps.prepare('standard', 1.25);
    expect(workers.length).toBe(1);
    expect(workers[0].jobs).toEqual([{ palette: 'standard', resolution: 1.25 }]);
    const { w, h } = mapPixelSize(1.25);
    const picture = bitmap(w, h);
    const taken = maps.take('standard', 1.25);
    workers[0].onmessage?.({ data: picture });
    expect(await taken).toBe(picture);
    expect(workers.length).toBe(1);
    expect(workers[0].terminated).toBe(true);
  });

  it('asks a new worker for another palette or density and lets the unused picture go', async () => {
    const { maps, workers } = ahead();
    maps.prepare('standard', 1);
    const taken = maps.take('colour-blind', 1);
    expect(workers.length).toBe(2);
    expect(workers[1].jobs).toEqual([{ palette: 'colour-blind', resolution: 1 }]);
    const unused = bitmap(mapPixelSize(1).w, mapPixelSize(1).h);
    workers[0].onmessage?.({ data: unused });
    const wanted = bitmap(mapPixelSize(1).w, mapPixelSize(1).h);
    workers[1].onmessage?.({ data: wanted });
    expect(await taken).toBe(wanted);
    expect(unused.closed).toBe(true);
  });

  it('gives null when the worker fails, answers with a picture of another size, or cannot start', async () => {
    const { maps, workers } = ahead();
    const failed = maps.take('standard', 1);
    workers[0].onerror?.();
    expect(await failed).toBeNull();
    const wrongSize = maps.take('standard', 2);
    workers[1].onmessage?.({ data: bitmap(mapPixelSize(1).w, mapPixelSize(1).h) });
    expect(await wrongSize).toBeNull();
    expect(await new MapAhead(() => null).take('standard', 1)).toBeNull();
  });

  it("paints a picture the static board's texture's size: the board's size times the density, rounded", () => {
    expect(mapPixelSize(1)).toEqual({ w: 1520, h: 946 });
    expect(mapPixelSize(0.7)).toEqual({ w: 1064, h: 662 });
  });
});
