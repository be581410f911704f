// The pairs of the advisor's paired comparisons (issue #30): seed by seed from the first, the first hole ends them.
import { describe, expect, it } from 'vitest';
import { commonSeeds } from '../../shared/advisor/common-seeds.js';

describe('commonSeeds', () => {
  it('pairs the seeds both played, up to the shorter one', () => {
    expect(commonSeeds([1, 2, 3], [7, 8])).toEqual([[1, 7], [2, 8]]);
  });

  it('stops at the first seed either lacks (a job still out), even when later seeds are back', () => {
    const a: (number | undefined)[] = [1, 2, undefined, 4];
    const b = [5, 6, 7, 8];
    expect(commonSeeds(a, b)).toEqual([[1, 5], [2, 6]]);
    expect(commonSeeds(b, a)).toEqual([[5, 1], [6, 2]]);
  });

  it('keeps a falsy end (a 0 VP Armistice is a war played)', () => {
    expect(commonSeeds([0, 0], [0, 1])).toEqual([[0, 0], [0, 1]]);
  });
});
