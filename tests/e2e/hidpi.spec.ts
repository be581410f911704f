// "Readable at 1280×720 and sharp at 4K" (issue #5): at a 4K window (1920×1080 CSS pixels at device pixel
// ratio 2) the renderer draws at density 2 and the tile faces and map are baked at it, not scaled up.
import { expect, test, withLaunchKey, type Browser, type Page } from './keyed-test.js';
import { startCampaign, watchConsole } from './board-driver.js';

async function boardAt(browser: Browser, viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await withLaunchKey(await browser.newContext({ viewport, deviceScaleFactor }));
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('/?test');
  await startCampaign(page, 1916);
  return { page, errors, close: () => context.close() };
}

test('the board is drawn at the display density: sharp at 4K', async ({ browser }) => {
  const full = { width: 1920, height: 1080 };
  const sd = await boardAt(browser, full, 1);
  const sdDensity = await sd.page.evaluate(() => window.__kk?.density());
  const sdEdges = await sd.page.evaluate(() => window.__kk?.hardEdges() ?? 0);
  // The canvas is the board column (the side panel is DOM beside it): 1520 of the 1920 CSS pixels.
  expect(sdDensity).toEqual({ renderer: 1, canvasWidth: 1520, tileFace: 1 });
  expect(sd.errors).toEqual([]);
  await sd.close();

  const uhd = await boardAt(browser, full, 2);
  const uhdDensity = await uhd.page.evaluate(() => window.__kk?.density());
  expect(uhdDensity).toEqual({ renderer: 2, canvasWidth: 3040, tileFace: 2 });
  // A vertical edge crosses twice as many pixel rows at density 2. Textures baked at 1 and scaled up
  // would smear each edge over two pixels and halve its step, so the count would fall instead.
  const uhdEdges = await uhd.page.evaluate(() => window.__kk?.hardEdges() ?? 0);
  expect(sdEdges).toBeGreaterThan(1000);
  expect(uhdEdges).toBeGreaterThan(1.6 * sdEdges);
  await uhd.page.screenshot({ path: 'test-results/board-4k.png' });
  expect(uhd.errors).toEqual([]);
  await uhd.close();
});

test('a window resized from 1280×720 to 4K re-bakes the board at the new density', async ({ browser }) => {
  const { page, errors, close } = await boardAt(browser, { width: 1280, height: 720 }, 2);
  // 1280×720 CSS pixels at ratio 2: the words keep the smallest readable scale (window-layout.ts), so the
  // renderer draws 2 × that scale per logical unit, and the fitted board's faces are baked for the board's
  // real density (that times the board's fit in its area), not more.
  const small = await page.evaluate(() => ({ d: window.__kk?.density(), l: window.__kk?.layout() }));
  const l = small.l as NonNullable<typeof small.l>;
  expect(small.d?.renderer).toBeCloseTo(2 * l.scale, 9);
  expect(small.d?.canvasWidth).toBe(Math.round(l.column.w * 2 * l.scale));
  expect(small.d?.tileFace).toBeCloseTo(2 * l.scale * l.boardFit, 9);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForFunction(() => window.__kk?.density().renderer === 2 && window.__kk.idle());
  expect(await page.evaluate(() => window.__kk?.density())).toEqual({ renderer: 2, canvasWidth: 3040, tileFace: 2 });
  expect(errors).toEqual([]);
  await close();
});
