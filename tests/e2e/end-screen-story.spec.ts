// The end screen that tells the campaign (issue 14), in Debian's Chromium against the real web host: the
// golden standard Armistice (fixture HISTORY_ID) resumed shows its story in plain words and its plot by
// turn painted on the canvas; "Play this seed again" starts a new campaign with that seed (the board is the
// engine's own start for it); "Open in the History screen" opens the History screen at the campaign's last step.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './keyed-test.js';
import { engine } from '../../main/engine-port.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { instantAnimations, waitIdle, watchConsole } from './board-driver.js';
import { FINISHED_ID, HISTORY_ID } from './e2e-paths.js';
import { COUNTRY_BY_ID } from '../../shared/data/board.js';
import { whenWords } from '../../shared/labels/index.js';
import { resumeCampaign } from './screen-driver.js';

/** The fixture HISTORY_ID, as write-fixtures.ts records it: the golden standard Armistice. */
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});

const end = (page: Page) => page.locator('#end-screen');

/** How many pixels of the plot's canvas are near the VP line's colour (Okabe–Ito blue, #0072B2). */
function vpLinePixels(page: Page): Promise<number> {
  return page.locator('#end-plot canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx) return -1;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - 0x00) < 40 && Math.abs(data[i + 1] - 0x72) < 40 && Math.abs(data[i + 2] - 0xb2) < 40 && data[i + 3] > 200) n++;
    }
    return n;
  });
}

async function openEnd(page: Page, id = HISTORY_ID): Promise<void> {
  await instantAnimations(page);
  await resumeCampaign(page, id);
  await expect(end(page)).toBeVisible();
  await expect(end(page).locator('#end-story li').first()).toBeVisible();
}

test('the end screen tells the campaign in plain words and plots it by turn', async ({ page }) => {
  const errors = watchConsole(page);
  await openEnd(page);
  await expect(end(page).locator('h1')).toHaveText('Armistice');
  const story = (await end(page).locator('#end-story').textContent()) ?? '';
  expect(story).toContain('27 turns played, to turn 27');
  expect(story).toContain(`in ${golden.actions.length} moves`);
  expect(story).toContain('The Ottoman Empire surrendered on turn 10');
  expect(story).toContain('The USA declared war on turn 7');
  // Plain words only: no engine key, tile id or event type reaches the screen.
  const all = (await end(page).textContent()) ?? '';
  expect(all).not.toMatch(/ottoman-turkey|usa-at-war|defeat-check|epArmies|civilSociety|undefined|NaN/);
  // The plot: painted (the VP line's colour on the canvas), with its legend in words.
  await expect.poll(() => vpLinePixels(page)).toBeGreaterThan(200);
  await expect(end(page).locator('#end-plot .u-legend')).toContainText('Victory Points had the war ended then');
  await expect(end(page).locator('#end-plot .u-legend')).toContainText('Cities in Unruhe');
  // Issue 32: before the cursor touches the plot, the legend reads the last turn, never a dash.
  await expect(end(page).locator('#end-plot .u-legend')).not.toContainText('—');
  await expect(end(page).locator('#end-plot .u-legend')).toContainText('1918');
  await page.screenshot({ path: 'test-results/end-screen-story.png' });
  expect(errors).toEqual([]);
});

test('Play this seed again starts a new campaign with the same seed and options', async ({ page }) => {
  const errors = watchConsole(page);
  await openEnd(page);
  const again = end(page).getByRole('button', { name: 'Play this seed again' });
  await expect(again).toBeEnabled();
  await again.click();
  await expect(end(page)).toHaveCount(0);
  await page.waitForFunction((old) => { const id = window.__kk?.campaignId(); return id != null && id !== old; }, HISTORY_ID);
  await waitIdle(page);
  const shown = await page.evaluate(() => ({ view: window.__kk?.view() ?? null, count: window.__kk?.actionCount() ?? -1 }));
  // The engine's own start for that seed: the same board, turn and money, and no move made yet.
  const start = engine.view(engine.startGame({ seed: golden.seed, options }).state);
  expect(shown.count).toBe(0);
  expect(shown.view?.over).toBeNull();
  expect(shown.view?.boxes).toEqual(start.boxes);
  expect({ turn: shown.view?.turn, rm: shown.view?.rm, phase: shown.view?.phase }).toEqual({ turn: start.turn, rm: start.rm, phase: start.phase });
  expect(errors).toEqual([]);
});

test('Open in the History screen opens the History screen at the last step', async ({ page }) => {
  const errors = watchConsole(page);
  await openEnd(page);
  await end(page).getByRole('button', { name: 'Open in the History screen' }).click();
  await expect(end(page)).toHaveCount(0);
  const bar = page.locator('#history-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-step', String(golden.actions.length));
  await expect(bar).toHaveAttribute('data-busy', 'no');
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.historyView()?.over?.result)).toBe('armistice');
  expect(errors).toEqual([]);
});

test('a Defeat says which front broke and when, and plots the campaign up to it', async ({ page }) => {
  const errors = watchConsole(page);
  // FINISHED_ID: the shortest campaign a random player finished, lost to a Defeat (§15.2).
  await openEnd(page, FINISHED_ID);
  const over = await page.evaluate(() => window.__kk?.view()?.over ?? null);
  expect(over?.result).toBe('defeat');
  await expect(end(page).locator('h1')).toHaveText('Defeat');
  const front = COUNTRY_BY_ID[over?.front as keyof typeof COUNTRY_BY_ID];
  expect(front, 'the Defeat names its front').toBeDefined();
  await expect(end(page)).toContainText(`The front in ${front.name} collapsed on turn ${over?.turn}`);
  await expect(end(page).locator('.end-when')).toHaveText(`The war was lost on ${whenWords(over?.turn ?? 0)} (§15.2).`);
  await expect(end(page).locator('#end-story')).toContainText(`to ${whenWords(over?.turn ?? 0)}`);
  await expect.poll(() => vpLinePixels(page)).toBeGreaterThan(20);
  await page.screenshot({ path: 'test-results/end-screen-defeat-story.png' });
  expect(errors).toEqual([]);
});
