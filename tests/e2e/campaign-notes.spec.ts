// Issue 31's journey from the player's side, with notes: a campaign played, its notes written from the board (a
// sentence when too long), a bookmark made with a note (the screen says a branch meets the same dice), the notes in
// History at the bookmark, the Campaigns screen showing them and searching names and notes, a copy with notes of its
// own, Export → Import, Play from the bookmark (the sentence about the dice where it is made), with the same dice and
// with new dice. Statistics counts the war once — its copy and import with it, its branches only when branches
// count — and `kk stats --json` on the same library says the same numbers.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, instantAnimations, seeded, waitIdle, watchConsole } from './board-driver.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';
import { E2E_USER_DATA } from './e2e-paths.js';
import { countsInWords } from '../../renderer/screens/statistics-words.js';
import type { LibraryStatistics } from '../../shared/statistics.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');

/** `kk stats --json` on the e2e host's own library, as a script would read it. */
function kkStats(): LibraryStatistics {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, 'stats', '--json', '--data', E2E_USER_DATA], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as LibraryStatistics;
}

async function playMoves(page: Page, n: number): Promise<void> {
  const rnd = seeded(131);
  for (let i = 0; i < n; i++) if ((await clickOneDecision(page, { preferBoard: false, goOn: true, rnd })) === null) break;
}

const SAME_DICE = /A branch meets the same dice as .*a what-if on the same luck/;
const NEW_DICE = /A branch with new dice rolls its own luck from here: the same moves may bring other rolls than in “Die Marne”/;

