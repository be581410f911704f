// The Statistics screen in Debian's Chromium against the real web host, over the e2e library plus a few
// campaigns played to their end: the counts and the average VP are those of the library, said in words;
// the three plots are painted on their canvases in the Defeat and Armistice colours (under the app's
// strict CSP: no error in the console); the legends speak plain words; a choice of optional rule redraws
// them; the CSV downloads as one table. Each war is counted once (the first finished campaign has a
// duplicate), and a line says what is counted; "Count branches as wars" counts each branch too.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './keyed-test.js';
import { countedInWords, countsInWords, meanInWords } from '../../renderer/screens/statistics-words.js';
import type { LibraryStatistics } from '../../shared/statistics.js';
import { watchConsole } from './board-driver.js';
import { E2E_USER_DATA } from './e2e-paths.js';
import { listLibrary, removeCampaigns, statisticsAt, writeFinishedCampaigns } from './statistics-fixtures.js';

const DEFEAT_RGB = [0xd5, 0x5e, 0x00];
const ARMISTICE_RGB = [0x00, 0x72, 0xb2];

let ids: string[] = [];
let expected: LibraryStatistics;

test.beforeAll(async () => {
  ids = await writeFinishedCampaigns(E2E_USER_DATA);
  expected = await statisticsAt(E2E_USER_DATA);
  // The duplicate is in the library, and not counted as a war of its own.
  expect((await listLibrary(E2E_USER_DATA)).campaigns.some((c) => c.id.endsWith('-copy'))).toBe(true);
  expect(expected.campaigns - expected.branches).toBeGreaterThan(expected.all.played);
});
test.afterAll(() => removeCampaigns(E2E_USER_DATA, ids));

/** How many pixels of a plot's canvas are (nearly) this colour. */
function pixelsOf(page: Page, plotId: string, rgb: readonly number[]): Promise<number> {
  return page.evaluate(([id, [r, g, b]]) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`#${id} canvas`);
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return -1;
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < px.length; i += 4) if (Math.abs(px[i] - r) < 8 && Math.abs(px[i + 1] - g) < 8 && Math.abs(px[i + 2] - b) < 8 && px[i + 3] > 200) n++;
    return n;
  }, [plotId, rgb] as const);
}

test('the statistics of the library, as plots in plain words', async ({ page }) => {
  const errors = watchConsole(page);
  const all = expected.all;
  // The fixtures hold both kinds of ending, so every plot has bars to paint.
  expect(all.armistices).toBeGreaterThan(0);
  expect(all.defeats).toBeGreaterThan(0);

  await page.goto('/');
  await page.locator('#title-screen').getByRole('button', { name: 'Statistics' }).click();
  const screen = page.locator('#statistics-screen');
  await expect(screen).toBeVisible();
  await expect(page.locator('#stats-counts')).toHaveText(countsInWords(all));
  await expect(page.locator('#stats-mean')).toHaveText(meanInWords(all));
  await expect(page.locator('#stats-mean')).toContainText('Average victory points of the');
  await expect(page.locator('#stats-counted')).toHaveText(countedInWords(expected, false));

  // Branches counted as wars: the counts and the line follow the box, and back.
  const branches = page.getByLabel('Count branches as wars');
  await branches.check();
  await expect(page.locator('#stats-counted')).toHaveText(countedInWords(expected, true));
  await expect(page.locator('#stats-counts')).toHaveText(countsInWords(expected.withBranches.all));
  await branches.uncheck();
  await expect(page.locator('#stats-counts')).toHaveText(countsInWords(all));

  await expect(page.locator('.stats-plot canvas')).toHaveCount(3);
  const defeatBars = { results: await pixelsOf(page, 'stats-results', DEFEAT_RGB), turns: await pixelsOf(page, 'stats-turns', DEFEAT_RGB), fronts: await pixelsOf(page, 'stats-fronts', DEFEAT_RGB) };
  expect(defeatBars.results).toBeGreaterThan(50);
  expect(defeatBars.turns).toBeGreaterThan(50);
  expect(defeatBars.fronts).toBeGreaterThan(50);
  expect(await pixelsOf(page, 'stats-results', ARMISTICE_RGB)).toBeGreaterThan(50);
  expect(await pixelsOf(page, 'stats-turns', ARMISTICE_RGB)).toBe(0); // Defeats only

  const legends = page.locator('.stats-plot .u-legend');
  await expect(legends).toHaveCount(3);
  await expect(legends.nth(0)).toContainText('Result');
  await expect(legends.nth(0)).toContainText('Defeats');
  await expect(legends.nth(0)).toContainText('Armistices (by victory points)');
  await expect(legends.nth(1)).toContainText('Turn');
  await expect(legends.nth(2)).toContainText('Front');
  // Under the bars: the fronts by their printed names, the bands by their VP.
  await expect(screen).not.toContainText(/belgium|hundredDays|indiansTwice|removeCruisers|armistice\b|defeat\b|ott-/);
  await page.screenshot({ path: 'test-results/statistics-screen.png' });

  // Pointing at the Defeat bar names it and its count in the legend.
  const over = page.locator('#stats-results .u-over');
  const box = await over.boundingBox();
  if (!box) throw new Error('the results plot has no area');
  await page.mouse.move(box.x + box.width * (0.6 / 8.2), box.y + box.height - 3);
  await expect(legends.nth(0)).toContainText('Defeat');
  await expect(legends.nth(0).locator('.u-series').nth(1)).toContainText(String(all.defeats));

  // One optional rule's campaigns: the words and plots follow the choice.
  const group = expected.byOption.find((o) => o.label === 'The Hundred Days: on');
  if (!group) throw new Error('no group for The Hundred Days');
  await page.locator('#stats-group').selectOption({ label: 'The Hundred Days: on' });
  await expect(page.locator('#stats-counts')).toHaveText(countsInWords(group.stats));
  await expect(page.locator('#stats-mean')).toHaveText(meanInWords(group.stats));
  await expect(page.locator('.stats-plot canvas')).toHaveCount(3);

  // The CSV: one table, the whole library's row first.
  const downloading = page.waitForEvent('download');
  await screen.getByRole('button', { name: 'Save as a spreadsheet table (CSV)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^kaiserkrieg-statistics-.*\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/^Campaigns,Wars played,Finished,/);
  expect(csv[1]).toMatch(new RegExp(`^All campaigns,${all.played},${all.finished},`));
  await expect(page.locator('#stats-status')).toHaveText('The statistics table is downloading.');

  await screen.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
  expect(errors).toEqual([]);
});
