// Export, import and the save folder, from the Load and Save screens, in the browser (web host): export
// downloads the file main returns, import sends the text of a picked file, and the folder is named.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { instantAnimations, toastText, watchConsole } from './board-driver.js';
import { E2E_USER_DATA, FINISHED_SLOT } from './e2e-paths.js';
import { loadSlot, openLoadScreen } from './screen-driver.js';

async function pickFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a save file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('export a slot, import the file back, and name the save folder', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openLoadScreen(page);

  // Export: the host answers the text, the page offers it as a download.
  const download = page.waitForEvent('download');
  await page.locator(`#slot-${FINISHED_SLOT}`).getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kaiserkrieg-${FINISHED_SLOT}.save.json`);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toBe(readFileSync(join(E2E_USER_DATA, 'saves', `${FINISHED_SLOT}.save.json`), 'utf8'));
  await expect(page.locator('#files-status')).toContainText('downloading');

  // Import: the same file comes back under a free name (never over the original), and it plays.
  await pickFile(page, file.suggestedFilename(), text);
  const copy = `${FINISHED_SLOT}-2`;
  await expect(page.locator('#files-status')).toHaveText(`Imported as "${copy}".`);
  await expect(page.locator(`#slot-${copy}`)).toBeVisible();
  await expect(page.locator(`#slot-${FINISHED_SLOT}`)).toBeVisible();

  // A damaged file is refused with main's reason, and nothing is added.
  const rows = await page.locator('.slot').count();
  await pickFile(page, 'broken.save.json', text.slice(0, text.length / 2));
  await expect.poll(() => toastText(page)).toMatch(/cannot be imported/);
  await expect(page.locator('.slot')).toHaveCount(rows);

  // The web host cannot open a file manager: it says where the saves are.
  await page.getByRole('button', { name: 'Open save folder' }).click();
  await expect(page.locator('#files-status')).toHaveText(`Your saves are in ${join(E2E_USER_DATA, 'saves')}`);

  // The imported copy loads to the same finished position.
  await loadSlot(page, copy);
  await expect(page.locator('#end-screen')).toBeVisible();
  const over = await page.evaluate(() => window.__kk?.view()?.over ?? null);
  expect(over).not.toBeNull();
  await page.locator('#end-screen').getByRole('button', { name: 'Look at the board' }).click();

  // The Save screen exports the campaign in play.
  await page.locator('#side-panel button', { hasText: 'Save' }).click();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export this campaign…' }).click();
  expect((await again).suggestedFilename()).toBe(`kaiserkrieg-${copy}.save.json`);
  expect(errors).toEqual([]);
});
