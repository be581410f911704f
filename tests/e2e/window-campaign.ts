// A 1916 campaign started in a fresh browser window of a given size (the layout and small-window specs).
import { withLaunchKey, type Browser, type Page } from './keyed-test.js';
import { startCampaign, watchConsole } from './board-driver.js';

export async function campaignAt(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await withLaunchKey(await browser.newContext({ viewport }));
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('/?test');
  await startCampaign(page, 1916);
  return { page, errors, close: () => context.close() };
}
