// Issue #33: the legal-target ring must itself stand at 3:1 (WCAG 1.4.11) against each box's paper in every
// palette and theme, the pale sea boxes included (the bright ring alone measured 1.33:1 standard, 1.17:1
// colour-blind). Figures computed from the palette data, never written down here.
import { describe, expect, it } from 'vitest';
import { boxPaper, boxRing } from '../../renderer/board/box-highlight.js';
import { HALO_ALPHA, uiColours } from '../../renderer/board/tile-look.js';
import { BOARD_COLOURS } from '../../renderer/board/board-colours.js';
import { PALETTES } from '../../renderer/board/palettes.js';
import { contrast, over } from './colour-contrast.js';

const STYLES = Object.keys(BOARD_COLOURS.standard.paper) as (keyof typeof BOARD_COLOURS.standard.paper)[];

describe('box ring contrast', () => {
  for (const palette of PALETTES) {
    it(`puts a ring at 3:1 against every kind of box, its band at 3:1 against the ring (${palette})`, () => {
      for (const style of STYLES) {
        const { ring, band } = boxRing(style, palette);
        const paper = boxPaper(style, palette);
        expect(contrast(ring, paper), `${palette} ${style}: ring on paper`).toBeGreaterThanOrEqual(3);
        expect(contrast(ring, over(band, HALO_ALPHA, paper)), `${palette} ${style}: ring on band`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('would fail on a daylight sea box with the bright ring everywhere (the reason for the swap)', () => {
    for (const palette of ['standard', 'colour-blind'] as const) expect(contrast(uiColours(palette).legal, boxPaper('sea', palette))).toBeLessThan(3);
  });
});
