// Where the words of a tile's face go at a text size (issue #14): the tile keeps its printed size, so a
// larger name takes its room from the flag band, and the strength grows only a little, never into the
// name. Pure arithmetic on type sizes, so tests can check every size without a canvas.
import { TILE_SIZE } from './layout.js';

type FaceMode = 'full' | 'small';

/** A type box is this many times its size high (DejaVu Sans: ascent 0.93 + descent 0.24 of the em). */
export const NAME_LINE = 1.17;
/** The digits' ink reaches this far above the foot of the strength's box, in ems (Georgia's figures and descent). */
export const DIGIT_TOP = 0.94;

/** The type sizes of a face at Normal text. */
const BASE = {
  full: { name: 11, strength: 22, mark: 14, tag: 10, nation: 8 },
  small: { name: 9, strength: 15, mark: 11, tag: 8, nation: 8 },
} as const;

/** The strength follows the setting within these bounds: larger would crowd the name, smaller would strain. */
const STRENGTH_SCALE = { min: 0.9, max: 1.1 } as const;
/** The flag band never gets thinner than this, so the flag is still seen. */
const MIN_BAND = 8;
/** The flag band starts this far down the face, and the name this far under it. */
const BAND_TOP = 3;
const NAME_GAP = 1;

export interface FaceLayout {
  /** Height of the flag band (it starts BAND_TOP below the face's top). */
  readonly band: number;
  /** Top of the name's type box, and its size. */
  readonly nameY: number;
  readonly nameSize: number;
  readonly strengthSize: number;
  /** Size of the ☠ and ✱ marks, and the top of their type box. */
  readonly markSize: number;
  readonly markY: number;
  /** Size of the kind tag at the foot of a tile with no strength, and of the nationality tag on a flagged tile. */
  readonly tagSize: number;
  readonly nationSize: number;
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The top of the strength's digits' ink on a face of height `h` (they stand on the face's foot, 1 unit up). */
export function strengthInkTop(h: number, strengthSize: number): number {
  return h - 1 - DIGIT_TOP * strengthSize;
}

/**
 * The face's layout at text factor `scale` (ui/text-size.ts); `striped` faces carry a flag band above the name.
 * The name grows with the setting and the band gives way to it; where even the thinnest band leaves too
 * little room, the name is set as large as fits (the painter then narrows it to the tile's width).
 */
export function faceLayout(mode: FaceMode, scale: number, striped: boolean): FaceLayout {
  const base = BASE[mode];
  const { h } = TILE_SIZE[mode];
  const strengthSize = Math.round(base.strength * clamp(scale, STRENGTH_SCALE.min, STRENGTH_SCALE.max));
  const room = strengthInkTop(h, strengthSize);
  const usualBand = Math.round(h * 0.28);
  const wanted = base.name * scale;
  let band = 0;
  let nameY = 4;
  let nameSize = wanted;
  if (striped) {
    band = clamp(Math.floor(room - wanted * NAME_LINE - NAME_GAP - BAND_TOP), MIN_BAND, usualBand);
    nameY = BAND_TOP + band + NAME_GAP;
  }
  nameSize = Math.min(wanted, (room - nameY) / NAME_LINE);
  const markSize = Math.round(base.mark * clamp(scale, STRENGTH_SCALE.min, STRENGTH_SCALE.max));
  return {
    band, nameY, nameSize, strengthSize, markSize, markY: h - 4 - markSize,
    tagSize: base.tag * clamp(scale, STRENGTH_SCALE.min, 1.2),
    nationSize: base.nation * clamp(scale, STRENGTH_SCALE.min, STRENGTH_SCALE.max),
  };
}

/**
 * Where the strength goes along the foot: centred on the tile when it is clear of what sits left and right of
 * it (the nationality tag or the ☠, the ✱), else moved just clear of them, and narrowed only when the room
 * between them is less than its width. Serbia's and the AAO's two-part strengths ("3/4") need this.
 */
export function footPlace(width: number, left: number, right: number, centre: number): { x: number; scale: number } {
  const room = right - left;
  if (width > room) return { x: left, scale: room / width };
  const x = clamp(centre - width / 2, left, right - width);
  return { x, scale: 1 };
}
