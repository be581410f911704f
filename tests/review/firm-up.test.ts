// The turning points firmed up at the General Staff's full budget (issue #34): a position where one choice is
// clearly worse (ending turn 14's CP Attack phase, §10, without attacking) stays a turning point with the
// General Staff's sentence of why; a first-pass turning point the full budget does not confirm is no longer
// one; a war of equal choices has none; and the split stays exact with the firm figures.
import { describe, expect, it } from 'vitest';
import { legalActions, replay } from '../../shared/engine/index.js';
import { firmUp, firmUpFrom, isCandidate, reviewCampaign, reviewFrom, turningPointCandidates, type Review } from '../../shared/review/index.js';
import { golden, record, staff } from './golden-record.js';

/** Turn 14's CP Attack phase (§10), where ending the phase without attacking throws away a quarter of the wars won. */
const TURN_14_ATTACK = 217;
/** The first decision of turn 26: from here every choice reaches the Armistice (the war is won). */
const TURN_26 = 398;
/** A smaller full budget than the app's 500, so the test runs in seconds; the stopping rule is the app's. */
const FULL = 120;
const opts = { ...staff, budget: 20, rollBudget: 0 };

function expectExactSplit(review: Review): void {
  for (const d of review.decisions) if (d.shares !== null) expect(d.shares.playerShare + d.shares.diceShare).toBeCloseTo(d.shares.change, 12);
}

describe('firming up the turning points', () => {
  const state = replay(golden.seed, record.options, golden.actions.slice(0, TURN_14_ATTACK));
  const legal = legalActions(state);
  const done = legal.findIndex((a) => a.type === 'done');

  it('§10: ending the attack phase without attacking stays a turning point at the full budget, with why', () => {
    const first = reviewFrom(state, [legal[done]], opts);
    expect(first.decisions[0]).toMatchObject({ turningPoint: true, firm: false, why: null });
    expect(turningPointCandidates(first)).toHaveLength(1);
    const firm = firmUpFrom(first, state, [legal[done]], { budget: FULL });
    const d = firm.decisions[0];
    expect(d.firm).toBe(true);
    expect(d.turningPoint).toBe(true);
    expect(d.rollouts).toBeGreaterThan(first.decisions[0].rollouts);
    expect(d.gap!.mean + d.gap!.margin).toBeLessThan(0);
    expect(d.why).toMatch(/^Why: after the best choice, .+ after “[^”]+” \(the same \d+ wars, clear at 95 %\)\.$/);
    expect(d.why).not.toMatch(/\{|type|undefined/); // the choice by its label, never an action's fields
    // the same figures twice
    expect(firmUpFrom(first, state, [legal[done]], { budget: FULL })).toEqual(firm);
  }, 240_000);

  it('a first-pass turning point the full budget does not confirm is no longer one', () => {
    // turn 26: every choice wins the war; a first-pass gap made to look clear is noise, and the full budget says so
    const first = reviewCampaign(record, { ...opts, from: TURN_26, to: TURN_26 + 1 });
    const d0 = first.decisions[0];
    const seemed: Review = { ...first, decisions: [{ ...d0, gap: { mean: -0.2, margin: 0.1, pairs: 20 }, turningPoint: true }] };
    const firm = firmUp(seemed, record, { budget: FULL });
    expect(firm.decisions[0]).toMatchObject({ firm: true, turningPoint: false, why: null, gap: null });
  }, 240_000);

  it('a war of equal choices (turn 26 on) has no candidate and no turning point; the split stays exact', () => {
    const first = reviewCampaign(record, { ...opts, from: TURN_26 });
    expect(turningPointCandidates(first)).toEqual([]);
    const firm = firmUp(first, record, { budget: FULL });
    expect(firm).toEqual(first);
    expect(firm.decisions.filter((d) => d.turningPoint)).toEqual([]);
  }, 240_000);

  it('the firm figures take the decision\'s place: its step and the one before are measured again, exactly split', () => {
    const first = reviewCampaign(record, { ...opts, from: 212, to: 222 });
    const firm = firmUp(first, record, { budget: FULL });
    const firmed = firm.decisions.filter((d) => d.firm);
    expect(firmed.length).toBeGreaterThan(0);
    firm.decisions.forEach((d, i) => {
      const next = firm.decisions[i + 1];
      if (next !== undefined) expect(d.shares!.after).toBe(next.best.armistice.value);
      expect(d.firm).toBe(isCandidate(first.decisions[i]));
    });
    expectExactSplit(firm);
  }, 240_000);

  it('a candidate: a gap below 0 with 80 % confidence on one side (two wars more lost than won of 20), or a turning point', () => {
    expect(isCandidate({ gap: null })).toBe(false);
    expect(isCandidate({ gap: { mean: -1 / 22, margin: 0.1246, pairs: 20 } })).toBe(false); // one war of 20
    expect(isCandidate({ gap: { mean: -2 / 22, margin: 0.1496, pairs: 20 } })).toBe(true); // two
    expect(isCandidate({ gap: { mean: -0.3, margin: 0.2, pairs: 20 } })).toBe(true);
  });
});
