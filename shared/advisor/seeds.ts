// The seeds of the advisor's rollouts: from the advisor's own seed alone, never from the campaign's dice, so
// an answer is the same for a given advisor seed whatever the campaign has rolled, and asking cannot move
// the campaign's generator.

/** A 32-bit mix (murmur3's finaliser): neighbouring inputs give unrelated outputs. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The seed of rollout number `k` (0, 1, 2, …) of an answer. Every action's rollout k uses the same seed
 * (common random numbers): the comparison between two actions then sees the same luck on both sides.
 */
export function rolloutSeed(adviceSeed: number, k: number): number {
  return mix32(mix32(adviceSeed ^ 0x9e3779b9) + Math.imul(k + 1, 0x27d4eb2f));
}

/** The seed of the rollout policy's own coin in a rollout (apart from the branch's dice). */
export function policySeed(rollout: number): number {
  return mix32(rollout ^ 0x5bd1e995);
}
