// The legal-target highlight must be seen on every kind of box in both palettes, sea boxes included
// (issue #14). Measured as WCAG 2.1 non-text contrast (1.4.11: 3:1): the ring is a bright band on a dark
// band, so it stands out where either band differs enough from the box, and the two bands from each other.
import { describe, expect, it } from 'vitest';
import { HALO_ALPHA, uiColours, type Palette } from '../../renderer/board/tile-look.js';
import { FILL } from '../../renderer/board/static-board.js';
import { contrast, over } from './colour-contrast.js';


describe('legal highlight contrast', () => {
  for (const palette of ['standard', 'colour-blind'] as Palette[]) {
    it(`stands out on every kind of box in the ${palette} palette`, () => {
      const { legal, halo } = uiColours(palette);
      for (const [style, fill] of Object.entries(FILL)) {
        const band = over(halo, HALO_ALPHA, fill);
        expect(contrast(legal, band), `${palette} ${style}: ring on its band`).toBeGreaterThanOrEqual(3);
        const edge = Math.max(contrast(legal, fill), contrast(band, fill));
        expect(edge, `${palette} ${style}: ring against the box`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('would fail on a sea box without the dark band (the reason for it)', () => {
    expect(contrast(uiColours('colour-blind').legal, FILL.sea)).toBeLessThan(3);
  });
});
