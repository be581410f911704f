// Issue 32: the last dice stay on screen, with what they decided, until the next decision (in the page's words too,
// for a screen reader); the setting "Roll the dice myself in the app" makes each of the app's rolls wait for Space
// or a click, and it can be turned off while a roll waits without losing a move.
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, seeded, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { continueIndex } from '../../renderer/ui/action-labels.js';
import type { Action } from '../../shared/engine/index.js';

async function lastDice(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('last-dice');
    return root === null || root.hidden ? '' : (root.textContent ?? '').trim();
  });
}

async function logTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kk = window.__kk!;
    return Array.from({ length: kk.logLength() }, (_, i) => kk.logLine(i)?.text ?? '');
  });
}

async function setRollInApp(page: Page, on: boolean): Promise<void> {
  await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  await expect(page.locator('label.field', { has: page.locator('#roll-dice-in-app') })).toContainText('Roll the dice myself in the app');
  await page.locator('#roll-dice-in-app').setChecked(on);
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
}

test('after the Entente turn the last dice stay, with what they decided, until the next decision', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 7);
  const rnd = seeded(7);
  // Play on until Turn 2's Entente turn (with its rolls) has been played and the player's decision is pending.
  for (let i = 0; i < 80; i++) {
    const v = await page.evaluate(() => window.__kk?.view() ?? null);
    if (v && v.turn >= 2 && (await lastDice(page)) !== '') break;
    await clickOneDecision(page, { preferBoard: false, goOn: true, rnd });
  }
  const said = await lastDice(page);
  expect(said, 'the last roll in words').toMatch(/: rolled \d( \+ \d)* \(§[\d.]+\)\./);
  // The same roll as the log's last roll line, and the dice still drawn on the board.
  const rolls = (await logTexts(page)).filter((t) => /: rolled \d/.test(t));
  expect(said.startsWith(rolls[rolls.length - 1])).toBe(true);
  expect(await page.evaluate(() => window.__kk?.overlays().dice ?? null)).not.toBeNull();
  expect(errors).toEqual([]);
});

const WAITS = 'click or press Space to roll';

/** Takes the go-on choice (else the first) by its button, and waits until the board rests or a roll waits. */
async function actOnce(page: Page): Promise<void> {
  const actions = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions ?? [])) as Action[];
  const buttons = await page.evaluate(() => window.__kk!.buttons());
  const pick = buttons.find((b) => b.index === continueIndex(actions)) ?? buttons[0];
  await page.mouse.click(pick.x, pick.y);
  await untilRestOrWait(page);
}

async function untilRestOrWait(page: Page): Promise<void> {
  await page.waitForFunction((w) => window.__kk!.idle() || (document.getElementById('last-dice')?.textContent ?? '').includes(w), WAITS);
}

test('"Roll the dice myself in the app": a roll waits for Space, and turned off while one waits, play goes on', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 7);
  await setRollInApp(page, true);
  // Act until an action's update brings a roll of the app's: the board then waits for the player's Space.
  for (let i = 0; i < 60 && !(await lastDice(page)).includes(WAITS); i++) await actOnce(page);
  expect(await lastDice(page), 'a roll waits for the player').toContain(WAITS);
  await page.waitForTimeout(1500);
  expect(await lastDice(page), 'still waiting: nothing rolls by itself').toContain(WAITS);
  expect(await page.evaluate(() => window.__kk!.idle())).toBe(false);
  expect(await page.evaluate(() => window.__kk?.overlays().dice ?? null), 'the tray asks, with no face shown').not.toBeNull();

  // Space throws it: the roll lands (its line joins nothing: the log already has the action's lines) and is said,
  // unless the next roll of the same update waits at once (animations are instant here).
  await page.keyboard.press('Space');
  await untilRestOrWait(page);
  // Throw on (Space) and act until a roll waits again, then turn the setting off while it waits.
  for (let i = 0; i < 60; i++) {
    await untilRestOrWait(page);
    if ((await lastDice(page)).includes(WAITS)) break;
    await actOnce(page);
  }
  expect(await lastDice(page)).toContain(WAITS);
  const count = await page.evaluate(() => window.__kk!.actionCount());
  await setRollInApp(page, false);
  await waitIdle(page);
  expect(await lastDice(page), 'the roll played by itself and is said').toMatch(/: rolled \d/);
  // Nothing lost or taken behind the player's back: the same action count, and the board drawn from main's view.
  expect(await page.evaluate(() => window.__kk!.actionCount())).toBe(count);
  expect(await page.evaluate(() => window.__kk!.promptKind())).not.toBeNull();
  expect(errors).toEqual([]);
});
