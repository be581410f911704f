// The strong policy's cost in CPU instructions (issue 15), counted by valgrind's callgrind like
// tools/bench/instructions: the same seeded games played once deciding with the policy and once replaying its
// saved choices, so (play − replay) is the policy's own count and (replay − empty) the engine's, whatever
// else the machine is doing. The count includes the JIT's warm-up: compare two commits on the same arguments.
//   npx tsx tools/bench/strong-instructions/run.ts [rolloutsPerAction=5] [campaigns=30]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callgrindWorkload } from '../callgrind.js';

const [seeds = '5', campaigns = '30'] = process.argv.slice(2);
const workload = callgrindWorkload(join(dirname(fileURLToPath(import.meta.url)), 'workload.ts'));
const choices = join(workload.work, 'choices.json');

function count(args: string[]): { instructions: number; decisions: number } {
  const { instructions, n } = workload.count(args, 'decisions');
  return { instructions, decisions: n };
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
  workload.dispose();
}
