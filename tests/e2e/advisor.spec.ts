// Issue #15, "Ask the General Staff": at a decision the panel shows progress that advances, then a ranked list
// whose rows are named as the prompt's buttons; a second ask can be cancelled (Cancel or Esc); a move clears it.
import { expect, test, type Page } from './keyed-test.js';
import { snapshot, startCampaign, waitIdle, watchConsole } from './board-driver.js';

const panel = (page: Page) => page.locator('#advisor');

/** The progress bar's value now (0–100). */
async function progress(page: Page): Promise<number> {
  return Number(await page.locator('#advisor-progress').getAttribute('aria-valuenow'));
}

test('the General Staff answers with progress, can be cancelled, and a move clears the answer', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await startCampaign(page, 15);
  const s = await snapshot(page);
  const actionCount = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions.length)) ?? 0;
  expect(actionCount).toBeGreaterThan(1);

  // Asked from the side panel: the progress bar shows and advances while the estimates stream in.
  await page.locator('#side-panel button', { hasText: 'Ask the General Staff' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-status', 'running');
  await expect.poll(() => progress(page), { timeout: 60_000 }).toBeGreaterThan(0);
  const early = await progress(page);

  // The answer: one row per legal action, ranked, the best marked, each named as its prompt button.
  await expect(panel(page)).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
  expect(await progress(page)).toBeGreaterThan(early);
  const rows = page.locator('#advisor-rows li');
  await expect(rows).toHaveCount(actionCount);
  const shown = await rows.evaluateAll((lis) => lis.map((li) => ({
    index: Number((li as HTMLElement).dataset.index),
    label: li.querySelector('.advisor-label')?.textContent ?? '',
    rank: Number.parseInt(li.querySelector('.advisor-rank')?.textContent ?? '', 10),
    best: li.classList.contains('best'),
    odds: li.querySelector('.advisor-odds')?.textContent ?? '',
  })));
  for (const b of s.buttons) expect(shown.find((r) => r.index === b.index)?.label, `row of "${b.label}"`).toBe(b.label);
  expect(shown.map((r) => r.rank)).toEqual([...shown.map((r) => r.rank)].sort((a, b) => a - b));
  expect(shown[0].best).toBe(true);
  for (const r of shown) expect(r.odds).toMatch(/^Armistice (< 1|> 99|\d+) % ± \d+$/);
  await expect(panel(page)).toContainText('The choice is yours');

  // A row clicked rings its prompt button; nothing is played.
  const onPage = shown.find((r) => s.buttons.some((b) => b.index === r.index))!;
  await rows.nth(shown.indexOf(onPage)).click();
  expect(await page.evaluate(() => window.__kk?.markedAction())).toBe(onPage.index);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(s.actionCount);

  // Asked again with the A key, then cancelled with Esc: the progress stops and the panel says so.
  await page.keyboard.press('a');
  await expect(panel(page)).toHaveAttribute('data-status', 'running');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });
  await expect(page.locator('#advisor-status')).toContainText('Cancelled');
  const stopped = await progress(page);
  await page.waitForTimeout(1500);
  expect(await progress(page)).toBe(stopped);

  // Asked again, then the Cancel button.
  await page.locator('#side-panel button', { hasText: 'Ask the General Staff' }).click();
  await expect(panel(page)).toHaveAttribute('data-status', 'running');
  await page.locator('#advisor button', { hasText: 'Cancel' }).click();
  await expect(panel(page)).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });

  // A move: the old answer is gone.
  const b = s.buttons[0];
  await page.mouse.click(b.x, b.y);
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe((s.actionCount ?? 0) + 1);
  await expect(panel(page)).toBeHidden();
  await expect(rows).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const size of [{ width: 1024, height: 600 }, { width: 600, height: 900 }]) {
  test(`the panel keeps clear of the prompt buttons at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await startCampaign(page, 16);
    await page.keyboard.press('a');
    await expect(panel(page)).toHaveAttribute('data-status', 'running');
    await expect(page.locator('#advisor-rows li').first()).toBeVisible({ timeout: 60_000 });
    const box = (await panel(page).boundingBox())!;
    const buttons = (await snapshot(page)).buttons;
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      const apart = b.x + b.w / 2 <= box.x || b.x - b.w / 2 >= box.x + box.width || b.y + b.h / 2 <= box.y || b.y - b.h / 2 >= box.y + box.height;
      expect(apart, `the panel covers "${b.label}"`).toBe(true);
    }
    await page.locator('#advisor button', { hasText: 'Cancel' }).click();
    await expect(panel(page)).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });
  });
}
