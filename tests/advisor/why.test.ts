// Issue #30, "Why, in the war's own terms, from the rollouts themselves": the best choice against the next place,
// one sentence from how the paired wars ended, only where the difference is clear at 95 %; its numbers are the
// rollouts' own. Known differences by construction, identical futures, and the session's answer end to end.
import { describe, expect, it } from 'vitest';
import { AdvisorSession, DEFEAT, whyBest, type AdvisorJob, type RolloutEnd, type RolloutResult } from '../../shared/advisor/index.js';
import { agrestiMin } from '../../shared/advisor/estimates.js';
import { runRollouts } from '../../shared/advisor/rollouts.js';
import { rolloutSeed } from '../../shared/advisor/seeds.js';
import { lateWarAttack } from './late-war.js';
import { adviceUpdate } from '../../main/advisor/advice-update.js';
import { adviceLines } from '../../tools/advice-text.js';
import { adviceShown } from '../../renderer/advisor/advice-view.js';

const won = (vp: number, rm = 3, unruhe = 1): RolloutEnd => ({ outcome: vp, turn: 27, front: null, parts: [-30, 5, 0, vp, 0], rm, unruhe });
const lost = (front: RolloutEnd['front'], turn = 15): RolloutEnd => ({ outcome: DEFEAT, turn, front, parts: null, rm: 0, unruhe: 5 });

/** 100 wars: Belgium breaks in `belgium` of them (the first ones), the rest end in a 40 VP Armistice. */
function wars(belgium: number): RolloutEnd[] {
  return Array.from({ length: 100 }, (_, k) => (k < belgium ? lost('belgium') : won(40)));
}

describe('why the best', () => {
  it('Belgium breaking in 5 % of the wars after the best against 30 % after the next: the sentence says so, with those figures', () => {
    const why = whyBest(wars(5), wars(30), 3);
    expect(why).not.toBeNull();
    expect(why!.text).toContain('Belgium broke in 5 % of the wars instead of 30 %');
    expect(why!.against).toBe(3);
    // recomputed from the ends
    const x = wars(5).map((e) => (e.front === 'belgium' ? 1 : 0));
    const y = wars(30).map((e) => (e.front === 'belgium' ? 1 : 0));
    expect(why!.best).toBe(0.05);
    expect(why!.other).toBe(0.3);
    expect(why!.pairs).toBe(100);
    const d = agrestiMin(x, y)!;
    expect(why!.difference).toBeCloseTo(d.mean, 12);
    expect(why!.margin).toBeCloseTo(d.margin, 12);
    expect(Math.abs(d.mean)).toBeGreaterThan(d.margin);
  });

  it('two choices with identical futures: no sentence', () => {
    const same = Array.from({ length: 100 }, (_, k) => (k % 7 === 0 ? lost('france', 10 + (k % 5)) : won(30 + (k % 11), k % 4, k % 3)));
    expect(whyBest(same, same, 1)).toBeNull();
  });

  it('a difference within the noise (Belgium 2 wars against 3): no sentence', () => {
    expect(whyBest(wars(2), wars(3), 1)).toBeNull();
  });

  it('under 20 paired wars: no sentence, however large the difference looks', () => {
    expect(whyBest(wars(0).slice(0, 10), wars(10).slice(0, 10), 1)).toBeNull();
  });

  it('Armistices alike in number but the best keeps more Cities in Ruhe: the VP item, its means recomputed', () => {
    const best = Array.from({ length: 60 }, (_, k) => won(8 + (k % 3)));
    const other = Array.from({ length: 60 }, (_, k) => won(5 + (k % 3)));
    const why = whyBest(best, other, 2)!;
    expect(why.text).toContain('VP for the Cities in Ruhe instead of');
    const mean = (v: RolloutEnd[]): number => v.reduce((s, e) => s + e.parts![3], 0) / v.length;
    expect(why.best).toBeCloseTo(mean(best), 12);
    expect(why.other).toBeCloseTo(mean(other), 12);
    expect(why.text).toContain(`${why.best.toFixed(1)} VP for the Cities in Ruhe instead of ${why.other.toFixed(1)}`);
  });
});

/** Results of a job made up from ends by (action, rollout). */
function madeUp(job: AdvisorJob, end: (action: number, k: number) => RolloutEnd): RolloutResult[] {
  return job.actionIndices.map((actionIndex) => {
    const ends = job.seeds.map((_, i) => end(actionIndex, job.first + i));
    const outcomes = ends.map((e) => e.outcome);
    const vp = outcomes.filter((o): o is number => o !== DEFEAT);
    return { actionIndex, n: outcomes.length, armistice: vp.length, vpSum: vp.reduce((x, v) => x + v, 0), vpSqSum: vp.reduce((x, v) => x + v * v, 0), outcomes, ends, met: 0 };
  });
}

