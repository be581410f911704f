// The campaign library from the player's side, in Debian's Chromium against the real web host: bookmarks
// kept exactly as typed, new campaigns that never replace one another, delete (asked first) and restore,
// Continue after a reload, playing on from a bookmark, a finished campaign's result in words, and the ways
// on when a campaign cannot simply be resumed (a rules correction, an illegal move, a damaged file).
import { expect, test, type Page } from './keyed-test.js';
import { resultOf } from '../../main/library/summary.js';
import { resultInWords } from '../../renderer/screens/plain-words.js';
import { clickOneDecision, instantAnimations, seeded, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { idForKind } from './decision-kinds.js';
import { CORRECTED_ID, DAMAGED_ID, FINISHED_ID, OUTDATED_ID } from './e2e-paths.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';

/** Any letters: a German name, a dash, digits and punctuation, kept exactly as typed. */
const BOOKMARK = 'Vor Verdun — 1916!';
/** Markup typed as a name must show as those characters, never become an element. */
const MARKUP = '<img src=x onerror="window.__pwned=1"> Ypres & Übermut';

async function campaignId(page: Page): Promise<string> {
  const id = await page.evaluate(() => window.__kk?.campaignId() ?? null);
  if (id === null) throw new Error('no campaign in play');
  return id;
}

async function playMoves(page: Page, n: number, rnd: () => number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const r = await clickOneDecision(page, { preferBoard: rnd() < 0.5, goOn: rnd() < 0.5, rnd });
    if (r === null) break;
  }
}

async function bookmark(page: Page, name: string): Promise<void> {
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  await expect(page.locator('#bookmark-name')).toHaveAttribute('placeholder', /Before Verdun/);
  await page.locator('#bookmark-name').fill(name);
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Save bookmark' }).click();
  const turn = await page.evaluate(() => window.__kk?.view()?.turn);
  await expect(page.locator('#bookmark-status')).toHaveText(`Bookmarked “${name}” at turn ${turn}.`);
  if (name === BOOKMARK) await page.screenshot({ path: 'test-results/bookmark-screen.png' });
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Back to the board' }).click();
  await expect(page.locator('#bookmark-screen')).toHaveCount(0);
}

/** Title ▸ New campaign ▸ Start, from the board. */
async function newCampaign(page: Page, seed: number): Promise<string> {
  const before = await page.evaluate(() => window.__kk?.campaignId() ?? null);
  await page.locator('#side-panel button', { hasText: 'Title' }).click();
  const title = page.locator('#title-screen');
  await expect(title).toBeVisible();
  // Starting a campaign replaces nothing, and the title does not pretend it would.
  await expect(title).not.toContainText(/replac|overwrit|\blose\b/i);
  await title.getByRole('button', { name: 'New campaign' }).click();
  await expect(page.locator('#new-screen')).not.toContainText(/replac|overwrit|\blose\b/i);
  await page.locator('#seed').fill(String(seed));
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction((old) => { const id = window.__kk?.campaignId(); return id != null && id !== old; }, before);
  await waitIdle(page);
  return campaignId(page);
}

/**
 * The player never reads an id, the library's own file names or an action type on the Campaigns screen. The one
 * file name shown is the player's own: the file a campaign was imported from (issue 31, its family in words).
 */
async function expectPlainWords(page: Page): Promise<void> {
  const shown = await page.locator('#campaigns-screen').innerText();
  const text = shown.replace(/Imported from .+? on /g, 'Imported from a file on ');
  for (const id of [FINISHED_ID, CORRECTED_ID, OUTDATED_ID, DAMAGED_ID, 'kind-']) expect(text).not.toContain(id);
  expect(text).not.toMatch(/\.json|\bslot\b|[0-9]{14}-[0-9a-f]{8}/i);
}

