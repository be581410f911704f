// Export, import and the save folder, from the Campaigns and Bookmark screens, in the browser (web host):
// export downloads the file main returns, import sends the text of a picked file and adds a campaign of its
// own (never over another), and the folder is named when the player asks for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, toastText, watchConsole } from './board-driver.js';
import { E2E_USER_DATA, FINISHED_ID } from './e2e-paths.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';

async function pickFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a campaign file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** The ids of the rows on the Campaigns screen (deleted ones included). */
function rowIds(page: Page): Promise<string[]> {
  return page.locator('#campaigns-list .campaign').evaluateAll((rows) => rows.map((r) => r.id));
}

const onDisk = (id: string): string => readFileSync(join(E2E_USER_DATA, 'campaigns', `${id}.campaign.json`), 'utf8');

test('export a campaign, import the file back as a new one, and name the save folder', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openCampaigns(page);

  // Export: the host answers the text, the page offers it as a download.
  const download = page.waitForEvent('download');
  await campaignRow(page, FINISHED_ID).getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kaiserkrieg-.*\.kaiserkrieg$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toBe(onDisk(FINISHED_ID));
  await expect(page.locator('#files-status')).toHaveText('The campaign file is downloading.');

  // Import: the same file comes back as a campaign of its own; the original stays.
  const before = await rowIds(page);
  await pickFile(page, file.suggestedFilename(), text);
  await expect(page.locator('#files-status')).toHaveText(/^Imported “.+”, at turn \d+\.$/);
  const after = await rowIds(page);
  const added = after.filter((id) => !before.includes(id));
  expect(added).toHaveLength(1);
  expect(after).toContain(`campaign-${FINISHED_ID}`);
  const copy = added[0].replace(/^campaign-/, '');
  await expect(campaignRow(page, copy).locator('.standing')).toHaveText(await campaignRow(page, FINISHED_ID).locator('.standing').innerText());

  // A damaged file is refused with main's reason, and nothing is added.
  await pickFile(page, 'broken.campaign.json', text.slice(0, text.length / 2));
  await expect.poll(() => toastText(page)).toMatch(/cannot be imported/);
  expect(await rowIds(page)).toEqual(after);

  // The web host cannot open a file manager: it says where the campaigns are.
  await page.getByRole('button', { name: 'Open save folder' }).click();
  await expect(page.locator('#files-status')).toHaveText(`Your campaigns are kept in ${join(E2E_USER_DATA, 'campaigns')}`);

  // The imported copy resumes to the same finished position.
  await resumeCampaign(page, copy);
  await expect(page.locator('#end-screen')).toBeVisible();
  const over = await page.evaluate(() => window.__kk?.view()?.over ?? null);
  expect(over).not.toBeNull();
  await page.locator('#end-screen').getByRole('button', { name: 'Look at the board' }).click();

  // The Bookmark screen exports the campaign in play.
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export this campaign…' }).click();
  const second = await again;
  expect(second.suggestedFilename()).toMatch(/\.kaiserkrieg$/);
  expect(readFileSync(await second.path(), 'utf8')).toBe(onDisk(copy));
  expect(errors).toEqual([]);
});
