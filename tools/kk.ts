// Command line: play a campaign in the terminal, simulate many, replay a file, run a scenario.
//   npm run kk -- play [--seed S] [--hundred-days] [--indians-twice] [--remove-cruisers N]
//   npm run kk -- sim --games N --policy random|greedy [--seed S] [--json]
//   npm run kk -- replay FILE
//   npm run kk -- scenario FILE...
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { startGame, prompt, act, view, replay, describeEvent, undo, canUndo, runScenario, type Scenario, type Options } from '../shared/engine/index.js';
import { textBoard } from './text-board.js';
import { simulate } from './sim.js';

function arg(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function optionsFrom(args: string[]): Partial<Options> {
  const removeCruisers = Number(arg(args, '--remove-cruisers') ?? 0);
  if (![0, 1, 2].includes(removeCruisers)) throw new Error('--remove-cruisers takes 0, 1 or 2');
  return {
    hundredDays: args.includes('--hundred-days'),
    indiansTwice: args.includes('--indians-twice'),
    removeCruisers: removeCruisers as 0 | 1 | 2,
  };
}

async function play(args: string[]): Promise<void> {
  const seed = Number(arg(args, '--seed') ?? Math.floor(Math.random() * 1e9));
  const options = optionsFrom(args);
  const start = startGame({ seed, options });
  let st = start.state;
  for (const e of start.events) console.log('  ' + describeEvent(e));
  const actions: unknown[] = [];
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  console.log(`Kaiserkrieg! — seed ${seed}. Type a number to act, u to undo, q to quit.`);
  for (;;) {
    console.log('\n' + textBoard(view(st)));
    const p = prompt(st);
    if (!p) break;
    console.log(`\n[${p.rule}] ${p.text}`);
    p.actions.forEach((a, i) => console.log(`  ${i + 1}. ${JSON.stringify(a)}`));
    const answer = (await rl.question('> ')).trim();
    if (answer === 'q') break;
    if (answer === 'u') {
      if (!canUndo(st)) console.log('Nothing to undo (dice were rolled or a phase ended).');
      else {
        st = undo(st, actions);
        actions.pop();
      }
      continue;
    }
    const chosen = p.actions[Number(answer) - 1];
    if (!chosen) {
      console.log('Choose one of the numbers above.');
      continue;
    }
    const result = act(st, chosen);
    st = result.state;
    actions.push(chosen);
    for (const e of result.events) console.log('  ' + describeEvent(e));
  }
  rl.close();
  console.log(JSON.stringify({ seed, options, actions }));
}

function replayFile(file: string): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { seed: number; options?: Partial<Options>; actions: unknown[] };
  const st = replay(data.seed, data.options, data.actions);
  console.log(textBoard(view(st)));
  const p = prompt(st);
  if (p) console.log(`Pending: [${p.rule}] ${p.text}`);
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

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'play':
      return play(args);
    case 'sim': {
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
      console.log('Usage: kk play [--seed S] | sim --games N --policy random|greedy [--json] | replay FILE | scenario FILE...');
      process.exitCode = command ? 1 : 0;
  }
}

await main();
