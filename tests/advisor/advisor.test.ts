// "Ask the General Staff" (issue #15): the advisor's answer depends on the position and its own seed only,
// never touches the campaign's dice, and ranks a clearly worse action below a better one (§10, §15.3).
import { describe, expect, it } from 'vitest';
import { act, copyState, legalActions, prompt, type GameEvent, type GameState } from '../../shared/engine/index.js';
import { seedRng } from '../engine/engine-kit.js';
import { AdvisorSession, DEFEAT, ROLLOUTS_PER_ROUND, advise, groupActions, runRollouts, shippingPolicy, type Advice, type AdvisorJob, type RolloutOutcome, type RolloutResult } from '../../shared/advisor/index.js';
import { lateWarAttack } from './late-war.js';

const BUDGET = 50; // rollouts per action in these tests: enough to separate, few enough to stay quick

function diceOf(events: readonly GameEvent[]): number[][] {
  return events.flatMap((e) => (e.type === 'dice' ? [(e as Extract<GameEvent, { type: 'dice' }>).dice] : []));
}

function quickAdvice(st: GameState, seed: number): Advice {
  return advise(st, { seed, policy: 'greedy', maxPerAction: BUDGET });
}

/** A job's results from made-up outcomes (the session is pure): `outcome(action, k)` for rollout k of an action. */
function madeUp(job: AdvisorJob, outcome: (action: number, k: number) => RolloutOutcome): RolloutResult[] {
  return job.actionIndices.map((actionIndex) => {
    const outcomes = job.seeds.map((_, i) => outcome(actionIndex, job.first + i));
    const vp = outcomes.filter((o): o is number => o !== DEFEAT);
    return { actionIndex, n: outcomes.length, armistice: vp.length, vpSum: vp.reduce((x, v) => x + v, 0), vpSqSum: vp.reduce((x, v) => x + v * v, 0), outcomes, met: 0 };
  });
}

