// `kk history ID --turn N`: the board of a library campaign at a moment of its history, as text (the same
// history the app's History screen steps through, from the same library). --turn N: the first decision of
// turn N; --step N: after N of its actions; neither: where the campaign stands.
import { firstStepOfTurn } from '../shared/history-steps.js';
import { arg, openService, UsageError, userDataFrom } from './kk-library.js';
import { textBoard } from './text-board.js';

const USAGE = 'kk history ID [--turn N | --step N] [--data DIR]';

function wholeNumber(args: readonly string[], name: string): number | null {
  if (!args.includes(name)) return null;
  const text = arg(args, name);
  const n = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || !Number.isSafeInteger(n)) throw new UsageError(`${name} takes a whole number (${USAGE})`);
  return n;
}

export async function history(args: readonly string[]): Promise<void> {
  const id = args[0];
  if (id === undefined || id.startsWith('--')) throw new UsageError(`Which campaign? ${USAGE} (npm run kk -- campaigns lists the ids)`);
  const turn = wholeNumber(args, '--turn');
  const stepAsked = wholeNumber(args, '--step');
  if (turn !== null && stepAsked !== null) throw new UsageError(`Give --turn or --step, not both (${USAGE})`);
  const service = await openService(userDataFrom(args));
  try {
    const info = await service.history(id);
    let step = stepAsked ?? info.length;
    if (turn !== null) {
      const first = firstStepOfTurn(info.marks, turn);
      const lastTurn = info.marks[info.length].turn;
      if (first === null || info.marks[first].turn !== turn) {
        throw new UsageError(`The campaign has no decision on turn ${turn}: its history runs from turn ${info.marks[0].turn} to turn ${lastTurn}.`);
      }
      step = first;
    }
    if (step > info.length) throw new UsageError(`The campaign has ${info.length} moves: --step goes from 0 to ${info.length}.`);
    const moment = await service.historyAt(id, step);
    console.log(`Campaign with seed ${info.seed}, after move ${moment.step} of ${info.length}:`);
    console.log(textBoard(moment.board));
    const p = moment.board.prompt;
    if (p) console.log(`Pending: [${p.rule}] ${p.text}`);
  } finally {
    await service.close();
  }
}
