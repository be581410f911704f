// The board is painted over a map of Europe (issue #14): where the build script's projection puts Berlin
// the board shows land, and west of Brittany it shows sea, in the standard palette and in the colour-blind
// one after a switch (the map is painted again in its colours). Both probes sit in the narrow gaps between
// boxes, where the map is not under any box's paper (renderer/board/layout.ts: Germany ends at x 696 and
// Lithuania starts at 704; Belgium's column ends at 348 and Germany's starts at 356).
import { expect, test, type Page } from './keyed-test.js';
import { projectOnBoard } from '../../assets/map/projection.js';
import { MAP_COLOURS, type MapColours } from '../../renderer/board/backdrop.js';
import { startCampaign, waitIdle, watchConsole } from './board-driver.js';

// At 1920×1080 the stage is shown 1:1, so a probe reads the map as baked, without scaling blur.
test.use({ viewport: { width: 1920, height: 1080 } });

const BERLIN = projectOnBoard(13.4, 52.52);
const ATLANTIC_WEST_OF_BRITTANY = projectOnBoard(-7.7, 47.9);

const rgb = (c: number): number[] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];
const distance = (a: readonly number[], b: readonly number[]): number => Math.max(...[0, 1, 2].map((i) => Math.abs(a[i] - b[i])));

/** The board's pixels at board points, read through the zoom's mapping. */
async function probe(page: Page, points: readonly { x: number; y: number }[]): Promise<number[][]> {
  return page.evaluate((pts) => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    return kk.pixels(pts.map((p) => { const s = kk.boardToStage(p.x, p.y); return [s.x, s.y] as const; }));
  }, points);
}

async function expectMap(page: Page, colours: MapColours): Promise<void> {
  const [berlin, atlantic] = await probe(page, [BERLIN, ATLANTIC_WEST_OF_BRITTANY]);
  const land = rgb(colours.land);
  const sea = rgb(colours.sea);
  expect(distance(berlin, land), `Berlin ${berlin} is land ${land}`).toBeLessThanOrEqual(12);
  expect(distance(berlin, sea)).toBeGreaterThan(30);
  expect(distance(atlantic, sea), `the Atlantic ${atlantic} is sea ${sea}`).toBeLessThanOrEqual(12);
  expect(distance(atlantic, land)).toBeGreaterThan(30);
}

test('the board shows land at Berlin and sea west of Brittany, in both palettes', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 3);
  await page.evaluate(() => window.__kk?.fitBoard());
  await waitIdle(page);
  // At its usual size the board lays the map's picture under the boxes (issue #14: decoded off the page's
  // thread); zoomed in, it paints the path, crisp at the zoom. Both show the same land and sea.
  expect(await page.evaluate(() => [window.__kk?.bakedResolution(), window.__kk?.mapSource()])).toEqual([1, 'image']);
  await expectMap(page, MAP_COLOURS.standard);
  await page.evaluate(() => window.__kk?.zoomBy(1.5));
  await page.waitForFunction(() => (window.__kk?.bakedResolution() ?? 0) > 1 && window.__kk?.idle());
  expect(await page.evaluate(() => window.__kk?.mapSource())).toBe('path');
  await expectMap(page, MAP_COLOURS.standard);
  await page.evaluate(() => window.__kk?.fitBoard());
  await page.waitForFunction(() => window.__kk?.bakedResolution() === 1 && window.__kk?.idle());
  expect(await page.evaluate(() => window.__kk?.mapSource())).toBe('image');

  await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  await page.locator('#palette').selectOption('colour-blind');
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.mapSource())).toBe('image');
  await expectMap(page, MAP_COLOURS['colour-blind']);
  expect(errors).toEqual([]);
});
