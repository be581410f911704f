// The strong policy's cost in CPU instructions (issue 15), counted by valgrind's callgrind like
// tools/bench-instructions: the same seeded games played once deciding with the policy and once replaying its
// saved choices, so (play − replay) is the policy's own count and (replay − empty) the engine's, whatever
// else the machine is doing. The count includes the JIT's warm-up: compare two commits on the same arguments.
//   npx tsx tools/strong-instructions/run.ts [rolloutsPerAction=5] [campaigns=30]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [seeds = '5', campaigns = '30'] = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), 'kk-strong-instr-'));
const bundle = join(work, 'workload.mjs');
const choices = join(work, 'choices.json');
execFileSync(join(here, '../../node_modules/.bin/esbuild'), [join(here, 'workload.ts'), '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`, '--log-level=warning']);

function count(args: string[]): { instructions: number; decisions: number } {
  const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${join(work, 'cg.out')}`, process.execPath, '--single-threaded', bundle, ...args], { encoding: 'utf8' });
  if (run.error) throw new Error(`valgrind could not start (${run.error.message}); install it with apt-get install valgrind`);
  const instructions = Number(/Collected : (\d+)/.exec(run.stderr)?.[1]);
  const decisions = Number(/decisions (\d+)/.exec(run.stdout)?.[1]);
  if (!Number.isFinite(instructions) || !Number.isFinite(decisions)) throw new Error(`unexpected valgrind output:\n${run.stderr.slice(-2000)}`);
  return { instructions, decisions };
}

try {
  const empty = count(['play', choices, '0', '0']);
  const played = count(['play', choices, seeds, campaigns]);
  const replayed = count(['replay', choices, seeds, campaigns]);
  const g = (n: number): string => `${(n / 1e9).toFixed(3)} G`;
  const policy = played.instructions - replayed.instructions;
  const engine = replayed.instructions - empty.instructions;
  console.log(`${seeds} rollouts per action of the bench positions + ${campaigns} strong campaigns, ${played.decisions} decisions:`);
  console.log(`  with the policy ${g(played.instructions)}, replayed ${g(replayed.instructions)}, start-up ${g(empty.instructions)}`);
  console.log(`  policy ${g(policy)} (${((100 * policy) / (played.instructions - empty.instructions)).toFixed(1)} %), ${(policy / played.decisions / 1000).toFixed(1)}k instructions a decision; engine ${g(engine)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