describe('the answer\'s why', () => {
  it('the session compares the best with the first row of the next place, on the rollouts it counted', () => {
    const st = lateWarAttack();
    const session = new AdvisorSession(st, { seed: 3, policy: 'strong' });
    const firsts = new Set<number>();
    // the first action: Belgium breaks in 1 war of 10; every other: in 4 of 10
    const end = (a: number, k: number): RolloutEnd => ((a === 0 ? k % 10 === 0 : k % 10 < 4) ? lost('belgium') : won(40));
    for (let job = session.nextJob(); job !== null; job = session.nextJob()) {
      job.actionIndices.forEach((a) => firsts.add(a));
      session.addResult(madeUp(job, end), job.first);
    }
    const answer = session.advice();
    const best = answer.actions.find((a) => a.best)!;
    expect(best.actionIndex).toBe(0);
    const next = answer.actions.filter((a) => a.rank > best.rank).sort((a, b) => a.order - b.order)[0];
    expect(answer.why).toBeTruthy();
    expect(answer.why!.against).toBe(next.actionIndex);
    const pairs = Math.min(best.rollouts, next.rollouts);
    expect(answer.why!.pairs).toBe(pairs);
    const share = (a: number): number => Array.from({ length: pairs }, (_, k) => end(a, k)).filter((e) => e.front === 'belgium').length / pairs;
    expect(answer.why!.best).toBeCloseTo(share(0), 12);
    expect(answer.why!.other).toBeCloseTo(share(next.actionIndex), 12);
    expect(answer.why!.text).toContain(`Belgium broke in ${Math.round(share(0) * 100)} % of the wars instead of ${Math.round(share(next.actionIndex) * 100)} %`);
  });

  it('the sentence reaches the app\'s update, the panel and kk advise, naming the other choice by its label', () => {
    const why = whyBest(wars(5), wars(30), 1)!;
    const advice = { actions: [], rolloutsDone: 200, rolloutsMet: 0, rolloutsMax: 200, done: true, why };
    const u = adviceUpdate({ askId: 1, campaignId: 'c', actionCount: 0, labels: ['Attack Belgium', 'Attack Serbia'], startedAt: 0 }, advice, 'done', 1000);
    expect(u.why).toBe('Why: after the best choice, Belgium broke in 5 % of the wars instead of 30 % after “Attack Serbia” (the same 100 wars, clear at 95 %).');
    expect(adviceShown(u, []).why).toBe(u.why);
    expect(adviceLines(u)).toContain(`  ${u.why}`);
    expect(adviceUpdate({ askId: 1, campaignId: 'c', actionCount: 0, labels: [], startedAt: 0 }, { ...advice, why: null }, 'done', 1000).why).toBeNull();
  });

  it('the rollouts keep each war\'s end facts, consistent with its outcome (the outcomes themselves unchanged)', () => {
    const st = lateWarAttack();
    const seeds = Array.from({ length: 6 }, (_, k) => rolloutSeed(5, k));
    const [r] = runRollouts(st, [0], seeds, 'strong');
    expect(r.ends!.map((e) => e.outcome)).toEqual(r.outcomes);
    for (const e of r.ends!) {
      if (e.outcome === DEFEAT) expect(e.front).not.toBeNull();
      else expect(e.parts!.reduce((s, v) => s + v, 0) + 30).toBe(e.outcome); // base 30 + the items (§15.3)
    }
  });
});

describe('a why the figures can show', () => {
  it('a clear difference too small for its printed figures ("8.0 instead of 8.0"): no sentence', () => {
    const best = Array.from({ length: 100 }, () => won(8));
    // 100 of 100 pairs 0.02 VP apart: clear at 95 %, yet both print as 8.0
    const above = best.map((e) => ({ ...e, parts: [-30, 5, 0, 8.02, 0] as const }));
    expect(whyBest(above, best, 1)).toBeNull();
    // 2 pairs of 100 apart: not clear
    const other = Array.from({ length: 100 }, (_, k) => (k < 2 ? won(7) : won(8)));
    expect(whyBest(best, other, 1)).toBeNull();
  });
});

describe('a difference worth saying', () => {
  it('a clear 0.1 VP gap ("6.7 instead of 6.6", the middle bench position\'s): no sentence; 0.5 VP and up: said', () => {
    const base = Array.from({ length: 200 }, (_, k) => won(6 + (k % 2)));
    // every pair 0.1 VP apart: clear at 95 % over 200 wars, and shown differently once rounded, yet too small to matter
    const slightly = base.map((e) => ({ ...e, parts: [-30, 5, 0, e.parts![3] + 0.1, 0] as const }));
    expect(whyBest(slightly, base, 1)).toBeNull();
    const clearly = base.map((e) => ({ ...e, parts: [-30, 5, 0, e.parts![3] + 0.5, 0] as const }));
    const why = whyBest(clearly, base, 1)!;
    expect(why.difference).toBeCloseTo(0.5, 12);
    expect(why.text).toContain('VP for the Cities in Ruhe instead of');
  });

  it('a front breaking 2 points less often over 1,000 wars: no sentence; 5 points: said', () => {
    const other = Array.from({ length: 1000 }, (_, k) => (k < 100 ? lost('belgium') : won(40)));
    const twoLess = Array.from({ length: 1000 }, (_, k) => (k < 80 ? lost('belgium') : won(40)));
    expect(whyBest(twoLess, other, 1)).toBeNull();
    const fiveLess = Array.from({ length: 1000 }, (_, k) => (k < 50 ? lost('belgium') : won(40)));
    expect(whyBest(fiveLess, other, 1)!.says).toMatch(/^Belgium broke in 5 % of the wars instead of 10 %/);
  });
});
