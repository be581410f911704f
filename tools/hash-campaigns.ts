// Feeds whole campaigns into a hash, log off, as the benchmarks play them: every action chosen and every final
// state. The speed tools (campaign-hash.ts, strong-hash.ts) use it to prove a speed change left every choice alone.
import type { Hash } from 'node:crypto';
import { actTrusted, newGame, prompt, type Action, type GameState, type Prompt } from '../shared/engine/index.js';

/** Plays `campaigns` campaigns (game seeds 1000 + k) with the policy `policyFor(k)` gives, into `hash`. */
export function hashCampaigns(hash: Hash, campaigns: number, policyFor: (seed: number) => (st: GameState, p: Prompt) => Action): void {
  for (let seed = 0; seed < campaigns; seed++) {
    const st = newGame({ seed: 1000 + seed });
    const policy = policyFor(seed);
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const a = policy(st, p);
      hash.update(JSON.stringify(a));
      actTrusted(st, a);
    }
    hash.update(JSON.stringify(st));
  }
}
