// Engine speed in CPU instructions per action, counted by valgrind's callgrind: unlike seconds, the count is
// the same whatever else the machine is doing, so two commits can be compared on a busy machine.
//   npx tsx tools/bench/instructions/run.ts [randomGames=1000] [greedyGames=200]
// It bundles ./workload.ts with esbuild, runs it once empty and once with the games (node --single-threaded,
// fixed hash and random seeds: tools/bench/callgrind.ts), and prints (full − empty) / actions. Where they go: ./profile.ts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callgrindWorkload } from '../callgrind.js';

const [randomGames = '1000', greedyGames = '200'] = process.argv.slice(2);
const workload = callgrindWorkload(join(dirname(fileURLToPath(import.meta.url)), 'workload.ts'));

function count(args: string[]): { instructions: number; actions: number } {
  const { instructions, n } = workload.count(args, 'actions');
  return { instructions, actions: n };
}

try {
  const empty = count(['0', '0']);
  const full = count([randomGames, greedyGames]);
  const perAction = (full.instructions - empty.instructions) / full.actions;
  console.log(`engine: ${(perAction / 1000).toFixed(1)}k instructions per action (${randomGames} random + ${greedyGames} greedy campaigns, ${full.actions} actions; start-up ${(empty.instructions / 1e6).toFixed(0)}M excluded)`);
} finally {
  workload.dispose();
}
