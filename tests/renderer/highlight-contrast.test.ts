// The legal-target highlight must be seen on every kind of box in both palettes, sea boxes included
// (issue #14). Measured as WCAG 2.1 non-text contrast (1.4.11: 3:1): the ring is a bright band on a dark
// band, so it stands out where either band differs enough from the box, and the two bands from each other.
import { describe, expect, it } from 'vitest';
import { HALO_ALPHA, uiColours, type Palette } from '../../renderer/board/tile-look.js';
import { FILL } from '../../renderer/board/static-board.js';

const channels = (c: number): [number, number, number] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];

/** WCAG relative luminance of an sRGB colour. */
function luminance(c: number): number {
  const [r, g, b] = channels(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `alpha` over `under`, blended per channel as the renderer does. */
function over(top: number, alpha: number, under: number): number {
  const t = channels(top);
  const u = channels(under);
  const [r, g, b] = t.map((v, i) => Math.round(v * alpha + u[i] * (1 - alpha)));
  return (r << 16) | (g << 8) | b;
}

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
