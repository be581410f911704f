// Issue #30, "A ranking a player can read": the order and the places come from the figure each row shows (its
// paired difference with the best on the same seeds). No row stands above one with a better figure unless both
// share a place; places are contiguous; the same position and seed give the same ranking.
import { describe, expect, it } from 'vitest';
import { AdvisorSession, DEFEAT, INDIFFERENCE_MARGIN, advise, groupActions, type Advice, type AdvisorJob, type RolloutOutcome, type RolloutResult } from '../../shared/advisor/index.js';
import { rankAgainstBest, type RankedInput } from '../../shared/advisor/ranking.js';
import { legalActions } from '../../shared/engine/index.js';
import { lateWarAttack } from './late-war.js';
import { expectReadable } from './readable.js';

function madeUp(job: AdvisorJob, outcome: (action: number, k: number) => RolloutOutcome): RolloutResult[] {
  return job.actionIndices.map((actionIndex) => {
    const outcomes = job.seeds.map((_, i) => outcome(actionIndex, job.first + i));
    const vp = outcomes.filter((o): o is number => o !== DEFEAT);
    return { actionIndex, n: outcomes.length, armistice: vp.length, vpSum: vp.reduce((x, v) => x + v, 0), vpSqSum: vp.reduce((x, v) => x + v * v, 0), outcomes, met: 0 };
  });
}

describe('the ranking a player reads (#30)', () => {
  it('an action stopped early whose own share looks higher stands with the best it cannot be told from, not above or below it on its own figures', () => {
    // the turn 2: the leader runs on at 73 %, an action stopped as equal after 40 wars shows 80 % of its own.
    // Paired on its 40 seeds it is level with the best: one place, "about equal"; a clearly worse one is below.
    const wins = (n: number, every: number): RolloutOutcome[] => Array.from({ length: n }, (_, k) => (k % every === 0 ? DEFEAT : 20));
    const best: RankedInput = { key: 0, outcomes: [...wins(40, 5), ...Array.from({ length: 160 }, (_, k) => (k % 3 === 0 ? DEFEAT : 20))], vp: 20 };
    const early: RankedInput = { key: 1, outcomes: wins(40, 5), vp: 20 };
    const worse: RankedInput = { key: 2, outcomes: wins(40, 2), vp: 20 };
    const ranked = rankAgainstBest([worse, early, best], best, INDIFFERENCE_MARGIN);
    expect(ranked.get(best)).toMatchObject({ place: 1, gap: null });
    expect(ranked.get(early)).toMatchObject({ place: 1, gap: { mean: 0, pairs: 40 } });
    expect(ranked.get(worse)!.place).toBe(2);
    expect(ranked.get(worse)!.gap!.mean + ranked.get(worse)!.gap!.margin).toBeLessThan(0); // surely below: its own place
    expect([best, early, worse].map((t) => ranked.get(t)!.order)).toEqual([0, 1, 2]);
  });

  it('made-up outcomes at three levels: three places, contiguous, each below the one with the better figure', () => {
    const st = lateWarAttack();
    const session = new AdvisorSession(st, { seed: 1, policy: 'greedy', maxPerAction: 100 });
    const groups = groupActions(st, legalActions(st));
    const levelOf = new Map(groups.map((g, i) => [g.members[0], i % 3])); // thirds win 9, 6 and 3 seeds in 10
    const outcome = (action: number, k: number): RolloutOutcome => (k % 10 < 9 - 3 * levelOf.get(action)! ? 20 : DEFEAT);
    for (let job = session.nextJob(); job !== null; job = session.nextJob()) session.addResult(madeUp(job, outcome), job.first);
    const answer = session.advice();
    expectReadable(answer);
    for (const a of answer.actions) {
      const level = levelOf.get(groups.find((g) => g.members.includes(a.actionIndex))!.members[0])!;
      expect(a.rank, `action ${a.actionIndex} at level ${level}`).toBe(level + 1);
    }
  });

  it('a real answer (greedy rollouts, small budget) is readable, and the same twice', () => {
    const st = lateWarAttack();
    const one = advise(st, { seed: 5, policy: 'greedy', maxPerAction: 40 });
    expectReadable(one);
    expect(advise(st, { seed: 5, policy: 'greedy', maxPerAction: 40 })).toEqual(one);
  });

  it('every update while an answer runs is readable too (the panel shows them as they come)', () => {
    const st = lateWarAttack();
    const seen: Advice[] = [];
    advise(st, { seed: 2, policy: 'greedy', maxPerAction: 40, onProgress: (a) => seen.push(a) });
    expect(seen.length).toBeGreaterThan(2);
    for (const a of seen) expectReadable(a);
  });
});
