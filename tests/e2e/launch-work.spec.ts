// Work the board's start no longer does (issue #14, launch → interactive board), seen from the page: with
// the Canvas 2D renderer no WebGL context is made at all (renderer/app/skip-webgl-probe.ts), and Pixi's
// evaluation and the board's start (its texts measured) make no Intl.Segmenter (tools/vite-lazy-segmenter.ts):
// one is made later, in idle time. Sounds wait for the first campaign shown (renderer/main.ts).
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, startCampaign, watchConsole } from './board-driver.js';
import { CLICK_NEW_CAMPAIGN_AT_ONCE } from '../../tools/bench/clicks.js';
import { SETUP } from '../../shared/data/setup.js';
import { LAYOUT_BY_ID } from '../../renderer/board/layout.js';

interface Made { readonly webgl: number; readonly segmenters: readonly number[]; readonly marks: Readonly<Record<string, number>> }

/** Counts WebGL contexts and Intl.Segmenters the page makes, from before its first script. */
async function countMade(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { webgl: 0, segmenters: [] as number[] };
    (window as unknown as { __made: typeof seen }).__made = seen;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      const context = (getContext as (k: string, ...r: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      if (context && kind.includes('webgl')) seen.webgl++;
      return context;
    } as typeof getContext;
    const Segmenter = Intl.Segmenter;
    Object.defineProperty(Intl, 'Segmenter', {
      configurable: true,
      writable: true,
      value: class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          seen.segmenters.push(performance.now());
        }
      },
    });
  });
}

async function made(page: Page): Promise<Made> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __made: { webgl: number; segmenters: number[] } }).__made;
    const marks = Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('kk:')).map((m) => [m.name.slice(3), m.startTime]));
    return { webgl: seen.webgl, segmenters: [...seen.segmenters], marks };
  });
}

test('the Canvas 2D board starts without a WebGL context, and Pixi makes its Segmenter only in idle time', async ({ page }) => {
  const errors = watchConsole(page);
  await countMade(page);
  await startCampaign(page, 7);
  // The idle-time Segmenter (board-app.ts) may come a little after the board is idle.
  await page.waitForFunction(() => (window as unknown as { __made: { segmenters: number[] } }).__made.segmenters.length > 0, undefined, { timeout: 10_000 });
  const seen = await made(page);
  expect(seen.webgl).toBe(0);
  expect(seen.marks['pixi-ready'], 'the board started').toBeGreaterThan(0);
  expect(seen.segmenters).toHaveLength(1);
  expect(seen.segmenters[0], 'not while Pixi was evaluated, nor by the board\'s texts measured at its start').toBeGreaterThan(seen.marks['board-ready']);
  expect(await page.evaluate(() => window.__kk?.buttons().length ?? 0)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the WebGL renderer, asked for, still makes its context and draws the board', async ({ page }) => {
  const errors = watchConsole(page);
  await countMade(page);
  await page.goto('/?test&renderer=webgl');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle(), undefined, { timeout: 60_000 });
  expect((await made(page)).webgl).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__kk?.buttons().length ?? 0)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a new campaign paints every face it shows into the shared atlas, the Entente\'s first deployments too', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 7);
  const { boxes, own } = await page.evaluate(() => ({ boxes: window.__kk?.view()?.boxes ?? {}, own: window.__kk?.ownFaces() ?? ['no hook'] }));
  // The Entente's first turn, before the first decision, moves tiles out of the Reserves boxes (drawn small
  // there at the setup) to the full-size fronts: their faces come from the atlas's spare slots
  // (renderer/board/face-atlas.ts), so no tile bakes a canvas of its own.
  const deployed = Object.entries(boxes)
    .filter(([loc]) => LAYOUT_BY_ID[loc]?.mode === 'full')
    .flatMap(([, ids]) => ids)
    .filter((id) => SETUP[id]?.endsWith('-reserves'));
  expect(deployed.length, 'the first Entente turn deployed a Reserves tile to a front').toBeGreaterThan(0);
  expect(own).toEqual([]);
  expect(errors).toEqual([]);
});

test('the prompt bar makes its Undo button once, however often it is laid out, and one more for the other look', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 7);
  // Before the first board the bar is laid out for its place, the text size and each decision shown.
  expect(await page.evaluate(() => window.__kk?.undoButtonsMade())).toBe(1);
  let seed = 3;
  const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 4; i++) await clickOneDecision(page, { rnd, goOn: false, preferBoard: false });
  // Open after a move of the player's, blocked again after a roll: still at most one button of each look.
  expect(await page.evaluate(() => window.__kk?.undoButtonsMade())).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.__kk?.undoButton())).not.toBeNull();
  expect(errors).toEqual([]);
});

/** When the page fetched howler and the sound files, and when it showed its first campaign (ms since navigation). */
async function soundTimes(page: Page): Promise<{ sounds: number[]; shown: number }> {
  return page.evaluate(() => ({
    sounds: performance.getEntriesByType('resource').filter((r) => /howler|\.wav/.test(r.name)).map((r) => r.startTime),
    shown: performance.getEntriesByType('mark').find((m) => m.name === 'kk:campaign-shown')?.startTime ?? Number.NaN,
  }));
}

test('the sounds wait for the first campaign: nothing of them is fetched while the host answers New campaign', async ({ page }) => {
  const errors = watchConsole(page);
  // A slow host (its first save of a new campaign took 15–130 ms on this machine): what it sends after the
  // New campaign call comes 1.5 s late, idle time the page once filled with the sounds.
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    let slow = false;
    ws.onMessage((m) => {
      if ((JSON.parse(String(m)) as { method: string }).method === 'newCampaign') slow = true;
      server.send(m);
    });
    server.onMessage((m) => {
      if (slow) setTimeout(() => ws.send(m), 1500);
      else ws.send(m);
    });
  });
  await page.goto('/?test');
  await page.evaluate(CLICK_NEW_CAMPAIGN_AT_ONCE);
  await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle() && window.__kk.buttons().length > 0);
  await expect.poll(() => page.evaluate(() => window.__kk?.sound()?.loaded ?? 0), { timeout: 20_000 }).toBeGreaterThan(5);
  const at = await soundTimes(page);
  expect(at.sounds.length, 'howler and the files').toBeGreaterThan(5);
  expect(Math.min(...at.sounds), 'the first sound request came after the campaign was shown').toBeGreaterThan(at.shown);
  expect(errors).toEqual([]);
});

test('on a title left standing the sounds load all the same', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?test');
  await expect.poll(() => page.evaluate(() => window.__kk?.sound()?.loaded ?? 0), { timeout: 20_000 }).toBeGreaterThan(5);
  expect((await soundTimes(page)).shown, 'no campaign was shown').toBeNaN();
  expect(errors).toEqual([]);
});
