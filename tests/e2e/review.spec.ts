// The review of a war (issue #34) in Debian's Chromium against the real web host and main's own review service
// (worker threads): a short finished war reviewed from its end screen to the end, its figures drawn; a long one
// stopped part way, kept across a reload, resumed from there; a war in progress reviewed from the History screen
// up to its present.
// tests/e2e/review-screen.spec.ts plays the screen itself with main's answers made up; this one needs main's.
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, instantAnimations, seeded, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { FINISHED_ID, HISTORY_ID } from './e2e-paths.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';

const screen = (page: Page) => page.locator('#review-screen');
const progress = (page: Page) => screen(page).getByRole('progressbar', { name: 'Review of the war' });
const state = (page: Page) => screen(page).getByRole('status');

async function openFromHistory(page: Page, id: string): Promise<void> {
  await openCampaigns(page);
  await campaignRow(page, id).getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.locator('#history-bar')).toBeVisible();
  await page.locator('#history-bar').getByRole('button', { name: 'Review this war' }).click();
  await expect(state(page)).not.toHaveText(/^Reading/);
}

async function openFromEndScreen(page: Page): Promise<void> {
  await resumeCampaign(page, FINISHED_ID);
  await expect(page.locator('#end-screen')).toBeVisible();
  await page.locator('#end-screen').getByRole('button', { name: 'Review this war' }).click();
  await expect(state(page)).not.toHaveText(/^Reading/);
}

test('a short finished war reviewed from its end screen to the end, its figures drawn', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openFromEndScreen(page);
  // FINISHED_ID: the shortest war a random player finished (36 moves, a Defeat). A spec run again finds it done.
  if (await screen(page).getByRole('button', { name: 'Review this war' }).count() > 0) {
    await expect(state(page)).toHaveText('This war has not been reviewed yet.');
    await screen(page).getByRole('button', { name: 'Review this war' }).click();
  }
  await expect(state(page)).toHaveText(/^Done: all \d+ decisions? reviewed\.$/, { timeout: 240_000 });
  await expect(progress(page)).toHaveAttribute('aria-valuenow', await progress(page).getAttribute('aria-valuemax') ?? '');

  // The figures: the plot, its table, the turning points or the sentence that there are none.
  await expect(page.locator('#review-plot canvas').first()).toBeVisible();
  await expect(screen(page).getByRole('table', { name: 'The chance of Armistice by turn, in figures' })).toBeAttached();
  await expect(screen(page).locator('#review-shares')).toHaveText(/^The chance of Armistice went from \d+ % at the first decision to the (Armistice|Defeat)\./);
  const points = screen(page).locator('.review-point');
  if (await points.count() === 0) await expect(screen(page).locator('#review-no-turning-point')).toHaveText(/^No choice fell clearly short of the best/);
  else {
    // The choices in the prompt's words, from History's moment there (never an action's id).
    await expect(points.first().locator('.review-chosen')).toHaveText(/^You chose “[^”]+”: chance of Armistice \d+ % ± \d+\.$/);
    await expect(points.first().locator('.review-better')).toHaveText(/^The General Staff’s best: “[^”]+”: \d+ % ± \d+\.$/);
  }
  await screen(page).getByRole('button', { name: 'Back to the end screen' }).click();
  await expect(page.locator('#end-screen')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a long war\'s review stopped part way is kept across a reload and resumed from there', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openFromHistory(page, HISTORY_ID);
  // HISTORY_ID: the golden Armistice, ~450 decisions, minutes of work: it is still running when stopped.
  await screen(page).getByRole('button', { name: /^(Review this war|Resume|Review again)$/ }).click();
  await expect(state(page)).toHaveText(/^Reviewing( \d+ of \d+ decisions|: finding the decisions to estimate)…$/);
  await expect.poll(async () => Number(await progress(page).getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThan(0);
  await screen(page).getByRole('button', { name: 'Stop' }).click();
  await expect(state(page)).toHaveText(/^Stopped at \d+ of \d+ decisions\. What is done is kept: Resume goes on from there\.$/);
  const stoppedAt = Number(await progress(page).getAttribute('aria-valuenow'));
  expect(stoppedAt).toBeGreaterThan(0);

  // Kept with the campaign: a reload finds it stopped where it was.
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  await openFromHistory(page, HISTORY_ID);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(stoppedAt));
  await expect(state(page)).toHaveText(new RegExp(`^Stopped at ${stoppedAt} of \\d+ decisions\\.`));
  // Resumed from there: it goes on past what was done, then is stopped again.
  await screen(page).getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => Number(await progress(page).getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThan(stoppedAt);
  await screen(page).getByRole('button', { name: 'Stop' }).click();
  await expect(state(page)).toHaveText(/^Stopped at \d+ of \d+ decisions\./);
  expect(errors).toEqual([]);
});

test('a war in progress reviewed from the History screen, up to its present', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await startCampaign(page, 3405);
  const rnd = seeded(34);
  for (let i = 0; i < 10; i++) if ((await clickOneDecision(page, { preferBoard: rnd() < 0.5, goOn: rnd() < 0.5, rnd })) === null) break;
  await waitIdle(page);
  const moves = await page.evaluate(() => window.__kk?.actionCount() ?? -1);
  await page.locator('#side-panel').getByRole('button', { name: 'History' }).click();
  await expect(page.locator('#history-bar')).toBeVisible();
  await page.locator('#history-bar').getByRole('button', { name: 'Review this war' }).click();
  await expect(state(page)).toHaveText('This war has not been reviewed yet.');
  await screen(page).getByRole('button', { name: 'Review this war' }).click();
  await expect(state(page)).toHaveText(new RegExp(`^Done: all \\d+ decisions? up to the war’s present \\(move ${moves}\\) reviewed\\.$`), { timeout: 180_000 });
  // The game stayed responsive: back to the History screen, then to the game, as it was.
  await screen(page).getByRole('button', { name: 'Back to the History screen' }).click();
  await page.locator('#history-leave').click();
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(moves);
  expect(errors).toEqual([]);
});
