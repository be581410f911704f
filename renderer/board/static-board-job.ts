// What the static board's worker (static-board-worker.ts) is asked for, and its picture's size in pixels:
// the static board's texture covers the board and has this size too (Pixi rounds width × density), so the
// two match pixel for pixel.
import type { Palette } from './tile-look.js';
import { BOARD } from './layout.js';

export interface StaticBoardJob {
  readonly palette: Palette;
  /** The text-size setting's factor (ui/text-size.ts). */
  readonly textScale: number;
  /** Pixels per board unit. */
  readonly resolution: number;
}

export function staticBoardPixelSize(resolution: number): { w: number; h: number } {
  return { w: Math.round(BOARD.width * resolution), h: Math.round(BOARD.height * resolution) };
}

/** One key per palette, text size and density. */
export function jobKey(job: StaticBoardJob): string {
  return `${job.palette} ${job.textScale} ${job.resolution}`;
}
