// The guided first turn (issue #14) from the player's side: chosen on the New campaign screen (and remembered),
// its card explains the decisions of the first turn with their rule numbers, never covers the prompt's buttons
// or the chooser (checked by what the page has at those points, not by the card's own numbers), outlines the
// boxes it names, can be closed and then stays closed, and the Rules help tab starts it again.
import { expect, test, type Page } from './keyed-test.js';
import { choiceStep, phaseStep } from '../../renderer/help/first-turn-guide.js';
import { instantAnimations, snapshot, waitIdle, watchConsole } from './board-driver.js';

const card = (page: Page) => page.locator('#guide-card');

/** What the page shows at each point: true when the board's canvas is the top element (nothing of ours over it). */
async function boardOnTop(page: Page, points: readonly { x: number; y: number }[]): Promise<boolean[]> {
  return page.evaluate((ps) => ps.map((p) => document.elementFromPoint(p.x, p.y)?.id === 'board'), points);
}

/** The card is there, names the phase and the decision in play with their rules, and covers no prompt button. */
async function expectCardForDecision(page: Page): Promise<string> {
  const s = await snapshot(page);
  const phase = await page.evaluate(() => window.__kk?.view()?.phase ?? '');
  const kind = s.kind ?? '';
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(`${phaseStep(phase)?.rule} `);
  await expect(card(page)).toContainText(`Your choice now ${choiceStep(kind)?.rule}`);
  await expect(card(page)).not.toContainText(kind); // plain words, not the prompt's id
  expect(s.buttons.length).toBeGreaterThan(0);
  expect(await boardOnTop(page, s.buttons), `${kind}: a prompt button under the guide card`).toEqual(s.buttons.map(() => true));
  const box = await card(page).boundingBox();
  for (const b of s.buttons) expect(box && b.x >= box.x && b.x <= box.x + box.width && b.y >= box.y && b.y <= box.y + box.height, `${kind}: ${b.label}`).toBeFalsy();
  // The boxes it talks about are outlined on the board.
  expect(await page.locator('.guide-outline').count()).toBeGreaterThan(0);
  return kind;
}

/** One decision by a board click when there is one (the chooser's items must stay uncovered), else a button. */
async function decide(page: Page): Promise<void> {
  const s = await snapshot(page);
  const target = s.targets.find((t) => t.indexes.length > 1) ?? s.targets[0];
  if (target) {
    await page.mouse.click(target.x, target.y);
    await waitIdle(page);
    const menu = await page.evaluate(() => window.__kk?.chooser() ?? []);
    if (menu.length > 0) {
      expect(await boardOnTop(page, menu), 'a chooser item under the guide card').toEqual(menu.map(() => true));
      await page.mouse.click(menu[0].x, menu[0].y);
    }
  } else {
    const goOn = s.buttons.at(-1);
    if (!goOn) throw new Error(`no button at ${s.kind}`);
    await page.mouse.click(goOn.x, goOn.y);
  }
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.actionCount() ?? 0)).toBe((s.actionCount ?? 0) + 1);
}

test('the guide walks through the first decisions, keeps clear of the buttons, closes for good, and is remembered', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  const box = page.locator('#guide-first-turn');
  await expect(box).not.toBeChecked(); // off until a player asks for it
  await expect(page.locator('#guide-first-turn-note')).toContainText('rule');
  await box.check();
  await page.locator('#seed').fill('1');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);

  // The first card: what went by on its own before the first decision, then the decision itself.
  const first = await expectCardForDecision(page);
  await expect(card(page).locator('.guide-passed summary')).toContainText('§4 Chit Draw Phase');
  await expect(card(page)).toContainText('Turn 1 · step');
  await page.screenshot({ path: 'test-results/guided-turn-first.png' });

  // The next decisions: each has its card, and the card moves on with the game.
  const kinds = [first];
  for (let i = 0; i < 2; i++) {
    await decide(page);
    kinds.push(await expectCardForDecision(page));
  }
  await page.screenshot({ path: 'test-results/guided-turn-later.png' });

  // Closed: it stays closed through the next decision and a reload.
  await card(page).locator('button', { hasText: 'Close the guide' }).click();
  await expect(card(page)).toBeHidden();
  await expect(page.locator('.guide-outline')).toHaveCount(0);
  await decide(page);
  await expect(card(page)).toBeHidden();
  await page.reload();
  await page.locator('#title-screen button', { hasText: 'Continue' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  await expect(card(page)).toBeHidden();

  // The Rules help tab offers it again, for the turn in play.
  await page.locator('#side-panel .tab', { hasText: 'Rules help' }).click();
  await page.locator('#guide-start').click();
  await expectCardForDecision(page);
  await card(page).locator('button', { hasText: 'Close the guide' }).click();
  await expect(card(page)).toBeHidden();

  // The choice is remembered on the New campaign screen; put back to off for the specs after this one.
  await page.locator('#side-panel button', { hasText: 'Title' }).click();
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  await expect(card(page)).toBeHidden();
  // Main has stored "off" before this page closes (the setting is saved after the campaign's answer): else
  // every later spec's new campaign opened with the guide's card over the side panel (seen in CI).
  await page.locator('#side-panel button', { hasText: 'Title' }).click();
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expect(box).not.toBeChecked();
  expect(errors).toEqual([]);
});
