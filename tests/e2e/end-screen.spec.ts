// A finished campaign (a fixture) resumed from the Campaigns screen shows the end screen.
import { expect, test } from './keyed-test.js';
import { instantAnimations, watchConsole } from './board-driver.js';
import { FINISHED_ID } from './e2e-paths.js';
import { resumeCampaign } from './screen-driver.js';

test('a finished campaign shows the end screen with its result', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, FINISHED_ID);
  const over = await page.evaluate(() => window.__kk?.view()?.over ?? null);
  expect(over).not.toBeNull();
  const end = page.locator('#end-screen');
  await expect(end).toBeVisible();
  await expect(end.locator('h1')).toHaveText(over?.result === 'defeat' ? 'Defeat' : 'Armistice');
  if (over?.result === 'armistice') {
    await expect(end).toContainText(`Victory points: ${over.vp}`);
    await expect(end.locator('.vp-range')).toContainText('§15.3, '); // the rulebook's range, in words
  }
  // Every item of the count by what it counts and its rule (issue #14), never the engine's key.
  const items = await end.locator('table.vp td:first-child').allTextContents();
  expect(items.length).toBe(Object.keys(over?.breakdown ?? {}).length);
  for (const item of items) expect(item).toMatch(/ \(§15\.[23]( [①-⑤])?\)$/);
  // Issue 32: a Defeat's dice read as dice, not as Victory Points ("+9").
  const values = await end.locator('table.vp td:last-child').allTextContents();
  if (over?.result === 'defeat') expect(values.filter((v) => v.startsWith('+'))).toEqual([]);
  await page.screenshot({ path: 'test-results/end-screen.png' });
  // The board stays reachable behind it.
  await end.getByRole('button', { name: 'Look at the board' }).click();
  await expect(page.locator('#end-screen')).toHaveCount(0);
  expect(errors).toEqual([]);
});
