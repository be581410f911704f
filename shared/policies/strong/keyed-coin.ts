// The strong policy's tie-breaking coin in the advisor's rollouts, kept in step between branches (issue 15):
// each decision's coin is seeded from (policy seed, turn, phase, the prompt's kind, how many decisions of that
// kind came before in the phase), not drawn from one running stream. Why: two actions' rollouts from one seed
// share their luck only while the coins agree too; with one stream, a decision more in one branch (an extra
// attack) changed every later tie-break. Same idea as the branch's keyed dice (shared/engine/core/random.ts).
import type { GameState, Prompt } from '../../engine/index.js';
import { toolRng } from '../policies.js';

/** A 32-bit mix (murmur3's finaliser): neighbouring inputs give unrelated outputs. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function wordKey(word: string): number {
  let key = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) key = Math.imul(key ^ word.charCodeAt(i), 0x01000193) >>> 0;
  return key;
}

/** A source of per-decision coins for one policy (one rollout): call it at each decision for that decision's coin. */
export function keyedCoins(seed: number): (st: GameState, p: Prompt) => () => number {
  let turn = -1;
  let phase = -1;
  let counts = new Map<string, number>();
  const kindKeys = new Map<string, number>();
  return (st, p) => {
    if (st.turn !== turn || st.phase !== phase) {
      turn = st.turn;
      phase = st.phase;
      counts = new Map();
    }
    const count = counts.get(p.kind) ?? 0;
    counts.set(p.kind, count + 1);
    let kindKey = kindKeys.get(p.kind);
    if (kindKey === undefined) kindKeys.set(p.kind, (kindKey = wordKey(p.kind)));
    let h = mix32(seed ^ 0x510e527f);
    h = mix32(h ^ Math.imul(turn * 64 + phase, 0x9e3779b1));
    h = mix32(h ^ kindKey);
    return toolRng(mix32(h ^ Math.imul(count + 1, 0x27d4eb2f)));
  };
}
