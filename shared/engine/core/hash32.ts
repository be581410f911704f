// Two small 32-bit hashes behind the keyed dice of a branch (random.ts) and the strong policy's keyed coin in
// rollouts (policies/strong/keyed-coin.ts): one piece of code, so both stay the same mix.

/** A 32-bit mix (murmur3's finaliser, a bijection): neighbouring inputs give unrelated outputs. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const wordKeys = new Map<string, number>();

/** A word's 32-bit key (FNV-1a of its characters), worked out once per word. */
export function wordKey(word: string): number {
  let key = wordKeys.get(word);
  if (key === undefined) {
    key = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) key = Math.imul(key ^ word.charCodeAt(i), 0x01000193) >>> 0;
    wordKeys.set(word, key);
  }
  return key;
}