test('bookmarks as typed, campaigns never replaced, delete and restore, Continue after a reload', async ({ page }) => {
  const errors = watchConsole(page);
  const rnd = seeded(1916);
  await startCampaign(page, 1916);
  const a = await campaignId(page);
  await playMoves(page, 4, rnd);
  const markedAt = await page.evaluate(() => ({ count: window.__kk?.actionCount() ?? 0, turn: window.__kk?.view()?.turn ?? 0 }));
  await bookmark(page, BOOKMARK);
  await bookmark(page, MARKUP);
  // An empty name is refused with main's sentence.
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  await page.locator('#bookmark-name').fill('   ');
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.locator('#bookmark-status')).toHaveText('A bookmark needs a name.');
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Back to the board' }).click();
  await playMoves(page, 4, rnd);

  // The campaign is listed, in play, with its bookmarks exactly as typed.
  await openCampaigns(page);
  const rowA = campaignRow(page, a);
  await expect(rowA).toContainText('playing now');
  await expect(rowA).toContainText('Seed 1916');
  await expect(page.locator(`#bookmark-${a}-0 .bookmark-name`)).toHaveText(BOOKMARK);
  await expect(page.locator(`#bookmark-${a}-0`)).toContainText(`turn ${markedAt.turn}`);
  await expect(page.locator(`#bookmark-${a}-1 .bookmark-name`)).toHaveText(MARKUP);
  await expect(rowA.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectPlainWords(page);
  await page.locator('#campaigns-screen').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);

  // Two new campaigns: every earlier one is still there.
  const b = await newCampaign(page, 1917);
  await playMoves(page, 2, rnd);
  const c = await newCampaign(page, 1918);
  await playMoves(page, 2, rnd);
  const beforeReload = await page.evaluate(() => window.__kk?.view() ?? null);
  await openCampaigns(page);
  for (const id of [a, b, c]) await expect(campaignRow(page, id)).toBeVisible();
  await expect(page.locator(`#bookmark-${a}-0 .bookmark-name`)).toHaveText(BOOKMARK);
  // Thirty campaigns scroll inside the list; the screen's own buttons stay on the stage.
  expect(await page.locator('#campaigns-list').evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(true);
  await expect(page.getByRole('button', { name: 'Import a campaign file…' })).toBeInViewport();
  await expect(page.locator('#campaigns-screen').getByRole('button', { name: 'Back', exact: true })).toBeInViewport();

  // Delete asks first, in the page: "Keep it" keeps it.
  await campaignRow(page, b).getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.locator('#confirm-dialog');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('30 days');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.locator('#deleted-campaigns')).toHaveCount(0);
  // Delete for real: it moves to Deleted campaigns (collapsed), which says how long it is kept.
  await campaignRow(page, b).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.locator('#confirm-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const deleted = page.locator('#deleted-campaigns');
  await expect(deleted).toBeVisible();
  expect(await deleted.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  await expect(deleted).toContainText('30 days');
  await deleted.locator('summary').click();
  await expect(deleted.locator(`#campaign-${b}`)).toBeVisible();
  await expect(page.locator(`#campaign-${b}`)).toHaveCount(1);
  await expect(page.locator('#files-status')).toContainText('Deleted');
  await page.screenshot({ path: 'test-results/campaigns-screen.png' });
  // Restore: back among the campaigns in progress.
  await deleted.locator(`#campaign-${b}`).getByRole('button', { name: 'Restore' }).click();
  await expect(page.locator('#files-status')).toContainText('Restored');
  await expect(page.locator(`#deleted-campaigns #campaign-${b}`)).toHaveCount(0);
  await expect(campaignRow(page, b).getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  for (const id of [a, b, c]) await expect(campaignRow(page, id)).toBeVisible();

  // A reload: Continue resumes the campaign in progress played last, as it was.
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  const cont = page.locator('#title-screen').getByRole('button', { name: /^Continue/ });
  await expect(cont).toHaveText(new RegExp(`^Continue “Seed \\d+ · begun [\\w .,/-]+?” \\(turn ${beforeReload?.turn}\\)$`));
  await cont.click();
  await page.waitForFunction(() => window.__kk?.view() != null);
  await waitIdle(page);
  expect(await campaignId(page)).toBe(c);
  const afterReload = await page.evaluate(() => window.__kk?.view() ?? null);
  expect(afterReload?.boxes).toEqual(beforeReload?.boxes);
  expect(afterReload?.prompt).toEqual(beforeReload?.prompt);

  // Resume on the campaign already in play goes back to it.
  await resumeCampaign(page, c);
  expect(await campaignId(page)).toBe(c);
  expect(await page.evaluate(() => window.__kk?.view()?.boxes)).toEqual(beforeReload?.boxes);

  // Play from a bookmark: a new branch at that moment; the campaign it came from stays as it is.
  await openCampaigns(page);
  const aStanding = await campaignRow(page, a).locator('.standing').innerText();
  await page.locator(`#bookmark-${a}-0`).getByRole('button', { name: 'Play from here' }).click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await page.waitForFunction((old) => window.__kk?.campaignId() !== old, c);
  await waitIdle(page);
  const branch = await campaignId(page);
  expect(branch).not.toBe(a);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(markedAt.count);
  expect(await page.evaluate(() => window.__kk?.view()?.turn)).toBe(markedAt.turn);
  await openCampaigns(page);
  await expect(campaignRow(page, branch).locator('.family')).toHaveText(/^Branch of Seed 1916 · begun [\w .,/-]+? at Turn \d+ \(move \d+\)$/);
  await expect(page.locator(`#bookmark-${branch}-0 .bookmark-name`)).toHaveText(BOOKMARK);
  await expect(campaignRow(page, a).locator('.standing')).toHaveText(aStanding);
  await expect(page.locator(`#bookmark-${a}-1 .bookmark-name`)).toHaveText(MARKUP);
  expect(errors).toEqual([]);
});

test('a finished campaign shows its result in words', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openCampaigns(page);
  const row = campaignRow(page, FINISHED_ID);
  await expect(row).toBeVisible();
  // It is listed under Finished, and offers a look at the end instead of Resume.
  const group = await row.evaluate((r) => {
    let h: Element | null = r.previousElementSibling;
    while (h && h.tagName !== 'H3') h = h.previousElementSibling;
    return h?.textContent ?? null;
  });
  expect(group).toBe('Finished');
  await expect(row.getByRole('button', { name: 'Resume', exact: true })).toHaveCount(0);
  const shown = await row.locator('.standing').innerText();
  await resumeCampaign(page, FINISHED_ID);
  await expect(page.locator('#end-screen')).toBeVisible();
  const over = await page.evaluate(() => window.__kk?.view()?.over ?? null);
  expect(over).not.toBeNull();
  const words = resultInWords(resultOf(over)!);
  expect(shown).toBe(words);
  expect(shown).toMatch(over?.result === 'defeat' ? new RegExp(`^Defeat on turn ${over.turn}`) : new RegExp(`^Armistice — ${over?.vp} VP, `));
  expect(errors).toEqual([]);
});

test('a rules correction is told, an outdated campaign plays on from its last legal move, a damaged one from its backup', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openCampaigns(page);
  await expectPlainWords(page);

  // Corrected: it opens at the corrected position with a notice that stays until dismissed.
  await resumeCampaign(page, CORRECTED_ID);
  const notice = page.locator('#notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('position');
  await page.screenshot({ path: 'test-results/campaign-notice.png' });
  await page.waitForTimeout(200);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'I have read this' }).click();
  await expect(notice).toBeHidden();
  // Written under today's rules at once: the notice is not shown twice.
  await resumeCampaign(page, idForKind('cp-attack'));
  await resumeCampaign(page, CORRECTED_ID);
  await expect(notice).toBeHidden();

  // Outdated: the reason in words, and a way on from the last legal move; the original stays.
  await openCampaigns(page);
  await campaignRow(page, OUTDATED_ID).getByRole('button', { name: 'Resume', exact: true }).click();
  const problem = page.locator('#campaign-problem');
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('This campaign could not be opened');
  await expect(problem).toContainText('no longer legal');
  await expect(problem).toContainText(/the original stays/i);
  await page.screenshot({ path: 'test-results/campaigns-problem.png' });
  const playOn = problem.getByRole('button', { name: /^Play on from move \d+$/ });
  const moves = Number((await playOn.innerText()).replace(/\D/g, ''));
  await expectPlainWords(page);
  await playOn.click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await page.waitForFunction(() => window.__kk?.view() != null && window.__kk.idle());
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(moves);
  const branch = await campaignId(page);
  expect(branch).not.toBe(OUTDATED_ID);
  await openCampaigns(page);
  await expect(campaignRow(page, OUTDATED_ID)).toBeVisible();
  await expect(campaignRow(page, branch).locator('.family')).toContainText(`(move ${moves})`);

  // Damaged, with a sound backup: the row says what is wrong and offers the backup.
  const damaged = campaignRow(page, DAMAGED_ID);
  await expect(damaged).toContainText('cannot be read');
  await expect(damaged.locator('.problem')).toHaveText(/^[A-Z].*\.$/);
  await damaged.getByRole('button', { name: 'Use the backup' }).click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await page.waitForFunction((id) => window.__kk?.campaignId() === id, DAMAGED_ID);
  await waitIdle(page);
  await openCampaigns(page);
  await expect(campaignRow(page, DAMAGED_ID).getByRole('button', { name: 'Resume', exact: true })).toBeVisible();

  // Deleting the campaign in play closes it: Back then leads to the title, and the board sends nothing more.
  await expect(campaignRow(page, DAMAGED_ID)).toContainText('playing now');
  await campaignRow(page, DAMAGED_ID).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('#confirm-dialog')).toContainText('it closes');
  await page.locator('#confirm-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator(`#deleted-campaigns #campaign-${DAMAGED_ID}`)).toHaveCount(1);
  expect(await page.evaluate(() => window.__kk?.campaignId() ?? null)).toBeNull();
  await page.locator('#campaigns-screen').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
  await page.keyboard.press('Escape'); // no campaign to go back to: the title stays
  await expect(page.locator('#title-screen')).toBeVisible();
  await openCampaigns(page);
  await page.locator('#deleted-campaigns summary').click();
  await page.locator(`#deleted-campaigns #campaign-${DAMAGED_ID}`).getByRole('button', { name: 'Restore' }).click();
  await expect(campaignRow(page, DAMAGED_ID).getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
