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
import { seedSchema } from '../main/schemas.js';
import * as v from 'valibot';
import { arg, openService, UsageError, userDataFrom } from './kk-library.js';
import { optionsFrom } from './kk-play.js';
import { adviceLines, rolloutsFrom } from './advice-text.js';

const USAGE = 'kk advise --resume ID [--data DIR] | --seed S [optional-rule flags], then [--rollouts N] [--json]';

/** The advice on a position, from a worker pool of its own (closed afterwards). */
export async function adviceOn(state: GameState, rollouts: number, campaignId: string, actionCount: number): Promise<AdviceUpdate> {
  const board = view(state);
  if (board.prompt === null) throw new UsageError('The war is over: there is no decision left to advise on.');
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
async function positionFrom(args: readonly string[]): Promise<{ state: GameState; id: string; actionCount: number }> {
  if (args.includes('--resume')) {
    const id = arg(args, '--resume');
    if (id === undefined || id.startsWith('--')) throw new UsageError(`--resume takes a campaign id (${USAGE})`);
    const service = await openService(userDataFrom(args));
    try {
      const history = await service.historyOf(id);
      return { state: history.stateAt(history.length), id, actionCount: history.length };
    } finally {
      await service.close();
    }
  }
  if (!args.includes('--seed')) throw new UsageError(`Which position? ${USAGE}`);
  const seed = Number(arg(args, '--seed'));
  if (!v.is(seedSchema, seed)) throw new UsageError('--seed takes a whole number from 0 to 4294967295');
  return { state: engine.newGame({ seed, options: engine.normaliseOptions(optionsFrom(args)) }), id: `new campaign, seed ${seed}`, actionCount: 0 };
}

export async function adviseCommand(args: readonly string[]): Promise<void> {
  const rollouts = rolloutsFrom(args);
  const { state, id, actionCount } = await positionFrom(args);
  const update = await adviceOn(state, rollouts, id, actionCount);
  if (args.includes('--json')) {
    const p = view(state).prompt;
    console.log(JSON.stringify({ campaign: id, policy: shippingPolicy(), rolloutsPerAction: rollouts, prompt: p && { rule: p.rule, text: p.text }, ...update }));
    return;
  }
  const p = view(state).prompt;
  if (p) console.log(promptLine(p));
  for (const line of adviceLines(update, view(state).odds)) console.log(line);
}
