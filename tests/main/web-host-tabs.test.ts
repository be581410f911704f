// One campaign per tab (issue #28): two browser tabs on one web host each play the campaign they opened,
// hear only its updates and its General Staff answers, and a campaign open in one tab is taken over in the
// other only when the player asks, the first tab being told. Real sockets, a real library on disk.
import { promises, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { keyProtocols } from '../../shared/launch-key.js';
import type { AdvisorPort } from '../../main/game-service.js';
import { OPEN_IN_ANOTHER_TAB, TAKEN_BY_ANOTHER_TAB } from '../../main/open-campaigns.js';
import { startWebHost, type WebHost } from '../../main/web-host.js';
import { createSocketApi } from '../../renderer/bridge.js';
import type { Advice } from '../../shared/advisor/index.js';
import type { AdviceUpdate, CampaignTaken, CampaignUpdate, GameApi } from '../../shared/ipc.js';
import { toyService, type ServiceKit } from './fixtures/service.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 as const };
const hosts: WebHost[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  for (const host of hosts.splice(0)) await host.close();
  removeTempDirs();
});

async function startHost(kit: ServiceKit): Promise<WebHost> {
  const rendererDir = tempDir('kk-renderer-');
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Kaiserkrieg!</title>');
  const host = await startWebHost({ newSession: kit.newSession, rendererDir, port: 0 });
  hosts.push(host);
  return host;
}

interface Tab {
  readonly api: GameApi;
  readonly updates: CampaignUpdate[];
  readonly advice: AdviceUpdate[];
  readonly taken: CampaignTaken[];
}

/** A browser tab: its own socket (the page's bridge), with everything the host pushes to it kept. */
async function openTab(host: WebHost): Promise<Tab> {
  const origin = `http://127.0.0.1:${host.port}`;
  const api = createSocketApi(`ws://127.0.0.1:${host.port}/ws`, (url) => {
    const ws = new WebSocket(url, keyProtocols(host.key), { origin });
    sockets.push(ws);
    return ws as unknown as globalThis.WebSocket;
  });
  const tab: Tab = { api, updates: [], advice: [], taken: [] };
  api.onEvents((u) => tab.updates.push(u));
  api.onAdvice((u) => tab.advice.push(u));
  api.onTaken((t) => tab.taken.push(t));
  await api.title(); // the socket is open
  return tab;
}

const seen = (u: CampaignUpdate) => ({ campaignId: u.campaign.id, version: u.campaign.version });
const settle = () => new Promise((r) => setTimeout(r, 50));

it("a second tab's New campaign never reaches the first tab, and the first tab's click plays its own campaign", async () => {
  const kit = await toyService();
  const host = await startHost(kit);
  const one = await openTab(host);
  const two = await openTab(host);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  const b = await two.api.newCampaign({ seed: 2, options: OPTIONS });
  expect(b.campaign.id).not.toBe(a.campaign.id);

  const played = await one.api.act({ type: 'add', n: 1 }, seen(a));
  expect(played.campaign.id).toBe(a.campaign.id);
  expect((await one.api.current())?.id).toBe(a.campaign.id);
  expect((await two.api.current())?.id).toBe(b.campaign.id);
  expect((await kit.library.record(a.campaign.id)).actions).toEqual([{ type: 'add', n: 1 }]);
  expect((await kit.library.record(b.campaign.id)).actions).toEqual([]);

  await settle();
  expect(new Set(one.updates.map((u) => u.campaign.id))).toEqual(new Set([a.campaign.id]));
  expect(new Set(two.updates.map((u) => u.campaign.id))).toEqual(new Set([b.campaign.id]));
});

