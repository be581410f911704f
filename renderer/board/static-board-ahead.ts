// The static board's picture painted ahead by a worker (static-board-worker.ts; issue #14): asked for at
// boot, for the density the board's first bake will have and the usual palette and text size, so it is
// painted on the other CPU while the page loads Pixi and starts the board. The board takes it when it
// bakes (static-board-picture.ts): ready, it is one copy; still on its way, the board paints its boxes
// meanwhile and the picture replaces them when it comes. Another palette, text size or density is asked
// for then. Without workers or OffscreenCanvas, or when a worker fails, the answer is null and the board
// paints its map itself in idle time, as before.
import type { Palette } from './tile-look.js';
import { jobKey, staticBoardPixelSize, type StaticBoardJob } from './static-board-job.js';
import { renderResolution, windowLayout } from '../app/window-layout.js';
import { bakeResolution } from './zoom-math.js';

/** A worker's picture of the static board, or null when none could be painted. */
export type BoardPicture = Promise<ImageBitmap | null>;

/** A picture handed to the board: there already (`now`), or still on its way. */
export interface TakenPicture {
  readonly now: ImageBitmap | null;
  readonly coming: BoardPicture;
}

/** Something that can start a static board worker (null: none here). */
export type StaticBoardWorkerFactory = () => Worker | null;

/** How long a worker may take before the board stops waiting and paints the map itself. */
const GIVE_UP_MS = 10_000;

/** The real worker, or null where the page cannot run one. */
export const startStaticBoardWorker: StaticBoardWorkerFactory = () => {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./static-board-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null; // e.g. a page whose origin may not start workers
  }
};

/** The static board's first density in a window of this size: the board's fit at zoom 1 (board-app.ts's bake). */
export function openingBakeResolution(width: number, height: number, devicePixelRatio: number): number {
  const l = windowLayout(width, height);
  return bakeResolution(renderResolution(l.scale, devicePixelRatio) * l.boardFit, 1);
}

interface Painting {
  readonly coming: BoardPicture;
  /** The picture once painted (null: none could be); undefined while on its way. */
  done?: ImageBitmap | null;
}

export class StaticBoardAhead {
  private readonly paintings = new Map<string, Painting>();

  constructor(private readonly startWorker: StaticBoardWorkerFactory = startStaticBoardWorker) {}

  /** Starts painting the static board for a palette, text size and density (once). */
  prepare(palette: Palette, textScale: number, resolution: number): void {
    const job = { palette, textScale, resolution };
    const key = jobKey(job);
    if (this.paintings.has(key)) return;
    const painting: Painting = { coming: this.paint(job) };
    void painting.coming.then((b) => { painting.done = b; });
    this.paintings.set(key, painting);
  }

  /** The picture for a palette, text size and density, started now if it was not prepared; others are let go. */
  take(palette: Palette, textScale: number, resolution: number): TakenPicture {
    this.prepare(palette, textScale, resolution);
    const key = jobKey({ palette, textScale, resolution });
    const painting = this.paintings.get(key) as Painting;
    this.paintings.delete(key);
    for (const other of this.paintings.values()) void other.coming.then((b) => b?.close());
    this.paintings.clear();
    return { now: painting.done ?? null, coming: painting.coming };
  }

  private paint(job: StaticBoardJob): BoardPicture {
    const worker = this.startWorker();
    if (!worker) return Promise.resolve(null);
    const { w, h } = staticBoardPixelSize(job.resolution);
    return new Promise<ImageBitmap | null>((resolve) => {
      const done = (bitmap: ImageBitmap | null): void => {
        clearTimeout(timer);
        worker.terminate();
        // A picture of another size (cannot happen unless the sizes' rule drifts) would not lie on the board.
        resolve(bitmap && bitmap.width === w && bitmap.height === h ? bitmap : null);
      };
      const timer = setTimeout(() => done(null), GIVE_UP_MS);
      worker.onmessage = (e: MessageEvent<ImageBitmap | null>) => done(e.data);
      worker.onerror = () => done(null);
      worker.postMessage(job);
    });
  }
}
