// The review in worker threads (issue #34, main/review): real workers (the .ts worker under tsx) review a stretch
// of the golden Armistice campaign range by range, and the parts joined give exactly the figures of one pass on
// one thread (shared/review reviewCampaign); stopped part way and started again from where the parts reach, the
// same figures still. A small budget and a dozen moves, so it runs in seconds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act, newGame, normaliseOptions, type GameState, type PlainAction } from '../../shared/engine/index.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import { firmDecision, joinReviews, reviewCampaign, withFirmDecisions, type Review, type ReviewedDecision } from '../../shared/review/index.js';
import { ReviewPool, rangesOf, type ReviewWar } from '../../main/review/review-pool.js';
import { reviewWorkerScript } from '../../main/review/worker-script.js';

const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = normaliseOptions({});
/** Turn 14's CP Attack phase and around (tests/review/review.test.ts): several real choices in a dozen moves. */
const FROM = 210;
const TO = 222;
const actions = golden.actions.slice(0, TO);
const war: ReviewWar = { start: newGame({ seed: golden.seed, options }), actions };
const settings = { seed: 1, policy: shippingPolicy(), budget: 4, rollBudget: 2, firmBudget: 16 };
const onePass = reviewCampaign({ seed: golden.seed, options, actions }, { ...settings, from: FROM });

/** Runs the pool from `from`, stopped once `stopWhen` says so; resolves with the parts by their first move, and the steps it counted. */
function runPool(pool: ReviewPool, from: number, stopWhen: (parts: ReadonlyMap<number, Review>) => boolean = () => false): Promise<{ parts: Map<number, Review>; steps: readonly number[]; finished: boolean }> {
  return new Promise((resolve, reject) => {
    const parts = new Map<number, Review>();
    let steps: readonly number[] = [];
    const run = pool.run(war, from, settings, {
      steps: (s) => (steps = s),
      part: (at, review) => {
        parts.set(at, review);
        if (stopWhen(parts)) {
          run.stop();
          resolve({ parts, steps, finished: false });
        }
      },
      finished: () => resolve({ parts, steps, finished: true }),
      failed: (m) => reject(new Error(m)),
    });
  });
}

/** The parts from `from` without a gap, in the order of their moves. */
function prefixOf(parts: Map<number, Review>, from: number): Review[] {
  const out: Review[] = [];
  for (let at = from, p = parts.get(at); p !== undefined; at = p.moves, p = parts.get(at)) out.push(p);
  return out;
}

const pool = new ReviewPool(2);

/** The war after its first `step` moves. */
function replayed(start: GameState, step: number): GameState {
  return actions.slice(0, step).reduce((s, a) => act(s, a).state, start);
}

/** Firms up `candidates` in the pool; resolves with the decisions firmed, in the order they came. */
function firmInPool(candidates: readonly ReviewedDecision[]): Promise<ReviewedDecision[]> {
  return new Promise((resolve, reject) => {
    const firmed: ReviewedDecision[] = [];
    pool.firm(war, candidates, settings, { firmed: (d) => firmed.push(d), finished: () => resolve(firmed), failed: (m) => reject(new Error(m)) });
  });
}

describe('the review in worker threads', () => {
  it('finds its worker: the .ts source through tsx when not built', () => {
    const script = reviewWorkerScript();
    expect(script.eval && script.source).toMatch(/review-worker\.ts$/);
  });

  it('tiles the moves with ranges, one decision in each', () => {
    expect(rangesOf(3, 10, [2, 5, 8])).toEqual([{ from: 3, to: 5 }, { from: 5, to: 8 }, { from: 8, to: 10 }]);
    expect(rangesOf(5, 10, [5, 8])).toEqual([{ from: 5, to: 8 }, { from: 8, to: 10 }]);
    expect(rangesOf(10, 10, [])).toEqual([]);
  });

  it('gives the figures of one pass on one thread, whatever the workers\' timing', async () => {
    const { parts, steps, finished } = await runPool(pool, FROM);
    expect(finished).toBe(true);
    expect(steps).toEqual(onePass.decisions.map((d) => d.step));
    expect(onePass.decisions.length).toBeGreaterThan(4);
    expect(joinReviews(prefixOf(parts, FROM))).toEqual(onePass);
  }, 120_000);

  it('stopped part way and started again from where its parts reach: the same figures as one pass', async () => {
    // Stopped once the first range is in: the two workers finish their ranges in either order, so a stop after any
    // two parts could keep none from FROM on without a gap.
    const first = await runPool(pool, FROM, (parts) => parts.has(FROM));
    expect(first.finished).toBe(false);
    const kept = prefixOf(first.parts, FROM);
    expect(kept.length).toBeGreaterThan(0);
    const resumeAt = kept.at(-1)!.moves;
    expect(resumeAt).toBeLessThan(TO);
    const rest = await runPool(pool, resumeAt);
    expect(rest.finished).toBe(true);
    expect(joinReviews([joinReviews(kept), ...prefixOf(rest.parts, resumeAt)])).toEqual(onePass);
  }, 120_000);

  it('firms up decisions in the workers: each as firmDecision gives it on one thread', async () => {
    // This stretch has no turning-point candidate at 4 wars per choice: three of its decisions are firmed up instead.
    const some = onePass.decisions.slice(0, 3);
    const firmed = await firmInPool(some);
    expect(firmed.map((d) => d.step).sort((a, b) => a - b)).toEqual(some.map((d) => d.step));
    const start = newGame({ seed: golden.seed, options });
    for (const d of some) {
      const alone = firmDecision(replayed(start, d.step), d, { seed: settings.seed, policy: settings.policy, budget: settings.firmBudget });
      expect(firmed.find((f) => f.step === d.step)).toEqual(alone);
    }
    // And the review with them in place is firmUpFrom's way of putting them (withFirmDecisions).
    expect(withFirmDecisions(onePass, firmed).decisions.filter((d) => d.firm)).toHaveLength(3);
  }, 120_000);

  it('a worker that throws ends the run and says so: failed, with its message', async () => {
    const broken = new ReviewPool(1, { code: 'throw new Error("the worker broke")', eval: true, source: 'a broken worker' });
    const heard = await new Promise<string>((resolve) => {
      broken.run(war, FROM, settings, { steps: () => undefined, part: () => undefined, finished: () => resolve('finished'), failed: resolve });
    });
    expect(heard).toMatch(/the worker broke/);
  }, 60_000);
});
