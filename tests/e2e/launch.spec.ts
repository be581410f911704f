// The launch's own work (issue #14, launch → interactive board): on a cold New campaign clicked at once, the
// board comes up complete — its static picture (map, boxes, cards) from the worker that painted it since boot
// (renderer/board/static-board-ahead.ts) — and the default Canvas 2D renderer makes no WebGL context on the page's
// thread (renderer/app/skip-webgl-probe.ts). The WebGL renderer, asked for, still starts and draws.
import { expect, test, type Page } from '@playwright/test';
import { waitIdle, watchConsole } from './board-driver.js';

/** Counts the WebGL contexts the page makes (its own thread; a worker has its own globals). */
async function countWebglContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { webglContexts: number };
    w.webglContexts = 0;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type.includes('webgl')) w.webglContexts++;
      return (getContext as (t: string, ...r: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof getContext;
  });
}

/** Navigation, then New campaign and Start clicked in the page the moment each is there. */
async function newCampaignAtOnce(page: Page, query: string): Promise<void> {
  await page.goto(`/?test${query}`);
  await page.evaluate(async () => {
    const shown = async (sel: string, text: string): Promise<HTMLElement> => {
      for (;;) {
        const b = [...document.querySelectorAll<HTMLElement>(sel)].find((x) => x.textContent?.includes(text) && x.offsetParent !== null);
        if (b) return b;
        await new Promise((r) => requestAnimationFrame(r));
      }
    };
    (await shown('#title-screen button', 'New campaign')).click();
    (await shown('#new-screen button', 'Start')).click();
  });
  await page.waitForFunction(() => window.__kk?.view() !== null && (window.__kk?.buttons().length ?? 0) > 0);
  await waitIdle(page);
}

test('a cold New campaign: the board with its map from the worker, and no WebGL context for the Canvas renderer', async ({ page }) => {
  const errors = watchConsole(page);
  await countWebglContexts(page);
  await newCampaignAtOnce(page, '');
  expect(await page.evaluate(() => performance.getEntriesByName('kk:board-from-worker').length)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts)).toBe(0);
  expect(await page.evaluate(() => window.__kk?.renderMs(1) ?? NaN)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the WebGL renderer still starts and draws the board with its map', async ({ page }) => {
  const errors = watchConsole(page);
  await countWebglContexts(page);
  await newCampaignAtOnce(page, '&renderer=webgl');
  expect(await page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts)).toBeGreaterThan(0);
  expect(await page.evaluate(() => performance.getEntriesByName('kk:board-from-worker').length)).toBe(1);
  expect(errors).toEqual([]);
});
