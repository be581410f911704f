// The advisor's statistics (shared/advisor/estimates.ts): 95 % intervals and the tests that separate two actions.
import { describe, expect, it } from 'vitest';
import { meanSeparated, meanWithMargin, pairedSeparated, pairedSharesSeparated, pairedSharesWithin, shareSeparated, wilson } from '../../shared/advisor/index.js';

describe('advisor estimates', () => {
  it('Wilson interval: inside 0–1, not zero-width at 0 of n or n of n, and centred near p for large n', () => {
    const none = wilson(0, 50);
    expect(none.value).toBe(0);
    expect(none.low).toBe(0);
    expect(none.high).toBeGreaterThan(0.05);
    const all = wilson(50, 50);
    expect(all.high).toBe(1);
    expect(all.low).toBeLessThan(0.95);
    const half = wilson(500, 1000);
    expect(half.low).toBeCloseTo(0.469, 2);
    expect(half.high).toBeCloseTo(0.531, 2);
  });

  it('mean ± margin: 1.96 standard errors', () => {
    // values 1, 2, 3: mean 2, sample variance 1
    const m = meanWithMargin(3, 6, 14);
    expect(m?.mean).toBe(2);
    expect(m?.margin).toBeCloseTo(1.96 / Math.sqrt(3), 10);
    expect(meanWithMargin(0, 0, 0)).toBeNull();
  });

  it('share separation: 40 of 50 against 10 of 50 is separated, 26 of 50 against 24 of 50 is not, 0 against 0 never', () => {
    expect(shareSeparated(40, 50, 10, 50)).toBe(true);
    expect(shareSeparated(10, 50, 40, 50)).toBe(false);
    expect(shareSeparated(26, 50, 24, 50)).toBe(false);
    expect(shareSeparated(0, 500, 0, 500)).toBe(false);
    expect(shareSeparated(500, 500, 500, 500)).toBe(false);
  });

  it('mean separation: far apart means with small spread are separated, overlapping ones are not', () => {
    const a = { n: 100, sum: 100 * 45, sqSum: 100 * (45 * 45 + 1) };
    const b = { n: 100, sum: 100 * 42, sqSum: 100 * (42 * 42 + 1) };
    expect(meanSeparated(a, b)).toBe(true);
    expect(meanSeparated(b, a)).toBe(false);
    const wide = { n: 100, sum: 100 * 44.5, sqSum: 100 * (44.5 * 44.5 + 400) };
    expect(meanSeparated(a, wide)).toBe(false);
    // Two Armistices each, at equal VP: a spread of zero is a guess, not evidence (MIN_SAMPLES).
    const two = (vp: number) => ({ n: 2, sum: 2 * vp, sqSum: 2 * vp * vp });
    expect(meanSeparated(two(30), two(25))).toBe(false);
    const twenty = (vp: number) => ({ n: 20, sum: 20 * vp, sqSum: 20 * vp * vp + 20 });
    expect(meanSeparated(twenty(30), twenty(25))).toBe(true);
  });

  it('paired separation: the same luck on both sides tells a small, steady difference apart that unpaired counts cannot', () => {
    // 100 shared seeds: a wins on seeds 0–29, b on seeds 0–23 only (b never wins where a loses)
    const a = Array.from({ length: 100 }, (_, k) => (k < 30 ? 1 : 0));
    const b = Array.from({ length: 100 }, (_, k) => (k < 24 ? 1 : 0));
    expect(shareSeparated(30, 100, 24, 100)).toBe(false);
    for (const paired of [pairedSeparated, pairedSharesSeparated]) {
      expect(paired(a, b)).toBe(true);
      expect(paired(b, a)).toBe(false);
      expect(paired(a, a)).toBe(false); // identical outcomes: nothing to tell apart
      expect(paired(a.slice(0, 19), b.slice(0, 19))).toBe(false); // too few pairs
    }
  });

  it('paired VP: a few differences all one way among many equal pairs are not separated (sign test); many are', () => {
    const b = Array.from({ length: 20 }, () => 20);
    const four = b.map((v, k) => (k < 4 ? v + 2 : v));
    expect(pairedSeparated(four, b)).toBe(false); // 4 of 4 one way: p ≈ 0.06
    const seven = b.map((v, k) => (k < 7 ? v + 2 : v));
    expect(pairedSeparated(seven, b)).toBe(true); // 7 of 7: p ≈ 0.008
    expect(pairedSeparated(b, seven)).toBe(false);
  });

  it('paired shares (Agresti–Min): a few pairs won by one side do not separate what a sign test could not', () => {
    // 20 seeds, a wins on 4 where b loses and never the other way: 4 of 4 one way is p ≈ 0.06 (sign test)
    const b = Array.from({ length: 20 }, (_, k) => (k % 2 === 0 ? 1 : 0));
    const four = b.map((x, k) => (k < 8 && x === 0 ? 1 : x));
    expect(pairedSeparated(four, b)).toBe(false); // nor the VP test, whose sign test sees the same 4 of 4
    expect(pairedSharesSeparated(four, b)).toBe(false);
    // 6 of 6 one way (p ≈ 0.016) is separated
    const six = b.map((x, k) => (k < 12 && x === 0 ? 1 : x));
    expect(pairedSharesSeparated(six, b)).toBe(true);
  });

  it('indifference: the paired 95 % interval of the difference must lie inside ±δ, on at least 20 pairs', () => {
    const a = Array.from({ length: 200 }, (_, k) => (k % 2 === 0 ? 1 : 0));
    expect(pairedSharesWithin(a, a, 0.05)).toBe(true); // the same outcome on 200 seeds: the difference is surely small
    expect(pairedSharesWithin(a.slice(0, 19), a.slice(0, 19), 0.05)).toBe(false); // too few pairs
    // 20 seeds that all agree are not enough: a true gap of 5 points leaves 20 agreeing pairs 36 % of the time
    expect(pairedSharesWithin(a.slice(0, 20), a.slice(0, 20), 0.05)).toBe(false);
    expect(pairedSharesWithin(a.slice(0, 40), a.slice(0, 40), 0.05)).toBe(true);
    // differs on 2 seeds in 200, both ways: mean 0, margin 1.96·√(3/202/202) ≈ 0.017
    const b = a.map((x, k) => (k === 0 ? 0 : k === 1 ? 1 : x));
    expect(pairedSharesWithin(a, b, 0.05)).toBe(true);
    expect(pairedSharesWithin(a, b, 0.01)).toBe(false);
    // surely better by about 6 points: never "within 5", even with many pairs
    const c = a.map((x, k) => (k % 16 === 1 ? 1 : x));
    expect(pairedSharesWithin(c, a, 0.05)).toBe(false);
    // a coin against another coin on 40 seeds: far too wide to call them equal
    const d = Array.from({ length: 40 }, (_, k) => (k % 4 < 2 ? 1 : 0));
    const e = Array.from({ length: 40 }, (_, k) => (k % 2 === 0 ? 1 : 0));
    expect(pairedSharesWithin(d, e, 0.05)).toBe(false);
  });
});
