// The History screen in Debian's Chromium against the real web host (issue 12): a finished campaign's history
// stepped back three turns and on one, the board and the log at that moment, Play on from there and the
// branch found under its parent; the history of the campaign in play opened where it stands and left with
// nothing changed; a finished campaign replayed at the fastest speed to its end screen.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './keyed-test.js';
import { engine } from '../../main/engine-port.js';
import { CampaignHistory } from '../../main/library/history.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { stepAfter, type HistoryMove } from '../../shared/history-steps.js';
import { clickOneDecision, instantAnimations, seeded, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { FINISHED_ID, HISTORY_ID } from './e2e-paths.js';
import { campaignRow, openCampaigns } from './screen-driver.js';

/** The fixture HISTORY_ID, as write-fixtures.ts records it: the golden standard Armistice. */
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const expected = new CampaignHistory(engine, { seed: golden.seed, options: engine.normaliseOptions({}), actions: golden.actions });

const bar = (page: Page) => page.locator('#history-bar');

/** Waits until the History screen shows `step` and no step is on its way. */
async function shows(page: Page, step: number): Promise<void> {
  await expect(bar(page)).toHaveAttribute('data-step', String(step));
  await expect(bar(page)).toHaveAttribute('data-busy', 'no');
  await waitIdle(page);
}

async function press(page: Page, key: string, move: HistoryMove, from: number): Promise<number> {
  await page.keyboard.press(key);
  const step = stepAfter(expected.marks, from, move);
  await shows(page, step);
  return step;
}

test('a finished campaign’s history: back three turns, on one, play on from there, the branch under its parent', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openCampaigns(page);
  await campaignRow(page, HISTORY_ID).getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await expect(bar(page)).toBeVisible();
  // It opens where the campaign stands: its last step, the war over.
  const last = expected.length;
  await shows(page, last);
  const lastTurn = expected.marks[last].turn;
  expect(await page.evaluate(() => window.__kk?.historyView()?.over?.result)).toBe('armistice');

  let step = last;
  for (let i = 0; i < 3; i++) step = await press(page, 'PageUp', 'previous-turn', step);
  await expect(bar(page)).toHaveAttribute('data-turn', String(lastTurn - 3));
  step = await press(page, 'PageDown', 'next-turn', step);
  await expect(bar(page)).toHaveAttribute('data-turn', String(lastTurn - 2));
  // The buttons move too: one move back and one on again.
  await page.locator('#history-previous').click();
  await shows(page, step - 1);
  await page.locator('#history-next').click();
  await shows(page, step);

  // The board and the log of that moment, exactly.
  const moment = expected.at(step);
  const shown = await page.evaluate(() => ({ view: window.__kk?.historyView() ?? null, misplaced: window.__kk?.historyMisplaced() ?? ['no hook'], log: window.__kk?.logLength() ?? -1 }));
  expect(shown.view).toEqual(moment.view);
  expect(shown.misplaced).toEqual([]);
  expect(shown.log).toBe(expected.lineCountAt(step));
  await expect(page.locator('#history-where')).toContainText(`Turn ${lastTurn - 2}`);
  await page.screenshot({ path: 'test-results/history-screen.png' });

  // Play on from here: a new campaign at that moment, listed under the one it left.
  await page.locator('#history-play-on').click();
  await expect(bar(page)).toBeHidden();
  await page.waitForFunction((parent) => { const id = window.__kk?.campaignId(); return id != null && id !== parent; }, HISTORY_ID);
  await waitIdle(page);
  const branch = await page.evaluate(() => ({ id: window.__kk?.campaignId() ?? '', count: window.__kk?.actionCount(), view: window.__kk?.view() ?? null }));
  expect(branch.count).toBe(step);
  expect(branch.view).toEqual(moment.view);
  await openCampaigns(page);
  await expect(page.locator(`#branches-${HISTORY_ID} #campaign-${branch.id}`)).toBeVisible();
  await expect(campaignRow(page, branch.id).locator('.family')).toHaveText(new RegExp(`^Branch of .+ at Turn \\d+ \\(move ${step}\\)$`));
  // The parent is as it was: still finished, all its moves.
  await expect(campaignRow(page, HISTORY_ID)).toContainText('Armistice');
  expect(errors).toEqual([]);
});

test('the history of the campaign in play opens where it stands and leaves it unchanged', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1918);
  const rnd = seeded(12);
  for (let i = 0; i < 12; i++) if ((await clickOneDecision(page, { preferBoard: rnd() < 0.5, goOn: rnd() < 0.5, rnd })) === null) break;
  await waitIdle(page);
  const before = await page.evaluate(() => ({ view: window.__kk?.view(), count: window.__kk?.actionCount(), log: window.__kk?.logLength(), buttons: window.__kk?.buttons().length }));
  expect(before.count).toBeGreaterThan(0);

  await page.locator('#side-panel button', { hasText: 'History' }).click();
  await shows(page, before.count ?? -1);
  expect(await page.evaluate(() => window.__kk?.historyView())).toEqual(before.view);
  await page.keyboard.press('Home');
  await shows(page, 0);
  await page.keyboard.press('ArrowRight');
  await shows(page, 1);
  expect(await page.evaluate(() => window.__kk?.buttons().length)).toBe(0); // nothing can be played from the past
  await page.locator('#history-leave').click();
  await expect(bar(page)).toBeHidden();
  await waitIdle(page);
  const after = await page.evaluate(() => ({ view: window.__kk?.view(), count: window.__kk?.actionCount(), log: window.__kk?.logLength(), buttons: window.__kk?.buttons().length, misplaced: window.__kk?.misplaced() }));
  expect(after).toEqual({ ...before, misplaced: [] });
  expect(errors).toEqual([]);
});

test('a finished campaign replays with its animations, stops, and goes on at the fastest speed to its end screen', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await openCampaigns(page);
  await campaignRow(page, FINISHED_ID).getByRole('button', { name: 'Replay' }).click();
  await shows(page, 0);
  // At a speed with animations, the moves are animated (the board is busy between steps); Stop halts it.
  await page.locator('#history-speed').selectOption({ label: 'Very fast' });
  await page.locator('#history-replay').click();
  await expect(bar(page)).toHaveAttribute('data-replaying', 'yes');
  await page.waitForFunction(() => window.__kk?.idle() === false && window.__kk.effects !== undefined, undefined, { timeout: 30_000 });
  await page.locator('#history-replay').click();
  await expect(bar(page)).toHaveAttribute('data-replaying', 'no');
  await waitIdle(page);
  const stopped = Number(await bar(page).getAttribute('data-step'));
  expect(stopped).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__kk?.historyMisplaced())).toEqual([]);
  // Then on from there at the fastest speed, to the end screen.
  await page.locator('#history-speed').selectOption({ label: 'Fastest' });
  await page.locator('#history-replay').click();
  await expect(page.locator('#end-screen')).toBeVisible({ timeout: 60_000 });
  const length = Number(await bar(page).getAttribute('data-length'));
  await expect(bar(page)).toHaveAttribute('data-step', String(length));
  expect(length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__kk?.historyMisplaced())).toEqual([]);
  expect(errors).toEqual([]);
});
