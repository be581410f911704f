// Issue 31 from the player's side: a campaign named in New campaign shows its name over the side panel's menu and
// in the page's title; renamed on the Campaigns screen, both follow; a Duplicate is listed as a copy by name (never
// as a branch); an import keeps the name and says which file it came from; Play from a bookmark names the branch
// as a what-if and says "Branch of …" while the branch is in play; Continue names the campaign it resumes.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, instantAnimations, seeded, waitIdle, watchConsole } from './board-driver.js';
import { campaignRow, openCampaigns } from './screen-driver.js';

async function campaignWords(page: Page): Promise<{ campaign: string; title: string }> {
  return page.evaluate(() => ({ campaign: window.__kk?.words().campaign ?? '', title: document.title }));
}

async function playMoves(page: Page, n: number): Promise<void> {
  const rnd = seeded(31);
  for (let i = 0; i < n; i++) if ((await clickOneDecision(page, { preferBoard: false, goOn: true, rnd })) === null) break;
}

/** The row on the Campaigns screen whose name is exactly `name`. */
function rowNamed(page: Page, name: string) {
  return page.locator('#campaigns-list .campaign', { has: page.locator('.campaign-title', { hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`) }) });
}

test('a campaign named in New campaign, renamed, duplicated and branched says which it is', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  expect(await page.title()).toBe('Kaiserkrieg!');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#campaign-name').fill('  Der lange Krieg ');
  await page.locator('#seed').fill('1917');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  expect(await campaignWords(page)).toEqual({ campaign: 'Der lange Krieg', title: 'Der lange Krieg — Kaiserkrieg!' });
  const war = await page.evaluate(() => window.__kk?.campaignId() ?? '');

  await playMoves(page, 3);
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  await page.locator('#bookmark-name').fill('Vor der Marne');
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.locator('#bookmark-status')).toContainText('Bookmarked “Vor der Marne”');
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Back to the board' }).click();
  await playMoves(page, 2);

  // Renamed from its row: the row, the header and the title follow.
  await openCampaigns(page);
  const row = campaignRow(page, war);
  await expect(row.locator('.campaign-title')).toHaveText('Der lange Krieg');
  await expect(row.locator('.campaign-seed')).toHaveText('Seed 1917');
  await row.getByRole('button', { name: 'Rename' }).click();
  await page.locator(`#rename-${war}`).fill('Die Marne');
  await row.getByRole('button', { name: 'Save name' }).click();
  await expect(page.locator('#files-status')).toHaveText('Renamed: “Die Marne”.');
  await expect(campaignRow(page, war).locator('.campaign-title')).toHaveText('Die Marne');
  expect(await campaignWords(page)).toEqual({ campaign: 'Die Marne', title: 'Die Marne — Kaiserkrieg!' });

  // A name main refuses is said beside the field, and nothing changes.
  await campaignRow(page, war).getByRole('button', { name: 'Rename' }).click();
  await page.locator(`#rename-${war}`).fill('   ');
  await page.locator(`#rename-${war}`).press('Enter');
  await expect(campaignRow(page, war).locator('.rename-problem')).toHaveText('A campaign needs a name.');
  await page.locator(`#rename-${war}`).press('Escape');
  await expect(campaignRow(page, war).locator('.campaign-title')).toHaveText('Die Marne');

  // Duplicate: a copy by name, never a branch.
  await campaignRow(page, war).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.locator('#files-status')).toHaveText('Duplicated “Die Marne”: the copy is “Die Marne (copy)”, listed with it.');
  const copy = rowNamed(page, 'Die Marne (copy)');
  await expect(copy.locator('.family')).toHaveText('Copy of Die Marne');
  await expect(campaignRow(page, war).locator('.family')).toHaveCount(0);

  // Export → Import: the file's campaign keeps its name, and its row says which file it came from, and when.
  const download = page.waitForEvent('download');
  await campaignRow(page, war).getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a campaign file…' }).click();
  await (await chooser).setFiles({ name: 'die-marne.campaign.json', mimeType: 'application/json', buffer: readFileSync(await file.path()) });
  await expect(page.locator('#files-status')).toHaveText(/^Imported “Die Marne”, at turn \d+\.$/);
  const imported = page.locator(`#branches-${war} .campaign`, { has: page.locator('.family', { hasText: /^Imported from/ }) });
  await expect(imported.locator('.campaign-title')).toHaveText('Die Marne');
  await expect(imported.locator('.family')).toHaveText(/^Imported from die-marne\.campaign\.json on [\w .,/-]+? \(a copy of Die Marne\)$/);
  await page.screenshot({ path: 'test-results/campaign-names.png' });

  // Play from the bookmark: the branch's header says whose branch it is.
  await page.locator(`#bookmark-${war}-0`).getByRole('button', { name: 'Play from here' }).click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await page.waitForFunction((old) => window.__kk?.campaignId() !== old, war);
  await waitIdle(page);
  const branch = await campaignWords(page);
  await page.screenshot({ path: 'test-results/campaign-names-branch.png' });
  expect(branch.campaign).toMatch(/^Die Marne \(what-if\) · Branch of Die Marne at Turn \d+ \(move \d+\)$/);
  expect(branch.title).toBe('Die Marne (what-if) — Kaiserkrieg!');
  await openCampaigns(page);
  const branchId = await page.evaluate(() => window.__kk?.campaignId() ?? '');
  await expect(campaignRow(page, branchId).locator('.family')).toHaveText(/^Branch of Die Marne at Turn \d+ \(move \d+\)$/);

  // After a reload the title screen offers the branch by its name; continued, the page is titled by it again.
  await page.goto('/?test');
  const cont = page.locator('#title-screen').getByRole('button', { name: /^Continue/ });
  await expect(cont).toHaveText(/^Continue “Die Marne \(what-if\)” \(turn \d+\)$/);
  expect(await page.title()).toBe('Kaiserkrieg!');
  await cont.click();
  await page.waitForFunction(() => window.__kk?.view() != null);
  expect((await campaignWords(page)).title).toBe(branch.title);

  // History's Play on from here with new dice: chosen beside the button, the sentence says what they mean, and the
  // new branch's header, title and row say so.
  await page.locator('#side-panel button', { hasText: 'History' }).click();
  await expect(page.locator('#history-bar')).toBeVisible();
  await expect(page.locator('#history-dice')).toHaveText(/same dice as this campaign/);
  await page.locator('#history-dice-choice').selectOption('new');
  await expect(page.locator('#history-dice')).toHaveText(/^A branch with new dice rolls its own luck from here: .* other rolls than in this campaign\. This campaign stays as it is\.$/);
  await page.locator('#history-previous').click();
  await expect(page.locator('#history-bar')).toHaveAttribute('data-busy', 'no');
  await page.locator('#history-play-on').click();
  await page.waitForFunction((old) => window.__kk?.campaignId() !== old, branchId);
  await waitIdle(page);
  const newDice = await campaignWords(page);
  expect(newDice.campaign).toMatch(/^Die Marne \(what-if\) · Branch of Die Marne \(what-if\) at Turn \d+ \(move \d+\), new dice$/);
  expect(newDice.title).toBe('Die Marne (what-if) — Kaiserkrieg!');
  await openCampaigns(page);
  const newDiceId = await page.evaluate(() => window.__kk?.campaignId() ?? '');
  await expect(campaignRow(page, newDiceId).locator('.family')).toHaveText(/^Branch of Die Marne \(what-if\) at Turn \d+ \(move \d+\), new dice$/);
  expect(errors).toEqual([]);
});
