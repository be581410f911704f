// `kk review ID [--json] [--rollouts N]` (#34): the first pass of a library campaign's review, the chance of
// Armistice at each decision, the player's and the dice's share of each change, and the turning points.
import { reviewWar, FIRST_PASS_ROLLOUTS } from '../shared/review/review-war.js';
import { openService, userDataFrom } from './kk-library.js';
import { readArgs } from './kk-args.js';
import { DATA, JSON_OUT, ROLLOUTS } from './kk-flags.js';

const pct = (x: number): string => `${Math.round(x * 100)} %`;
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.round(Math.abs(x) * 100)} points`;

export async function reviewCommand(args: readonly string[]): Promise<void> {
  const read = readArgs(args, { command: 'kk review', flags: [JSON_OUT, ROLLOUTS, DATA], positionals: { min: 1, max: 1, takes: 'one campaign id (npm run kk -- campaigns lists them)' } });
  const id = read.positionals[0];
  const service = await openService(userDataFrom(read));
  let record: { seed: number; options: unknown; actions: readonly unknown[] };
  try {
    const h = await service.historyOf(id);
    record = { seed: h.seed, options: h.options, actions: h.actions.slice(0, h.length) };
  } finally {
    await service.close();
  }
  const review = reviewWar(record, { rollouts: read.value(ROLLOUTS) ?? FIRST_PASS_ROLLOUTS });
  if (read.has(JSON_OUT)) {
    console.log(JSON.stringify({ campaign: id, rolloutsPerAction: review.rollouts, steps: review.steps, turningPoints: review.turningPoints }));
    return;
  }
  console.log(`Review of campaign ${id}: ${review.decisions.length} decisions, ${review.rollouts} rollouts per choice at each.`);
  const playerTotal = review.steps.reduce((s, x) => s + x.playerShare, 0);
  const diceTotal = review.steps.reduce((s, x) => s + x.diceShare, 0);
  console.log(`Your choices moved the chance of Armistice by ${signed(playerTotal)} in all, the dice by ${signed(diceTotal)}.`);
  if (review.turningPoints.length === 0) console.log('No choice was clearly worse than the best at 95 %.');
  for (const t of review.turningPoints) {
    console.log(`Decision ${t.decision + 1}: the best choice gave ${pct(t.loss.mean)} more chance of Armistice (± ${pct(t.loss.margin)}).`);
  }
}
