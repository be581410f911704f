// Starting a table-companion campaign from the New campaign form (issue 32), as the companion specs do.
import type { Page } from '@playwright/test';
import { waitIdle } from './board-driver.js';

/** Starts a campaign of `seed` with "I roll the dice myself" / "I draw the chits myself" set as given; its id. */
export async function startCompanionCampaign(page: Page, seed: number, mine: { dice: boolean; chits: boolean }): Promise<string> {
  const old = await page.evaluate(() => window.__kk?.campaignId() ?? null);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#opt-my-dice').setChecked(mine.dice);
  await page.locator('#opt-my-chits').setChecked(mine.chits);
  await page.locator('#seed').fill(String(seed));
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction((o) => { const c = window.__kk?.campaignId(); return c != null && c !== o; }, old);
  await waitIdle(page);
  return page.evaluate(() => window.__kk?.campaignId() ?? '');
}
