// Every roll and draw's own effect (issue #34): the chance of the Armistice just before it against just
// after it, from the General Staff's wars on the same seeds. The figures are recomputed here from the wars
// themselves, the wars before the first roll are the advisor's own rollouts of that move, and the dice's
// share of each step is the sum of its rolls plus the estimates' noise, exactly.
import { describe, expect, it } from 'vitest';
import { agrestiMin } from '../../shared/advisor/estimates.js';
import { DEFEAT, runRollouts } from '../../shared/advisor/index.js';
import { rolloutSeed } from '../../shared/advisor/seeds.js';
import { act, legalActions, replay, type Action } from '../../shared/engine/index.js';
import { estimateRolls, reviewCampaign } from '../../shared/review/index.js';
import { rollsIn } from '../../shared/review/roll-words.js';
import { rolloutsWithRollsFixed } from '../../shared/review/rolls.js';
import { golden, record, staff } from './golden-record.js';

/** Turn 14, §10.1: the attack on Trenches 2 (one RM paid, one die), then what it decided. */
const ATTACK = 216;
const WARS = 24;

function positionAt(step: number): { state: ReturnType<typeof replay>; action: Action; events: ReturnType<typeof act>['events'] } {
  const state = replay(golden.seed, record.options, golden.actions.slice(0, step));
  const action = legalActions(state).find((a) => JSON.stringify(a) === JSON.stringify(golden.actions[step]))!;
  return { state, action, events: act(state, action).events };
}

describe('the rolls of a war, each estimated', () => {
  it('a roll\'s figures are its wars\': before, after, the paired change and its 95 % interval', () => {
    const { state, action, events } = positionAt(ATTACK);
    const rolls = estimateRolls(state, action, events, ATTACK, { ...staff, wars: WARS });
    expect(rolls).toHaveLength(1);
    const [roll] = rolls;
    expect(roll).toMatchObject({ step: ATTACK, turn: 14, rule: '§10.1', wars: WARS });
    expect(roll.text).toBe('Attack on Trenches 2 (strength 4, paid with 1 RM): die 5, DRM +1 — success');
    const outcomes = rolloutsWithRollsFixed(state, action, rollsIn(events, state.turn), { ...staff, wars: WARS });
    const share = (v: number[]): number => v.reduce((s, x) => s + x, 0) / v.length;
    expect(roll.before).toBe(share(outcomes[0]));
    expect(roll.after).toBe(share(outcomes[1]));
    expect(roll.change).toBe(roll.after - roll.before);
    const paired = agrestiMin(outcomes[1], outcomes[0])!;
    expect(roll.margin).toBe(paired.margin);
    expect(roll.clear).toBe(Math.abs(paired.mean) > paired.margin);
  }, 120_000);

  it('the wars before the first roll are the advisor\'s own rollouts of the move (its seeds, its policy)', () => {
    const { state, action, events } = positionAt(ATTACK);
    const outcomes = rolloutsWithRollsFixed(state, action, rollsIn(events, state.turn), { ...staff, wars: WARS });
    const seeds = Array.from({ length: WARS }, (_, k) => rolloutSeed(staff.seed, k));
    const [advisor] = runRollouts(state, [legalActions(state).indexOf(action)], seeds, staff.policy);
    expect(outcomes[0]).toEqual(advisor.outcomes.map((o) => (o === DEFEAT ? 0 : 1)));
  }, 120_000);

  it('an action\'s rolls chain: each one\'s after is the next one\'s before', () => {
    // turn 14 ends: the Entente's turn and the next turn's opening roll many dice and draw chits
    const review = reviewCampaign(record, { ...staff, budget: 4, rollBudget: 6, from: 222, to: 232 });
    const byStep = new Map<number, typeof review.rolls[number][]>();
    for (const r of review.rolls) byStep.set(r.step, [...(byStep.get(r.step) ?? []), r]);
    const chained = [...byStep.values()].filter((rs) => rs.length > 1);
    expect(chained.length).toBeGreaterThan(0);
    for (const rs of chained) rs.slice(1).forEach((r, i) => expect(r.before).toBe(rs[i].after));
  }, 120_000);

  it('the dice\'s share of every step is the sum of its rolls plus the noise, exactly; the player\'s share plus the dice\'s is the change', () => {
    const review = reviewCampaign(record, { ...staff, budget: 4, rollBudget: 4, from: 212, to: 236 });
    const measured = review.decisions.filter((d) => d.shares !== null);
    expect(measured.length).toBeGreaterThan(4);
    review.decisions.forEach((d, i) => {
      if (d.shares === null) return;
      const until = review.decisions[i + 1]?.step ?? review.moves;
      const own = review.rolls.filter((r) => r.step >= d.step && r.step < until);
      expect(d.shares.rolls).toBe(own.reduce((s, r) => s + r.change, 0));
      expect(d.shares.rolls! + d.shares.noise!).toBeCloseTo(d.shares.diceShare, 12);
      expect(d.shares.playerShare + d.shares.diceShare).toBeCloseTo(d.shares.change, 12);
    });
    expect(measured.some((d) => d.shares!.rolls !== 0)).toBe(true);
  }, 120_000);

  it('rolls not reviewed: no rolls and no roll sums', () => {
    const review = reviewCampaign(record, { ...staff, budget: 4, rollBudget: 0, from: 212, to: 220 });
    expect(review.rolls).toEqual([]);
    for (const d of review.decisions) if (d.shares !== null) expect(d.shares).toMatchObject({ rolls: null, noise: null });
  }, 120_000);
});
