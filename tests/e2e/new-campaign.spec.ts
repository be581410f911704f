// The New campaign form from the player's side: one field per optional rule of the table
// (shared/data/optional-rules.ts), each labelled and explained in the table's words, and the options chosen
// there are the ones the new campaign is played with (its row on the Campaigns screen says so).
import { expect, test } from './keyed-test.js';
import { DEFAULT_OPTIONS, isSwitch, OPTIONAL_RULES, optionValues, type Options } from '../../shared/data/optional-rules.js';
import { COMPANION_SWITCHES } from '../../shared/data/companion-options.js';
import { campaignTitle } from '../../renderer/screens/plain-words.js';
import { instantAnimations, waitIdle, watchConsole } from './board-driver.js';
import { campaignRow, openCampaigns } from './screen-driver.js';

test('one field per optional rule, explained, and the campaign starts with the options chosen', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  const form = page.locator('#new-screen');
  await expect(form).toBeVisible();
  // One field per optional rule, and the table companion's two switches (issue 32, table-companion.spec.ts).
  await expect(form.locator('[id^="opt-"]:is(input, select)')).toHaveCount(OPTIONAL_RULES.length + COMPANION_SWITCHES.length);

  // Every option at its last value (on, or the most Cruisers removed): none of them is the default.
  const chosen = Object.fromEntries(OPTIONAL_RULES.map((row) => [row.id, optionValues(row).at(-1)])) as unknown as Options;
  for (const row of OPTIONAL_RULES) {
    const input = page.locator(`#${row.field}`);
    await expect(input, row.id).toHaveAttribute('aria-describedby', `${row.field}-note`);
    await expect(page.locator(`#${row.field}-note`), row.id).toHaveText(row.explanation);
    await expect(page.locator('label.field', { has: input }), row.id).toContainText(row.label);
    if (isSwitch(row)) {
      await expect(input, row.id).toBeChecked({ checked: DEFAULT_OPTIONS[row.id] === true });
      await input.setChecked(chosen[row.id] === true);
    } else {
      await expect(input, row.id).toHaveValue(String(DEFAULT_OPTIONS[row.id]));
      await expect(input.locator('option'), row.id).toHaveText(row.values.map((c) => c.word));
      await input.selectOption(String(chosen[row.id]));
    }
  }
  await page.screenshot({ path: 'test-results/new-campaign-screen.png' });
  await page.locator('#seed').fill('1918');
  await form.locator('button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.campaignId() != null);
  await waitIdle(page);
  const id = await page.evaluate(() => window.__kk?.campaignId() ?? '');

  await openCampaigns(page);
  await expect(campaignRow(page, id)).toContainText(campaignTitle({ seed: 1918, options: chosen }));

  // The options are remembered (issue #14): the form offers them next time. The table's defaults are put
  // back (and remembered in turn) for the specs that start campaigns after this one.
  await page.goto('/?test');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  for (const row of OPTIONAL_RULES) {
    const input = page.locator(`#${row.field}`);
    if (isSwitch(row)) {
      await expect(input, row.id).toBeChecked({ checked: chosen[row.id] === true });
      await input.setChecked(DEFAULT_OPTIONS[row.id] === true);
    } else {
      await expect(input, row.id).toHaveValue(String(chosen[row.id]));
      await input.selectOption(String(DEFAULT_OPTIONS[row.id]));
    }
  }
  await form.locator('button', { hasText: 'Start' }).click();
  await page.waitForFunction((old) => { const c = window.__kk?.campaignId(); return c != null && c !== old; }, id);
  expect(errors).toEqual([]);
});