it('a campaign open in one tab is refused in another with a sentence; taking it over moves it, moves and all, and the first tab is told', async () => {
  const kit = await toyService();
  const host = await startHost(kit);
  const one = await openTab(host);
  const two = await openTab(host);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  const afterMove = await one.api.act({ type: 'add', n: 2 }, seen(a));

  const refused = await two.api.resume(a.campaign.id);
  expect(refused).toMatchObject({ ok: false, problem: { id: a.campaign.id, reason: OPEN_IN_ANOTHER_TAB, openInAnotherTab: true } });
  expect(OPEN_IN_ANOTHER_TAB).toMatch(/^This campaign is open in another tab \(or window\) of Kaiserkrieg/);
  expect((await one.api.current())?.id).toBe(a.campaign.id); // nothing changed for the first tab
  expect(one.taken).toEqual([]);

  const taken = await two.api.takeOver(a.campaign.id);
  expect(taken).toMatchObject({ ok: true, update: { reason: 'load', campaign: { id: a.campaign.id, actionCount: 1 } } });
  if (!taken.ok) throw new Error('not taken over');
  await expect.poll(() => one.taken).toEqual([{ campaignId: a.campaign.id, message: TAKEN_BY_ANOTHER_TAB }]);
  expect(await one.api.current()).toBeNull();
  // The first tab's click on its old board is not played anywhere; the second tab plays on.
  await expect(one.api.act({ type: 'add', n: 1 }, seen(afterMove))).rejects.toThrow(TAKEN_BY_ANOTHER_TAB);
  const next = await two.api.act({ type: 'add', n: 1 }, seen(taken.update));
  expect(next.campaign.actionCount).toBe(2);
  expect((await kit.library.record(a.campaign.id)).actions).toEqual([{ type: 'add', n: 2 }, { type: 'add', n: 1 }]);

  // And back again: the first tab may take it back; the second is told in its turn.
  expect(await one.api.takeOver(a.campaign.id)).toMatchObject({ ok: true, update: { campaign: { actionCount: 2 } } });
  await expect.poll(() => two.taken.length).toBe(1);
});

it('a campaign open in one tab cannot be deleted from another', async () => {
  const kit = await toyService();
  const host = await startHost(kit);
  const one = await openTab(host);
  const two = await openTab(host);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  await expect(two.api.deleteCampaign(a.campaign.id)).rejects.toThrow(/open in another tab \(or window\) of Kaiserkrieg/);
  expect((await kit.library.list()).campaigns.map((c) => c.id)).toContain(a.campaign.id);
  expect((await one.api.current())?.id).toBe(a.campaign.id);
});

it("closing a tab lets go of its campaign: another tab then opens it without a take-over", async () => {
  const kit = await toyService();
  const host = await startHost(kit);
  const one = await openTab(host);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  sockets[0].close();
  const two = await openTab(host);
  await expect.poll(async () => (await two.api.resume(a.campaign.id)).ok).toBe(true);
});

/** An advisor whose answers wait until the test lets them finish (a cancel answers null at once). */
function heldAdvisor(): AdvisorPort & { finishAll(): void } {
  const waiting: (() => void)[] = [];
  const advice: Advice = {
    actions: [0, 1, 2].map((i) => ({ actionIndex: i, armistice: { value: 0.5, low: 0.4, high: 0.6 }, vp: { mean: 20, margin: 2 }, rollouts: 100, rank: i + 1, order: i, best: i === 0, gap: null, settled: true, stoppedBy: 'separated' as const, sameAs: [] })),
    rolloutsDone: 300,
    rolloutsMet: 0,
    rolloutsMax: 300,
    done: true,
  };
  return {
    advise() {
      let settle: (a: Advice | null) => void = () => undefined;
      const result = new Promise<Advice | null>((r) => (settle = r));
      waiting.push(() => settle(advice));
      return { result, cancel: () => settle(null) };
    },
    close: () => Promise.resolve(),
    finishAll: () => waiting.splice(0).forEach((finish) => finish()),
  };
}

