// Button labels stay readable (issue 15): long odds labels wrap onto two lines rather than shrinking to half size.
import { describe, expect, it } from 'vitest';
import { fitLabel, lineHeight, MIN_ONE_LINE_SCALE } from '../../renderer/ui/label-fit.js';

const ROOM = { w: 408, h: 28 };

describe('fitLabel', () => {
  it('leaves a label that fits as it is', () => {
    expect(fitLabel(300, 14, ROOM)).toEqual({ lines: 1, fontSize: 14, scale: 1 });
  });

  it('shrinks a label a little too wide on its one line', () => {
    const fit = fitLabel(440, 14, ROOM);
    expect(fit.lines).toBe(1);
    expect(fit.scale).toBeCloseTo(408 / 440);
  });

  it('wraps a long label (an attack with two modifiers) onto two lines at a readable size that fits the button', () => {
    const fit = fitLabel(760, 14, ROOM);
    expect(fit.lines).toBe(2);
    const drawnSize = fit.fontSize * fit.scale;
    expect(drawnSize).toBeGreaterThanOrEqual(11);
    expect(2 * lineHeight(fit.fontSize) * fit.scale).toBeLessThanOrEqual(ROOM.h);
    // one line would have been far smaller
    expect((408 / 760) * 14).toBeLessThan(drawnSize * MIN_ONE_LINE_SCALE);
  });

  it('shrinks a label too long even for two lines until both lines fit the width', () => {
    const fit = fitLabel(1400, 14, ROOM);
    expect(fit.lines).toBe(2);
    expect(fit.scale).toBeLessThan(1);
    const perLine = (1400 * (fit.fontSize / 14)) / 2 * 1.1 * fit.scale;
    expect(perLine).toBeLessThanOrEqual(ROOM.w + 1e-9);
  });
});
