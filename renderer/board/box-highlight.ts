// The ring that marks a box as a legal target. A bright ring on a dark band reads on dark boxes, but on the
// pale sea boxes the bright ring itself is faint (1.2–1.3:1, issue #33): there the two swap, a dark ring on a
// bright band, so the ring always stands at WCAG 1.4.11's 3:1 against the box's paper.
import type { BoxLayout } from './layout.js';
import { MAP_COLOURS } from './backdrop.js';
import { FILL_ALPHA, boxFill } from './static-board.js';
import { HALO_ALPHA, uiColours, type Palette } from './tile-look.js';
import { contrast, over } from './colour-math.js';

export interface BoxRing {
  /** The ring's colour (4 px). */
  readonly ring: number;
  /** The band under it (8 px, HALO_ALPHA), seen as a thin edge either side. */
  readonly band: number;
  /** The tint inside the box: the palette's legal colour, the same on every box. */
  readonly tint: number;
}

/** A box's paper as painted: its fill over the map's sea (sea boxes lie on the sea; the others, the worst case). */
export function boxPaper(style: BoxLayout['style'], palette: Palette): number {
  return over(boxFill(style, palette), FILL_ALPHA[style], MAP_COLOURS[palette].sea);
}

/** The ring for a box of this style: the palette's bright legal colour where it stands out, else the dark band's. */
export function boxRing(style: BoxLayout['style'], palette: Palette): BoxRing {
  const { legal, halo } = uiColours(palette);
  const paper = boxPaper(style, palette);
  const brightReads = contrast(legal, paper) >= contrast(over(halo, HALO_ALPHA, paper), paper);
  return brightReads ? { ring: legal, band: halo, tint: legal } : { ring: halo, band: legal, tint: legal };
}
