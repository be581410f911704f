// The printed face of a tile, painted with Canvas 2D: body, shadow, flag band, name, strength, marks.
// Same shapes, fonts and places as the earlier Pixi Graphics/Text version, baked into one texture.
import { TILE_SIZE, type TileMode } from './layout.js';
import type { TileLook } from './tile-look.js';
import { SERIF, paint, roundRect, text, textWidth, type Ctx } from './canvas-paint.js';
import { faceLayout, footPlace } from './face-layout.js';

/** Room around the face for the shadow and the half of each stroke that lies outside the body. */
export const FACE_MARGIN = 2;

export function faceSize(mode: TileMode): { w: number; h: number } {
  const { w, h } = TILE_SIZE[mode];
  return { w: w + 2 * FACE_MARGIN + 2, h: h + 2 * FACE_MARGIN + 2 };
}

/**
 * The band along a tile's foot where its strength and its marks (☠, ✱) are painted, in the tile's own
 * coordinates: what must stay uncovered for the tile to be read (issue #14's pixel check).
 */
export function strengthBand(mode: TileMode, textScale = 1): { x: number; y: number; w: number; h: number } {
  const { w, h } = TILE_SIZE[mode];
  if (mode === 'chip') return { x: 1, y: 1, w: w - 2, h: h - 2 };
  const size = faceLayout(mode, textScale, true).strengthSize;
  return { x: 2, y: h - size - 1, w: w - 4, h: size };
}

/** What a face's foot holds, where it was painted (tile coordinates, ink boxes along x; tests check them apart). */
export interface FootBoxes {
  readonly strength: Span | null;
  /** The nationality tag, the ☠ and the ✱, where painted. */
  readonly nation: Span | null;
  readonly skull: Span | null;
  readonly asterisk: Span | null;
}

export interface Span {
  readonly x: number;
  readonly w: number;
}

const NO_FOOT: FootBoxes = { strength: null, nation: null, skull: null, asterisk: null };
/** Room kept between two things side by side on the foot. */
const FOOT_GAP = 2;

/** Paints the face at text factor `textScale` (ui/text-size.ts) and says where its foot's parts went. */
export function paintTileFace(ctx: Ctx, look: TileLook, mode: TileMode, textScale = 1): FootBoxes {
  const { w, h } = TILE_SIZE[mode];
  ctx.save();
  ctx.translate(FACE_MARGIN, FACE_MARGIN);
  if (mode === 'chip') {
    roundRect(ctx, 0, 0, w, h, 4, { fill: look.body, stroke: 0x2a2a2a, width: 1 });
    if (look.stripes.length) stripes(ctx, look, 0, 0, 6, h);
    // A chip is one line of 16 units: its words grow only as far as they still fit it.
    const size = Math.min(10 * textScale, 12);
    text(ctx, w / 2 + (look.stripes.length ? 3 : 0), h / 2, { text: look.short, size, colour: look.ink, weight: '600', ax: 0.5, ay: 0.5, maxWidth: w - 8 });
    ctx.restore();
    return NO_FOOT;
  }
  const striped = look.stripes.length > 0;
  const f = faceLayout(mode, textScale, striped);
  // Body with a soft shadow, then the flag band on top.
  roundRect(ctx, 2, 2, w, h, 5, { fill: 0x000000, fillAlpha: 0.35 });
  roundRect(ctx, 0, 0, w, h, 5, { fill: look.body, stroke: 0x2a2a2a, width: 1.5 });
  if (striped) stripes(ctx, look, 3, 3, w - 6, f.band);
  text(ctx, w / 2, f.nameY, { text: look.short, size: f.nameSize, colour: look.ink, weight: '600', ax: 0.5, maxWidth: w - 4 });
  const small = mode === 'small';
  const mark = { size: f.markSize, colour: 0x8b0000, weight: 'bold' };
  const skull = look.skull ? { x: 3, w: textWidth(ctx, { text: '☠', ...mark }) } : null;
  const asteriskW = look.asterisk ? textWidth(ctx, { text: '✱', ...mark }) : 0;
  const asterisk = look.asterisk ? { x: w - 1 - asteriskW, w: asteriskW } : null;
  if (skull) text(ctx, skull.x, f.markY, { text: '☠', ...mark });
  if (asterisk) text(ctx, asterisk.x, f.markY, { text: '✱', ...mark });
  // The nationality, so colour is never the only cue (a skull takes its corner on full tiles).
  const nationSpec = { text: look.tag, size: f.nationSize, colour: 0x333333 };
  const nation = striped && !small && !look.skull && look.tag ? { x: 3, w: textWidth(ctx, nationSpec) } : null;
  if (nation) text(ctx, nation.x, h - 4 - f.nationSize, nationSpec);
  let strength: Span | null = null;
  if (look.strength) {
    const spec = { text: look.strength, size: f.strengthSize, colour: look.ink, weight: 'bold', family: SERIF, ay: 1 };
    const leftOf = nation ?? skull;
    const left = leftOf ? leftOf.x + leftOf.w + FOOT_GAP : 2;
    const right = asterisk ? asterisk.x - FOOT_GAP : w - 2;
    const width = textWidth(ctx, spec);
    const at = footPlace(width, left, right, w / 2);
    text(ctx, at.x, h - 1, { ...spec, maxWidth: width * at.scale });
    strength = { x: at.x, w: width * at.scale };
  } else if (look.tag) {
    text(ctx, w / 2, h - 3, { text: look.tag, size: f.tagSize, colour: look.ink, ax: 0.5, ay: 1, maxWidth: w - 4 });
  }
  ctx.restore();
  return { strength, nation, skull, asterisk };
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
