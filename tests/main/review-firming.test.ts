// The review's second pass in the GameService (issue #34, main/review/review-desk.ts): once the first pass covers
// every move, its turning-point candidates are firmed up at the General Staff's full budget in the workers, with
// progress (ReviewStatus.pass 'firming'), stopped and resumed like the first pass, and the kept review says it
// is firmed up. A review whose worker fails stops, kept as far as it went, with a sentence for the player
// (ReviewStatus.problem) and a line in the diagnostics log. On the toy engine with the stand-in for the workers
// (tests/main/fixtures/fake-review-runner.ts), and once with a real worker thread that throws.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewStatus } from '../../shared/review-status.js';
import { setProblemSink } from '../../main/diagnostics/problems.js';
import { ReviewDesk } from '../../main/review/review-desk.js';
import { ReviewPool, type ReviewRunner } from '../../main/review/review-pool.js';
import type { GameService } from '../../main/game-service.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';
import { FAKE_REVIEW_SETTINGS, fakeReviewDesk, fakeReviewRunner } from './fixtures/fake-review-runner.js';

afterEach(() => {
  setProblemSink(null);
  return removeTempDirs();
});

const OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 } as const;

async function warOf(service: GameService, moves: number): Promise<string> {
  const id = (await service.newCampaign({ seed: 3, options: OPTIONS })).campaign.id;
  for (let i = 0; i < moves; i++) await service.act({ type: 'add', n: 1 }, await seenNow(service));
  return id;
}

/** Resolves with the first pushed status that `wanted` accepts. */
function pushed(service: GameService, wanted: (s: ReviewStatus) => boolean): Promise<ReviewStatus> {
  return new Promise((resolve) => {
    const off = service.onReview((s) => {
      if (wanted(s)) {
        off();
        resolve(s);
      }
    });
  });
}

const isDone = (s: ReviewStatus): boolean => s.state === 'done';

describe('firming up the turning points after the first pass', () => {
  it('firms up the candidates at the full budget, with its own progress, and the kept review says it is firmed up', async () => {
    const runner = fakeReviewRunner({ held: true, blunders: [1, 3] });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 5);
    const firming = pushed(kit.service, (s) => s.pass === 'firming');
    const done = pushed(kit.service, isDone);
    await kit.service.startReview(id);
    runner.release(5); // the first pass: every move a decision
    expect(await firming).toMatchObject({ state: 'running', pass: 'firming', done: 0, total: 2, review: { moves: 5 } });
    expect(runner.firmings).toEqual([[1, 3]]);
    // Kept as the first pass ends: a crash while firming up loses only the firming up.
    await expect.poll(async () => (await kit.library.record(id)).review).toMatchObject({ state: 'stopped', firmed: false, figures: { moves: 5 } });
    runner.release(1);
    await expect.poll(async () => (await kit.service.reviewStatus(id)).done).toBe(1);
    expect(await kit.service.reviewStatus(id)).toMatchObject({ state: 'running', pass: 'firming', done: 1, total: 2 });
    runner.release(1);
    const final = await done;
    expect(final).toMatchObject({ state: 'done', pass: 'first', done: 5, total: 5, problem: null });
    const decisions = final.review!.decisions;
    expect(decisions.map((d) => d.firm)).toEqual([false, true, false, true, false]);
    expect(decisions[1]).toMatchObject({ turningPoint: true, why: 'The best kept more armies in the field.', rollouts: 32 });
    await expect.poll(async () => (await kit.library.record(id)).review).toMatchObject({ state: 'done', firmed: true });
    expect(await kit.service.reviewStatus(id)).toMatchObject({ state: 'done', review: final.review });
    // Done and firmed up: started again, nothing is estimated again.
    expect(await kit.service.startReview(id)).toMatchObject({ state: 'done' });
    expect(runner.runs).toHaveLength(1);
    expect(runner.firmings).toHaveLength(1);
  });

  it('a war without candidates is done after the first pass, firmed up (nothing to firm)', async () => {
    const runner = fakeReviewRunner();
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 3);
    const done = pushed(kit.service, isDone);
    await kit.service.startReview(id);
    expect((await done).review?.decisions.every((d) => !d.firm)).toBe(true);
    expect(runner.firmings).toEqual([]);
    await expect.poll(async () => (await kit.library.record(id)).review).toMatchObject({ state: 'done', firmed: true });
  });

  it('stopped while firming up: kept as far as it went; started again, only the rest is firmed up, and the figures are one run\'s', async () => {
    const runner = fakeReviewRunner({ held: true, blunders: [1, 3] });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 5);
    await kit.service.startReview(id);
    runner.release(6); // the first pass and one candidate
    await expect.poll(async () => (await kit.service.reviewStatus(id))).toMatchObject({ pass: 'firming', done: 1 });
    const stopped = await kit.service.stopReview(id);
    expect(stopped).toMatchObject({ state: 'stopped', pass: 'firming', done: 1, total: 2 });
    expect(stopped.review?.decisions.map((d) => d.firm)).toEqual([false, true, false, false, false]);
    expect(await kit.service.reviewStatus(id)).toEqual(stopped); // read back from the record
    expect((await kit.library.record(id)).review).toMatchObject({ state: 'stopped', firmed: false });
    const done = pushed(kit.service, isDone);
    expect(await kit.service.startReview(id)).toMatchObject({ state: 'running', pass: 'firming', done: 1, total: 2 });
    expect(runner.runs).toHaveLength(1); // the first pass is not made again
    expect(runner.firmings).toEqual([[1, 3], [3]]);
    runner.release(10);
    const resumed = await done;
    const once = await toyService({ reviews: fakeReviewDesk(fakeReviewRunner({ blunders: [1, 3] })) });
    const onceId = await warOf(once.service, 5);
    const oneDone = pushed(once.service, isDone);
    await once.service.startReview(onceId);
    expect(resumed.review).toEqual((await oneDone).review);
  });

  it('a war that went on: its new moves reviewed, then only their candidates firmed up', async () => {
    const runner = fakeReviewRunner({ blunders: [1, 4] });
    const kit = await toyService({ reviews: fakeReviewDesk(runner) });
    const id = await warOf(kit.service, 3);
    let done = pushed(kit.service, isDone);
    await kit.service.startReview(id);
    await done;
    for (let i = 0; i < 2; i++) await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    done = pushed(kit.service, isDone);
    await kit.service.startReview(id);
    const extended = await done;
    expect(runner.runs).toEqual([{ from: 0, moves: 3 }, { from: 3, moves: 5 }]);
    expect(runner.firmings).toEqual([[1], [4]]);
    expect(extended.review?.decisions.map((d) => d.firm)).toEqual([false, true, false, false, true]);
  });
});

