// Player policies for the simulator, the fuzzer, the benchmarks and the advisor's rollouts. They only choose
// among the engine's legal actions; they never decide a rule. Their own randomness is separate from the dice.
import {
  armyCountAtNumber, attackBoxNumberOf, locationNumber, rm, type Action, type GameState,
  type PaidAttack, type Payment,
} from '../engine/index.js';
import { SEA_AREAS } from '../data/board.js';
import { strongPolicy } from './strong-policy.js';
import type { Policy } from './policy.js';
import { MULBERRY32_STEP, mulberry32, toolRng } from './tool-rng.js';

export type { Policy } from './policy.js';
export { toolRng, MULBERRY32_STEP, mulberry32 } from './tool-rng.js';

export function randomPolicy(seed: number): Policy {
  const r = toolRng(seed);
  return (_st, p) => p.actions[Math.floor(r() * p.actions.length)];
}

/** Each sea area's haul (§9.1.6), looked up without a search: greedy scores every runner placement. */
const HAUL: ReadonlyMap<string, number> = new Map(SEA_AREAS.map((s) => [s.id, s.haul]));

/**
 * An attack's score from its front (the EP armies in the target's box: how dangerous that front is) and what
 * pays for it (undefined: a free attack after a fizzle, or an Ottoman attack).
 */
function attackScore(front: number, pay: Payment | undefined): number {
  if (pay === 'rm') return front >= 4 ? 20 + front * 5 : 5; // RM only against a front close to Over the Top
  return 30 + front * 5; // Krupp, Kaisertreu and free attacks: free money, use it
}

/**
 * How attractive an action other than an attack (attackScore) is to a simple sensible player (higher is better;
 * `done` / `decline` score 10).
 * Attack the fullest front, spend Krupp and Kaisertreu first, keep money for runners, bank when nothing helps.
 */
function score(st: GameState, a: Exclude<Action, { type: 'attack' }>): number {
  switch (a.type) {
    case 'kaiserschlacht':
      return 100;
    case 'red-baron':
      return 60;
    case 'suppress':
      return 40;
    case 'unrest-another':
      return 5; // R39: as few cities into unrest as possible (stop after the first)
    case 'bank':
      return 20 + a.keep * 5 + (a.railway ? 3 : 0);
    case 'pay':
    case 'draw':
    case 'declare':
    case 'reroll':
    case 'haul-to-germany':
      return 20;
    case 'place-runner':
      return 20 + (HAUL.get(a.area) ?? 0);
    case 'place-hsf':
      return 15 + Number(a.area === '4');
    case 'build-runner':
      return rm(st) >= 2 ? 18 : 0;
    case 'build-siegfried':
      return 17;
    case 'build-u-boat':
      return 16;
    case 'bomb':
    case 'zeppelin-bomb':
    case 'place-red-baron':
      return 15;
    case 'zeppelin-supply':
    case 'zeppelin-recon':
      return 12;
    case 'air-research':
    case 'naval-build':
    case 'zeppelin-naval':
      return 5;
    case 'done':
    case 'decline':
    case 'accept':
    case 'stop-unrest':
    case 'give-up-attack':
      return 10;
    default:
      return 11;
  }
}

/**
 * Greedy: the best-scoring legal action, ties broken by the policy's own seeded coin: each action's score plus
 * its draw × 0.5, the first highest sum wins, and every action takes one draw whether or not it can win.
 * Why in two passes: the scores are whole numbers and a draw × 0.5 is under 0.5, so only the actions of the
 * best whole score can win; mulberry32's state after n draws is the seed plus n steps, so those actions' draws
 * are made from their places in the stream and the rest are stepped over unmade (a CP Attack list of 20+
 * attacks drew 20+ coins for a handful of ties: issue 15). Same choices and the same stream as one draw per action.
 */
export function greedyPolicy(seed: number): Policy {
  let drawn = seed >>> 0; // toolRng's state: draws so far × MULBERRY32_STEP past the seed
  const scores: number[] = []; // this decision's whole scores, reused
  return (st, p) => {
    const actions = p.actions;
    let bestWhole = -Infinity;
    // Attacks come grouped box by box: the front is read again only when the box changes, and the box is the
    // one the engine listed the attack for (attackBoxNumberOf), by its location number. Why: most of a greedy
    // campaign's choices are CP Attack lists of 20+ attacks, and a location lookup per attack, then per box,
    // was a visible share of its time (issue 15).
    let lastBox = -1;
    let front = 0;
    for (let i = 0; i < actions.length; i++) {
      const a = actions[i];
      let s: number;
      if (a.type === 'attack') {
        const box = attackBoxNumberOf(a) ?? locationNumber(st.loc[a.target]); // none on a Turkish attack (§12.6)
        if (box !== lastBox) {
          lastBox = box;
          front = armyCountAtNumber(st, box);
        }
        s = attackScore(front, (a as PaidAttack).pay);
      } else s = score(st, a);
      scores[i] = s;
      if (s > bestWhole) bestWhole = s;
    }
    let best = actions[0];
    let bestScore = -Infinity;
    for (let i = 0; i < actions.length; i++) {
      if (scores[i] !== bestWhole) continue;
      const s = scores[i] + mulberry32((drawn + (i + 1) * MULBERRY32_STEP) >>> 0) * 0.5;
      if (s > bestScore) {
        best = actions[i];
        bestScore = s;
      }
    }
    drawn = (drawn + actions.length * MULBERRY32_STEP) >>> 0;
    return best;
  };
}

/** The policies by name (the simulator's --policy, the advisor's rollouts). */
export const POLICY_NAMES = ['random', 'greedy', 'strong'] as const;

export function policyByName(name: string, seed: number): Policy {
  if (name === 'random') return randomPolicy(seed);
  if (name === 'greedy') return greedyPolicy(seed);
  if (name === 'strong') return strongPolicy(seed);
  throw new Error(`Unknown policy "${name}" (${POLICY_NAMES.join(', ')})`);
}
