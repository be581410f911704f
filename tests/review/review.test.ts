// The review of a war (issue #34): the General Staff's estimates decision by decision on the golden Armistice
// campaign (tests/golden/armistice-standard.json), at the first pass's small budget so the tests run in seconds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, normaliseOptions, replay, type PlainAction } from '../../shared/engine/index.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import { isTurningPoint, reviewCampaign, reviewFrom, splitChange, type Review } from '../../shared/review/index.js';

const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const record = { seed: golden.seed, options: normaliseOptions({}), actions: golden.actions };
/** The decisions alone (rolls: rolls.test.ts), so these run in seconds. */
const opts = { seed: 1, policy: shippingPolicy(), budget: 20, rollBudget: 0 };
/** Turn 14's CP Attack phase (§10), where ending the phase without attacking throws away a quarter of the wars won. */
const TURN_14_ATTACK = 217;
/** The first decision of turn 26: from here every choice reaches the Armistice (the war is won). */
const TURN_26 = 398;

/** The shares of each step: they add up to the change, and the change runs from one decision's chance to the next's. */
function expectSharesAddUp(review: Review): void {
  review.decisions.forEach((d, i) => {
    if (d.shares === null) return; // the last decision of a war not over
    const s = d.shares;
    expect(s.playerShare + s.diceShare).toBeCloseTo(s.change, 12);
    expect(s.before).toBe(d.best.armistice.value);
    const next = review.decisions[i + 1];
    expect(s.after).toBe(next === undefined ? (review.result === 'armistice' ? 1 : 0) : next.best.armistice.value);
    expect(s.playerShare).toBe(d.gap?.mean ?? 0);
  });
}

describe('the review of a war', () => {
  it('gives the same figures twice for the same record, seed and budget', () => {
    const stretch = { ...opts, from: 210, to: 222 };
    const first = reviewCampaign(record, stretch);
    expect(first.decisions.length).toBeGreaterThan(5);
    expect(reviewCampaign(record, stretch)).toEqual(first);
  });

  it('the player\'s share and the dice\'s share add up to the change at every step, to the Armistice at the end (§15.3)', () => {
    const review = reviewCampaign(record, { ...opts, from: TURN_26 });
    expect(review.result).toBe('armistice');
    expect(review.decisions.at(-1)!.shares!.after).toBe(1);
    expectSharesAddUp(review);
    // mid-war, where the shares are not all 0
    const middle = reviewCampaign({ ...record, actions: golden.actions.slice(0, 241) }, { ...opts, from: 212 });
    expect(middle.result).toBeNull();
    expect(middle.decisions.at(-1)!.shares).toBeNull(); // the war goes on: no next chance to measure against
    expect(middle.decisions.some((d) => d.shares !== null && d.shares.playerShare !== 0 && d.shares.diceShare !== 0)).toBe(true);
    expectSharesAddUp(middle);
  });

  it('§10: ending turn 14\'s CP Attack phase without attacking is a turning point; the best choice is none', () => {
    const state = replay(golden.seed, record.options, golden.actions.slice(0, TURN_14_ATTACK));
    const legal = legalActions(state);
    const done = legal.findIndex((a) => a.type === 'done');
    expect(done).toBeGreaterThanOrEqual(0);
    const thrownAway = reviewFrom(state, [legal[done]], opts).decisions[0];
    expect(thrownAway.chosen.actionIndex).toBe(done);
    expect(thrownAway.gap!.mean + thrownAway.gap!.margin).toBeLessThan(0);
    expect(thrownAway.turningPoint).toBe(true);
    const best = reviewFrom(state, [legal[thrownAway.best.actionIndex]], opts).decisions[0];
    expect(best.gap).toBeNull();
    expect(best.turningPoint).toBe(false);
  });

  it('a war of equal choices (turn 26 on, every choice reaches the Armistice) has no turning point', () => {
    const review = reviewCampaign(record, { ...opts, from: TURN_26 });
    expect(review.decisions.length).toBeGreaterThan(10);
    for (const d of review.decisions) expect(d.chosen.armistice.value).toBe(d.best.armistice.value);
    expect(review.decisions.filter((d) => d.turningPoint)).toEqual([]);
  });

  it('a turning point only where the paired interval lies wholly below 0; the split is the remainder', () => {
    expect(isTurningPoint(null)).toBe(false);
    expect(isTurningPoint({ mean: -0.3, margin: 0.2, pairs: 20 })).toBe(true);
    expect(isTurningPoint({ mean: -0.1, margin: 0.2, pairs: 20 })).toBe(false); // holds 0: noise, not a blunder
    expect(splitChange(0.6, 0.45, -0.1)).toEqual({ before: 0.6, after: 0.45, change: 0.45 - 0.6, playerShare: -0.1, diceShare: 0.45 - 0.6 + 0.1, rolls: null, noise: null });
    // the rolls reviewed: the dice's share is their sum plus the noise, exactly
    const s = splitChange(0.6, 0.45, -0.1, -0.2);
    expect(s.rolls! + s.noise!).toBeCloseTo(s.diceShare, 12);
  });
});
