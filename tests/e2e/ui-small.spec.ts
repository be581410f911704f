// Issue #14's smaller items from the player's side: the shortcuts list (`?`, the Keys button), the message
// when Undo is blocked, and the New campaign options remembered as the player's defaults.
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, ringShares, snapshot, startCampaign, toastText, waitIdle, watchConsole } from './board-driver.js';
import { resumeCampaign } from './screen-driver.js';
import { idForKind } from './decision-kinds.js';
import { LAYOUT_BY_ID } from '../../renderer/board/layout.js';
import { FINISHED_ID } from './e2e-paths.js';
import { ringAgainstPaper } from './ring-contrast.js';
import { DEFAULT_OPTIONS, isSwitch, OPTIONAL_RULES, optionValues, type Options } from '../../shared/data/optional-rules.js';
import { SHORTCUTS } from '../../renderer/ui/shortcuts.js';
import { UNDO_BLOCKED } from '../../renderer/ui/undo-blocked.js';

async function toastShows(page: Page, text: string): Promise<void> {
  await expect.poll(() => toastText(page)).toContain(text);
}

test('? and the Keys button list every shortcut of the table; Esc closes the list', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  const list = page.locator('#shortcuts');
  await expect(list).toBeHidden();
  await page.keyboard.press('?');
  await expect(list).toBeVisible();
  await expect(list.locator('tr')).toHaveCount(SHORTCUTS.length);
  await expect(list.locator('tr th')).toHaveText(SHORTCUTS.map((s) => s.keys));
  await expect(list.locator('tr td')).toHaveText(SHORTCUTS.map((s) => s.what));
  await page.screenshot({ path: 'test-results/shortcuts-overlay.png' });

  // While it is open, the board takes no key: Space does not play the decision under it.
  const before = await page.evaluate(() => window.__kk?.actionCount());
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(before);

  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.locator('#side-panel button', { hasText: 'Keys' }).click();
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  expect(errors).toEqual([]);
});

test('Undo blocked by a roll says so, from Ctrl+Z and from the button', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  // Nothing played yet: nothing to take back, said in words.
  await page.keyboard.press('Control+z');
  await toastShows(page, 'no move to take back yet');

  // Play the first button until the engine's undo floor stands at the last action (a roll, a draw or a phase).
  for (let i = 0; i < 40; i++) {
    const s = await snapshot(page);
    const v = await page.evaluate(() => window.__kk?.view());
    if ((s.actionCount ?? 0) > 0 && v && !v.canUndo && !v.over) break;
    await page.keyboard.press('1');
    await page.waitForFunction((n) => window.__kk?.actionCount() === n + 1, s.actionCount ?? 0);
    await waitIdle(page);
  }
  const count = await page.evaluate(() => window.__kk?.actionCount());
  expect(await page.evaluate(() => window.__kk?.view()?.canUndo)).toBe(false);
  expect(count).toBeGreaterThan(0);

  await page.evaluate(() => { const t = document.getElementById('toast'); if (t) t.style.display = 'none'; });
  await page.keyboard.press('Control+z');
  await toastShows(page, UNDO_BLOCKED);
  const message = (await toastText(page)) ?? '';
  expect(message).toMatch(/rolled (a die|\d dice)\)|drew a chit|phase since your last move/);

  await page.evaluate(() => { const t = document.getElementById('toast'); if (t) t.style.display = 'none'; });
  const undo = await page.evaluate(() => window.__kk?.undoButton());
  expect(undo).toBeTruthy();
  await page.mouse.click(undo!.x, undo!.y);
  await toastShows(page, UNDO_BLOCKED);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(count);
  expect(errors).toEqual([]);
});

/** Sets the New campaign form to `options` (its fields come from the optional-rules table). */
async function fillOptions(page: Page, options: Options): Promise<void> {
  for (const row of OPTIONAL_RULES) {
    const input = page.locator(`#${row.field}`);
    if (isSwitch(row)) await input.setChecked(options[row.id] === true);
    else await input.selectOption(String(options[row.id]));
  }
}

async function expectOptions(page: Page, options: Options): Promise<void> {
  for (const row of OPTIONAL_RULES) {
    const input = page.locator(`#${row.field}`);
    if (isSwitch(row)) await expect(input, row.id).toBeChecked({ checked: options[row.id] === true });
    else await expect(input, row.id).toHaveValue(String(options[row.id]));
  }
}

async function startFromForm(page: Page, options: Options): Promise<void> {
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await fillOptions(page, options);
  const before = await page.evaluate(() => window.__kk?.campaignId() ?? null);
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction((b) => { const id = window.__kk?.campaignId(); return id != null && id !== b; }, before);
  await waitIdle(page);
}

