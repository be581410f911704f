// The review of a war in the GameService (issue #34, main/review): started in the background and answered at
// once, progress pushed to the session that started it, the game playable meanwhile, stopped with what is
// done kept, resumed from there, a war in progress reviewed up to its present and extended later, a review of
// moves since taken back offered again with a sentence. On the toy engine, with a stand-in for the workers
// (tests/main/fixtures/fake-review-runner.ts: every move a decision); the workers' figures: review-pool.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewStatus } from '../../shared/review-status.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';
import { fakeDecision, fakeReviewDesk, fakeReviewRunner } from './fixtures/fake-review-runner.js';
import type { GameService } from '../../main/game-service.js';

afterEach(removeTempDirs);

const OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 } as const;

async function warOf(service: GameService, moves: number): Promise<string> {
  const id = (await service.newCampaign({ seed: 3, options: OPTIONS })).campaign.id;
  for (let i = 0; i < moves; i++) await service.act({ type: 'add', n: 1 }, await seenNow(service));
  return id;
}

/** Resolves with the first pushed status in `state`. */
function pushed(service: GameService, state: ReviewStatus['state']): Promise<ReviewStatus> {
  return new Promise((resolve) => {
    const off = service.onReview((s) => {
      if (s.state === state) {
        off();
        resolve(s);
      }
    });
  });
}

