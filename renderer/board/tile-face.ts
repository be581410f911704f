// The printed face of a tile, painted with Canvas 2D: body, shadow, flag band, name, strength, marks.
// Same shapes, fonts and places as the earlier Pixi Graphics/Text version, baked into one texture.
import { TILE_SIZE, type TileMode } from './layout.js';
import type { TileLook } from './tile-look.js';
import { SERIF, paint, roundRect, text, type Ctx } from './canvas-paint.js';

/** Room around the face for the shadow and the half of each stroke that lies outside the body. */
export const FACE_MARGIN = 2;

export function faceSize(mode: TileMode): { w: number; h: number } {
  const { w, h } = TILE_SIZE[mode];
  return { w: w + 2 * FACE_MARGIN + 2, h: h + 2 * FACE_MARGIN + 2 };
}

/** Strength's type size on a full and a small tile (the marks beside it are drawn a little smaller). */
const STRENGTH_SIZE = { full: 22, small: 15 } as const;

/**
 * The band along a tile's foot where its strength and its marks (☠, ✱) are painted, in the tile's own
 * coordinates: what must stay uncovered for the tile to be read (issue #14's pixel check).
 */
export function strengthBand(mode: TileMode): { x: number; y: number; w: number; h: number } {
  const { w, h } = TILE_SIZE[mode];
  if (mode === 'chip') return { x: 1, y: 1, w: w - 2, h: h - 2 };
  const size = STRENGTH_SIZE[mode];
  return { x: 2, y: h - size - 1, w: w - 4, h: size };
}

export function paintTileFace(ctx: Ctx, look: TileLook, mode: TileMode): void {
  const { w, h } = TILE_SIZE[mode];
  ctx.save();
  ctx.translate(FACE_MARGIN, FACE_MARGIN);
  if (mode === 'chip') {
    roundRect(ctx, 0, 0, w, h, 4, { fill: look.body, stroke: 0x2a2a2a, width: 1 });
    if (look.stripes.length) stripes(ctx, look, 0, 0, 6, h);
    text(ctx, w / 2 + (look.stripes.length ? 3 : 0), h / 2, { text: look.short, size: 10, colour: look.ink, weight: '600', ax: 0.5, ay: 0.5, maxWidth: w - 8 });
    ctx.restore();
    return;
  }
  // Body with a soft shadow, then the flag band on top.
  roundRect(ctx, 2, 2, w, h, 5, { fill: 0x000000, fillAlpha: 0.35 });
  roundRect(ctx, 0, 0, w, h, 5, { fill: look.body, stroke: 0x2a2a2a, width: 1.5 });
  const band = Math.round(h * 0.28);
  if (look.stripes.length) stripes(ctx, look, 3, 3, w - 6, band);

  const small = mode === 'small';
  text(ctx, w / 2, look.stripes.length ? band + 4 : 4, { text: look.short, size: small ? 9 : 11, colour: look.ink, weight: '600', ax: 0.5, maxWidth: w - 4 });
  if (look.strength) {
    text(ctx, w / 2, h - 1, { text: look.strength, size: STRENGTH_SIZE[mode], colour: look.ink, weight: 'bold', family: SERIF, ax: 0.5, ay: 1 });
  } else if (look.tag) {
    text(ctx, w / 2, h - 3, { text: look.tag, size: small ? 8 : 10, colour: look.ink, ax: 0.5, ay: 1, maxWidth: w - 4 });
  }
  if (look.stripes.length && !small && !look.skull) text(ctx, 3, h - 12, { text: look.tag, size: 8, colour: 0x333333 });
  const markY = h - (small ? 15 : 18);
  const mark = { size: small ? 11 : 14, colour: 0x8b0000, weight: 'bold' };
  if (look.skull) text(ctx, 3, markY, { text: '☠', ...mark });
  if (look.asterisk) text(ctx, w - (small ? 12 : 15), markY, { text: '✱', ...mark });
  ctx.restore();
}

function stripes(ctx: Ctx, look: TileLook, x: number, y: number, w: number, h: number): void {
  const n = look.stripes.length;
  look.stripes.forEach((colour, i) => {
    ctx.beginPath();
    if (look.stripeDir === 'v') ctx.rect(x + (i * w) / n, y, w / n + 0.5, h);
    else ctx.rect(x, y + (i * h) / n, w, h / n + 0.5);
    paint(ctx, { fill: colour });
  });
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  paint(ctx, { stroke: 0x333333, width: 0.75 });
}
