// Issue #34: the first pass of a war's review over a short real record (the first decisions of campaign 3).
import { describe, expect, it } from 'vitest';
import { actInPlace, decision, startGame } from '../../shared/engine/index.js';
import { policyByName } from '../../shared/policies/policies.js';
import { reviewWar, type WarRecord } from '../../shared/review/review-war.js';

/** The first `n` actions random play takes in campaign `seed`. */
function shortRecord(seed: number, n: number): WarRecord {
  const st = startGame({ seed }).state;
  const policy = policyByName('random', seed);
  const actions: unknown[] = [];
  for (let p = decision(st); p !== null && actions.length < n; p = decision(st)) {
    const a = policy(st, p);
    actions.push(a);
    actInPlace(st, a);
  }
  return { seed, actions };
}

describe('the review of a war (#34)', () => {
  const record = shortRecord(3, 6);
  const opts = { rollouts: 20, policy: 'greedy' } as const;

  it('gives the same figures twice for a seed', () => {
    const a = reviewWar(record, opts);
    expect(a.decisions.length).toBeGreaterThan(0);
    expect(reviewWar(record, opts)).toEqual(a);
  }, 120_000);

  it("adds the player's and dice's shares up to the change at every step", () => {
    const { steps } = reviewWar(record, opts);
    for (let i = 0; i + 1 < steps.length; i++) expect(steps[i].playerShare + steps[i].diceShare).toBeCloseTo(steps[i + 1].chance.value - steps[i].chance.value, 12);
  }, 120_000);

  it('stops when told and resumes to the same figures', () => {
    const whole = reviewWar(record, opts);
    let calls = 0;
    const stopped = reviewWar(record, { ...opts, onProgress: () => ++calls < 2 });
    expect(stopped.complete).toBe(false);
    expect(stopped.decisions.length).toBe(2);
    const resumed = reviewWar(record, opts, stopped.decisions);
    expect(resumed).toEqual(whole);
  }, 120_000);
});
