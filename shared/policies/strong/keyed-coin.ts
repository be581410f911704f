// The strong policy's tie-breaking coin in the advisor's rollouts, kept in step between branches (issue 15):
// each decision's coin is seeded from (policy seed, turn, phase, the prompt's kind, how many decisions of that
// kind came before in the phase), not drawn from one running stream. Why: two actions' rollouts from one seed
// share their luck only while the coins agree too; with one stream, a decision more in one branch (an extra
// attack) changed every later tie-break. Same idea as the branch's keyed dice (shared/engine/core/random.ts).
import type { GameState, Prompt } from '../../engine/index.js';
import { mix32, wordKey } from '../../engine/core/hash32.js';
import { toolRng } from '../policies.js';

/** A source of per-decision coins for one policy (one rollout): call it at each decision for that decision's coin. */
export function keyedCoins(seed: number): (st: GameState, p: Prompt) => () => number {
  const bySeed = mix32(seed ^ 0x510e527f);
  let turn = -1;
  let phase = -1;
  let byPhase = 0; // the key of (seed, turn, phase), mixed once per phase
  let counts = new Map<string, number>();
  return (st, p) => {
    if (st.turn !== turn || st.phase !== phase) {
      turn = st.turn;
      phase = st.phase;
      counts = new Map();
      byPhase = mix32(bySeed ^ Math.imul(turn * 64 + phase, 0x9e3779b1));
    }
    const count = counts.get(p.kind) ?? 0;
    counts.set(p.kind, count + 1);
    const h = mix32(byPhase ^ wordKey(p.kind));
    return toolRng(mix32(h ^ Math.imul(count + 1, 0x27d4eb2f)));
  };
}