it("a General Staff answer belongs to its tab: a move in another tab does not cancel it, nor is it shown there", async () => {
  const advisor = heldAdvisor();
  const kit = await toyService({ advisor });
  const host = await startHost(kit);
  const one = await openTab(host);
  const two = await openTab(host);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  const asked = one.api.askAdvisor();
  await expect.poll(() => one.advice.length).toBeGreaterThan(0); // running
  const b = await two.api.newCampaign({ seed: 2, options: OPTIONS });
  await two.api.act({ type: 'add', n: 1 }, seen(b));
  await two.api.undo();
  advisor.finishAll();
  expect(await asked).toMatchObject({ status: 'done', campaignId: a.campaign.id, actionCount: 0 });
  await settle();
  expect(two.advice).toEqual([]);
});

it('two hosts (two libraries on one folder, as two processes): the second is refused the campaign the first plays, with no take-over offered', async () => {
  const userData = tempDir('kk-two-hosts-');
  const first = await startHost(await toyService({ userData }));
  const second = await startHost(await toyService({ userData }));
  const one = await openTab(first);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  await one.api.act({ type: 'add', n: 1 }, seen(a));
  const other = await openTab(second);
  const refused = await other.api.resume(a.campaign.id);
  expect(refused.ok).toBe(false);
  if (refused.ok) return;
  expect(refused.problem.reason).toMatch(/open in another Kaiserkrieg/);
  expect(refused.problem.openInAnotherTab).toBeUndefined();
  // A take-over asked there anyway cannot pass the other process's lock.
  expect(await other.api.takeOver(a.campaign.id)).toMatchObject({ ok: false, problem: { reason: expect.stringMatching(/open in another Kaiserkrieg/) } });
  expect((await one.api.act({ type: 'add', n: 2 }, seen((await one.api.resume(a.campaign.id) as { update: CampaignUpdate }).update))).save).toEqual({ ok: true });
});

it('a take-over while the other tab\'s move is being written waits for it: the move goes over with the campaign, nothing is lost', async () => {
  let slow = false;
  const slowFs = { ...promises, rename: async (...args: Parameters<typeof promises.rename>) => {
    if (slow) {
      slow = false; // one save lags (a busy disk)
      await new Promise((r) => setTimeout(r, 150));
    }
    return promises.rename(...args);
  } };
  const kit = await toyService({ fs: slowFs });
  const host = await startHost(kit);
  const one = await openTab(host);
  const two = await openTab(host);
  const a = await one.api.newCampaign({ seed: 1, options: OPTIONS });
  slow = true;
  const move = one.api.act({ type: 'add', n: 2 }, seen(a)).then(() => 'played', (e: Error) => e.message);
  await new Promise((r) => setTimeout(r, 40)); // the move is on its way to the disk
  const taken = await two.api.takeOver(a.campaign.id);
  expect(taken).toMatchObject({ ok: true, update: { campaign: { id: a.campaign.id, actionCount: 1 } } });
  expect(await move).toBe(TAKEN_BY_ANOTHER_TAB); // the first tab is told where its campaign went …
  if (!taken.ok) return;
  await two.api.act({ type: 'add', n: 1 }, seen(taken.update)); // … and the second plays on at once
  await new Promise((r) => setTimeout(r, 200)); // any late write of the first tab would have landed by now
  expect((await kit.library.record(a.campaign.id)).actions).toEqual([{ type: 'add', n: 2 }, { type: 'add', n: 1 }]);
});

it('a reloaded tab (its old socket closing as the new page asks) opens its campaign without being told of another tab', async () => {
  const kit = await toyService();
  const first = kit.newSession();
  const a = await first.newCampaign({ seed: 1, options: OPTIONS });
  const closing = first.close(); // the old page's session, still letting go
  const reloaded = kit.newSession();
  const resumed = await reloaded.resume(a.campaign.id);
  expect(resumed).toMatchObject({ ok: true, update: { campaign: { id: a.campaign.id } } });
  await closing;
  await reloaded.close();
});
