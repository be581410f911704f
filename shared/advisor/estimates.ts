// The statistics of the advisor's answer: an Armistice share with its Wilson interval, a mean VP with its
// normal margin, and the test that tells two actions apart. 95 % everywhere (z = 1.96).

/** z for a two-sided 95 % interval. */
export const Z95 = 1.96;

export interface Interval {
  /** The point estimate. */
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval of a share (x successes in n trials). Why Wilson rather than p ± z·√(p(1−p)/n):
 * it stays inside 0–1 and is not zero-width when every rollout ended the same way (late-war positions do).
 */
export function wilson(x: number, n: number, z = Z95): Interval {
  if (n === 0) return { value: 0, low: 0, high: 1 };
  const p = x / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Mean ± z·s/√n of values known by their count, sum and sum of squares; null with no value at all, and a
 * null margin from a single value (no spread to measure; null rather than Infinity, which JSON cannot carry).
 */
export function meanWithMargin(n: number, sum: number, sqSum: number, z = Z95): { readonly mean: number; readonly margin: number | null } | null {
  if (n === 0) return null;
  const mean = sum / n;
  if (n === 1) return { mean, margin: null };
  const variance = Math.max(0, (sqSum - n * mean * mean) / (n - 1));
  return { mean, margin: z * Math.sqrt(variance / n) };
}

/**
 * Whether share a (xa of na) is above share b (xb of nb) at 95 % confidence: the Agresti–Caffo difference
 * test (one success and one failure added to each side), so 0-of-n against 0-of-n is never "separated".
 */
export function shareSeparated(xa: number, na: number, xb: number, nb: number, z = Z95): boolean {
  const pa = (xa + 1) / (na + 2);
  const pb = (xb + 1) / (nb + 2);
  const se = Math.sqrt((pa * (1 - pa)) / (na + 2) + (pb * (1 - pb)) / (nb + 2));
  return pa - pb > z * se;
}

/** The fewest values (or pairs) from which a test may tell two actions apart or call them equal. */
export const MIN_SAMPLES = 20;

/** Count, sum and sum of squares of some values (the VP of the Armistice rollouts of one action). */
export interface Moments {
  readonly n: number;
  readonly sum: number;
  readonly sqSum: number;
}

function varianceOfMean(m: Moments): number {
  const mean = m.sum / m.n;
  return Math.max(0, (m.sqSum - m.n * mean * mean) / (m.n - 1)) / m.n;
}

/**
 * Whether mean a is above mean b at 95 % confidence (Welch's difference of means, normal approximation).
 * Needs 20 values on each side, as the paired tests do: from two or three Armistices the spread is guessed
 * so badly (two equal VP give a spread of zero) that the normal approximation would "separate" noise.
 */
export function meanSeparated(a: Moments, b: Moments, z = Z95): boolean {
  if (a.n < MIN_SAMPLES || b.n < MIN_SAMPLES) return false;
  return a.sum / a.n - b.sum / b.n > z * Math.sqrt(varianceOfMean(a) + varianceOfMean(b));
}

/**
 * Whether a is above b at 95 % confidence on paired values (a[k] and b[k] from the same rollout seed; the VP
 * of the seeds where both reached the Armistice): the mean of the differences against its standard error, and
 * the sign test agreeing. With common random numbers the pairs share their luck, so this tells two actions
 * apart with far fewer rollouts than the unpaired tests. Why the sign test too: when most pairs are equal, a
 * few differences all one way have a small spread and pass the first test alone (4 of 20 pairs 2 VP apart),
 * though 4 of 4 one way happens 6 % of the time by chance. Needs 20 pairs.
 */
export function pairedSeparated(a: readonly number[], b: readonly number[], z = Z95): boolean {
  const d = pairedDifference(a, b, z);
  return d !== null && d.mean > 0 && d.mean > d.margin && signTestAbove(a, b);
}

/** The exact sign test: among the pairs that differ, a is above b more often than a fair coin would give at 2.5 % (one side of 95 %). */
function signTestAbove(a: readonly number[], b: readonly number[]): boolean {
  const m = Math.min(a.length, b.length);
  let above = 0;
  let differ = 0;
  for (let k = 0; k < m; k++) {
    if (a[k] !== b[k]) differ++;
    if (a[k] > b[k]) above++;
  }
  // P(X ≥ above) for X ~ Binomial(differ, ½), summed from the top
  let term = 0.5 ** differ; // P(X = differ)
  let tail = 0;
  for (let x = differ; x >= above; x--) {
    tail += term;
    term = (term * x) / (differ - x + 1); // P(X = x − 1)
  }
  return tail <= (1 - 0.95) / 2;
}

/**
 * The paired 95 % interval of the difference of two Armistice shares, from outcomes 0/1 on common seeds
 * (a[k] and b[k] from seed k): Agresti and Min's interval, which adds half a rollout to each of the four
 * cells (both won, only a, only b, neither). Why not mean ± 1.96·s/√n of the differences: with common random
 * numbers most pairs agree, and from 20 pairs that all agree that interval is [0, 0] ("surely equal") though
 * a true gap of 5 points leaves 20 agreeing pairs a third of the time; and from 4 of 20 pairs won by one side
 * it "separates" what a sign test could not (4 of 4 one way: p = 0.06). The added halves keep the interval
 * honest when few pairs disagree; with many it is the usual one. Null under 20 pairs.
 */
export function pairedShareDifference(a: readonly number[], b: readonly number[], z = Z95): { mean: number; margin: number } | null {
  if (Math.min(a.length, b.length) < MIN_SAMPLES) return null;
  return agrestiMin(a, b, z);
}

/**
 * The mean of the paired differences a[k] − b[k] and its 95 % margin (z·s/√n): what a row's VP gap and the why
 * sentence show once the paired test (pairedSeparated, with its sign test) has called the two apart. At least
 * two pairs.
 */
export function pairedMeanDifference(a: readonly number[], b: readonly number[], z = Z95): { mean: number; margin: number } {
  const n = a.length;
  const d = a.map((v, k) => v - b[k]);
  const mean = d.reduce((s, v) => s + v, 0) / n;
  const variance = d.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  return { mean, margin: z * Math.sqrt(variance / n) };
}

/**
 * Agresti and Min's paired interval (pairedShareDifference) from any number of pairs, null from none: what the
 * ranking shows on each row (ranking.ts). With few pairs it is wide, which is the truth about few pairs.
 */
export function agrestiMin(a: readonly number[], b: readonly number[], z = Z95): { mean: number; margin: number } | null {
  const m = Math.min(a.length, b.length);
  if (m === 0) return null;
  let onlyA = 0;
  let onlyB = 0;
  for (let k = 0; k < m; k++) {
    if (a[k] > b[k]) onlyA++;
    else if (b[k] > a[k]) onlyB++;
  }
  const n = m + 2;
  const pa = (onlyA + 0.5) / n;
  const pb = (onlyB + 0.5) / n;
  const mean = pa - pb;
  return { mean, margin: z * Math.sqrt(Math.max(0, pa + pb - mean * mean) / n) };
}

/** Whether share a is above share b at 95 % confidence on common seeds (pairedShareDifference's lower end above 0). */
export function pairedSharesSeparated(a: readonly number[], b: readonly number[], z = Z95): boolean {
  const d = pairedShareDifference(a, b, z);
  return d !== null && d.mean - d.margin > 0;
}

/**
 * Whether the paired 95 % interval of share a − share b lies inside ±delta (the indifference rule: the two
 * are surely within delta of each other).
 */
export function pairedSharesWithin(a: readonly number[], b: readonly number[], delta: number, z = Z95): boolean {
  const d = pairedShareDifference(a, b, z);
  return d !== null && Math.abs(d.mean) + d.margin <= delta;
}

/** The mean of a[k] − b[k] over the common pairs and its margin z·s/√m; null under 20 pairs. */
function pairedDifference(a: readonly number[], b: readonly number[], z: number): { mean: number; margin: number } | null {
  const m = Math.min(a.length, b.length);
  if (m < MIN_SAMPLES) return null;
  let sum = 0;
  let sq = 0;
  for (let k = 0; k < m; k++) {
    const d = a[k] - b[k];
    sum += d;
    sq += d * d;
  }
  const mean = sum / m;
  const variance = Math.max(0, (sq - m * mean * mean) / (m - 1));
  return { mean, margin: z * Math.sqrt(variance / m) };
}
