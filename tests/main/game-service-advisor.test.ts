// GameService.askAdvisor / cancelAdvisor (issue #15): an answer for the campaign in play, pushed to the
// listeners as it firms up, labelled in words; refused on a finished war; cancelled by a move or by asking.
import { afterEach, describe, expect, it } from 'vitest';
import type { Advice } from '../../shared/advisor/index.js';
import type { AdviceUpdate } from '../../shared/ipc.js';
import type { AdvisorPort } from '../../main/game-service.js';
import { toyService } from './fixtures/service.js';
import { fakeAdvisor } from './fixtures/fake-advisor.js';
import { removeTempDirs } from './fixtures/setup.js';
import { TOY_LENGTH } from './fixtures/toy-engine.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

/** An advisor that answers only when the test says so (or resolves null when cancelled). */
function heldAdvisor(): AdvisorPort & { finish(): void; progress(): void; readonly cancelled: number } {
  const done: Advice = fakeAdviceOf();
  let finish: (a: Advice | null) => void = () => {};
  let onProgress: (a: Advice) => void = () => {};
  let cancelled = 0;
  return {
    get cancelled() {
      return cancelled;
    },
    advise(_st, _opts, progress) {
      onProgress = progress;
      const result = new Promise<Advice | null>((resolve) => (finish = resolve));
      return {
        result,
        cancel: () => {
          cancelled++;
          finish(null);
        },
      };
    },
    finish: () => finish(done),
    progress: () => onProgress({ ...done, rolloutsDone: 100, done: false }),
    close: () => Promise.resolve(),
  };
}

function fakeAdviceOf(): Advice {
  let advice: Advice | null = null;
  fakeAdvisor(3).advise(null as never, { seed: 1, policy: 'greedy' }, (a) => (advice = a));
  return advice!;
}

describe('GameService advisor', () => {
  it('answers for the position in play, each action labelled, progress pushed before the final update', async () => {
    const advisor = heldAdvisor();
    const kit = await toyService({ advisor });
    const id = (await kit.service.newCampaign({ seed: 3, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } })).campaign.id;
    await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    const pushed: AdviceUpdate[] = [];
    kit.service.onAdvice((u) => pushed.push(u));
    const asked = kit.service.askAdvisor();
    advisor.progress();
    advisor.finish();
    const final = await asked;
    expect(final).toMatchObject({ status: 'done', campaignId: id, actionCount: 1, progress: 1, rolloutsDone: 300 });
    expect(final.actions.map((a) => a.label)).toEqual(['Choose this', 'Choose this', 'Choose this']); // the toy's actions have no words of their own
    expect(pushed.map((u) => u.status)).toEqual(['running', 'running', 'done']);
    expect(pushed[0].progress).toBe(0);
    expect(new Set(pushed.map((u) => u.askId))).toEqual(new Set([final.askId]));
  });

  it('a move cancels the answer running; cancelAdvisor does too; asking again cancels the previous ask', async () => {
    const advisor = heldAdvisor();
    const kit = await toyService({ advisor });
    await kit.service.newCampaign({ seed: 3, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    const first = kit.service.askAdvisor();
    await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    expect(await first).toMatchObject({ status: 'cancelled', actionCount: 0 });
    const second = kit.service.askAdvisor();
    await kit.service.cancelAdvisor();
    expect((await second).status).toBe('cancelled');
    const third = kit.service.askAdvisor();
    const fourth = kit.service.askAdvisor();
    expect((await third).status).toBe('cancelled');
    advisor.finish();
    expect(await fourth).toMatchObject({ status: 'done', actionCount: 1 });
    expect(advisor.cancelled).toBe(3);
    await kit.service.cancelAdvisor(); // nothing running: nothing happens
    expect(advisor.cancelled).toBe(3);
  });

  it('never advises on a finished war, nor without a campaign', async () => {
    const advisor = fakeAdvisor();
    const kit = await toyService({ advisor });
    await expect(kit.service.askAdvisor()).rejects.toThrow(/No campaign is in play/);
    await kit.service.newCampaign({ seed: 3, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    for (let i = 0; i < TOY_LENGTH; i++) await kit.service.act({ type: 'add', n: 1 }, await seenNow(kit.service));
    await expect(kit.service.askAdvisor()).rejects.toThrow(/war is over/);
    expect(advisor.asked).toBe(0);
  });
});
