// Issue #15: the "Ask the General Staff" panel's words: percentages and margins, VP, ranking and the best row.
import { describe, expect, it } from 'vitest';
import { ADVICE_METHOD, adviceRows, adviceShown, armisticeText, percent, statusText, vpText } from '../../renderer/advisor/advice-view.js';
import type { AdviceUpdate, AdvisedAction } from '../../shared/ipc.js';

function action(actionIndex: number, rank: number, value: number, over: Partial<AdvisedAction> = {}): AdvisedAction {
  return {
    actionIndex, label: `engine words ${actionIndex}`, rank, rollouts: 100, settled: false, stoppedBy: null, sameAs: [],
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
