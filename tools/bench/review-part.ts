// One process's share of the review benchmark (tools/bench/review.ts): a range of moves of the golden war
// reviewed (the first pass), or some of its turning-point candidates firmed up at the full budget. Its job
// comes as JSON on the command line; it prints its result and its own CPU seconds as JSON.
import { readFileSync } from 'node:fs';
import { shippingPolicy } from '../../shared/advisor/index.js';
import { act, newGame, normaliseOptions, type GameState, type PlainAction } from '../../shared/engine/index.js';
import { FIRM_BUDGET, firmDecision, FIRST_PASS_BUDGET, reviewCampaign, ROLL_BUDGET, type Review, type ReviewedDecision } from '../../shared/review/index.js';
import { ADVISOR_SEED } from '../../main/game-service.js';

export type ReviewBenchJob =
  | { readonly kind: 'part'; readonly from: number; readonly to: number }
  | { readonly kind: 'firm'; readonly reviewFile: string; readonly steps: readonly number[] };

/** The golden Armistice campaign (tests/golden/armistice-standard.json): a whole war of 420 moves. */
export function goldenRecord(): { seed: number; options: ReturnType<typeof normaliseOptions>; actions: PlainAction[] } {
  const golden = JSON.parse(readFileSync(new URL('../../tests/golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
  return { seed: golden.seed, options: normaliseOptions({}), actions: golden.actions };
}

function run(job: ReviewBenchJob): unknown {
  const record = goldenRecord();
  if (job.kind === 'part') return reviewCampaign(record, { seed: ADVISOR_SEED, policy: shippingPolicy(), budget: FIRST_PASS_BUDGET, rollBudget: ROLL_BUDGET, from: job.from, to: job.to });
  const review = JSON.parse(readFileSync(job.reviewFile, 'utf8')) as Review;
  let state: GameState = newGame({ seed: record.seed, options: record.options });
  let step = 0;
  const firmed: ReviewedDecision[] = [];
  for (const s of job.steps) {
    for (; step < s; step++) state = act(state, record.actions[step]).state;
    const d = review.decisions.find((x) => x.step === s)!;
    firmed.push(firmDecision(state, d, { seed: review.seed, policy: review.policy, budget: FIRM_BUDGET }));
  }
  return firmed;
}

if (process.argv[2] !== undefined) {
  const cpu = process.cpuUsage();
  const result = run(JSON.parse(process.argv[2]) as ReviewBenchJob);
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ result, cpuSeconds: (used.user + used.system) / 1e6 }));
}
