// The web host carries the review of a war (issue #34) as Electron IPC does: startReview over the socket answers
// at once, the review runs in real worker threads on the real engine, its progress is pushed as 'review' messages
// to the page's onReview, and the figures are one pass's (shared/review reviewCampaign) with its turning-point
// candidates firmed up (firmUpFrom). The golden campaign's first moves at 4 wars per choice (16 to firm up), so it
// runs in seconds.
import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSocketApi } from '../../renderer/bridge.js';
import type { ReviewStatus } from '../../shared/review-status.js';
import { keyProtocols } from '../../shared/launch-key.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { firmUpFrom, reviewCampaign } from '../../shared/review/index.js';
import { engine } from '../../main/engine-port.js';
import { ReviewDesk } from '../../main/review/review-desk.js';
import { ReviewPool } from '../../main/review/review-pool.js';
import type { WebHost } from '../../main/web-host.js';
import { startToyHost, stopToyHost } from './fixtures/toy-host.js';

const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});
const moves = golden.actions.slice(0, 6);
const settings = { seed: 1, policy: shippingPolicy(), budget: 4, rollBudget: 2, firmBudget: 16 };

let host: WebHost | null = null;
afterEach(async () => {
  if (host) await stopToyHost(host);
  host = null;
});

it('startReview over the socket runs in workers, pushes its progress to onReview, and gives one pass\'s figures', async () => {
  const started = await startToyHost({ engine, reviews: new ReviewDesk(new ReviewPool(2), settings) });
  host = started.host;
  const { library } = started.kit;
  const record = library.newRecord({ id: 'opening', seed: golden.seed, options, actions: moves }, engine.replay(golden.seed, options, moves));
  await library.create(record);
  const origin = `http://127.0.0.1:${host.port}`;
  const api = createSocketApi(`ws://127.0.0.1:${host.port}/ws`, (url) => new WebSocket(url, keyProtocols(host!.key), { origin }) as unknown as globalThis.WebSocket);
  const pushed: ReviewStatus[] = [];
  api.onReview((s) => pushed.push(s));
  expect(await api.reviewStatus('opening')).toEqual({ campaignId: 'opening', state: 'none', pass: 'first', done: 0, total: 0, review: null, outdated: null, campaignMoves: 6, problem: null });
  expect(await api.startReview('opening')).toMatchObject({ campaignId: 'opening', state: 'running', campaignMoves: 6 });
  await expect.poll(() => pushed.at(-1)?.state, { timeout: 60_000 }).toBe('done');
  // One pass on one thread, its turning-point candidates then firmed up at the full budget (the app's second pass).
  const firstPass = reviewCampaign({ seed: golden.seed, options, actions: moves }, settings);
  const expected = JSON.parse(JSON.stringify(firmUpFrom(firstPass, engine.newGame({ seed: golden.seed, options }), moves, { budget: settings.firmBudget })));
  expect(pushed.at(-1)).toMatchObject({ state: 'done', done: expected.decisions.length, total: expected.decisions.length, review: expected });
  // Kept with the campaign: asked again, the same review, done.
  await expect.poll(async () => (await api.reviewStatus('opening')).state).toBe('done');
  expect((await api.reviewStatus('opening')).review).toEqual(expected);
  // A campaign that is not one: a plain sentence.
  await expect(api.startReview('no-such-campaign')).rejects.toThrow(/^That campaign cannot be read \(its file is missing\)\.$/);
  await expect(api.stopReview('../etc')).rejects.toThrow(/^That is not a campaign of this library\.$/);
}, 120_000);
