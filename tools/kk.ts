// Command line: play a campaign in the terminal (kept in the app's campaign library), list the library,
// simulate many campaigns, replay a file, run a scenario.
//   npm run kk -- play [--seed S] [optional-rule flags] [--data DIR]   (the flags: shared/data/optional-rules.ts)
//   npm run kk -- play --resume ID [--data DIR]
//   npm run kk -- campaigns [--json] [--data DIR]
//   npm run kk -- stats [--json] [--branches] [--data DIR]
//   npm run kk -- history ID [--turn N | --step N] [--data DIR]
//   npm run kk -- sim --games N --policy random|greedy|strong [--seed S] [optional-rule flags] [--json]
//   npm run kk -- sim --games N --policy advisor --budget B [--seed S] [--workers W] [--progress FILE] [--report] [--json]
//   npm run kk -- advise --resume ID [--data DIR] | --seed S [optional-rule flags], then [--rollouts N] [--json]
//   npm run kk -- replay FILE
//   npm run kk -- scenario FILE...
import { readFileSync } from 'node:fs';
import { view, replay, runScenario, type Scenario, type Options } from '../shared/engine/index.js';
import { textBoard, textChoices } from './text-board.js';
import { simulate } from './sim.js';
import { DiskError } from '../main/library/disk.js';
import { arg, campaigns, UsageError } from './kk-library.js';
import { optionFlagsHelp, optionFlagsUsage, optionsFrom, play } from './kk-play.js';
import { stats } from './kk-stats.js';
import { history } from './kk-history.js';
import { adviseCommand } from './kk-advise.js';
import { advisorSim, advisorSimInput } from './advisor-sim/run.js';

function replayFile(file: string): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { seed: number; options?: Partial<Options>; actions: unknown[] };
  const st = replay(data.seed, data.options, data.actions);
  const v = view(st);
  console.log(textBoard(v));
  if (v.prompt) console.log(`Pending: ${textChoices(v).join('\n')}`);
}

function scenarios(files: string[]): boolean {
  let ok = true;
  for (const file of files) {
    const sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
    const r = runScenario(sc);
    console.log(`${r.passed ? 'PASS' : 'FAIL'} ${sc.rule} ${sc.name}`);
    for (const line of r.log) console.log('    ' + line);
    for (const f of r.failures) console.log('  ✗ ' + f);
    ok &&= r.passed;
  }
  return ok;
}

/** kk's help: the commands, then the optional rules' flags from their table. */
function usage(): string {
  const flags = optionFlagsUsage();
  return [
    `Usage: kk play [--seed S] ${flags} [--data DIR] | play --resume ID [--data DIR] | campaigns [--json] [--data DIR] | stats [--json] [--branches] [--data DIR]`,
    '          | history ID [--turn N | --step N] [--data DIR]',
    `          | sim --games N --policy random|greedy|strong [--seed S] ${flags} [--json] | replay FILE | scenario FILE...`,
    '          | sim --games N --policy advisor --budget B [--seed S] [--workers W] [--progress FILE] [--report] [--json]',
    '          | advise --resume ID [--data DIR] | advise --seed S [optional-rule flags], then [--rollouts N] [--json]',
    'Optional rules (each keeps its default unless its flag is given; a campaign keeps them for good):',
    optionFlagsHelp(),
  ].join('\n');
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'play':
      return play(args);
    case 'campaigns':
      return campaigns(args);
    case 'stats':
      return stats(args);
    case 'history':
      return history(args);
    case 'advise':
      return adviseCommand(args);
    case 'sim': {
      if (arg(args, '--policy') === 'advisor') {
        const summary = await advisorSim(advisorSimInput(args, arg, optionsFrom(args)));
        console.log(args.includes('--json') ? JSON.stringify(summary) : JSON.stringify(summary, null, 2));
        return;
      }
      const result = simulate({
        games: Number(arg(args, '--games') ?? 100),
        policy: arg(args, '--policy') ?? 'random',
        seed: Number(arg(args, '--seed') ?? 1),
        options: optionsFrom(args),
      });
      console.log(args.includes('--json') ? JSON.stringify(result) : JSON.stringify(result, null, 2));
      return;
    }
    case 'replay':
      return replayFile(args[0]);
    case 'scenario':
      if (!scenarios(args)) process.exitCode = 1;
      return;
    default:
      console.log(usage());
      process.exitCode = command ? 1 : 0;
  }
}

try {
  await main();
} catch (e) {
  if (!(e instanceof DiskError) && !(e instanceof UsageError)) throw e;
  console.error(e.message); // a disk problem in the player's words, or a mistake in the command
  process.exitCode = 1;
}
