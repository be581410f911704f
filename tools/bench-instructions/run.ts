// Engine speed in CPU instructions per action, counted by valgrind's callgrind: unlike seconds, the count is
// the same whatever else the machine is doing, so two commits can be compared on a busy machine.
//   npx tsx tools/bench-instructions/run.ts [randomGames=1000] [greedyGames=200]
// It bundles ./workload.ts with esbuild, runs it once empty and once with the games (node --single-threaded,
// so the JIT's background threads do not vary the count; fixed hash and random seeds, so V8's string hashes and
// Map layouts are the same every run: two runs of one commit then agree within 0.02 %, against ~1.5 % with
// seeds that change per process), and prints (full − empty) / actions.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [randomGames = '1000', greedyGames = '200'] = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), 'kk-instr-'));
const bundle = join(work, 'workload.mjs');
execFileSync(join(here, '../../node_modules/.bin/esbuild'), [join(here, 'workload.ts'), '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`, '--log-level=warning']);

function count(args: string[]): { instructions: number; actions: number } {
  const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${join(work, 'cg.out')}`, process.execPath, '--single-threaded', '--hash-seed=7', '--random-seed=7', bundle, ...args], { encoding: 'utf8' });
  if (run.error) throw new Error(`valgrind could not start (${run.error.message}); install it with apt-get install valgrind`);
  const instructions = Number(/Collected : (\d+)/.exec(run.stderr)?.[1]);
  const actions = Number(/actions (\d+)/.exec(run.stdout)?.[1]);
  if (!Number.isFinite(instructions) || !Number.isFinite(actions)) throw new Error(`unexpected valgrind output:\n${run.stderr.slice(-2000)}`);
  return { instructions, actions };
}

try {
  const empty = count(['0', '0']);
  const full = count([randomGames, greedyGames]);
  const perAction = (full.instructions - empty.instructions) / full.actions;
  console.log(`engine: ${(perAction / 1000).toFixed(1)}k instructions per action (${randomGames} random + ${greedyGames} greedy campaigns, ${full.actions} actions; start-up ${(empty.instructions / 1e6).toFixed(0)}M excluded)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
