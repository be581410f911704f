// Issue 32: a rule number in the log opens Rules help at that rule, by mouse and by keyboard. The log is filled
// through the test hook with entries whose `rule` field names the rule (the link never reads the sentence).
import { expect, test, type Page } from './keyed-test.js';
import type { LogEntry } from '../../shared/engine/index.js';
import { hideTitleScreenByHand, startCampaign } from './board-driver.js';

const entry = (rule: string, text: string): LogEntry => ({ rule: rule as LogEntry['rule'], text, type: 'note', index: 0, subject: null });

async function openPanel(page: Page): Promise<void> {
  await page.goto('/?test&nosound');
  await page.waitForFunction(() => window.__kk !== undefined);
  await hideTitleScreenByHand(page);
  await expect(page.locator('#log')).toBeVisible();
  const lines = [entry('§12.6', 'No Turkish attack is possible'), entry('§9.1.2', 'A runner is stopped by a Cruiser')];
  await page.evaluate((l) => window.__kk?.setLog(0, l), lines);
}

test('a § link in the log opens Rules help at that section, by mouse and by keyboard', async ({ page }) => {
  await openPanel(page);
  const ottoman = page.getByRole('button', { name: 'Open Rules help at Rule 12.6' });
  await ottoman.click();
  await expect(page.locator('#rules')).toBeVisible();
  await expect(page.locator('#log')).toBeHidden();
  const current = page.locator('#rules .rules-current details.current > summary');
  await expect(current).toHaveText(/^§12\.6 /);
  await expect(current).toBeFocused();

  // Back to the log, then the keyboard: Tab-reachable, Enter presses it.
  await page.locator('.tabs button', { hasText: 'Log' }).click();
  const runner = page.getByRole('button', { name: 'Open Rules help at Rule 9.1.2' });
  await runner.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#rules')).toBeVisible();
  await expect(current).toHaveText(/^§9\.1\.2 /);
  await expect(current).toBeFocused();
});

test('the prompt\'s rule opens Rules help at it, by mouse and by the R key', async ({ page }) => {
  await startCampaign(page, 7);
  const rule = await page.evaluate(() => window.__kk?.view()?.prompt?.rule ?? null);
  expect(rule).not.toBeNull();
  const current = page.locator('#rules .rules-current > .current');
  await page.locator('.tabs button', { hasText: 'Log' }).click();
  const at = await page.evaluate(() => window.__kk?.ruleLink() ?? null);
  expect(at).not.toBeNull();
  await page.mouse.click(at?.x ?? 0, at?.y ?? 0);
  await expect(page.locator('#rules')).toBeVisible();
  await expect(current).toContainText(String(rule).replace(/\.\d+$/, '')); // its entry, or its section's
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(0); // the click played nothing

  await page.locator('.tabs button', { hasText: 'Log' }).click();
  await page.locator('canvas').first().focus().catch(() => undefined);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('r');
  await expect(page.locator('#rules')).toBeVisible();
  await expect(current).toContainText(String(rule).replace(/\.\d+$/, ''));
});
