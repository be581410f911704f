// Command line: play a campaign in the terminal (kept in the app's campaign library), list the library,
// simulate many campaigns, replay a file, run a scenario.
//   npm run kk -- play [--seed S] [optional-rule flags] [--data DIR]   (the flags: shared/data/optional-rules.ts)
//   npm run kk -- play --resume ID [--data DIR]
//   npm run kk -- campaigns [--json] [--data DIR]  |  campaigns --rename ID --name NAME [--data DIR]
//   npm run kk -- campaigns --note ID [--text NOTES] [--data DIR]  (read or write a campaign's notes)
//   npm run kk -- stats [--json] [--branches] [--data DIR]
//   npm run kk -- history ID [--turn N | --step N] [--data DIR]
//   npm run kk -- sim --games N --policy random|greedy|strong [--seed S] [optional-rule flags] [--json]
//   npm run kk -- sim --games N --policy advisor --budget B [--seed S] [--workers W] [--progress FILE] [--report] [--json]
//   npm run kk -- advise --resume ID [--data DIR] | --seed S [optional-rule flags], then [--rollouts N] [--json]
//   npm run kk -- review ID|FILE [--rollouts N] [--json] [--report FILE] [--data DIR]   (the General Staff's review of a war)
//   npm run kk -- replay FILE
//   npm run kk -- scenario FILE...
// Each command reads its words with tools/kk-args.ts (util.parseArgs, strict): a mistake in them is one sentence
// and exit status 2; a command that cannot be done as asked (a disk problem, a bad file) is one sentence and 1.
import { DiskError } from '../main/library/disk.js';
import { campaigns } from './kk-library.js';
import { optionFlagsHelp, optionFlagsUsage, play } from './kk-play.js';
import { stats } from './kk-stats.js';
import { history } from './kk-history.js';
import { adviseCommand } from './kk-advise.js';
import { reviewCommand } from './kk-review.js';
import { simCommand } from './kk-sim.js';
import { replayFile, scenarios } from './kk-replay.js';
import { PlainProblem, readArgs, UsageError } from './kk-args.js';

/** Each command's usage lines, for `kk --help` and `kk <command> --help`. */
function commandUsage(): Record<string, string[]> {
  const flags = optionFlagsUsage();
  return {
    play: [`play [--seed S] [--name NAME] ${flags} [--my-dice] [--my-chits] [--data DIR] [--rollouts N]`, 'play --resume ID [--data DIR] [--rollouts N]'],
    campaigns: ['campaigns [--json] [--data DIR]', 'campaigns --rename ID --name NAME [--data DIR]', 'campaigns --note ID [--text NOTES] [--json] [--data DIR]'],
    stats: ['stats [--json] [--branches] [--data DIR]'],
    history: ['history ID [--turn N | --step N] [--data DIR]'],
    sim: [
      `sim --games N --policy random|greedy|strong [--seed S] ${flags} [--my-dice] [--my-chits] [--json]`,
      'sim --games N --policy advisor --budget B [--seed S] [--workers W] [--progress FILE] [--report] [--json]',
    ],
    advise: ['advise --resume ID [--data DIR] [--rollouts N] [--json]', `advise --seed S ${flags} [--rollouts N] [--json]`],
    review: ['review ID|FILE [--rollouts N] [--json] [--report FILE] [--data DIR]'],
    replay: ['replay FILE'],
    scenario: ['scenario FILE...'],
  };
}

/** The commands that take the optional rules' flags. */
const WITH_OPTIONAL_RULES = new Set(['play', 'sim', 'advise']);

/** kk's help (all commands, or one), then the optional rules' flags from their table. */
function usage(command?: string): string {
  const all = commandUsage();
  const lines = command === undefined ? Object.values(all).flat() : all[command];
  const text = lines.map((line, i) => (i === 0 ? `Usage: kk ${line}` : `     | kk ${line}`));
  if (command !== undefined && !WITH_OPTIONAL_RULES.has(command)) return text.join('\n');
  return [...text, 'Optional rules (each keeps its default unless its flag is given; a campaign keeps them for good):', optionFlagsHelp()].join('\n');
}

const COMMANDS: Record<string, (args: readonly string[]) => void | Promise<void>> = {
  play,
  campaigns,
  stats,
  history,
  advise: adviseCommand,
  sim: simCommand,
  review: reviewCommand,
  replay: (args) => replayFile(readArgs(args, { command: 'kk replay', flags: [], positionals: { min: 1, max: 1, takes: 'one file, such as kk replay fuzz-failures/seed-5.json' } }).positionals[0]),
  scenario: (args) => {
    const { positionals } = readArgs(args, { command: 'kk scenario', flags: [], positionals: { min: 1, max: Infinity, takes: 'scenario files, such as kk scenario tests/scenarios/*.json' } });
    if (!scenarios(positionals)) process.exitCode = 1;
  },
};

/** True when the words ask for help: --help or -h before any "--" (after it they are file names). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(usage());
    return;
  }
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (run === undefined) throw new UsageError(`kk has no command ${JSON.stringify(command.slice(0, 40))}; the commands are ${Object.keys(COMMANDS).join(', ')} (kk --help shows them).`);
  if (asksForHelp(args)) {
    console.log(usage(command));
    return;
  }
  await run(args);
}

try {
  await main();
} catch (e) {
  // A mistake in the command (status 2), or a disk problem or a refusal in the player's words (status 1).
  if (!(e instanceof DiskError) && !(e instanceof UsageError) && !(e instanceof PlainProblem)) throw e;
  console.error(e.message);
  process.exitCode = e instanceof UsageError ? 2 : 1;
}
