// The map under the board in both palettes (issue #14): land and sea tell apart (by lightness alone in the
// colour-blind palette), and the map never hurts a box's title: each box's paper, blended over land or
// sea, keeps the title at WCAG AA text contrast (4.5:1).
import { describe, expect, it } from 'vitest';
import { MAP_COLOURS } from '../../renderer/board/backdrop.js';
import { FILL, FILL_ALPHA, titleInk } from '../../renderer/board/static-board.js';
import { CARD } from '../../renderer/board/printed-card.js';
import type { BoxLayout } from '../../renderer/board/layout.js';
import type { Palette } from '../../renderer/board/tile-look.js';
import { contrast, luminance, over } from './colour-contrast.js';

const PALETTES: Palette[] = ['standard', 'colour-blind'];
const STYLES: BoxLayout['style'][] = ['map', 'sea', 'counter', 'track'];

describe('map colours', () => {
  it('draws land lighter than sea in both palettes, further apart in the colour-blind one', () => {
    for (const p of PALETTES) expect(luminance(MAP_COLOURS[p].land)).toBeGreaterThan(luminance(MAP_COLOURS[p].sea));
    const standard = contrast(MAP_COLOURS.standard.land, MAP_COLOURS.standard.sea);
    const colourBlind = contrast(MAP_COLOURS['colour-blind'].land, MAP_COLOURS['colour-blind'].sea);
    expect(standard).toBeGreaterThanOrEqual(1.4);
    expect(colourBlind).toBeGreaterThanOrEqual(2.5);
    expect(colourBlind).toBeGreaterThan(standard);
  });

  for (const p of PALETTES) {
    it(`keeps every box's title readable over land and over sea (${p})`, () => {
      for (const style of STYLES) {
        for (const under of [MAP_COLOURS[p].land, MAP_COLOURS[p].sea]) {
          const paper = over(FILL[style], FILL_ALPHA[style], under);
          expect(contrast(titleInk(style), paper), `${style} over ${under.toString(16)}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  it('prints the track cards on solid paper, in ink that reads on both the plain and the alternate years', () => {
    expect(FILL_ALPHA.track).toBe(1);
    expect(contrast(CARD.ink, CARD.paper)).toBeGreaterThanOrEqual(7);
    expect(contrast(CARD.ink, CARD.alternate)).toBeGreaterThanOrEqual(7);
    expect(contrast(CARD.rule, CARD.alternate)).toBeGreaterThanOrEqual(3); // the turns' months are in the rule's ink
  });
});
