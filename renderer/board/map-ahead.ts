// The map's picture painted ahead by a worker (map-worker.ts; issue #14): asked for at boot, for the
// density the board's first bake will have, so it is painted on the other CPU while the page loads Pixi and
// starts the board. The board takes it when it bakes (static-board-picture.ts); any other palette or
// density is asked for then. Without workers or OffscreenCanvas, or when a worker fails, the answer is null
// and the board paints the map itself in idle time, as before.
import type { Palette } from './tile-look.js';
import { mapPixelSize, type MapJob } from './map-job.js';
import { renderResolution, windowLayout } from '../app/window-layout.js';
import { bakeResolution } from './zoom-math.js';

/** A worker's picture of the map for a palette and density, or null when none could be painted. */
export type MapPicture = Promise<ImageBitmap | null>;

/** Something that can start a map worker (null: none here). */
export type MapWorkerFactory = () => Worker | null;

/** How long a worker may take before the board stops waiting and paints the map itself. */
const GIVE_UP_MS = 3000;

/** The real worker, or null where the page cannot run one. */
export const startMapWorker: MapWorkerFactory = () => {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./map-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null; // e.g. a page whose origin may not start workers
  }
};

/** The static board's first density in a window of this size: the board's fit at zoom 1 (board-app.ts's bake). */
export function openingBakeResolution(width: number, height: number, devicePixelRatio: number): number {
  const l = windowLayout(width, height);
  return bakeResolution(renderResolution(l.scale, devicePixelRatio) * l.boardFit, 1);
}

export class MapAhead {
  private readonly pictures = new Map<string, MapPicture>();

  constructor(private readonly startWorker: MapWorkerFactory = startMapWorker) {}

  /** Starts painting the map for a palette and density (once). */
  prepare(palette: Palette, resolution: number): void {
    const key = `${palette}@${resolution}`;
    if (!this.pictures.has(key)) this.pictures.set(key, this.paint({ palette, resolution }));
  }

  /** The picture for a palette and density, started now if it was not prepared; others prepared are let go. */
  take(palette: Palette, resolution: number): MapPicture {
    this.prepare(palette, resolution);
    const key = `${palette}@${resolution}`;
    const picture = this.pictures.get(key) as MapPicture;
    this.pictures.delete(key);
    for (const other of this.pictures.values()) void other.then((b) => b?.close());
    this.pictures.clear();
    return picture;
  }

  private paint(job: MapJob): MapPicture {
    const worker = this.startWorker();
    if (!worker) return Promise.resolve(null);
    const { w, h } = mapPixelSize(job.resolution);
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
