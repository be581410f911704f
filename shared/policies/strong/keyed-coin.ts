// The strong policy's tie-breaking coin in the advisor's rollouts, kept in step between branches (issue 15):
// each decision's coin is seeded from (policy seed, turn, phase, the prompt's kind, how many decisions of that
// kind came before in the phase), not drawn from one running stream. Why: two actions' rollouts from one seed
// share their luck only while the coins agree too; with one stream, a decision more in one branch (an extra
// attack) changed every later tie-break. Same idea as the branch's keyed dice (shared/engine/core/random.ts).
import { mix32, wordKey, type Decision, type GameState } from '../../engine/index.js';
import { MULBERRY32_STEP, mulberry32 } from '../tool-rng.js';

/** One prompt kind's count of decisions in the phase numbered `phase` (its key worked out once). */
interface KindCount {
  readonly key: number;
  phase: number;
  count: number;
}

/**
 * A source of per-decision coins for one policy (one rollout): call it at each decision for that decision's
 * coin. The coin is one reused stream (toolRng's generator, reseeded per decision), valid until the next call:
 * a decision draws all its coins before the next one is asked. Why reused: a new generator and a new count
 * table per decision or phase were a visible share of a rollout's garbage and time.
 */
export function keyedCoins(seed: number): (st: GameState, p: Decision) => () => number {
  const bySeed = mix32(seed ^ 0x510e527f);
  let turn = -1;
  let phase = -1;
  let phases = 0; // phases met so far: a kind's count belongs to the phase of this number
  let byPhase = 0; // the key of (seed, turn, phase), mixed once per phase
  const counts = new Map<string, KindCount>();
  // The last decision's kind and its count: a phase asks one kind many times in a row (every CP attack, every
  // runner), and then needs no lookup by name (issue 30).
  let lastName = '';
  let last: KindCount | undefined;
  let a = 0; // toolRng's state (policies.ts), the same draws as toolRng(the decision's seed)
  const coin = (): number => mulberry32((a = (a + MULBERRY32_STEP) >>> 0));
  return (st, p) => {
    if (st.turn !== turn || st.phase !== phase) {
      turn = st.turn;
      phase = st.phase;
      phases++;
      byPhase = mix32(bySeed ^ Math.imul(turn * 64 + phase, 0x9e3779b1));
    }
    let kind = p.kind === lastName ? last : counts.get(p.kind);
    if (kind === undefined) counts.set(p.kind, (kind = { key: wordKey(p.kind), phase: phases, count: 0 }));
    lastName = p.kind;
    last = kind;
    if (kind.phase !== phases) {
      kind.phase = phases;
      kind.count = 0;
    }
    const count = kind.count++;
    const h = mix32(byPhase ^ kind.key);
    a = mix32(h ^ Math.imul(count + 1, 0x27d4eb2f)) >>> 0;
    return coin;
  };
}
