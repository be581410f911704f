// A campaign played on to a German Defeat (§15.2), and the side panel's whole log across a reload, in
// Debian's Chromium against the real web host. The fixture (write-fixtures.ts) is a prefix of the golden
// Defeat one move from the end: resumed from the Campaigns screen, bookmarked, that move clicked, the end
// screen says Defeat and the Campaigns screen lists it as finished, its result in words, the bookmark as
// typed. The log is rebuilt from the actions when a campaign is opened: after a reload it is the same log,
// line for line, as the engine writes it; an Undo takes back exactly the lines of the choice it undid.
import { expect, test, type Page } from './keyed-test.js';
import { engine } from '../../main/engine-port.js';
import { resultOf } from '../../main/library/summary.js';
import { COUNTRY_BY_ID } from '../../shared/data/board.js';
import type { Action, BoardView, LogEntry, PlainAction } from '../../shared/engine/index.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { resultInWords } from '../../renderer/screens/plain-words.js';
import { clickOneDecision, expectAccepted, instantAnimations, seeded, snapshot, waitIdle, watchConsole } from './board-driver.js';
import { DEFEAT_ID } from './e2e-paths.js';
import { findOneMoveFromDefeat } from './positions.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';

/** Any letters: a German name, a dash and a year, kept exactly as typed. */
const BOOKMARK = 'Letzte Hoffnung — 1918';

/** The fixture as write-fixtures.ts wrote it (the same search on the same engine). */
const fixture = findOneMoveFromDefeat();

/** The whole log as the engine writes it for the fixture's first `count` actions (its move being the last). */
function engineLog(count: number): LogEntry[] {
  const run = engine.replaySteps(fixture.seed, undefined, [...fixture.actions, fixture.move].slice(0, count));
  expect(run.illegalAt).toBeNull();
  return run.steps.flatMap((events) => engine.logEntriesOf(events));
}

/** The side panel's log, every line, read through the test hook (only the rows in view are in the DOM). */
async function readLog(page: Page): Promise<(LogEntry | null)[]> {
  return page.evaluate(() => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    return Array.from({ length: kk.logLength() }, (_, i) => kk.logLine(i));
  });
}

function sameAction(a: PlainAction, b: PlainAction): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** The heading (In progress, Finished…) a campaign's row is listed under. */
async function groupOf(page: Page, id: string): Promise<string | null> {
  return campaignRow(page, id).evaluate((r) => {
    let h: Element | null = r.previousElementSibling;
    while (h && h.tagName !== 'H3') h = h.previousElementSibling;
    return h?.textContent ?? null;
  });
}

