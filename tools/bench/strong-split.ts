// Where a strong rollout's time goes (issue 15): the advisor's rollouts at the bench positions (keyed coin),
// the engine's time (prompt, actTrusted, branching) split from the strong policy's, and the policy's by prompt
// kind. Wall time: state the load. For real function names in a profile, bundle it first:
//   npx esbuild tools/bench/strong-split.ts --bundle --platform=node --format=esm --outfile=/tmp/s.mjs && node --cpu-prof /tmp/s.mjs
//   npx tsx tools/bench/strong-split.ts [seedsPerAction=40]
import { loadavg } from 'node:os';
import { actTrusted, branchWithFreshDice, legalActions, prompt, setEventRecording } from '../../shared/engine/index.js';
import { strongRolloutPolicy } from '../../shared/policies/strong-policy.js';
import { rolloutSeed, policySeed } from '../../shared/advisor/seeds.js';
import { benchPositions } from '../advisor-positions.js';

const seeds = Number(process.argv[2] ?? 40);
const { positions } = benchPositions();
setEventRecording(false);
const byKind = new Map<string, { n: number; ms: number }>();
let engine = 0;
let policyMs = 0;
let rollouts = 0;
for (const [name, state] of Object.entries(positions)) {
  const actions = legalActions(state);
  const t0 = performance.now();
  const pBefore = policyMs;
  for (let i = 0; i < actions.length; i++) {
    for (let k = 0; k < seeds; k++) {
      const seed = rolloutSeed(1, k);
      let mark = performance.now(); // engine time runs from here
      const branch = branchWithFreshDice(state, seed);
      actTrusted(branch, actions[i]);
      const policy = strongRolloutPolicy(policySeed(seed));
      for (;;) {
        const p = prompt(branch);
        const asked = performance.now();
        engine += asked - mark;
        if (p === null) break;
        const choice = policy(branch, p);
        mark = performance.now();
        const s = byKind.get(p.kind) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += mark - asked;
        byKind.set(p.kind, s);
        policyMs += mark - asked;
        actTrusted(branch, choice);
      }
      rollouts++;
    }
  }
  const t = performance.now() - t0;
  console.log(`${name}: ${actions.length} actions × ${seeds}: ${(t / (actions.length * seeds)).toFixed(2)} ms a rollout, policy ${(100 * (policyMs - pBefore) / t).toFixed(1)} %`);
}
console.log(`total rollouts ${rollouts}; engine ${engine.toFixed(0)} ms, policy ${policyMs.toFixed(0)} ms (load ${loadavg()[0].toFixed(2)})`);
for (const [k, s] of [...byKind].sort((x, y) => y[1].ms - x[1].ms)) console.log(`  ${k}: ${s.n} decisions, ${s.ms.toFixed(0)} ms, ${(1000 * s.ms / s.n).toFixed(1)} µs each`);
