// Player policies for the simulator, fuzzer and benchmarks. They only choose among the engine's legal
// actions; they never decide a rule. Their own randomness is separate from the game's seeded dice.
import type { Action, Prompt } from '../shared/engine/index.js';
import type { GameState } from '../shared/engine/index.js';
import { rm } from '../shared/engine/core/board.js';

export type Policy = (st: GameState, p: Prompt) => Action;

/** mulberry32: a small seeded generator for the tools' own choices. */
export function toolRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomPolicy(seed: number): Policy {
  const r = toolRng(seed);
  return (_st, p) => p.actions[Math.floor(r() * p.actions.length)];
}

/** How attractive an action is to a simple sensible player (higher is better). */
function score(st: GameState, a: Action): number {
  switch (a.type) {
    case 'kaiserschlacht':
      return 100;
    case 'red-baron-attack':
      return 60;
    case 'attack': {
      // Attack the fullest front: the target's box with the most armies, weakest target first.
      const where = st.loc[String(a.target)];
      let armies = 0;
      for (const id in st.loc) if (st.loc[id] === where && /^(gb|fr|it|srb|rus|rou|aao|usa|be)-/.test(id)) armies++;
      const payBonus = a.pay === 'rm' ? 0 : 5; // spend Krupp/Kaisertreu before RM
      return 20 + armies * 5 + payBonus;
    }
    case 'done':
    case 'decline':
      return 10;
    default:
      return 15;
  }
}

/**
 * Greedy: attack the fullest front while money lasts, take the best-scoring action, and when nothing
 * helps, bank and end the phase.
 */
export function greedyPolicy(seed: number): Policy {
  const r = toolRng(seed);
  return (st, p) => {
    // Banking and similar money decisions: keep one RM when there is one (§14.1).
    if (p.kind.includes('bank')) {
      const keep = p.actions.find((a) => Number(a.rm ?? a.bank ?? 0) === Math.min(1, rm(st)));
      if (keep) return keep;
    }
    let best = p.actions[0];
    let bestScore = -Infinity;
    for (const a of p.actions) {
      const s = score(st, a) + r() * 0.5;
      if (s > bestScore) {
        best = a;
        bestScore = s;
      }
    }
    return best;
  };
}

export function policyByName(name: string, seed: number): Policy {
  if (name === 'random') return randomPolicy(seed);
  if (name === 'greedy') return greedyPolicy(seed);
  throw new Error(`Unknown policy "${name}" (random or greedy)`);
}
