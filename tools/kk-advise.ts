// `kk advise`: the General Staff's advice (issue #15, docs/advisor.md) on a decision, in the terminal.
//   kk advise --resume ID [--data DIR] [--rollouts N] [--json]   the pending decision of a library campaign
//   kk advise --seed S [optional-rule flags] [--rollouts N] [--json]   the first decision of a new campaign
// Read-only: a library campaign is read, never saved or locked. The rollouts run on every core (the app's
// worker pool); the answer depends only on the position (advisor seed ADVISOR_SEED), never on its dice.
import { shippingPolicy } from '../shared/advisor/index.js';
import { view, type GameState } from '../shared/engine/index.js';
import { promptLine, choiceLabels } from '../shared/labels/index.js';
import type { AdviceUpdate } from '../shared/ipc.js';
import { engine } from '../main/engine-port.js';
import { ADVISOR_SEED } from '../main/game-service.js';
import { AdvisorPool } from '../main/advisor/worker-pool.js';
import { adviceUpdate } from '../main/advisor/advice-update.js';
import { openService, userDataFrom } from './kk-library.js';
import { optionsFrom, OPTION_FLAGS } from './kk-play.js';
import { PlainProblem, readArgs, UsageError, type ReadArgs } from './kk-args.js';
import { DATA, JSON_OUT, RESUME, ROLLOUTS, SEED } from './kk-flags.js';
import { adviceLines, rolloutsFrom } from './advice-text.js';

/** The advice on a position, from a worker pool of its own (closed afterwards). */
export async function adviceOn(state: GameState, rollouts: number, campaignId: string, actionCount: number): Promise<AdviceUpdate> {
  const board = view(state);
  if (board.prompt === null) throw new PlainProblem('The war is over: there is no decision left to advise on.');
  const ask = { askId: 1, campaignId, actionCount, labels: choiceLabels(board.prompt, board), startedAt: Date.now() };
  const pool = new AdvisorPool();
  try {
    const advice = await pool.advise(state, { seed: ADVISOR_SEED, policy: shippingPolicy(), maxPerAction: rollouts }).result;
    if (advice === null) throw new Error('The advice was cancelled');
    return adviceUpdate(ask, advice, 'done', Date.now());
  } finally {
    await pool.close();
  }
}

/** The position asked about: a library campaign where it stands (read, never written), or a new campaign's first decision. */
async function positionFrom(read: ReadArgs): Promise<{ state: GameState; id: string; actionCount: number }> {
  const id = read.value(RESUME);
  if (id !== undefined) {
    const service = await openService(userDataFrom(read));
    try {
      const history = await service.historyOf(id);
      return { state: history.stateAt(history.length), id, actionCount: history.length };
    } finally {
      await service.close();
    }
  }
  const seed = read.value(SEED);
  if (seed === undefined) throw new UsageError('kk advise takes a position: --resume ID (a campaign of the library) or --seed S (the first decision of a new campaign).');
  return { state: engine.newGame({ seed, options: engine.normaliseOptions(optionsFrom(read)) }), id: `new campaign, seed ${seed}`, actionCount: 0 };
}

export async function adviseCommand(args: readonly string[]): Promise<void> {
  const read = readArgs(args, { command: 'kk advise', flags: [RESUME, DATA, SEED, ROLLOUTS, JSON_OUT, ...OPTION_FLAGS] });
  const rollouts = rolloutsFrom(read);
  const { state, id, actionCount } = await positionFrom(read);
  const update = await adviceOn(state, rollouts, id, actionCount);
  if (read.has(JSON_OUT)) {
    const p = view(state).prompt;
    console.log(JSON.stringify({ campaign: id, policy: shippingPolicy(), rolloutsPerAction: rollouts, prompt: p && { rule: p.rule, text: p.text }, ...update }));
    return;
  }
  const p = view(state).prompt;
  if (p) console.log(promptLine(p));
  for (const line of adviceLines(update, view(state).odds)) console.log(line);
}
