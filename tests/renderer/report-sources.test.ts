// What the app writes its after-action report from (issue #34, renderer/review/report-sources.ts), with a fake
// main: the kept review when there is one and it is of this rules edition, a sentence when it is outdated or
// unfinished, the choices' words at every turning point and the board's picture at the costliest MAX_PICTURES.
import { describe, expect, it } from 'vitest';
import type { GameApi } from '../../shared/ipc.js';
import type { ReportReview } from '../../shared/review/report/index.js';
import { REVIEW_STAFF_VERSION } from '../../shared/review/index.js';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { MAX_PICTURES, reportInputOf } from '../../renderer/review/report-sources.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function decision(step: number, turningPoint: boolean, mean: number): ReportReview['decisions'][number] {
  const chance = { value: 0.5, low: 0.4, high: 0.6 };
  return {
    step, turn: 1 + Math.floor(step / 10), rule: '§10', text: 'Attack?', chosen: { actionIndex: 1, armistice: chance }, best: { actionIndex: 0, armistice: chance },
    gap: turningPoint ? { mean, margin: 0.02, pairs: 100 } : null, rollouts: 40, shares: null, turningPoint, why: null, firm: false,
  };
}

const review: ReportReview = {
  budget: 20, rollBudget: 0, seed: 1, policy: 'strong', edition: CURRENT_RULES_EDITION, staffVersion: REVIEW_STAFF_VERSION, from: 0, moves: 120, result: null, rolls: [],
  decisions: [...Array.from({ length: MAX_PICTURES + 2 }, (_, i) => decision(10 * i, true, -0.1 - i / 100)), decision(5, false, 0)],
};

function fakeApi(status: unknown): { api: GameApi; asked: number[] } {
  const asked: number[] = [];
  const api = {
    history: () => Promise.resolve({ id: 'c1', seed: 1, length: 120, marks: [{ turn: 1, phase: 0 }], lineCounts: [0], log: [], finished: false, notes: '', bookmarks: [] }),
    campaignStory: () => Promise.resolve({ id: 'c1', seed: 1, turns: [{ turn: 1, vp: 40, unruhe: 0, rm: 2 }], over: null, surrenders: [], usaAtWar: null, defeatChecksSurvived: 0, moves: 120 }),
    listCampaigns: () => Promise.resolve({ campaigns: [{ id: 'c1', name: 'The long war', started: '2026-11-01T09:00:00.000Z', lastPlayed: '2026-11-02T09:00:00.000Z' }], deleted: [], problems: [] }),
    getSettings: () => Promise.resolve({ colourBlind: true }),
    historyAt: (_id: string, step: number) => {
      asked.push(step);
      return Promise.resolve({ id: 'c1', step, board: { prompt: { kind: 'attack-or-pass', actions: [{ type: 'done' }, { type: 'done' }] }, boxes: {}, air: { german: false } }, events: [] });
    },
    reviewStatus: () => Promise.resolve(status),
  } as unknown as GameApi;
  return { api, asked };
}

const kept = (over: object) => ({ campaignId: 'c1', state: 'done', done: 11, total: 11, review, outdated: null, campaignMoves: 120, ...over });

describe('the app\'s after-action report sources', () => {
  it('takes the kept review: the words at every turning point, the board drawn at the costliest MAX_PICTURES in the player\'s palette', async () => {
    const { api, asked } = fakeApi(kept({}));
    const drawn: string[] = [];
    const input = await reportInputOf(api, 'c1', (_view, palette) => { drawn.push(palette); return Promise.resolve(PNG); });
    expect(input.name).toBe('The long war');
    expect(input.review).toBe(review);
    expect(input.reviewNote).toBeNull();
    expect(asked).toEqual(review.decisions.filter((d) => d.turningPoint).map((d) => d.step));
    expect([...input.choiceWords!.keys()]).toEqual(asked);
    // The most costly are the last ones (their gap is the lowest).
    expect([...input.pictures!.keys()].sort((a, b) => a - b)).toEqual(asked.slice(2));
    expect(drawn).toEqual(Array(MAX_PICTURES).fill('colour-blind'));
  });

  it('leaves an outdated review out, saying why; an unfinished one is shown with how far it got', async () => {
    const outdated = await reportInputOf(fakeApi(kept({ outdated: 'This review was made under rules edition 3.' })).api, 'c1', null);
    expect(outdated.review).toBeNull();
    expect(outdated.reviewNote).toBe('This review was made under rules edition 3. It is left out of this report: review the war again to have its figures here.');
    const stopped = await reportInputOf(fakeApi(kept({ state: 'stopped', done: 4 })).api, 'c1', null);
    expect(stopped.review).toBe(review);
    expect(stopped.reviewNote).toBe("The General Staff's review is not finished: it covers 4 of 11 decisions.");
    expect(stopped.pictures!.size).toBe(0); // no board to draw with
  });

  it('an outdated review as main reads it (its figures not sent, only why): the report says so, never "not reviewed"', async () => {
    const why = 'This war was reviewed by an earlier General Staff, which estimates differently, so its figures are not today\'s: review it again.';
    const { api, asked } = fakeApi(kept({ state: 'none', review: null, done: 0, total: 0, outdated: why }));
    const input = await reportInputOf(api, 'c1', () => Promise.resolve(PNG));
    expect(input.review).toBeNull();
    expect(input.reviewNote).toBe(`${why} It is left out of this report: review the war again to have its figures here.`);
    expect(asked).toEqual([]);
  });

  it('without a review kept: no figures, and nothing asked of History', async () => {
    for (const status of [kept({ state: 'none', review: null, done: 0, total: 0 })]) {
      const { api, asked } = fakeApi(status);
      const input = await reportInputOf(api, 'c1', () => Promise.resolve(PNG));
      expect(input.review).toBeNull();
      expect(input.reviewNote).toBeNull();
      expect(asked).toEqual([]);
    }
  });
});
