// Issue #33: an automated accessibility check of every screen a player meets. axe-core (through
// @axe-core/playwright) runs its WCAG 2 A/AA rules over the page as it stands on each screen; no violation of
// impact "serious" or "critical" may remain. Screens are reached the way a player reaches them (buttons by
// role and name). The board's canvas is one image to axe: what it paints is checked by the Decision and
// Board regions' own tests (screen-reader.spec.ts, screen-reader-play.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { A11Y_DEFEAT_ID, FINISHED_ID } from './e2e-paths.js';
import { openCampaigns, resumeCampaign } from './screen-driver.js';
import { findOneMoveFromDefeat } from './positions.js';
import type { PlainAction } from '../../shared/engine/index.js';

const defeat = findOneMoveFromDefeat();
const same = (a: PlainAction, b: PlainAction): boolean => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The serious and critical violations on the page now, each "rule: the first elements it names". */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function check(page: Page, theme: string, screen: string): Promise<void> {
  expect.soft(await seriousViolations(page), `${screen}${theme === '' ? '' : ` (${theme} theme)`}`).toEqual([]);
}

/** The themes the Settings screen offers (its "Theme" field: issue #33's low-light theme), by their options'
 *  words; none while it offers no choice. */
async function themesOffered(page: Page): Promise<string[]> {
  await page.locator('#title-screen').getByRole('button', { name: 'Settings' }).click();
  const field = page.locator('#settings-screen').getByLabel(/theme/i);
  const themes = (await field.count()) > 0 ? await field.locator('option').allTextContents() : [];
  await page.locator('#settings-screen').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
  return themes;
}

async function useTheme(page: Page, theme: string): Promise<void> {
  await page.locator('#title-screen').getByRole('button', { name: 'Settings' }).click();
  await page.locator('#settings-screen').getByLabel(/theme/i).selectOption({ label: theme });
  await page.locator('#settings-screen').getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
}

/** Every screen in turn, from the title screen: each checked by axe as it stands. */
async function tour(page: Page, theme: string): Promise<void> {
  await check(page, theme, 'title');

  await page.getByRole('button', { name: 'New campaign' }).click();
  await expect(page.locator('#new-screen')).toBeVisible();
  await check(page, theme, 'New campaign');
  await page.locator('#new-screen').getByRole('button', { name: 'Back', exact: true }).click();

  await page.locator('#title-screen').getByRole('button', { name: 'Statistics' }).click();
  await expect(page.locator('#statistics-screen')).toBeVisible();
  await check(page, theme, 'Statistics');
  await page.locator('#statistics-screen').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('#title-screen')).toBeVisible();

  await openCampaigns(page);
  await check(page, theme, 'Campaigns');
  await page.locator('#campaigns-screen').getByRole('button', { name: 'Back', exact: true }).click();

  // The board of a campaign in play, with each tab of the side panel.
  await startCampaign(page, 1915);
  await check(page, theme, 'board');
  for (const tab of ['Entente turn', 'Rules help', 'Log']) {
    await page.getByRole('tab', { name: tab }).click();
    await check(page, theme, `board, ${tab}`);
  }
  // The General Staff's answer in the side panel: its rows, its progress, its spoken status.
  await page.keyboard.press('a');
  await expect(page.locator('#advisor-rows li').first()).toBeVisible({ timeout: 60_000 });
  await check(page, theme, 'board, the General Staff\'s answer');
  await page.keyboard.press('Escape');

  await page.locator('#side-panel').getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('#settings-screen')).toBeVisible();
  await check(page, theme, 'Settings');
  await page.locator('#settings-screen').getByRole('button', { name: 'Cancel' }).click();

  await page.locator('#side-panel').getByRole('button', { name: 'History' }).click();
  await expect(page.locator('#history-leave')).toBeVisible();
  await waitIdle(page);
  await check(page, theme, 'History');
  await page.locator('#history-leave').click();

  // The two end screens: an Armistice and a Defeat.
  await resumeCampaign(page, FINISHED_ID);
  await expect(page.locator('#end-screen')).toBeVisible();
  await check(page, theme, 'end screen (finished)');
  // The Review screen of that war (issue #34), and back to its end screen.
  await page.locator('#end-screen').getByRole('button', { name: 'Review this war' }).click();
  await expect(page.locator('#review-screen')).toBeVisible();
  await expect(page.locator('#review-state')).not.toHaveText(/^Reading/);
  await check(page, theme, 'Review');
  await page.locator('#review-screen').getByRole('button', { name: 'Back to the end screen' }).click();
  await expect(page.locator('#end-screen')).toBeVisible();
  await page.locator('#end-screen').getByRole('button', { name: 'Look at the board' }).click();
  await resumeCampaign(page, A11Y_DEFEAT_ID); // its own copy: campaign-defeat.spec plays DEFEAT_ID's last move
  // Its last move (a theme's second tour finds it played already: the end screen is up at once).
  if (await page.locator('#end-screen').count() === 0) {
    const actions = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions ?? [])) as PlainAction[];
    const index = actions.findIndex((a) => same(a, defeat.move));
    expect(index).toBeGreaterThanOrEqual(0);
    await page.getByRole('region', { name: 'Decision' }).getByRole('list', { name: 'Choices' }).getByRole('button').nth(index).focus();
    await page.keyboard.press('Enter'); // as a screen-reader player presses it: the region is out of sight
  }
  await expect(page.locator('#end-screen')).toBeVisible();
  await waitIdle(page);
  await check(page, theme, 'end screen (defeat)');
}

test('every screen, in every theme: no serious or critical accessibility violation (axe-core)', async ({ page }) => {
  test.setTimeout(480_000);
  const errors = watchConsole(page);
  await instantAnimations(page);
  const themes = await themesOffered(page);
  for (const theme of themes.length > 0 ? themes : ['']) {
    if (theme !== '') {
      await instantAnimations(page);
      await useTheme(page, theme);
    }
    await tour(page, theme);
  }
  if (themes.length > 0) {
    await instantAnimations(page);
    await useTheme(page, themes[0]); // the settings as the other specs expect them
  }
  expect(errors).toEqual([]);
});
