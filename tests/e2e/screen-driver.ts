// Clicks through the DOM screens (title, Campaigns) the way a player does.
import { expect, type Page } from '@playwright/test';
import { waitIdle } from './board-driver.js';

/** Opens the Campaigns screen from the title screen or from the board's side panel, whichever is showing. */
export async function openCampaigns(page: Page): Promise<void> {
  if (await page.locator('#campaigns-screen').count() > 0) return;
  const fromTitle = page.locator('#title-screen button', { hasText: 'Campaigns' });
  if (await fromTitle.count() > 0) await fromTitle.click();
  else await page.locator('#side-panel button', { hasText: 'Campaigns' }).click();
  await expect(page.locator('#campaigns-screen')).toBeVisible();
}

/** The row of a campaign on the Campaigns screen. */
export function campaignRow(page: Page, id: string) {
  return page.locator(`#campaign-${id}`);
}

/** Resumes a campaign by its row's Resume (or "Look at the end") button; waits until the board shows it. */
export async function resumeCampaign(page: Page, id: string): Promise<void> {
  await openCampaigns(page);
  await campaignRow(page, id).getByRole('button', { name: /^(Resume|Look at the end)$/ }).click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
}
