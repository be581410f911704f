// Issue 32: while the table companion asks for a die, the board and the log show the Entente turn up to that roll
// (the campaign's own board and log hold it only once every die is entered), and each entered die is shown as
// the app's own dice are, its words kept under the dice until the next decision.
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, waitIdle, watchConsole } from './board-driver.js';
import { startCompanionCampaign } from './companion-driver.js';
import { continueIndex } from '../../renderer/ui/action-labels.js';
import type { Action } from '../../shared/engine/index.js';

async function logTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kk = window.__kk!;
    return Array.from({ length: kk.logLength() }, (_, i) => kk.logLine(i)?.text ?? '');
  });
}

async function lastDice(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('last-dice');
    return root === null || root.hidden ? '' : (root.textContent ?? '').trim();
  });
}

/** Enters a 4 for a die asked, else takes the go-on choice (or the first). */
async function actOnce(page: Page): Promise<void> {
  const before = await page.evaluate(() => window.__kk!.actionCount());
  if ((await page.evaluate(() => window.__kk!.promptKind())) === 'enter-dice') await page.keyboard.press('4');
  else {
    const actions = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions ?? [])) as Action[];
    const buttons = await page.evaluate(() => window.__kk!.buttons());
    const pick = buttons.find((b) => b.index === continueIndex(actions)) ?? buttons[0];
    await page.mouse.click(pick.x, pick.y);
  }
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk!.actionCount())).toBe((before ?? 0) + 1);
}

test('a die asked during the Entente turn: the board and the log show the turn up to it, and the entered die is shown', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  const id = await startCompanionCampaign(page, 7, { dice: true, chits: false });

  // Play Turn 1 to its end: the first die of Turn 2 is asked while the campaign's position is still Turn 1's.
  let asked = false;
  for (let i = 0; i < 200 && !asked && (await page.evaluate(() => window.__kk!.view()!.turn)) < 2; i++) {
    await actOnce(page);
    const kind = await page.evaluate(() => window.__kk!.promptKind());
    asked = kind === 'enter-dice' && (await page.evaluate(() => window.__kk!.view()!.turn)) === 1 && (await logTexts(page)).includes('Turn 2: Chit Draw Phase');
  }
  expect(asked, 'a die asked after Turn 2\'s Chit Draw, the position still Turn 1').toBe(true);
  // The board's header follows the steps shown (Turn 2), the log holds the Entente turn so far.
  expect((await page.evaluate(() => window.__kk!.words())).header).toMatch(/Turn 2\b/);
  expect((await logTexts(page)).some((t) => /^Turn 2: Entente Powers \(EP\) Attack Phase/.test(t)) || (await logTexts(page)).includes('Turn 2: Turn Start Phase')).toBe(true);

  // Issue #33: the steps are announced as they come: the polite live region's last sentence is the log's last line.
  const announcements = page.getByRole('log', { name: 'Announcements' }).getByRole('paragraph');
  expect(await announcements.last().textContent()).toBe((await logTexts(page)).at(-1));
  // A reload at the question: Continue shows the steps so far at once, and they are not said again at the next
  // entry (only its new lines, counted if many).
  await page.reload();
  await page.locator('#title-screen button', { hasText: 'Continue' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);

  // The entered die is shown as the app's own: its words under the dice (the update's steps play on from there).
  const logLength = (await logTexts(page)).length;
  await actOnce(page);
  const grew = (await logTexts(page)).length - logLength;
  const said = await announcements.allTextContents();
  const counted = Number(/^(\d+) new lines/.exec(said[0] ?? '')?.[1] ?? said.length);
  expect(counted, `after the reload the entry says its ${grew} new lines, not the Entente turn again: ${said.join(' | ')}`).toBeLessThanOrEqual(grew);
  expect(await lastDice(page)).toMatch(/you rolled 4/);
  expect((await logTexts(page)).length).toBeGreaterThanOrEqual(logLength);
  expect(await page.evaluate(() => window.__kk?.overlays().dice ?? null)).not.toBeNull();

  // The form remembers the switches; put them back off for the specs that start campaigns after this one.
  await page.goto('/?test');
  expect(await startCompanionCampaign(page, 5, { dice: false, chits: false })).not.toBe(id);
  expect(errors).toEqual([]);
});

test('two dice typed in one go ("3" then "5") enter the pair of the British Cruisers Table (§9.1.2)', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  const id = await startCompanionCampaign(page, 7, { dice: true, chits: false });
  await actOnce(page); // the Tageblatt's die (§7.1)
  await actOnce(page); // Blockade Runner 1 to the Atlantic
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain('British Cruisers Table (1 Cruiser): roll 2 dice and enter the first.');
  const before = (await page.evaluate(() => window.__kk!.actionCount())) ?? 0;
  await page.keyboard.press('3');
  await page.keyboard.press('5'); // at once, while the 3 is on its way
  await page.waitForFunction((n) => window.__kk!.actionCount() === n + 2 && window.__kk!.idle(), before);
  expect(await logTexts(page)).toContain('British Cruisers Table (1 Cruiser): you rolled 3 + 5');

  await page.goto('/?test');
  expect(await startCompanionCampaign(page, 5, { dice: false, chits: false })).not.toBe(id);
  expect(errors).toEqual([]);
});
