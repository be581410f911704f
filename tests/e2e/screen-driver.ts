// Clicks through the DOM screens (title, Load) the way a player does.
import { expect, type Page } from '@playwright/test';
import { waitIdle } from './board-driver.js';

/** Opens the Load screen from the title screen or from the board's side panel, whichever is showing. */
export async function openLoadScreen(page: Page): Promise<void> {
  if (await page.locator('#load-screen').count() > 0) return;
  const fromTitle = page.locator('#title-screen button', { hasText: 'Load' });
  if (await fromTitle.count() > 0) await fromTitle.click();
  else await page.locator('#side-panel button', { hasText: 'Load' }).click();
  await expect(page.locator('#load-screen')).toBeVisible();
}

/** Loads a slot by clicking its row's Load button; waits until the board shows it. */
export async function loadSlot(page: Page, slot: string): Promise<void> {
  await openLoadScreen(page);
  await page.locator(`#slot-${slot}`).getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.locator('#load-screen')).toHaveCount(0);
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
}
