// A fixed strong-policy workload for instruction counting (issue 15): S advisor rollouts (keyed coin) per legal
// action of each bench position, then C whole strong campaigns (running coin), the log off. Mode 'play' decides
// with the policy and saves each decision's action index to FILE; 'replay' plays the same games from FILE
// without the policy, so the two counts differ by the policy's own instructions (see ./run.ts).
//   workload.ts play|replay FILE S C
import { readFileSync, writeFileSync } from 'node:fs';
import { actTrusted, branchWithFreshDice, legalActions, newGame, prompt, setEventRecording, type GameState } from '../../../shared/engine/index.js';
import type { Policy } from '../../../shared/policies/policies.js';
import { strongPolicy, strongRolloutPolicy } from '../../../shared/policies/strong-policy.js';
import { policySeed, rolloutSeed } from '../../../shared/advisor/seeds.js';
import { benchPositions } from '../../advisor-positions.js';

const [mode, file, seedsArg, campaignsArg] = process.argv.slice(2);
const replay = mode === 'replay';
const saved: number[] = replay ? (JSON.parse(readFileSync(file, 'utf8')) as number[]) : [];
const chosen: number[] = [];
let next = 0;

function play(st: GameState, policy: () => Policy): void {
  const decide = replay ? null : policy();
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    if (decide === null) {
      actTrusted(st, p.actions[saved[next++]]);
      continue;
    }
    const a = decide(st, p);
    chosen.push(p.actions.indexOf(a));
    actTrusted(st, a);
  }
}

const { positions } = benchPositions();
setEventRecording(false);
let rollouts = 0;
for (const state of Object.values(positions)) {
  const actions = legalActions(state);
  for (let i = 0; i < actions.length; i++) {
    for (let k = 0; k < Number(seedsArg); k++) {
      const seed = rolloutSeed(1, k);
      const branch = branchWithFreshDice(state, seed);
      actTrusted(branch, actions[i]);
      play(branch, () => strongRolloutPolicy(policySeed(seed)));
      rollouts++;
    }
  }
}
for (let seed = 0; seed < Number(campaignsArg); seed++) play(newGame({ seed: 1000 + seed }), () => strongPolicy(seed));
if (!replay) writeFileSync(file, JSON.stringify(chosen));
console.log(`rollouts ${rollouts} decisions ${replay ? next : chosen.length}`);
