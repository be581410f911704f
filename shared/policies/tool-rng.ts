// The tools' own randomness (the random policy, the fuzzer's and benchmarks' choices, the strong policy's coins):
// mulberry32, a small seeded generator, separate from the game's dice. A module of its own so that the policies
// and the strong policy's parts read it without importing one another.

/** mulberry32: a small seeded generator for the tools' own choices. */
export function toolRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => mulberry32((a = (a + MULBERRY32_STEP) >>> 0));
}

/** mulberry32's step: its state after n draws is the seed plus n steps. */
export const MULBERRY32_STEP = 0x6d2b79f5;

/** mulberry32's draw in [0, 1) from its state `a` (already stepped); shared with the strong policy's reused coin. */
export function mulberry32(a: number): number {
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
