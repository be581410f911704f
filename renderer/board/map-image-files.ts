// The map's pictures (assets/map/make-map-image.ts writes them, board/map-image.ts shows them): one per
// palette, at one pixel per board unit.
import type { Palette } from './tile-look.js';

export const MAP_IMAGE_PALETTES: readonly Palette[] = ['standard', 'colour-blind', 'standard-low-light', 'colour-blind-low-light'];

/** The picture's file name in assets/map/. */
export function mapImageName(palette: Palette): string {
  return `europe-${palette}.png`;
}

/** The picture's pixels per board unit: the board uses it up to this bake density, the painted path above. */
export const MAP_IMAGE_DENSITY = 1;
