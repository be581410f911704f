// Issue #15: the "Ask the General Staff" panel's words: percentages and margins, VP, ranking and the best row.
import { describe, expect, it } from 'vitest';
import { ADVICE_METHOD, RANKING_EXPLAINED, adviceRows, adviceShown, armisticeText, percent, statusText, vpText } from '../../renderer/advisor/advice-view.js';
import type { AdviceUpdate, AdvisedAction } from '../../shared/ipc.js';

function action(actionIndex: number, rank: number, value: number, over: Partial<AdvisedAction> = {}): AdvisedAction {
  return {
    actionIndex, label: `engine words ${actionIndex}`, rank, order: rank * 10 + actionIndex, best: false, gap: null, rollouts: 100, settled: false, stoppedBy: null, sameAs: [],
    armistice: { value, low: value - 0.04, high: value + 0.035 }, vp: { mean: 16.66, margin: 1.24 }, ...over,
  };
}

function update(over: Partial<AdviceUpdate> = {}): AdviceUpdate {
  return { askId: 3, campaignId: 'c', actionCount: 9, status: 'running', progress: 0.25, rolloutsDone: 150, actions: [], seconds: 1.26, ...over };
}

describe('advice view (#15)', () => {
  it('words a share as a whole percentage, never 0 % or 100 % for a share that is neither', () => {
    expect(percent(0.314)).toBe('31 %');
    expect(percent(0)).toBe('0 %');
    expect(percent(0.003)).toBe('< 1 %');
    expect(percent(0.998)).toBe('> 99 %');
    expect(percent(1)).toBe('100 %');
  });

  it('gives the Armistice chance with the wider half of its 95 % interval, rounded up', () => {
    expect(armisticeText({ value: 0.31, low: 0.27, high: 0.345 })).toBe('31 % ± 4');
    expect(armisticeText({ value: 0.31, low: 0.28, high: 0.361 })).toBe('31 % ± 6');
    expect(armisticeText({ value: 0, low: 0, high: 0 })).toBe('0 % ± 0');
  });

  it('gives the VP of the Armistices with its margin, or says none was reached', () => {
    expect(vpText({ mean: 16.66, margin: 1.24 })).toBe('16.7 VP ± 1.2');
    expect(vpText(null)).toBe('no Armistice yet');
    expect(vpText({ mean: 31, margin: null })).toBe('31.0 VP (one Armistice so far)');
  });

  it('ranks the rows by the advisor\'s rank, ties in the prompt\'s order, and marks the rank-1 rows best', () => {
    const rows = adviceRows([action(0, 3, 0.1), action(1, 1, 0.4), action(2, 2, 0.3), action(3, 1, 0.4)], ['Pass', 'Attack Verdun', 'Attack Riga', 'Attack Verdun (Krupp)']);
    expect(rows.map((r) => r.index)).toEqual([1, 3, 2, 0]);
    expect(rows.map((r) => r.best)).toEqual([true, true, false, false]);
    expect(rows[0]).toMatchObject({ label: 'Attack Verdun', armistice: '40 % ± 4', vp: '16.7 VP ± 1.2', rollouts: '100 wars played', rank: 1 });
  });

  it('issue #30: each row shows the figure its place was decided on, a shared place has one line saying so, and ± is explained', () => {
    const gap = (mean: number, margin: number) => ({ mean, margin, pairs: 40, vp: null });
    const rows = adviceRows([
      action(0, 2, 0.62, { order: 3, gap: gap(-0.111, 0.071) }),
      action(1, 1, 0.73, { order: 0, best: true }),
      action(2, 1, 0.8, { order: 1, gap: gap(0.004, 0.058), rollouts: 40 }),
      action(3, 1, 0.79, { order: 2, gap: gap(-0.02, 0.03), vp: { mean: 15, margin: 1 } }),
    ], ['Pass', 'Attack the Serbian 1st Army', 'Attack the Border Forts', 'Attack Riga']);
    expect(rows.map((r) => r.index)).toEqual([1, 2, 3, 0]); // the advisor's order, never re-sorted by rank and prompt
    expect(rows.map((r) => r.gap)).toEqual(['the best: the others are compared with it', 'level with the best ± 6', '2 points below the best ± 3', '11 points below the best ± 8']);
    expect(rows.map((r) => r.group)).toEqual(['About equal (3 choices): Armistice 73–80 %; the General Staff cannot tell them apart, listed by the VP of their Armistices', null, null, null]);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 1, 2]);
    expect(rows.map((r) => r.best)).toEqual([true, true, true, false]);
    expect(adviceShown(update(), []).explained).toBe(RANKING_EXPLAINED);
    expect(RANKING_EXPLAINED).toMatch(/95 % interval/);
    expect(RANKING_EXPLAINED).toMatch(/wars played differ/);
    expect(RANKING_EXPLAINED).toMatch(/within 5 points/);
  });

  it('names each row as the prompt button does, the advisor\'s words only when the prompt has none', () => {
    const rows = adviceRows([action(0, 1, 0.2), action(1, 2, 0.1)], ['Attack Verdun · 4+: 50 %']);
    expect(rows.map((r) => r.label)).toEqual(['Attack Verdun · 4+: 50 %', 'engine words 1']);
  });

  it('marks no row best before any rollout was played', () => {
    expect(adviceRows([action(0, 1, 0, { rollouts: 0, vp: null })], ['Pass'])[0].best).toBe(false);
  });

  it('says where the answer stands and keeps the progress between 0 and 1', () => {
    expect(statusText(update())).toBe('Estimating… 150 wars played so far (25 %).');
    expect(statusText(update({ status: 'done', rolloutsDone: 1000 }))).toBe('Done: 1000 wars played in 1.3 s.');
    expect(statusText(update({ status: 'cancelled', rolloutsDone: 1 }))).toMatch(/^Cancelled after 1 war played\./);
    expect(adviceShown(update({ progress: 1.2 }), []).progress).toBe(1);
  });

  it('tells the player the choice is theirs and the dice were fresh', () => {
    expect(ADVICE_METHOD).toMatch(/choice is yours/);
    expect(ADVICE_METHOD).toMatch(/fresh dice/);
  });
});