describe('the review of a war in the background', () => {
  it('answers at once with "running", pushes its progress, and is done with every decision reviewed', async () => {
    const runner = fakeReviewRunner({ held: true });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 4);
    const seen: ReviewStatus[] = [];
    kit.service.onReview((s) => seen.push(s));
    const done = pushed(kit.service, 'done');
    expect(await kit.service.startReview(id)).toMatchObject({ campaignId: id, state: 'running', done: 0, review: null, campaignMoves: 4 });
    expect(await kit.service.reviewStatus(id)).toMatchObject({ state: 'running' });
    runner.release(4);
    const final = await done;
    expect(final).toMatchObject({ campaignId: id, state: 'done', done: 4, total: 4, outdated: null, campaignMoves: 4 });
    expect(final.review?.decisions.map((d) => d.step)).toEqual([0, 1, 2, 3]);
    // Each step's shares reach across the parts to the next decision (the war is not over: the last has none).
    expect(final.review?.decisions[0].shares?.after).toBe(fakeDecision(1).best.armistice.value);
    expect(final.review?.decisions[3].shares).toBeNull();
    expect(seen[0]).toMatchObject({ state: 'running' });
    await expect.poll(async () => (await kit.service.reviewStatus(id)).state).toBe('done');
  });

  it('two quick starts start one review', async () => {
    const runner = fakeReviewRunner({ held: true });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 2);
    const [a, b] = await Promise.all([kit.service.startReview(id), kit.service.startReview(id)]);
    expect([a.state, b.state]).toEqual(['running', 'running']);
    expect(runner.runs).toHaveLength(1);
    await kit.service.stopReview(id);
  });

  it('the game stays playable while the review runs: a move is played at once', async () => {
    const runner = fakeReviewRunner({ held: true });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 3);
    await kit.service.startReview(id);
    const update = await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    expect(update.campaign.actionCount).toBe(4);
    expect(await kit.service.reviewStatus(id)).toMatchObject({ state: 'running', campaignMoves: 4 });
    await kit.service.stopReview(id);
  });

  it('stopped before its first decision: nothing is kept, and what is pushed is what is read (not reviewed)', async () => {
    const runner = fakeReviewRunner({ held: true });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 3);
    const heard: ReviewStatus[] = [];
    kit.service.onReview((s) => heard.push(s));
    await kit.service.startReview(id);
    await expect.poll(() => heard.some((s) => s.total === 3)).toBe(true); // the decisions counted, none done
    const stopped = await kit.service.stopReview(id);
    expect(stopped).toMatchObject({ state: 'none', done: 0, total: 0, review: null, problem: null });
    await expect.poll(() => heard.at(-1)?.state).toBe('none');
    expect(heard.at(-1)).toEqual(stopped);
    expect(await kit.service.reviewStatus(id)).toEqual(stopped);
    expect((await kit.library.record(id)).review).toBeUndefined();
  });

  it('stop keeps what is done; start again resumes from there, and the review is the one pass\'s', async () => {
    const runner = fakeReviewRunner({ held: true });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 5);
    await kit.service.startReview(id);
    runner.release(2);
    await expect.poll(async () => (await kit.service.reviewStatus(id)).done).toBe(2);
    const stopped = await kit.service.stopReview(id);
    expect(stopped).toMatchObject({ state: 'stopped', done: 2, total: 5 });
    expect(stopped.review?.moves).toBe(2);
    expect(await kit.service.reviewStatus(id)).toEqual(stopped);
    const done = pushed(kit.service, 'done');
    expect(await kit.service.startReview(id)).toMatchObject({ state: 'running', done: 2 });
    expect(runner.runs.at(-1)).toEqual({ from: 2, moves: 5 });
    runner.release(10);
    const resumed = await done;
    // One pass with no stop, for the figures to compare.
    const once = await toyService({ reviews: fakeReviewDesk() });
    const onceId = await warOf(once.service, 5);
    const oneDone = pushed(once.service, 'done');
    await once.service.startReview(onceId);
    expect(resumed.review).toEqual((await oneDone).review);
  });

  it('a war in progress is reviewed up to its present, and extended from there when it went on', async () => {
    const kit = await toyService({ reviews: fakeReviewDesk() });
    const id = await warOf(kit.service, 3);
    let done = pushed(kit.service, 'done');
    await kit.service.startReview(id);
    expect((await done).review?.moves).toBe(3);
    await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    expect(await kit.service.reviewStatus(id)).toMatchObject({ state: 'done', done: 3, campaignMoves: 5, review: { moves: 3 } });
    done = pushed(kit.service, 'done');
    await kit.service.startReview(id);
    const extended = await done;
    expect(extended).toMatchObject({ state: 'done', done: 5, campaignMoves: 5, review: { moves: 5 } });
    expect(extended.review?.decisions[2].shares?.after).toBe(fakeDecision(3).best.armistice.value); // joined across the seam
  });

  it('a review of moves since taken back is not shown as current: it is offered again, with a sentence', async () => {
    const kit = await toyService({ reviews: fakeReviewDesk() });
    const id = await warOf(kit.service, 3);
    const done = pushed(kit.service, 'done');
    await kit.service.startReview(id);
    await done;
    await kit.service.undo();
    await kit.service.act({ type: 'add', n: 2 }, await seenNow(kit.service));
    const status = await kit.service.reviewStatus(id);
    expect(status).toMatchObject({ state: 'none', review: null, done: 0, outdated: expect.stringMatching(/taken back.*review it again/) });
  });

  it('a review started in another tab is kept through the tab that plays the campaign, and its next move keeps it', async () => {
    const kit = await toyService({ reviews: fakeReviewDesk() });
    const id = await warOf(kit.service, 3);
    const other = kit.newSession();
    const done = pushed(other, 'done');
    await other.startReview(id);
    expect((await done).review?.moves).toBe(3);
    await expect.poll(async () => (await kit.library.record(id)).review?.state).toBe('done');
    await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service)); // the playing tab's autosave
    expect((await kit.library.record(id)).review).toMatchObject({ state: 'done', figures: { moves: 3 } });
    expect(await other.reviewStatus(id)).toMatchObject({ state: 'done', campaignMoves: 4 });
  });

  it('a campaign that is not in the library is refused with a plain sentence', async () => {
    const kit = await toyService({ reviews: fakeReviewDesk() });
    for (const call of [(id: string) => kit.service.reviewStatus(id), (id: string) => kit.service.startReview(id), (id: string) => kit.service.stopReview(id)]) {
      await expect(call('missing-campaign')).rejects.toThrow(/^That campaign cannot be read \(its file is missing\)\.$/);
    }
  });
});
