// What the map worker (map-worker.ts) is asked for, and its picture's size in pixels: the static board's
// texture covers the board and has this size too (Pixi rounds width × density), so the two match pixel
// for pixel.
import type { Palette } from './tile-look.js';
import { BOARD } from './layout.js';

export interface MapJob {
  readonly palette: Palette;
  /** Pixels per board unit. */
  readonly resolution: number;
}

export function mapPixelSize(resolution: number): { w: number; h: number } {
  return { w: Math.round(BOARD.width * resolution), h: Math.round(BOARD.height * resolution) };
}
