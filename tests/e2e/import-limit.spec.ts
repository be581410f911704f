// Issue 13: a file over the import limit (an 18 MB file picked in the Import dialog) is refused by the
// page in a sentence before anything is sent: the socket stays open and the game goes on answering.
import { writeFileSync } from 'node:fs';
import { expect, test } from './keyed-test.js';
import { instantAnimations, toastText, watchConsole } from './board-driver.js';
import { openCampaigns } from './screen-driver.js';

test('an 18 MB file is refused before it is sent, and the game still answers', async ({ page }) => {
  const errors = watchConsole(page);
  // Count the socket's outgoing messages (registered before the page opens its socket).
  let sent = 0;
  page.on('websocket', (ws) => ws.on('framesent', () => sent++));
  await instantAnimations(page);
  await openCampaigns(page);
  const rows = page.locator('#campaigns-list .campaign');
  const before = await rows.count();

  // The refusal must send nothing at all.
  const sentBefore = sent;
  expect(sentBefore).toBeGreaterThan(0);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a campaign file…' }).click();
  // A file on disk (a buffer that large is too slow to hand over through the protocol).
  const huge = test.info().outputPath('huge.campaign.json');
  writeFileSync(huge, Buffer.alloc(18 * 1024 * 1024, 0x20));
  await (await chooser).setFiles(huge);
  await expect.poll(() => toastText(page)).toMatch(/^That file is far too large to be a campaign \(it is 18 MB; a campaign is well under 16 MB\), so nothing was imported\.$/);
  expect(sent).toBe(sentBefore);

  // The same page, the same connection: a small file is sent, and main answers with its reason.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a campaign file…' }).click();
  await (await again).setFiles({ name: 'small.campaign.json', mimeType: 'application/json', buffer: Buffer.from('{"not":"a campaign"}') });
  await expect.poll(() => toastText(page)).toMatch(/cannot be imported/);
  expect(sent).toBeGreaterThan(sentBefore);
  await expect(rows).toHaveCount(before);
  expect(errors).toEqual([]);
});
