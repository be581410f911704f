// `kk sim`: many campaigns with one player, summarised as one JSON object (tools/sim.ts), or with the advisor
// player over worker processes (tools/advisor-sim/run.ts).
import { availableParallelism } from 'node:os';
import { MAX_ROLLOUTS_PER_ACTION } from '../shared/advisor/index.js';
import { POLICY_NAMES } from './policy.js';
import { oneOf, readArgs, someText, switchFlag, UsageError, wholeNumber } from './kk-args.js';
import { JSON_OUT, MAX_SEED, SEED } from './kk-flags.js';
import { companionFrom, COMPANION_FLAGS, optionsFrom, OPTION_FLAGS } from './kk-play.js';
import { simulate } from './sim.js';
import { advisorSim, type AdvisorSimInput } from './advisor-sim/run.js';

const GAMES = wholeNumber('--games', { of: 'campaigns', min: 1, max: 100_000_000, example: 100 });
const POLICY = oneOf('--policy', [...POLICY_NAMES, 'advisor'], 'a player');
const BUDGET = wholeNumber('--budget', { of: 'rollouts per action', min: 1, max: MAX_ROLLOUTS_PER_ACTION, example: 4 });
const WORKERS = wholeNumber('--workers', { of: 'worker processes', min: 1, max: 1024, example: 2 });
const PROGRESS = someText('--progress', 'a file for the finished campaigns, such as --progress advisor.jsonl');
const REPORT = switchFlag('--report');
/** The flags only the advisor player takes. */
const ADVISOR_FLAGS = [BUDGET, WORKERS, PROGRESS, REPORT];

export async function simCommand(args: readonly string[]): Promise<void> {
  const read = readArgs(args, { command: 'kk sim', flags: [GAMES, POLICY, SEED, JSON_OUT, ...ADVISOR_FLAGS, ...OPTION_FLAGS, ...COMPANION_FLAGS] });
  const games = read.value(GAMES) ?? 100;
  const policy = read.value(POLICY) ?? 'random';
  const seed = read.value(SEED) ?? 1;
  // Campaign g plays seed + g: the last one must still be a seed.
  if (seed + games - 1 > MAX_SEED) throw new UsageError(`--seed ${seed} with --games ${games} goes past the last seed, ${MAX_SEED}.`);
  const print = (summary: unknown): void => console.log(read.has(JSON_OUT) ? JSON.stringify(summary) : JSON.stringify(summary, null, 2));
  if (policy === 'advisor') {
    const budget = read.value(BUDGET) ?? 4;
    const input: AdvisorSimInput = {
      games,
      seed,
      budget,
      workers: read.value(WORKERS) ?? availableParallelism(),
      progressFile: read.value(PROGRESS) ?? `advisor-sim-seed${seed}-budget${budget}.jsonl`,
      reportOnly: read.has(REPORT),
      options: optionsFrom(read),
    };
    print(await advisorSim(input));
    return;
  }
  const stray = ADVISOR_FLAGS.find((f) => read.has(f));
  if (stray !== undefined) throw new UsageError(`${stray.name} is for --policy advisor only.`);
  // --my-dice / --my-chits: a scripted player at the table enters every die and chit (issue 32).
  print(simulate({ games, policy, seed, options: { ...optionsFrom(read), ...companionFrom(read) } }));
}
