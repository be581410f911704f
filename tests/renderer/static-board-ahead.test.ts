// Issue #14: the static board's picture is painted ahead by a worker (renderer/board/static-board-ahead.ts).
// These check the bookkeeping with a stand-in worker: the picture prepared at boot is the one the board
// takes (there already, or still on its way), a worker that fails, answers with a picture of the wrong size
// or cannot start leaves null (the board then paints its map itself). That the board really takes the
// worker's picture (the density asked for at boot is the first bake's) is checked in the page:
// tests/e2e/launch.spec.ts and map.spec.ts.
import { describe, expect, it } from 'vitest';
import { StaticBoardAhead } from '../../renderer/board/static-board-ahead.js';
import { staticBoardPixelSize, type StaticBoardJob } from '../../renderer/board/static-board-job.js';

interface FakeWorker {
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  jobs: StaticBoardJob[];
  terminated: boolean;
  postMessage(job: StaticBoardJob): void;
  terminate(): void;
}

function fakeWorker(): FakeWorker {
  return {
    onmessage: null, onerror: null, jobs: [], terminated: false,
    postMessage(job) { this.jobs.push(job); },
    terminate() { this.terminated = true; },
  };
}

/** A stand-in ImageBitmap of the picture's size at a density. */
function bitmap(resolution: number): ImageBitmap & { closed: boolean } {
  const { w, h } = staticBoardPixelSize(resolution);
  const b = { width: w, height: h, closed: false, close: () => { b.closed = true; } };
  return b as unknown as ImageBitmap & { closed: boolean };
}

function ahead(): { boards: StaticBoardAhead; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const boards = new StaticBoardAhead(() => {
    const w = fakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { boards, workers };
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('the static board painted ahead', () => {
  it('hands the board the picture prepared at boot, ready, from one worker that is then let go', async () => {
    const { boards, workers } = ahead();
    boards.prepare('standard', 1, 1.25);
    boards.prepare('standard', 1, 1.25);
    expect(workers.length).toBe(1);
    expect(workers[0].jobs).toEqual([{ palette: 'standard', textScale: 1, resolution: 1.25 }]);
    const picture = bitmap(1.25);
    workers[0].onmessage?.({ data: picture });
    await settle();
    const taken = boards.take('standard', 1, 1.25);
    expect(taken.now).toBe(picture);
    expect(await taken.coming).toBe(picture);
    expect(workers.length).toBe(1);
    expect(workers[0].terminated).toBe(true);
  });

  it('hands it over still on its way when the board bakes first', async () => {
    const { boards, workers } = ahead();
    boards.prepare('standard', 1, 1);
    const taken = boards.take('standard', 1, 1);
    expect(taken.now).toBeNull();
    const picture = bitmap(1);
    workers[0].onmessage?.({ data: picture });
    expect(await taken.coming).toBe(picture);
  });

  it('asks a new worker for another palette, text size or density and lets the unused picture go', async () => {
    const { boards, workers } = ahead();
    boards.prepare('standard', 1, 1);
    const taken = boards.take('colour-blind', 1.3, 1);
    expect(workers.length).toBe(2);
    expect(workers[1].jobs).toEqual([{ palette: 'colour-blind', textScale: 1.3, resolution: 1 }]);
    const unused = bitmap(1);
    workers[0].onmessage?.({ data: unused });
    const wanted = bitmap(1);
    workers[1].onmessage?.({ data: wanted });
    expect(await taken.coming).toBe(wanted);
    await settle();
    expect(unused.closed).toBe(true);
  });

  it('gives null when the worker fails, answers with a picture of another size, or cannot start', async () => {
    const { boards, workers } = ahead();
    const failed = boards.take('standard', 1, 1);
    workers[0].onerror?.();
    expect(await failed.coming).toBeNull();
    const wrongSize = boards.take('standard', 1, 2);
    workers[1].onmessage?.({ data: bitmap(1) });
    expect(await wrongSize.coming).toBeNull();
    const none = new StaticBoardAhead(() => null).take('standard', 1, 1);
    expect(none.now).toBeNull();
    expect(await none.coming).toBeNull();
  });

  it("paints a picture the static board's texture's size: the board's size times the density, rounded", () => {
    expect(staticBoardPixelSize(1)).toEqual({ w: 1520, h: 946 });
    expect(staticBoardPixelSize(0.7)).toEqual({ w: 1064, h: 662 });
  });
});
