// Engine speed in CPU instructions per action, counted by valgrind's callgrind: unlike seconds, the count is
// the same whatever else the machine is doing, so two commits can be compared on a busy machine.
//   npx tsx tools/bench-instructions/run.ts [randomGames=1000] [greedyGames=200]
// It runs ./workload.ts once empty and once with the games (./callgrind.ts: fixed seeds, one thread) and
// prints (full − empty) / actions. Where the instructions go: ./profile.ts.
import { withWorkload } from './callgrind.js';

const [randomGames = '1000', greedyGames = '200'] = process.argv.slice(2);
withWorkload((run) => {
  const empty = run(['0', '0']);
  const full = run([randomGames, greedyGames]);
  const perAction = (full.instructions - empty.instructions) / full.actions;
  console.log(`engine: ${(perAction / 1000).toFixed(1)}k instructions per action (${randomGames} random + ${greedyGames} greedy campaigns, ${full.actions} actions; start-up ${(empty.instructions / 1e6).toFixed(0)}M excluded)`);
});
