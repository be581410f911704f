// The map under the board in every palette (issue #14; the low-light ones issue #33): land and sea tell apart
// (by lightness alone in the colour-blind palettes), and the map never hurts a box's title: each box's paper,
// blended over land or sea, keeps the title at WCAG AA text contrast (4.5:1).
import { describe, expect, it } from 'vitest';
import { MAP_COLOURS } from '../../renderer/board/backdrop.js';
import { FILL_ALPHA, boxFill, titleInk } from '../../renderer/board/static-board.js';
import { BOARD_COLOURS } from '../../renderer/board/board-colours.js';
import type { BoxLayout } from '../../renderer/board/layout.js';
import { PALETTES } from '../../renderer/board/palettes.js';
import { contrast, luminance, over } from './colour-contrast.js';

const STYLES: BoxLayout['style'][] = ['map', 'sea', 'counter', 'track'];

describe('map colours', () => {
  it('draws land lighter than sea in every palette, further apart in the colour-blind ones', () => {
    for (const p of PALETTES) expect(luminance(MAP_COLOURS[p].land), p).toBeGreaterThan(luminance(MAP_COLOURS[p].sea));
    const apart = (p: keyof typeof MAP_COLOURS): number => contrast(MAP_COLOURS[p].land, MAP_COLOURS[p].sea);
    expect(apart('standard')).toBeGreaterThanOrEqual(1.4);
    expect(apart('colour-blind')).toBeGreaterThanOrEqual(2.5);
    expect(apart('colour-blind')).toBeGreaterThan(apart('standard'));
    // By lamplight the whole map is dark, so the gap is smaller, but still larger for colour-blind eyes.
    expect(apart('standard-low-light')).toBeGreaterThanOrEqual(1.4);
    expect(apart('colour-blind-low-light')).toBeGreaterThanOrEqual(2);
    expect(apart('colour-blind-low-light')).toBeGreaterThan(apart('standard-low-light'));
  });

  it('paints the low-light board dark: sea, land and every paper well under a quarter of white', () => {
    for (const p of ['standard-low-light', 'colour-blind-low-light'] as const) {
      const b = BOARD_COLOURS[p];
      for (const c of [b.map.sea, b.map.land, ...Object.values(b.paper), b.card.paper]) expect(luminance(c), `${p} ${c.toString(16)}`).toBeLessThan(0.1);
    }
  });

  for (const p of PALETTES) {
    it(`keeps every box's title readable over land and over sea (${p})`, () => {
      for (const style of STYLES) {
        for (const under of [MAP_COLOURS[p].land, MAP_COLOURS[p].sea]) {
          const paper = over(boxFill(style, p), FILL_ALPHA[style], under);
          expect(contrast(titleInk(style, p), paper), `${style} over ${under.toString(16)}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    it(`prints the track cards on solid paper, in ink that reads on both the plain and the alternate years (${p})`, () => {
      const card = BOARD_COLOURS[p].card;
      expect(FILL_ALPHA.track).toBe(1);
      expect(contrast(card.ink, card.paper)).toBeGreaterThanOrEqual(7);
      expect(contrast(card.ink, card.alternate)).toBeGreaterThanOrEqual(7);
      expect(contrast(card.rule, card.alternate)).toBeGreaterThanOrEqual(3); // the turns' months are in the rule's ink
    });
  }
});
