// `kk history ID --turn N`: the board of a library campaign at a moment of its history, as text (the same
// history the app's History screen steps through, from the same library). --turn N: the first decision of
// turn N; --step N: after N of its actions; neither: where the campaign stands.
import { firstStepOfTurn } from '../shared/history-steps.js';
import { openService, userDataFrom } from './kk-library.js';
import { PlainProblem, readArgs, UsageError, wholeNumber } from './kk-args.js';
import { DATA } from './kk-flags.js';
import { textBoard } from './text-board.js';
import { LAST_TURN } from '../shared/data/calendar.js';

const TURN = wholeNumber('--turn', { min: 1, max: LAST_TURN, example: 5 });
const STEP = wholeNumber('--step', { of: 'moves', min: 0, max: Number.MAX_SAFE_INTEGER, example: 40 });

export async function history(args: readonly string[]): Promise<void> {
  const read = readArgs(args, {
    command: 'kk history',
    flags: [TURN, STEP, DATA],
    positionals: { min: 1, max: 1, takes: 'one campaign id (npm run kk -- campaigns lists them)' },
  });
  const id = read.positionals[0];
  const turn = read.value(TURN) ?? null;
  const stepAsked = read.value(STEP) ?? null;
  if (turn !== null && stepAsked !== null) throw new UsageError('kk history takes --turn or --step, not both.');
  const service = await openService(userDataFrom(read));
  try {
    const info = await service.history(id);
    let step = stepAsked ?? info.length;
    if (turn !== null) {
      const first = firstStepOfTurn(info.marks, turn);
      const lastTurn = info.marks[info.length].turn;
      if (first === null || info.marks[first].turn !== turn) {
        throw new PlainProblem(`The campaign has no decision on turn ${turn}: its history runs from turn ${info.marks[0].turn} to turn ${lastTurn}.`);
      }
      step = first;
    }
    if (step > info.length) throw new PlainProblem(`The campaign has ${info.length} moves: --step goes from 0 to ${info.length}.`);
    const moment = await service.historyAt(id, step);
    console.log(`Campaign with seed ${info.seed}, after move ${moment.step} of ${info.length}:`);
    console.log(textBoard(moment.board));
    const p = moment.board.prompt;
    if (p) console.log(`Pending: [${p.rule}] ${p.text}`);
  } finally {
    await service.close();
  }
}