test('the options of the last campaign started are the New campaign form\'s defaults, after a reload too', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  // Every option away from its default (on, or the most Cruisers removed).
  const chosen = Object.fromEntries(OPTIONAL_RULES.map((row) => [row.id, optionValues(row).find((x) => x !== DEFAULT_OPTIONS[row.id])])) as unknown as Options;
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  // Each option is explained with its rule number from the table.
  for (const row of OPTIONAL_RULES) await expect(page.locator('label.field', { has: page.locator(`#${row.field}`) })).toContainText(`optional rule ${row.rule}`);
  await page.locator('#new-screen button', { hasText: 'Back' }).click();
  await startFromForm(page, chosen);

  await page.goto('/?test');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expectOptions(page, chosen);
  await page.locator('#new-screen button', { hasText: 'Back' }).click();

  // Back to the table's defaults, remembered in turn (the other specs start their campaigns with them).
  await startFromForm(page, DEFAULT_OPTIONS);
  await page.goto('/?test');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expectOptions(page, DEFAULT_OPTIONS);
  expect(errors).toEqual([]);
});

/** Settings through the Settings screen, as a player would (from the title or the side panel). */
async function setSettings(page: Page, s: { speed?: string; motion?: string; palette?: string }): Promise<void> {
  const fromTitle = page.locator('#title-screen button', { hasText: 'Settings' });
  if (await fromTitle.count() > 0) await fromTitle.click();
  else await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  if (s.speed) await page.locator('#speed').selectOption(s.speed);
  if (s.motion) await page.locator('#reduced-motion').selectOption(s.motion);
  if (s.palette) await page.locator('#palette').selectOption(s.palette);
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
}

const DICE = [{ type: 'dice', rule: '§6', dice: [3, 5], why: 'attack', forced: false }] as const;

/** Plays a roll of the dice as an animation; true when it was still running 150 ms later. */
async function stillAnimating(page: Page): Promise<boolean> {
  await page.evaluate((events) => window.__kk?.animate(events as never), DICE);
  await page.waitForTimeout(150);
  const running = await page.evaluate(() => !(window.__kk?.idle() ?? true));
  await waitIdle(page);
  return running;
}

test('reduced motion: the setting or the computer\'s preference makes animations jump to their end', async ({ page }) => {
  const errors = watchConsole(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startCampaign(page, 1917);
  await setSettings(page, { speed: '0.5', motion: 'off' });
  expect(await stillAnimating(page)).toBe(true);
  // "As the computer is set", and the computer asks for reduced motion.
  await setSettings(page, { motion: 'system' });
  expect(await stillAnimating(page)).toBe(false);
  // The computer stops asking: animations play again; the setting "on" reduces them whatever it says.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.waitForFunction(() => !matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.waitForTimeout(200); // the media query's change event comes with the next frame
  expect(await stillAnimating(page)).toBe(true);
  await setSettings(page, { motion: 'on' });
  expect(await stillAnimating(page)).toBe(false);
  await page.reload();
  await page.locator('#title-screen button', { hasText: 'Settings' }).click();
  await expect(page.locator('#reduced-motion')).toHaveValue('on');
  await page.locator('#settings-screen button', { hasText: 'Cancel' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
  await setSettings(page, { speed: '0', motion: 'system' });
  expect(errors).toEqual([]);
});

test('the legal highlight on sea boxes stands at 3:1 against the sea in the colour-blind palette (painted pixels)', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await setSettings(page, { palette: 'colour-blind' });
  await resumeCampaign(page, idForKind('runner-placement'));
  const s = await snapshot(page);
  const seas = s.targets.filter((t) => t.key.startsWith('box:') && LAYOUT_BY_ID[t.key.slice(4)]?.style === 'sea');
  expect(seas.length).toBeGreaterThan(0);
  const shares = await ringShares(page, seas);
  for (const [key, share] of shares) expect(share, key).toBeGreaterThan(0.9);
  // Issue #33: the ring itself, not only its band, against the sea box's paper (the sky-blue ring read 1.2:1).
  for (const t of seas) {
    if (!t.bounds) continue;
    const r = await ringAgainstPaper(page, t.bounds);
    expect(r.ratio, `${t.key}: ring ${r.ring.toString(16)} on paper ${r.paper.toString(16)}`).toBeGreaterThanOrEqual(3);
  }
  await page.screenshot({ path: 'test-results/colour-blind-sea-highlight.png' });
  await setSettings(page, { palette: 'standard' });
  expect(errors).toEqual([]);
});

test('Continue never opens a finished campaign, even the one looked at last', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1918);
  const inProgress = await page.evaluate(() => window.__kk?.campaignId());
  await resumeCampaign(page, FINISHED_ID);
  await expect(page.locator('#end-screen')).toBeVisible();
  await page.locator('#end-screen button', { hasText: 'Title' }).click();
  const cont = page.locator('#title-screen button', { hasText: 'Continue' });
  // Continue is offered for the campaign in progress played before it, not for the finished one.
  await expect(cont).toBeVisible();
  await cont.click();
  await page.waitForFunction((id) => window.__kk?.campaignId() === id, inProgress);
  expect(await page.evaluate(() => window.__kk?.view()?.over ?? null)).toBeNull();
  expect(errors).toEqual([]);
});
