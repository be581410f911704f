// Issue 14: a hover text never covers the payment chooser, the dice or the banner (renderer/ui/tooltip-place.ts).
import { describe, expect, it } from 'vitest';
import { intersects, placeTooltip, type Rect } from '../../renderer/ui/tooltip-place.js';

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