test('a campaign played on to a Defeat is listed as lost, with its bookmark as typed', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  const turn = engine.view(engine.replay(fixture.seed, undefined, fixture.actions)).turn;

  // Listed in progress, at its turn.
  await openCampaigns(page);
  await expect(campaignRow(page, DEFEAT_ID)).toBeVisible();
  expect(await groupOf(page, DEFEAT_ID)).toBe('In progress');
  await expect(campaignRow(page, DEFEAT_ID).locator('.standing')).toHaveText(`Turn ${turn}`);
  await resumeCampaign(page, DEFEAT_ID);
  const before = await snapshot(page);
  expect(before.over).toBeNull();
  expect(before.actionCount).toBe(fixture.actions.length);
  expect(before.kind).toBe(fixture.kind);
  expect(before.turn).toBe(turn);

  // Bookmarked before the last move.
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  await page.locator('#bookmark-name').fill(BOOKMARK);
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.locator('#bookmark-status')).toHaveText(`Bookmarked “${BOOKMARK}” at turn ${turn}.`);
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Back to the board' }).click();
  await expect(page.locator('#bookmark-screen')).toHaveCount(0);
  await waitIdle(page);

  // The move, clicked where the player finds it: on the board when it names a tile or box, else its button.
  const actions = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions ?? [])) as Action[];
  const index = actions.findIndex((a) => sameAction(a, fixture.move));
  expect(index, `the move ${JSON.stringify(fixture.move)} among ${JSON.stringify(actions)}`).toBeGreaterThanOrEqual(0);
  const target = before.targets.find((t) => t.indexes.length === 1 && t.indexes[0] === index);
  const shown = before.buttons.find((b) => b.index === index);
  const shownView = (await page.evaluate(() => window.__kk?.view() ?? null)) as BoardView | null;
  const label = shownView?.prompt ? (choiceLabels(shownView.prompt, shownView)[index] ?? '') : '';
  if (target) {
    await page.mouse.click(target.x, target.y);
  } else {
    expect(shown, `a button for "${label}" on the prompt bar`).toBeDefined();
    expect(shown?.label).toBe(label);
    await page.mouse.click(shown?.x ?? 0, shown?.y ?? 0);
  }
  await waitIdle(page);
  await expectAccepted(page, before, label);

  // The end screen says Defeat, on the engine's turn; the board's game-over is the engine's.
  const end = page.locator('#end-screen');
  await expect(end).toBeVisible();
  await expect(end.locator('h1')).toHaveText('Defeat');
  const over = await page.evaluate(() => window.__kk?.view()?.over ?? null);
  expect(over).toEqual(fixture.over);
  await expect(end).toContainText(`turn ${fixture.over.turn}`);
  await page.screenshot({ path: 'test-results/defeat-end-screen.png' });

  // Listed under Finished: the result in words, with the front's Country by its printed name.
  await end.getByRole('button', { name: 'Title' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
  await openCampaigns(page);
  const row = campaignRow(page, DEFEAT_ID);
  await expect(row).toBeVisible();
  expect(await groupOf(page, DEFEAT_ID)).toBe('Finished');
  const front = (fixture.over as { front?: string }).front;
  const country = COUNTRY_BY_ID[front as keyof typeof COUNTRY_BY_ID];
  expect(country, `the Defeat's front (${front}) is a Country`).toBeDefined();
  const words = `Defeat on turn ${fixture.over.turn} — the front in ${country.name} collapsed`;
  expect(resultInWords(resultOf(fixture.over)!)).toBe(words);
  await expect(row.locator('.standing')).toHaveText(words);
  await expect(row.getByRole('button', { name: 'Resume', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Look at the end', exact: true })).toBeVisible();
  // The bookmark is shown under it, exactly as typed, at the turn it was made.
  await expect(page.locator(`#bookmark-${DEFEAT_ID}-0 .bookmark-name`)).toHaveText(BOOKMARK);
  await expect(page.locator(`#bookmark-${DEFEAT_ID}-0`)).toContainText(`turn ${turn}`);
  await expect(row.locator('.bookmark')).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/defeat-campaigns-screen.png' });
  expect(errors).toEqual([]);
});

test('the whole log comes back after a reload, and an Undo takes back its choice\'s lines', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);

  // A long campaign (the Defeat fixture, played on to its end or not, whichever test ran first).
  await resumeCampaign(page, DEFEAT_ID);
  const count = (await page.evaluate(() => window.__kk?.actionCount() ?? null)) ?? -1;
  expect([fixture.actions.length, fixture.actions.length + 1]).toContain(count);
  const expected = engineLog(count);
  const first = await readLog(page);
  console.log(`log of ${DEFEAT_ID} at ${count} actions: ${first.length} lines, from "${first[0]?.text}" to "${first[first.length - 1]?.text}"`);
  expect(first.length).toBe(expected.length);
  expect(first[0]).toEqual(expected[0]);
  expect(first[first.length - 1]).toEqual(expected[expected.length - 1]);
  expect(first).toEqual(expected);

  // A reload: the campaign resumed from the Campaigns screen has the same log, from the campaign's start.
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  await expect(page.locator('#title-screen')).toBeVisible();
  expect(await page.evaluate(() => window.__kk?.logLength())).toBe(0);
  await resumeCampaign(page, DEFEAT_ID);
  expect(await page.evaluate(() => window.__kk?.campaignId())).toBe(DEFEAT_ID);
  const length = await page.evaluate(() => window.__kk?.logLength());
  expect(length).toBe(first.length);
  expect(await page.evaluate(() => window.__kk?.logLine(0))).toEqual(first[0]);
  expect(await page.evaluate((n) => window.__kk?.logLine(n - 1), first.length)).toEqual(first[first.length - 1]);
  expect(await readLog(page)).toEqual(first);
  // The rows in view are the log's end (a resumed log is shown at its bottom).
  await expect(page.locator(`#log li[data-index="${first.length - 1}"]`)).toBeVisible();

  // An Undo: a new campaign, played until a choice may be taken back (no dice, draw or phase end since).
  // (Played on to its Defeat, the campaign shows its end screen, which covers the side panel.)
  if (await page.locator('#end-screen').count() > 0) await page.locator('#end-screen').getByRole('button', { name: 'Title' }).click();
  else await page.locator('#side-panel button', { hasText: 'Title' }).click();
  await page.locator('#title-screen').getByRole('button', { name: 'New campaign' }).click();
  await page.locator('#seed').fill('1918');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => { const id = window.__kk?.campaignId(); return id != null && id !== 'one-move-from-defeat'; });
  await waitIdle(page);
  const rnd = seeded(1918);
  let undone = false;
  for (let i = 0; i < 40 && !undone; i++) {
    const logBefore = await readLog(page);
    const countBefore = (await page.evaluate(() => window.__kk?.actionCount())) ?? 0;
    const r = await clickOneDecision(page, { preferBoard: true, goOn: false, rnd });
    if (r === null) break;
    const after = await page.evaluate(() => ({ canUndo: window.__kk?.view()?.canUndo ?? false, length: window.__kk?.logLength() ?? 0 }));
    if (!after.canUndo || after.length <= logBefore.length) continue;
    console.log(`Undo of "${r.label}" (${r.kind}) at move ${countBefore + 1}: log ${logBefore.length} → ${after.length} → ${logBefore.length}`);
    await page.keyboard.press('Control+z');
    await page.waitForFunction((n) => window.__kk?.actionCount() === n && window.__kk.idle(), countBefore);
    expect(await page.evaluate(() => window.__kk?.logLength())).toBe(logBefore.length);
    expect(await readLog(page)).toEqual(logBefore);
    // The Undo was saved: Continue after a reload brings back the campaign with that same log.
    await page.reload();
    await page.waitForFunction(() => window.__kk !== undefined);
    await page.locator('#title-screen').getByRole('button', { name: /^Continue/ }).click();
    await page.waitForFunction((n) => window.__kk?.actionCount() === n, countBefore);
    await waitIdle(page);
    expect(await readLog(page)).toEqual(logBefore);
    undone = true;
  }
  expect(undone, 'no choice in 40 could be undone').toBe(true);
  expect(errors).toEqual([]);
});