describe('the advisor', () => {
  it('groups actions that cannot differ in outcome: equal Russian armies in one box, never asterisked ones', () => {
    const st = lateWarAttack();
    const actions = legalActions(st);
    const groups = groupActions(st, actions);
    const key = (i: number): string => JSON.stringify(actions[i]);
    const groupOf = (a: object): readonly number[] => groups.find((g) => g.members.some((m) => key(m) === JSON.stringify(a)))?.members ?? [];
    // rus-3, rus-5 and rus-7 (strength 3, no asterisk, all in Ukraine): one estimate
    const ukraine = groupOf({ type: 'attack', target: 'rus-3', pay: 'rm' }).map((i) => (actions[i] as { target: string }).target);
    expect(ukraine.sort()).toEqual(['rus-3', 'rus-5', 'rus-7']);
    // fr-1 and fr-3 (strength 3) stand together, but fr-4 (3, asterisked: a replacement chain, §10.5.1) stays apart
    expect(groupOf({ type: 'attack', target: 'fr-4', pay: 'rm' })).toHaveLength(1);
    expect(groupOf({ type: 'attack', target: 'fr-1', pay: 'rm' })).toHaveLength(2);
    // a different payment is a different outcome (the money left differs)
    expect(groupOf({ type: 'done' })).toHaveLength(1);
    expect(groups.reduce((s, g) => s + g.members.length, 0)).toBe(actions.length);
  });

  it('is deterministic for a given advisor seed, and another seed plays other rollouts', () => {
    const st = lateWarAttack();
    const a = quickAdvice(st, 11);
    const b = quickAdvice(copyState(st), 11);
    expect(b).toEqual(a);
    const rollouts = (seed: number) => runRollouts(st, [0], [seed, seed + 1, seed + 2, seed + 3, seed + 4, seed + 5], 'greedy')[0];
    expect(rollouts(100)).toEqual(rollouts(100));
    expect(rollouts(100).vpSum).not.toBe(rollouts(200).vpSum);
  });

  it('gives the same answer for two positions that differ only in the campaign\'s dice (generator and queued results)', () => {
    const st = lateWarAttack();
    const other = copyState(st);
    other.rng = seedRng(987654);
    other.forced.dice.push(6, 6, 6, 1, 1, 1);
    expect(other.rng).not.toEqual(st.rng);
    expect(quickAdvice(other, 3)).toEqual(quickAdvice(st, 3));
  });

  it('leaves the campaign untouched: its next rolls are the same with and without asking', () => {
    const asked = lateWarAttack();
    const notAsked = copyState(asked);
    const before = JSON.stringify(asked);
    quickAdvice(asked, 3);
    expect(JSON.stringify(asked)).toBe(before);
    const attack = legalActions(asked)[0];
    const rolled = diceOf(act(asked, attack).events);
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled).toEqual(diceOf(act(notAsked, attack).events));
  });

  it('ranks ending the CP Attack phase with 12 RM unspent below attacking, and stops rolling it out early (§10, §15.3)', () => {
    const st = lateWarAttack();
    const answer = advise(st, { seed: 1, policy: 'greedy', maxPerAction: 150 });
    const actions = prompt(st)?.actions ?? [];
    const done = answer.actions.find((a) => actions[a.actionIndex].type === 'done');
    const best = answer.actions.find((a) => a.rank === 1);
    expect(done && best).toBeTruthy();
    expect(done!.rank).toBeGreaterThan(best!.rank);
    expect(best!.vp!.mean).toBeGreaterThan(done!.vp!.mean);
    // separated at 95 % before its budget: the stopping rule spared its rollouts
    expect(done!.settled).toBe(true);
    expect(done!.rollouts).toBeLessThan(150);
    expect(answer.done).toBe(true);
  });

  it('the answer does not depend on the order in which job results come back (the worker pool relies on it)', () => {
    const st = lateWarAttack();
    const inOrder = quickAdvice(st, 4);
    const session = new AdvisorSession(st, { seed: 4, policy: 'greedy', maxPerAction: BUDGET });
    while (!session.done) {
      const round = [];
      for (let job = session.nextJob(); job !== null; job = session.nextJob()) round.push(job);
      for (const job of round.reverse()) session.addResult(runRollouts(st, job.actionIndices, job.seeds, 'greedy'), job.first);
    }
    expect(session.advice()).toEqual(inOrder);
  });

  it('jobs handed out ahead of the next round (while a round ends) leave the answer unchanged, whatever order three workers return them in', () => {
    const st = lateWarAttack();
    const inOrder = quickAdvice(st, 4);
    for (const shuffle of [1, 2, 3]) {
      const session = new AdvisorSession(st, { seed: 4, policy: 'greedy', maxPerAction: BUDGET });
      const inHand: AdvisorJob[] = [];
      let handedOut = 0;
      let coin = shuffle;
      while (!session.done) {
        for (let job = inHand.length < 3 ? session.nextJob() : null; job !== null; job = inHand.length < 3 ? session.nextJob() : null) {
          inHand.push(job);
          handedOut += job.seeds.length * job.actionIndices.length;
        }
        coin = (coin * 1103515245 + 12345) % 2147483648;
        const [job] = inHand.splice(coin % inHand.length, 1);
        session.addResult(runRollouts(st, job.actionIndices, job.seeds, 'greedy'), job.first);
      }
      expect(session.advice()).toEqual(inOrder);
      // some rollouts were played ahead for actions then settled: the idle workers had work
      expect(handedOut).toBeGreaterThan(session.advice().rolloutsDone);
    }
  });

  it('refuses a finished war, and the shipping policy is one the policies module knows', () => {
    const st = lateWarAttack();
    const over = copyState(st);
    over.over = { result: 'armistice', turn: 27, vp: 40, band: 'x', breakdown: {} };
    expect(() => new AdvisorSession(over, { seed: 1, policy: 'greedy' })).toThrow(/over/);
    expect(['strong', 'greedy']).toContain(shippingPolicy());
  });

  it('stopping rule: an action that ends every rollout as the best does is shown equal to it (indifference), a hopeless one is separated', () => {
    const st = lateWarAttack();
    const session = new AdvisorSession(st, { seed: 1, policy: 'greedy' });
    const groups = groupActions(st, legalActions(st));
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const [first, second] = [groups[0].members[0], groups[1].members[0]];
    // made-up outcomes (the session is pure): the first two groups reach the Armistice with 20 VP on the same
    // three seeds in four, every other group loses on every seed
    const outcome = (action: number, k: number): RolloutOutcome => ((action === first || action === second) && k % 4 !== 3 ? 20 : DEFEAT);
    for (let job = session.nextJob(); job !== null; job = session.nextJob()) session.addResult(madeUp(job, outcome), job.first);
    const answer = session.advice();
    expect(answer.done).toBe(true);
    const of = (i: number) => answer.actions.find((a) => a.actionIndex === i)!;
    // two rounds: 20 agreeing pairs are not yet "surely within 5 points" (Agresti–Min), 40 are
    expect(of(first).rollouts).toBe(2 * ROLLOUTS_PER_ROUND);
    expect(of(first).stoppedBy).toBe('best');
    expect(of(second).stoppedBy).toBe('equal');
    expect(of(second).rank).toBe(1); // shown as equal to the best
    const others = answer.actions.filter((a) => a.actionIndex !== first && a.actionIndex !== second && !of(first).sameAs.includes(a.actionIndex) && !of(second).sameAs.includes(a.actionIndex));
    expect(others.length).toBeGreaterThan(0);
    for (const a of others) {
      expect(a.stoppedBy).toBe('separated');
      expect(a.rank).toBeGreaterThan(1);
    }
  });

  it('§15.3 ①: an Armistice below zero VP is still an Armistice in the paired tests (a Defeat is no number)', () => {
    const st = lateWarAttack();
    const session = new AdvisorSession(st, { seed: 1, policy: 'greedy', maxPerAction: 60 });
    const groups = groupActions(st, legalActions(st));
    const [a, b] = [groups[0].members[0], groups[1].members[0]];
    // made-up outcomes: `a` reaches the Armistice with −1 VP (31 EP armies in the boxes, nothing else) on the even
    // seeds, `b` on the odd ones, each loses the war on the others; the rest lose every seed. Half and half on
    // opposite seeds: neither better nor surely equal, so `b` runs to the budget. Were −1 VP read as a Defeat,
    // both would look lost on every seed and `b` would be stopped as equal after 40 pairs, short of its budget of 60.
    const outcome = (action: number, k: number): RolloutOutcome => ((action === a && k % 2 === 0) || (action === b && k % 2 === 1) ? -1 : DEFEAT);
    for (let job = session.nextJob(); job !== null; job = session.nextJob()) session.addResult(madeUp(job, outcome), job.first);
    const of = (i: number) => session.advice().actions.find((x) => x.actionIndex === i)!;
    expect(of(a).armistice.value).toBe(0.5);
    expect(of(b).stoppedBy).toBe('budget');
    // issue #30: half and half on opposite seeds, the same VP: the General Staff cannot tell them apart, so they share the place
    expect(of(b).rank).toBe(of(a).rank);
    expect(of(b).gap).toMatchObject({ pairs: 60, vp: null });
    expect(Math.abs(of(b).gap!.mean)).toBeLessThan(of(b).gap!.margin);
  });

  it('the yardstick is the best action still open: one stopped as equal earlier that later ranks first does not hold the others to its few rollouts', () => {
    const st = lateWarAttack();
    const session = new AdvisorSession(st, { seed: 1, policy: 'greedy' });
    const groups = groupActions(st, legalActions(st));
    const [lead, early, other] = [groups[0].members[0], groups[1].members[0], groups[2].members[0]];
    // made-up outcomes: `lead` wins 9 seeds in 10 up to seed 39, then 1 in 2; `early` is the same up to seed 39
    // (stopped as equal after 40, when it then ranks first with its 90 %); `other` is `lead` but for four early
    // seeds, two won and two lost the other way (surely within 5 points only from about 100 pairs); the rest lose
    const leadWins = (k: number): boolean => (k < 40 ? k % 10 !== 0 : k % 2 === 0);
    const outcome = (action: number, k: number): RolloutOutcome => {
      if (action === lead || action === early) return leadWins(k) ? 20 : DEFEAT;
      if (action === other) return (k === 1 || k === 2 ? false : k === 10 || k === 20 ? true : leadWins(k)) ? 20 : DEFEAT;
      return DEFEAT;
    };
    for (let job = session.nextJob(); job !== null; job = session.nextJob()) session.addResult(madeUp(job, outcome), job.first);
    const answer = session.advice();
    const of = (i: number) => answer.actions.find((a) => a.actionIndex === i)!;
    expect(of(early).stoppedBy).toBe('equal');
    expect(of(early).rollouts).toBe(2 * ROLLOUTS_PER_ROUND);
    expect(of(early).armistice.value).toBeGreaterThan(of(lead).armistice.value); // it ranks first by its share
    expect(of(other).stoppedBy).toBe('equal'); // measured against `lead`, not against `early`'s 40 rollouts
    expect(of(other).rollouts).toBeLessThanOrEqual(120);
    expect(of(lead).stoppedBy).toBe('best');
    expect([of(lead).rank, of(early).rank, of(other).rank]).toEqual([1, 1, 1]);
  });

  it('ranks (issue #30): an action stopped as equal and one still open that cannot be told apart from the best share its place', () => {
    const st = lateWarAttack();
    const session = new AdvisorSession(st, { seed: 1, policy: 'greedy' });
    const groups = groupActions(st, legalActions(st));
    const [best, open, equal] = [groups[0].members[0], groups[1].members[0], groups[2].members[0]];
    // made-up outcomes: best and equal win on the same seeds (equal's VP 1 below or 0.9 above the best's:
    // ranked lower, surely within the margin, its VP not separated); open wins as often on other seeds with VP
    // 1 above or below the best's (neither separated nor surely equal)
    const outcome = (action: number, seed: number): RolloutOutcome => {
      if (action === best) return seed % 4 !== 3 ? 20 : DEFEAT;
      if (action === equal) return seed % 4 !== 3 ? (seed % 8 < 4 ? 19 : 20.9) : DEFEAT;
      if (action === open) return seed % 4 !== 0 ? (seed % 8 < 4 ? 21 : 19) : DEFEAT;
      return DEFEAT;
    };
    // the first two rounds only: every action has had 40 rollouts (the least from which agreeing pairs are "equal")
    for (let job = session.nextJob(); job !== null && job.first < 2 * ROLLOUTS_PER_ROUND; job = session.nextJob()) session.addResult(madeUp(job, outcome), job.first);
    const answer = session.advice();
    const of = (i: number) => answer.actions.find((a) => a.actionIndex === i)!;
    expect(of(equal).stoppedBy).toBe('equal');
    expect(of(open).stoppedBy).toBeNull();
    // `open` wins 30 of 40 as the best does, on other seeds: 10 pairs each way, its interval holds 0 — one place for all
    // three (until issue #30 it ranked 3rd, below `equal`, though nothing on screen told it apart)
    expect([of(best).rank, of(equal).rank, of(open).rank]).toEqual([1, 1, 1]);
    expect(of(best).best).toBe(true);
    expect(of(open).gap!.mean - of(open).gap!.margin).toBeLessThan(0);
  });
});
