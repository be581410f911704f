// About, from the title screen and from the side panel in play: the version package.json names, the rules
// edition, where the campaigns are kept (the e2e host's own folder), the project's terms, and the licence
// list the build shipped beside index.html, opened in the page.
import { expect, test } from './keyed-test.js';
import { appVersion, campaignsDir } from '../../main/paths.js';
import { CURRENT_RULES_EDITION, RULES_EDITIONS } from '../../shared/data/rules-editions.js';
import { startCampaign, watchConsole } from './board-driver.js';
import { E2E_USER_DATA } from './e2e-paths.js';

const version = appVersion(process.cwd());

test('About shows the version, rules edition, save folder, terms and the bundled licences', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?test');
  await page.locator('#title-screen button', { hasText: 'About' }).click();
  await expect(page.locator('#about-version')).toHaveText(`Version ${version}`);
  const rules = page.locator('#about-rules');
  await expect(rules).toContainText(`rules edition ${CURRENT_RULES_EDITION}`);
  for (const id of RULES_EDITIONS[RULES_EDITIONS.length - 1].rulings) await expect(rules).toContainText(id);
  await expect(page.locator('#about-saves')).toHaveText(`Your campaigns are kept in ${campaignsDir(E2E_USER_DATA)}`);
  await expect(page.locator('#about-screen')).toContainText('All rights reserved');
  await expect(page.locator('#about-screen')).toContainText('belong to its publisher');

  await page.locator('#about-screen button', { hasText: 'Third-party licences' }).click();
  const list = page.locator('#licence-list');
  await expect(list.locator('summary', { hasText: /^pixi\.js [\d.]+ — MIT$/ })).toHaveCount(1);
  await expect(list).toContainText('the desktop app also lists');
  await list.locator('summary', { hasText: /^howler / }).click();
  await expect(list.locator('details[open] pre')).toContainText('Permission is hereby granted');

  await page.locator('#about-screen button', { hasText: 'Back' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
  expect(errors).toEqual([]);
});

test('About opens from the side panel in play and Back returns to the board', async ({ page }) => {
  await startCampaign(page, 5);
  await page.locator('#side-panel button', { hasText: 'About' }).click();
  await expect(page.locator('#about-version')).toHaveText(`Version ${version}`);
  await page.locator('#about-screen button', { hasText: 'Back' }).click();
  await expect(page.locator('#screen')).toBeHidden();
  expect(await page.evaluate(() => window.__kk?.view() !== null)).toBe(true);
});
