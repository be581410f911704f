// The advisor's workers are shared by every window or tab (main/compose.ts composeSessions): the pool plays
// one answer at a time and drops the running one when asked again, so a second tab's question must wait its
// turn rather than cancel the first tab's answer (issue #28). A pool-like fake; the real engine and library.
import { afterEach, expect, it } from 'vitest';
import { composeSessions } from '../../main/compose.js';
import type { AdvisorPort } from '../../main/game-service.js';
import { memorySettings } from '../../main/settings-model.js';
import type { Advice } from '../../shared/advisor/index.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

/** Like AdvisorPool: one answer at a time, a new ask cancels the one running; answers finish when told. */
function onePoolAtATime(): AdvisorPort & { finish(): void; closed: boolean } {
  let current: { settle: (a: Advice | null) => void; advice: Advice } | null = null;
  const pool = {
    closed: false,
    advise() {
      current?.settle(null);
      const advice: Advice = {
        actions: Array.from({ length: 2 }, (_, i) => ({ actionIndex: i, armistice: { value: 0.5, low: 0.4, high: 0.6 }, vp: { mean: 20, margin: 2 }, rollouts: 10, rank: i + 1, order: i, best: i === 0, gap: null, settled: true, stoppedBy: 'separated' as const, sameAs: [] })),
        rolloutsDone: 20, rolloutsMet: 0, rolloutsMax: 20, done: true,
      };
      let settle: (a: Advice | null) => void = () => undefined;
      const result = new Promise<Advice | null>((r) => (settle = r));
      const mine = { settle, advice };
      current = mine;
      return { result, cancel: () => { if (current === mine) { current = null; settle(null); } } };
    },
    finish() {
      const c = current;
      current = null;
      c?.settle(c.advice);
    },
    close: async () => {
      pool.closed = true;
    },
  };
  return pool;
}

it("a second window's question waits its turn: the first window's answer is not cancelled, and both are answered", async () => {
  const pool = onePoolAtATime();
  const sessions = await composeSessions({ userData: tempDir('kk-turns-'), appVersion: '0.1.0', settings: memorySettings(), advisor: pool });
  const one = sessions.open();
  const two = sessions.open();
  await one.newCampaign({ seed: 1, options: DEFAULT_OPTIONS });
  await two.newCampaign({ seed: 2, options: DEFAULT_OPTIONS });
  const first = one.askAdvisor();
  await new Promise((r) => setTimeout(r, 10));
  const second = two.askAdvisor();
  await new Promise((r) => setTimeout(r, 10));
  pool.finish();
  expect((await first).status).toBe('done');
  await new Promise((r) => setTimeout(r, 10));
  pool.finish();
  expect((await second).status).toBe('done');

  // A window closing leaves the workers to the others; the sessions' own close ends them.
  await one.close();
  expect(pool.closed).toBe(false);
  await two.close();
  await sessions.close();
  expect(pool.closed).toBe(true);
});

it('a question cancelled while it waits its turn is answered as cancelled at once', async () => {
  const pool = onePoolAtATime();
  const sessions = await composeSessions({ userData: tempDir('kk-turns-'), appVersion: '0.1.0', settings: memorySettings(), advisor: pool });
  const one = sessions.open();
  const two = sessions.open();
  await one.newCampaign({ seed: 1, options: DEFAULT_OPTIONS });
  await two.newCampaign({ seed: 2, options: DEFAULT_OPTIONS });
  const first = one.askAdvisor();
  await new Promise((r) => setTimeout(r, 10));
  const second = two.askAdvisor();
  await two.cancelAdvisor();
  expect((await second).status).toBe('cancelled');
  pool.finish();
  expect((await first).status).toBe('done');
  await sessions.close();
});
