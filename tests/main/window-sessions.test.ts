// Electron's side of one campaign per window (issue #28): main/window-sessions.ts gives each webContents a
// session of its own, through the same IPC handlers main/index.ts registers. Fake webContents (the Electron
// binary cannot run here); the sessions, the library and the files on disk are real.
import { existsSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { registerIpcHandlers } from '../../main/ipc.js';
import { TAKEN_BY_ANOTHER_TAB } from '../../main/open-campaigns.js';
import { makeSenderCheck } from '../../main/sender-check.js';
import { windowSessions, type SessionContents } from '../../main/window-sessions.js';
import { channelOf, EVENTS_CHANNEL, REVIEW_CHANNEL, TAKEN_CHANNEL, type ApiMethod, type CampaignUpdate, type LoadResult, type ReviewStatus } from '../../shared/ipc.js';
import { FakeIpcMain, GAME_PAGE } from './fixtures/fake-ipc.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';

afterEach(removeTempDirs);

const OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 };

class FakeContents implements SessionContents {
  static next = 1;
  readonly id = FakeContents.next++;
  readonly sent: [string, unknown][] = [];
  private destroyed: (() => void)[] = [];
  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }
  isDestroyed(): boolean {
    return false;
  }
  once(_event: 'destroyed', listener: () => void): this {
    this.destroyed.push(listener);
    return this;
  }
  destroy(): void {
    for (const l of this.destroyed.splice(0)) l();
  }
}

async function setUp() {
  const kit = await toyService();
  const windows = windowSessions(kit.newSession);
  const ipc = new FakeIpcMain();
  registerIpcHandlers(ipc, { serviceFor: (event) => windows.serviceFor(event.sender), isTrustedSender: makeSenderCheck({ page: GAME_PAGE }) });
  const call = (from: FakeContents, method: ApiMethod, ...args: unknown[]) => {
    const handler = ipc.handlers.get(channelOf(method))!;
    return handler({ senderFrame: { url: GAME_PAGE, parent: null }, sender: from } as never, ...args);
  };
  return { kit, windows, call };
}

it('each window plays the campaign it opened and is sent only its updates', async () => {
  const { kit, call } = await setUp();
  const one = new FakeContents();
  const two = new FakeContents();
  const a = (await call(one, 'newCampaign', { seed: 1, options: OPTIONS })) as CampaignUpdate;
  const b = (await call(two, 'newCampaign', { seed: 2, options: OPTIONS })) as CampaignUpdate;
  await call(one, 'act', { type: 'add', n: 1 }, { campaignId: a.campaign.id, version: a.campaign.version });
  expect((await kit.library.record(a.campaign.id)).actions).toHaveLength(1);
  expect((await kit.library.record(b.campaign.id)).actions).toHaveLength(0);
  const idsSentTo = (w: FakeContents) => new Set(w.sent.filter(([c]) => c === EVENTS_CHANNEL).map(([, u]) => (u as CampaignUpdate).campaign.id));
  expect(idsSentTo(one)).toEqual(new Set([a.campaign.id]));
  expect(idsSentTo(two)).toEqual(new Set([b.campaign.id]));
});

it('a window takes over the campaign of another, which is told; a closed window lets go of its campaign', async () => {
  const { kit, windows, call } = await setUp();
  const one = new FakeContents();
  const two = new FakeContents();
  const a = (await call(one, 'newCampaign', { seed: 1, options: OPTIONS })) as CampaignUpdate;
  expect(await call(two, 'resume', a.campaign.id)).toMatchObject({ ok: false, problem: { openInAnotherTab: true } });
  expect(((await call(two, 'takeOver', a.campaign.id)) as LoadResult).ok).toBe(true);
  expect(one.sent.filter(([c]) => c === TAKEN_CHANNEL)).toEqual([[TAKEN_CHANNEL, { campaignId: a.campaign.id, message: TAKEN_BY_ANOTHER_TAB }]]);
  expect(windows.all()).toHaveLength(2);

  const lock = kit.library.locks.lockPath(a.campaign.id);
  expect(existsSync(lock)).toBe(true);
  one.destroy(); // the window that no longer has it: the lock stays with the window that plays it
  await new Promise((r) => setTimeout(r, 20));
  expect(existsSync(lock)).toBe(true);
  two.destroy();
  await expect.poll(() => existsSync(lock)).toBe(false);
  expect(windows.all()).toHaveLength(0);
});

it('the review of a war (issue #34) is pushed on its channel to the window that started it, not to another', async () => {
  const { kit, call } = await setUp();
  const one = new FakeContents();
  const two = new FakeContents();
  const a = (await call(one, 'newCampaign', { seed: 1, options: OPTIONS })) as CampaignUpdate;
  await call(one, 'act', { type: 'add', n: 1 }, { campaignId: a.campaign.id, version: a.campaign.version });
  await call(two, 'newCampaign', { seed: 2, options: OPTIONS });
  expect(await call(one, 'startReview', a.campaign.id)).toMatchObject({ campaignId: a.campaign.id, state: 'running' });
  const reviewsTo = (w: FakeContents) => w.sent.filter(([c]) => c === REVIEW_CHANNEL).map(([, s]) => s as ReviewStatus);
  await expect.poll(() => reviewsTo(one).at(-1)?.state).toBe('done');
  expect(reviewsTo(one).at(-1)).toMatchObject({ campaignId: a.campaign.id, done: 1, total: 1 });
  expect(reviewsTo(two)).toEqual([]);
  await expect.poll(async () => (await kit.library.record(a.campaign.id)).review?.state).toBe('done');
});
