// The wars two choices both played, seed by seed (issue #30): rollout k of every action shares seed k, so the
// paired comparisons (the ranking's figures, the why sentence) walk the pairs from the first seed on. Results
// come back in any order while a round's jobs are out: the first hole ends the pairs, so every comparison is over
// the same run of seeds from 0.

/** [a's, b's] end of each seed both have played from the first, up to the first seed either lacks. */
export function commonSeeds<T>(a: readonly (T | undefined)[], b: readonly (T | undefined)[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let k = 0; k < Math.min(a.length, b.length); k++) {
    const x = a[k];
    const y = b[k];
    if (x === undefined || y === undefined) break;
    pairs.push([x, y]);
  }
  return pairs;
}
