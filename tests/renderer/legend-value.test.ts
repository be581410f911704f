// Issue 32: a plot's legend showed "—" beside each series until the cursor touched the plot. It now shows the
// value pointed at, else a true value without pointing (renderer/charts/legend-value.ts).
import { describe, expect, it } from 'vitest';
import { barText, latestIndex, latestText } from '../../renderer/charts/legend-value.js';

describe('plot legends show values, not a dash (issue 32)', () => {
  const vp = [20, 24, null, 31];

  it('a by-turn series reads the turn pointed at', () => {
    expect(latestText(vp, 1)).toBe('24');
    expect(latestText(vp, 2)).toBe('none'); // no value that turn: said, not dashed
  });

  it('with the cursor off the plot, a by-turn series reads its latest value', () => {
    expect(latestText(vp, null)).toBe('31');
    expect(latestText([5, 7, null], undefined)).toBe('7');
    expect(latestIndex([1, 2, 3], null)).toBe(2);
    expect(latestText([], null)).toBe('none');
    expect(latestText([3, 4], null, (t) => `Turn ${t}`)).toBe('Turn 4');
  });

  it('a bar series reads the bar pointed at, else its total', () => {
    expect(barText([3, null, 5], 0)).toBe('3');
    expect(barText([3, null, 5], 1)).toBe('0');
    expect(barText([3, null, 5], null)).toBe('8 in all');
  });

  it('no legend value is a dash', () => {
    for (const text of [latestText(vp, null), latestText(vp, 2), barText([null], null), barText([null], 0)]) expect(text).not.toBe('—');
  });
});
