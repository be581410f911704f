// Issue 32, the table companion from the player's side: New campaign with "I roll the dice myself" and "I draw
// the chits myself"; the prompt bar asks for each die in the engine's words, the number keys enter the faces,
// the log says what the player rolled, and the Campaigns screen marks the campaign.
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, waitIdle, watchConsole } from './board-driver.js';
import { campaignRow, openCampaigns } from './screen-driver.js';

async function actionCount(page: Page): Promise<number> {
  return (await page.evaluate(() => window.__kk?.actionCount() ?? null)) ?? -1;
}

/** Presses `key`; the engine must have taken exactly one action. */
async function pressAccepted(page: Page, key: string): Promise<void> {
  const before = await actionCount(page);
  await page.keyboard.press(key);
  await waitIdle(page);
  expect(await actionCount(page), `after ${key}`).toBe(before + 1);
}

async function logTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kk = window.__kk!;
    return Array.from({ length: kk.logLength() }, (_, i) => kk.logLine(i)?.text ?? '');
  });
}

test('a campaign with the player\'s own dice and chits asks for each, and the keys 1–6 enter them', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expect(page.locator('label.field', { has: page.locator('#opt-my-dice') })).toContainText('I roll the dice myself');
  await expect(page.locator('label.field', { has: page.locator('#opt-my-chits') })).toContainText('I draw the chits myself');
  await page.locator('#opt-my-dice').setChecked(true);
  await page.locator('#opt-my-chits').setChecked(true);
  await page.locator('#seed').fill('7');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() != null);
  await waitIdle(page);
  const id = await page.evaluate(() => window.__kk?.campaignId() ?? '');

  expect(await page.evaluate(() => window.__kk?.promptKind())).toBe('enter-dice');
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain('Berliner Tageblatt: roll 1 die and enter it.');
  expect((await page.evaluate(() => window.__kk!.buttons())).map((b) => b.label)).toEqual(['1', '2', '3', '4', '5', '6']);
  await pressAccepted(page, '4');
  expect(await logTexts(page)).toContain('Berliner Tageblatt: you rolled 4');

  // Blockade Runner 1 to the Atlantic, then the British Cruisers Table's two dice, one key each (§9.1.2).
  expect(await page.evaluate(() => window.__kk?.promptKind())).toBe('runner-placement');
  await pressAccepted(page, '1');
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain('British Cruisers Table (1 Cruiser): roll 2 dice and enter the first.');
  await pressAccepted(page, '3');
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain('the first is 3, enter the second.');
  await pressAccepted(page, '5');
  expect(await logTexts(page)).toContain('British Cruisers Table (1 Cruiser): you rolled 3 + 5');
  expect(await page.evaluate(() => window.__kk?.promptKind())).toBe('cp-attack');

  await openCampaigns(page);
  await expect(campaignRow(page, id)).toContainText('Your own dice · Your own chits');

  // The form remembers the switches; put them back off for the specs that start campaigns after this one.
  await page.goto('/?test');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expect(page.locator('#opt-my-dice')).toBeChecked();
  await page.locator('#opt-my-dice').setChecked(false);
  await page.locator('#opt-my-chits').setChecked(false);
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction((old) => { const c = window.__kk?.campaignId(); return c != null && c !== old; }, id);
  expect(await page.evaluate(() => window.__kk?.promptKind())).not.toBe('enter-dice');
  expect(errors).toEqual([]);
});
