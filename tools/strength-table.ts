// The strength table of docs/strength.md: each policy over the same campaign seeds (kk sim), with the 95 %
// error of every figure (normal approximation: 1.96 standard errors).
//   npx tsx tools/strength-table.ts [--games 10000] [--seed 1] [--policies random,greedy,strong]
import { simulate } from './sim.js';
import { defeatTurnStats, shareStats, vpError } from './strength-stats.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const games = Number(arg('--games', '10000'));
const seed = Number(arg('--seed', '1'));
const policies = arg('--policies', 'random,greedy,strong').split(',');
console.log('| policy | games | Armistice share (±95 %) | mean VP of Armistice campaigns (±95 %) | Defeat turn, mean (±95 %) | campaigns / s |');
console.log('|---|---|---|---|---|---|');
for (const policy of policies) {
  const r = simulate({ games, policy, seed });
  const { mean: share, err: shareErr } = shareStats(r.wins, r.games);
  const err = vpError(r.vpSd, r.wins);
  const vp = r.meanVP === null ? '—' : `${r.meanVP.toFixed(1)} ± ${err === null ? '—' : err.toFixed(1)}`;
  const d = defeatTurnStats(r.defeatTurns);
  const defeat = d === null ? '—' : `${d.mean.toFixed(1)} ± ${d.err.toFixed(1)}`;
  console.log(`| ${policy} | ${r.games} | ${(share * 100).toFixed(1)} % ± ${(shareErr * 100).toFixed(1)} | ${vp} | ${defeat} | ${r.gamesPerSecond} |`);
  console.error(`${policy}: defeat turns ${JSON.stringify(r.defeatTurns)}`);
}
