// Proof that a speed change to the strong policy (issue 15) leaves every choice unchanged: one hash over N whole
// strong campaigns (each action chosen and each final state), and one over the advisor's rollouts (keyed coin)
// at the bench positions. Prints both with the CPU time the campaigns took and the load average.
//   npx tsx tools/strong-hash.ts [campaigns=300] [rolloutSeeds=50] [--no-rollouts]
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { legalActions, setEventRecording } from '../shared/engine/index.js';
import { hashCampaigns } from './hash-campaigns.js';
import { strongPolicy } from '../shared/policies/strong-policy.js';
import { runRollouts } from '../shared/advisor/rollouts.js';
import { rolloutSeed } from '../shared/advisor/seeds.js';
import { benchPositions } from './advisor-positions.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [campaigns = 300, rolloutSeeds = 50] = args.map(Number);
setEventRecording(false);

const games = createHash('sha256');
const start = process.cpuUsage();
hashCampaigns(games, campaigns, strongPolicy);
const used = process.cpuUsage(start);
const ms = (used.user + used.system) / 1000;
const load = loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`strong campaigns: ${campaigns}, hash ${games.digest('hex').slice(0, 16)}, CPU ${(ms / campaigns).toFixed(2)} ms per campaign (load ${load})`);

if (!process.argv.includes('--no-rollouts')) {
  const rollouts = createHash('sha256');
  const seeds = Array.from({ length: rolloutSeeds }, (_, k) => rolloutSeed(1, k));
  const { positions } = benchPositions();
  const began = process.cpuUsage();
  let played = 0;
  for (const state of Object.values(positions)) {
    const n = legalActions(state).length;
    for (let i = 0; i < n; i++) rollouts.update(JSON.stringify(runRollouts(state, [i], seeds, 'strong')[0].outcomes));
    played += n * seeds.length;
  }
  const spent = process.cpuUsage(began);
  const perRollout = (spent.user + spent.system) / 1000 / played;
  console.log(`rollouts: ${rolloutSeeds} seeds × every action of the bench positions, hash ${rollouts.digest('hex').slice(0, 16)}, CPU ${perRollout.toFixed(2)} ms per rollout`);
}
