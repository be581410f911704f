// The map under the boxes: Europe and the Near East from Natural Earth's land (europe-map.ts, projected by
// assets/map/make-map.ts), in the muted colours of a period staff map. Painted into the static board
// texture, so it is as sharp as the rest at every zoom.
import { BOARD } from './layout.js';
import { EUROPE_GRATICULE, EUROPE_LAND } from './europe-map.js';
import { parseMapPath, tracePath, type MapPart } from './map-path.js';
import { css, paint, type Ctx } from './canvas-paint.js';
import type { Palette } from './palettes.js';
import { BOARD_COLOURS, type MapColours } from './board-colours.js';

export type { MapColours } from './board-colours.js';

/** Each palette's map colours (board-colours.ts; tests/renderer/map-colours checks land against sea). */
export const MAP_COLOURS: Readonly<Record<Palette, MapColours>> = {
  standard: BOARD_COLOURS.standard.map,
  'colour-blind': BOARD_COLOURS['colour-blind'].map,
  'standard-low-light': BOARD_COLOURS['standard-low-light'].map,
  'colour-blind-low-light': BOARD_COLOURS['colour-blind-low-light'].map,
};

let parsed: { land: MapPart[]; graticule: MapPart[] } | null = null;

/** The map's shapes, parsed on first use (a few ms, once per session). */
function mapParts(): { land: MapPart[]; graticule: MapPart[] } {
  parsed ??= { land: parseMapPath(EUROPE_LAND), graticule: parseMapPath(EUROPE_GRATICULE) };
  return parsed;
}

/** One of the map's layers: its shape traced onto the context's path, then filled or stroked. */
type MapLayer = (ctx: Ctx, c: MapColours) => void;

/** The map's layers from the bottom up: the sea, the land, its coasts, the lines of latitude and longitude. */
const MAP_LAYERS: readonly MapLayer[] = [
  (ctx, c) => {
    ctx.fillStyle = css(c.sea);
    ctx.fillRect(BOARD.x, BOARD.y, BOARD.width, BOARD.height);
  },
  (ctx, c) => {
    ctx.beginPath();
    tracePath(ctx, mapParts().land);
    // Non-zero winding: the data's holes (the Caspian, lakes) wind the other way and stay water.
    paint(ctx, { fill: c.land });
  },
  (ctx, c) => {
    ctx.beginPath();
    tracePath(ctx, mapParts().land);
    paint(ctx, { stroke: c.coast, strokeAlpha: 0.75, width: 0.8 });
  },
  (ctx, c) => {
    ctx.beginPath();
    tracePath(ctx, mapParts().graticule);
    paint(ctx, { stroke: c.grid, strokeAlpha: 0.35, width: 0.6 });
  },
];

/**
 * The map within the board's rectangle. `under`: beneath what the picture already holds (Canvas 2D's
 * "destination-over", the layers in reverse order), which gives the same picture as painting the map first:
 * the boxes can be painted at once and their map added later without painting them again.
 */
function paintMap(ctx: Ctx, palette: Palette, under: boolean): void {
  const c = MAP_COLOURS[palette];
  ctx.save();
  ctx.beginPath();
  ctx.rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height);
  ctx.clip();
  if (under) ctx.globalCompositeOperation = 'destination-over';
  for (const layer of under ? [...MAP_LAYERS].reverse() : MAP_LAYERS) layer(ctx, c);
  ctx.restore();
}

/** The dark strip behind the header line (no map under it). */
export function paintHeaderStrip(ctx: Ctx, palette: Palette): void {
  ctx.fillStyle = css(MAP_COLOURS[palette].header);
  ctx.fillRect(0, 0, BOARD.width, 32);
}

export function paintBackdrop(ctx: Ctx, palette: Palette): void {
  paintMap(ctx, palette, false);
  paintHeaderStrip(ctx, palette);
}

/** The map alone, its sea filling the board's rectangle (the picture assets/map/make-map-image.ts saves). */
export function paintMapAlone(ctx: Ctx, palette: Palette): void {
  paintMap(ctx, palette, false);
}

/** The map painted beneath a board painted without it (see paintMap). */
export function paintMapUnder(ctx: Ctx, palette: Palette): void {
  paintMap(ctx, palette, true);
}