test('notes kept, shown and searched; a war counted once with its copy and import, its branch when asked', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const before = kkStats();
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#campaign-name').fill('Die Marne');
  await page.locator('#seed').fill('1918');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  const war = await page.evaluate(() => window.__kk?.campaignId() ?? '');
  await playMoves(page, 3);

  // Notes from the board: too long is said in a sentence (and not kept); then kept.
  await page.locator('#side-panel button', { hasText: 'Notes' }).click();
  await expect(page.locator('#notes-screen h2')).toHaveText('Notes on Die Marne');
  await page.locator('#campaign-notes').fill('x'.repeat(10_001));
  await expect(page.locator('#notes-room')).toHaveText('Notes are at most 10,000 characters; these are 10,001. Shorten them and save again.');
  await page.locator('#notes-screen').getByRole('button', { name: 'Save notes' }).click();
  await expect(page.locator('#notes-status')).toHaveText('Notes are at most 10,000 characters; these are 10,001. Shorten them and save again.');
  await page.locator('#campaign-notes').fill('Hold the Marne\nthen Verdun');
  await page.locator('#notes-screen').getByRole('button', { name: 'Save notes' }).click();
  await expect(page.locator('#notes-status')).toHaveText('Notes on “Die Marne” saved.');
  await page.locator('#notes-screen').getByRole('button', { name: 'Back' }).click();

  // A bookmark with a note; the screen says what a branch from it meets.
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  await expect(page.locator('#bookmark-screen .branch-dice')).toHaveText(SAME_DICE);
  await page.locator('#bookmark-name').fill('Vor Verdun');
  await page.locator('#bookmark-note').fill('Push on the left');
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.locator('#bookmark-status')).toHaveText(/^Bookmarked “Vor Verdun” at turn \d+, with your note\.$/);
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Back to the board' }).click();
  const marked = await page.evaluate(() => window.__kk?.actionCount() ?? 0);
  await playMoves(page, 2);

  // History shows the notes, and the bookmark's note at its moment, and what Play on from here meets.
  await page.locator('#side-panel button', { hasText: 'History' }).click();
  await expect(page.locator('#history-bar')).toBeVisible();
  await expect(page.locator('#history-notes')).toHaveText('Notes: Hold the Marne\nthen Verdun');
  await expect(page.locator('#history-dice')).toHaveText(SAME_DICE);
  while (Number(await page.locator('#history-bar').getAttribute('data-step')) > marked) {
    await page.locator('#history-previous').click();
    await expect(page.locator('#history-bar')).toHaveAttribute('data-busy', 'no');
  }
  await expect(page.locator('#history-notes')).toHaveText('Bookmark “Vor Verdun”: Push on the left\nNotes: Hold the Marne\nthen Verdun');
  await page.screenshot({ path: 'test-results/campaign-notes-history.png' });
  await page.locator('#history-leave').click();

  // The Campaigns screen: the notes' first line, the bookmark's note, the dice where the branch is made.
  await openCampaigns(page);
  const row = campaignRow(page, war);
  await expect(row.locator('.notes-line')).toHaveText('Notes: Hold the Marne');
  await expect(page.locator(`#bookmark-${war}-0 .bookmark-note`)).toHaveText('Push on the left');
  await expect(row.locator('.branch-dice')).toHaveText(SAME_DICE);

  // A copy, its notes written from its row; Export → Import keeps the war's notes.
  await row.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.locator('#files-status')).toHaveText('Duplicated “Die Marne”: the copy is “Die Marne (copy)”, listed with it.');
  const copy = page.locator(`#branches-${war} > .campaign`, { has: page.locator('.family', { hasText: 'Copy of Die Marne' }) });
  await copy.getByRole('button', { name: 'Notes' }).click();
  await page.locator('#campaign-notes').fill('Kept safe before the big push');
  await page.locator('#notes-screen').getByRole('button', { name: 'Save notes' }).click();
  await expect(page.locator('#notes-status')).toHaveText('Notes on “Die Marne (copy)” saved.');
  // A bookmark's note changed later, on the copy's Notes screen: the copy's own, the war's stays.
  await page.locator('#bookmark-note-0').fill('Push on the right instead');
  await page.locator('#notes-bookmarks').getByRole('button', { name: 'Save note' }).click();
  await expect(page.locator('#bookmark-note-status-0')).toHaveText('Note on “Vor Verdun” saved.');
  await page.screenshot({ path: 'test-results/campaign-notes-screen.png' });
  await page.locator('#notes-screen').getByRole('button', { name: 'Back' }).click();
  await expect(copy.locator('.notes-line')).toHaveText('Notes: Kept safe before the big push');
  await expect(copy.locator('.bookmark-note')).toHaveText('Push on the right instead');
  await expect(page.locator(`#bookmark-${war}-0 .bookmark-note`)).toHaveText('Push on the left');
  const download = page.waitForEvent('download');
  await campaignRow(page, war).getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a campaign file…' }).click();
  await (await chooser).setFiles({ name: 'die-marne.campaign.json', mimeType: 'application/json', buffer: readFileSync(await file.path()) });
  await expect(page.locator('#files-status')).toHaveText(/^Imported “Die Marne”, at turn \d+\.$/);
  const imported = page.locator(`#branches-${war} .campaign`, { has: page.locator('.family', { hasText: /^Imported from die-marne/ }) });
  await expect(imported.locator('.notes-line')).toHaveText('Notes: Hold the Marne');

  // The search box: names and notes, every row it keeps says what it is.
  const search = page.locator('#campaigns-search');
  await search.fill('verdun');
  await expect(page.locator('#campaigns-list .campaign:visible')).toHaveCount(3);
  await expect(page.locator('#campaigns-search-count')).toHaveText(/^3 of \d+ campaigns match\.$/);
  await search.fill('safe push');
  await expect(page.locator('#campaigns-list .campaign:visible .campaign-title')).toHaveText(['Die Marne', 'Die Marne (copy)']);
  await expect(page.locator('#campaigns-list .campaign:visible .family')).toHaveText(['Copy of Die Marne']);
  await search.fill('no such war anywhere');
  await expect(page.locator('#campaigns-search-count')).toHaveText('No campaign matches.');
  await search.fill('');
  await page.screenshot({ path: 'test-results/campaign-notes.png' });

  // Play from the bookmark: a branch, a what-if of the war, on the same dice.
  await page.locator(`#bookmark-${war}-0`).getByRole('button', { name: 'Play from here' }).click();
  await page.waitForFunction((old) => window.__kk?.campaignId() !== old, war);
  await waitIdle(page);
  const sameBranch = await page.evaluate(() => window.__kk?.campaignId() ?? '');
  expect(await page.evaluate(() => window.__kk?.words().campaign)).toMatch(/· Branch of Die Marne at Turn \d+ \(move \d+\)$/);

  // And again with new dice: chosen beside the bookmark, the sentence says what they mean, the branch says so.
  await openCampaigns(page);
  await page.locator(`#dice-${war}`).selectOption('new');
  await expect(page.locator(`#dice-${war}-sentence`)).toHaveText(NEW_DICE);
  await page.locator(`#bookmark-${war}-0`).getByRole('button', { name: 'Play from here' }).click();
  await page.waitForFunction((old) => window.__kk?.campaignId() !== old, sameBranch);
  await waitIdle(page);
  const newBranch = await page.evaluate(() => window.__kk?.campaignId() ?? '');
  expect(await page.evaluate(() => window.__kk?.words().campaign)).toMatch(/· Branch of Die Marne at Turn \d+ \(move \d+\), new dice$/);
  await openCampaigns(page);
  await expect(campaignRow(page, newBranch).locator('.family')).toHaveText(/^Branch of Die Marne at Turn \d+ \(move \d+\), new dice$/);
  await expect(campaignRow(page, sameBranch).locator('.family')).toHaveText(/^Branch of Die Marne at Turn \d+ \(move \d+\)$/);
  await page.screenshot({ path: 'test-results/campaign-notes-new-dice.png' });
  await resumeCampaign(page, newBranch);

  // Statistics: the war once (its copy and its import with it); its two branches wars only when branches count.
  const after = kkStats();
  expect(after.all.played).toBe(before.all.played + 1);
  expect(after.withBranches.all.played).toBe(before.withBranches.all.played + 3);
  await page.locator('#side-panel button', { hasText: 'Title' }).click();
  await page.locator('#title-screen button', { hasText: 'Statistics' }).click();
  await expect(page.locator('#stats-counts')).toHaveText(countsInWords(after.all));
  await page.locator('#stats-branches').check();
  await expect(page.locator('#stats-counts')).toHaveText(countsInWords(after.withBranches.all));
  expect(errors).toEqual([]);
});
