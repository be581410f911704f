// The web host carries the advisor (issue #15) as Electron IPC does: askAdvisor over the socket, the
// answer's progress pushed as 'advice' messages to the page's onAdvice.
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSocketApi } from '../../renderer/bridge.js';
import type { AdviceUpdate } from '../../shared/ipc.js';
import { keyProtocols } from '../../shared/launch-key.js';
import { startToyHost, stopToyHost } from './fixtures/toy-host.js';
import { fakeAdvisor } from './fixtures/fake-advisor.js';
import type { WebHost } from '../../main/web-host.js';

let host: WebHost | null = null;
afterEach(async () => {
  if (host) await stopToyHost(host);
  host = null;
});

it('askAdvisor over the socket answers, and the page hears the same answer pushed on onAdvice', async () => {
  const started = await startToyHost({ advisor: fakeAdvisor(3) });
  host = started.host;
  const origin = `http://127.0.0.1:${host.port}`;
  const protocols = keyProtocols(host.key);
  const api = createSocketApi(`ws://127.0.0.1:${host.port}/ws`, (url) => new WebSocket(url, protocols, { origin }) as unknown as globalThis.WebSocket);
  const pushed: AdviceUpdate[] = [];
  api.onAdvice((u) => pushed.push(u));
  const title = await api.title();
  const campaign = await api.newCampaign({ seed: 9, options: title.defaultOptions });
  const answer = await api.askAdvisor();
  expect(answer).toMatchObject({ status: 'done', campaignId: campaign.campaign.id, actionCount: 0 });
  expect(answer.actions).toHaveLength(3);
  await expect.poll(() => pushed.at(-1)?.status).toBe('done');
  expect(pushed.at(-1)).toEqual(answer);
  await expect(api.cancelAdvisor()).resolves.toBeNull(); // the socket answers "nothing" as null
});
