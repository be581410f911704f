// Issue 14: a hover text never covers the payment chooser, the dice or the banner (renderer/ui/tooltip-place.ts);
// issue #33: nor opens under the floating guide card.
import { describe, expect, it } from 'vitest';
import { windowLayout } from '../../renderer/app/window-layout.js';
import { placeCard } from '../../renderer/ui/guide-placement.js';
import { intersects, placeHoverText, placeTooltip, type Rect } from '../../renderer/ui/tooltip-place.js';

const STAGE = { w: 1520, h: 1080 };

describe('where a hover text goes (issue 14)', () => {
  it('with nothing to avoid it sits below and right of the pointer', () => {
    expect(placeTooltip({ x: 100, y: 100 }, 200, 80, STAGE, [])).toEqual({ x: 116, y: 116, w: 200, h: 80 });
  });

  it('the chooser opened at the pointer: the text goes where it covers none of it', () => {
    const chooser: Rect = { x: 400, y: 300, w: 392, h: 110 };
    const at = { x: 395, y: 295 };
    const place = placeTooltip(at, 220, 90, STAGE, [chooser]);
    expect(place).not.toBeNull();
    expect(intersects(place as Rect, chooser)).toBe(false);
  });

  it('near the stage edge and between the dice and the banner it still finds a clear place, on the stage', () => {
    const dice: Rect = { x: 680, y: 380, w: 220, h: 110 };
    const banner: Rect = { x: 400, y: 300, w: 720, h: 58 };
    for (const at of [{ x: 700, y: 370 }, { x: 1510, y: 1070 }, { x: 5, y: 5 }]) {
      const place = placeTooltip(at, 300, 120, STAGE, [dice, banner]);
      expect(place, `at ${at.x},${at.y}`).not.toBeNull();
      const p = place as Rect;
      expect(intersects(p, dice) || intersects(p, banner)).toBe(false);
      expect(p.x >= 0 && p.y >= 0 && p.x + p.w <= STAGE.w && p.y + p.h <= STAGE.h).toBe(true);
    }
  });

  it('when every place would cover something, there is none (the text is not shown)', () => {
    expect(placeTooltip({ x: 700, y: 500 }, 300, 120, STAGE, [{ x: 0, y: 0, w: STAGE.w, h: STAGE.h }])).toBeNull();
  });
});

describe('a hover text and the floating guide card (issue #33)', () => {
  // The guide's card where it floats at 1280×720: the board area's top-right corner (ui/guide-placement.ts).
  const area = windowLayout(1280, 720).boardArea;
  const card = placeCard(area, 400, 300, [], []);
  const stage = { w: area.x + area.w, h: 1080 };

  it('goes beside the card, never under it, for a pointer on the boxes around it', () => {
    const around = [
      { x: card.x - 5, y: card.y + 20 }, // just left of it: below-right would run under the card
      { x: card.x + 200, y: card.y + card.h + 4 }, // just under it
      { x: card.x - 120, y: card.y + card.h - 10 },
    ];
    for (const at of around) {
      const place = placeHoverText(at, 300, 140, stage, [], [card]);
      expect(place, `at ${at.x},${at.y}`).not.toBeNull();
      expect(intersects(place as Rect, card), `at ${at.x},${at.y}`).toBe(false);
    }
  });

  it('opens none with the pointer on the card: the box the board finds there is hidden under it', () => {
    expect(placeHoverText({ x: card.x + 50, y: card.y + 50 }, 300, 140, stage, [], [card])).toBeNull();
  });

  it('keeps clear of the card and the chooser together', () => {
    const chooser: Rect = { x: card.x - 400, y: card.y + 10, w: 392, h: 110 };
    const place = placeHoverText({ x: card.x - 10, y: card.y + 130 }, 300, 140, stage, [chooser], [card]);
    expect(place).not.toBeNull();
    expect(intersects(place as Rect, card) || intersects(place as Rect, chooser)).toBe(false);
  });
});
