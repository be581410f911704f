// One hash over many whole campaigns (every action chosen and every final state), log off, as the benchmarks
// play them: an engine speed change must leave it unchanged (issue 15). Prints it with the campaign counts.
//   npx tsx tools/campaign-hash.ts [greedyGames=500] [randomGames=500]
import { createHash } from 'node:crypto';
import { actTrusted, legalActions, newGame, setEventRecording } from '../shared/engine/index.js';
import { hashCampaigns } from './hash-campaigns.js';
import { greedyPolicy, toolRng } from './policy.js';

const [greedyGames = 500, randomGames = 500] = process.argv.slice(2).map(Number);
setEventRecording(false);
const hash = createHash('sha256');
hashCampaigns(hash, greedyGames, greedyPolicy);
for (let seed = 0; seed < randomGames; seed++) {
  const st = newGame({ seed: 1000 + seed });
  const r = toolRng(seed);
  for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
    const a = legal[Math.floor(r() * legal.length)];
    hash.update(JSON.stringify(a));
    actTrusted(st, a);
  }
  hash.update(JSON.stringify(st));
}
console.log(`campaigns: ${greedyGames} greedy + ${randomGames} random, hash ${hash.digest('hex').slice(0, 16)}`);
