// The colour-blind palette and mute are the player's settings in main: they survive a reload with the
// browser's storage cleared, and the board's highlights follow the palette.
import { expect, test, type Page } from './keyed-test.js';
import { ringShares, snapshot, startCampaign, watchConsole } from './board-driver.js';

const OKABE_ITO_SKY_BLUE = [0x56, 0xb4, 0xe9];
const STANDARD_YELLOW = [0xff, 0xd2, 0x3f];

async function applySettings(page: Page, palette: 'standard' | 'colour-blind', mute: boolean): Promise<void> {
  await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  await page.locator('#palette').selectOption(palette);
  await page.locator('#mute').setChecked(mute);
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
}

test('palette and mute are kept by main and recolour the highlights', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 77);
  await applySettings(page, 'colour-blind', true);

  // Highlights of the pending decision now wear the colour-blind legal colour (a pale box's ring is dark, on a band of it).
  const s = await snapshot(page);
  expect(s.legal).toEqual(OKABE_ITO_SKY_BLUE);
  const shares = await ringShares(page, s.targets);
  expect(shares.size).toBeGreaterThan(0);
  for (const [key, share] of shares) expect(share, key).toBeGreaterThan(0.25);
  // …and no longer the standard yellow: the probe tells the colours apart.
  for (const [key, share] of await ringShares(page, s.targets, STANDARD_YELLOW)) expect(share, key).toBeLessThan(0.1);

  // Nothing of it is in the browser: clear its storage, reload, and the settings are still there.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  await page.locator('#title-screen button', { hasText: 'Settings' }).click();
  await expect(page.locator('#palette')).toHaveValue('colour-blind');
  await expect(page.locator('#mute')).toBeChecked();
  expect(await page.evaluate(() => window.__kk?.legalColour())).toEqual(OKABE_ITO_SKY_BLUE);
  await page.locator('#settings-screen button', { hasText: 'Cancel' }).click();

  // Back to the standard look for the other tests.
  await page.locator('#title-screen button', { hasText: 'Continue' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await applySettings(page, 'standard', false);
  expect(await page.evaluate(() => window.__kk?.legalColour())).not.toEqual(OKABE_ITO_SKY_BLUE);
  expect(errors).toEqual([]);
});
