// `kk replay FILE` ({seed, options, actions}: a fuzzer's failure, a campaign's file) and `kk scenario FILE...`.
// A file that is not one of these is told in one sentence (exit status 1), never with its content.
import { IllegalActionError, prompt, replaySteps, runScenario, view, type Scenario } from '../shared/engine/index.js';
import { PlainProblem } from './kk-args.js';
import { readJsonFile } from './kk-files.js';
import { textBoard, textChoices } from './text-board.js';

const SHAPE = 'kk replay reads an object with a seed, its options and its actions, such as {"seed": 5, "actions": []}';

/** The campaign a replay file holds, checked field by field. */
export function campaignIn(file: string): { seed: number; options: unknown; actions: unknown[]; newDice: unknown } {
  const data = readJsonFile(file);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new PlainProblem(`${file} holds no campaign: ${SHAPE}.`);
  // newDice: a branch with new dice (a campaign file of format 6, issue 31); the engine checks its shape.
  const { seed, options, actions, newDice } = data as Record<string, unknown>;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new PlainProblem(`${file} has no seed: its "seed" must be a whole number from 0 to 4294967295.`);
  }
  if (!Array.isArray(actions)) throw new PlainProblem(`${file} has no list of actions: its "actions" must be a list, such as [].`);
  return { seed, options, actions, newDice };
}

export function replayFile(file: string): void {
  const { seed, options, actions, newDice } = campaignIn(file);
  let replayed: ReturnType<typeof replaySteps>;
  try {
    replayed = replaySteps(seed, options as Parameters<typeof replaySteps>[1], actions, newDice as Parameters<typeof replaySteps>[3]);
  } catch (e) {
    // Before the first action only the start can be refused: the engine's sentence names the options' shape.
    if (e instanceof IllegalActionError) throw new PlainProblem(`The options or new dice in ${file} cannot be played: ${e.message}.`);
    throw e;
  }
  if (replayed.illegalAt !== null) {
    // The engine's message repeats the action, which may be any size: the decision it met is told instead.
    const p = prompt(replayed.state);
    const then = p === null ? 'the war was already over' : `the decision then was ${p.rule}: ${p.text.replace(/\.$/, '')}`;
    throw new PlainProblem(`Action ${replayed.illegalAt + 1} of ${actions.length} in ${file} cannot be played: ${then}.`);
  }
  const v = view(replayed.state);
  console.log(textBoard(v));
  if (v.prompt) console.log(`Pending: ${textChoices(v).join('\n')}`);
}

/** Runs each scenario file; false when one failed. */
export function scenarios(files: readonly string[]): boolean {
  let ok = true;
  for (const file of files) {
    const sc = readJsonFile(file) as Scenario;
    const r = runScenario(sc);
    console.log(`${r.passed ? 'PASS' : 'FAIL'} ${sc.rule} ${sc.name}`);
    for (const line of r.log) console.log('    ' + line);
    for (const f of r.failures) console.log('  ✗ ' + f);
    ok &&= r.passed;
  }
  return ok;
}