describe('a review whose worker fails', () => {
  it('a real worker thread that throws: the review stops with a sentence for the player, and the diagnostics log hears it', async () => {
    const logged: string[] = [];
    setProblemSink((source, message) => logged.push(`${source}: ${message}`));
    const broken = new ReviewPool(1, { code: 'throw new Error("the worker broke")', eval: true, source: 'a broken worker' });
    const kit = await toyService({ reviews: new ReviewDesk(broken, FAKE_REVIEW_SETTINGS) });
    const id = await warOf(kit.service, 3);
    const over = pushed(kit.service, (s) => s.state !== 'running');
    await kit.service.startReview(id);
    // Nothing was done, so nothing is kept (never "what it had done is kept"): the war reads as not reviewed,
    // with the sentence, until the review is started again.
    const sentence = 'The review stopped before it had reviewed any decision: one of its worker threads failed (“the worker broke”). Start it again to try once more.';
    const said = await over;
    expect(said).toMatchObject({ state: 'none', done: 0, review: null, problem: sentence });
    expect(await kit.service.reviewStatus(id)).toEqual(said);
    expect((await kit.library.record(id)).review).toBeUndefined();
    expect(logged.filter((l) => l.startsWith('the review: '))).toEqual([expect.stringMatching(/^the review: .*the worker broke/)]);
  }, 60_000);

  it('fails after counting the decisions but before any is done: what is pushed is what is read afterwards', async () => {
    const fake = fakeReviewRunner({ held: true });
    const failing: ReviewRunner = {
      run: (war, from, settings, listener) => fake.run(war, from, settings, {
        ...listener,
        steps: (steps) => {
          listener.steps(steps);
          setImmediate(() => listener.failed('the war cannot be replayed here'));
        },
      }),
      firm: (...args) => fake.firm(...args),
    };
    const kit = await toyService({ reviews: new ReviewDesk(failing, FAKE_REVIEW_SETTINGS) });
    const id = await warOf(kit.service, 4);
    const over = pushed(kit.service, (s) => s.state !== 'running');
    await kit.service.startReview(id);
    const said = await over;
    expect(said).toMatchObject({ state: 'none', done: 0, total: 0, review: null, problem: expect.stringMatching(/^The review stopped before it had reviewed any decision: .*the war cannot be replayed here.*Start it again/) });
    expect(await kit.service.reviewStatus(id)).toEqual(said);
    // Started again, the sentence goes.
    expect(await kit.service.startReview(id)).toMatchObject({ state: 'running', problem: null });
  });

  it('fails part way: what was done is kept; started again, the sentence goes and the review goes on from there', async () => {
    const fake = fakeReviewRunner({ blunders: [1] });
    let failures = 1;
    const failing: ReviewRunner = {
      run: (war, from, settings, listener) => {
        if (failures === 0) return fake.run(war, from, settings, listener);
        // Two parts, then the worker fails.
        return fake.run(war, from, settings, {
          ...listener,
          part: (at, review) => {
            listener.part(at, review);
            if (at === 1 && failures-- > 0) listener.failed('Worker terminated due to reaching memory limit: JS heap out of memory');
          },
          finished: () => undefined,
        });
      },
      firm: (...args) => fake.firm(...args),
    };
    const kit = await toyService({ reviews: new ReviewDesk(failing, FAKE_REVIEW_SETTINGS) });
    const id = await warOf(kit.service, 4);
    const stopped = pushed(kit.service, (s) => s.state === 'stopped');
    await kit.service.startReview(id);
    expect(await stopped).toMatchObject({ state: 'stopped', pass: 'first', done: 2, total: 4, problem: 'The review stopped: the computer ran out of memory for it. What it had done is kept: start it again to go on from there.' });
    const done = pushed(kit.service, isDone);
    expect(await kit.service.startReview(id)).toMatchObject({ state: 'running', problem: null, done: 2 });
    expect(await done).toMatchObject({ state: 'done', done: 4, problem: null });
    expect(fake.runs.at(-1)).toEqual({ from: 2, moves: 4 });
  });
});
