// The first-turn guide in any window (issue #33): at 960×600, 1280×720, 1920×1080 and a portrait 800×1280 the
// guide's card, open on the first decision, leaves every side-panel button and every box of the decision
// uncovered. Checked from painted pixels (the screenshot is not the card's paper where a button or box is) and
// from what the page has on top at those points; where the board has no room, the card docks in the side panel.
import sharp from 'sharp';
import { expect, test, withLaunchKey, type Browser, type Page } from './keyed-test.js';
import { instantAnimations, snapshot, waitIdle, watchConsole } from './board-driver.js';

const SIZES = [
  { width: 960, height: 600 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 }, { width: 800, height: 1280 },
] as const;

/** The guide card's paper (ui/guide-card.css #f3ecd6). */
const PAPER = [243, 236, 214];

interface Shot { width: number; data: Buffer }

async function painted(png: Buffer): Promise<Shot> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, data };
}

function isPaper(png: Shot, x: number, y: number): boolean {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  return PAPER.every((c, k) => Math.abs(png.data[i + k] - c) <= 3);
}

async function guidedCampaign(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await withLaunchKey(await browser.newContext({ viewport }));
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('/?test');
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#guide-first-turn').check();
  await page.locator('#seed').fill('1');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  return { page, errors, close: () => context.close() };
}

/** The centres of the side panel's buttons and tabs, in CSS pixels. */
async function panelButtons(page: Page): Promise<{ label: string; x: number; y: number }[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#side-panel .menu button, #side-panel .tabs button')].map((b) => {
    const r = b.getBoundingClientRect();
    return { label: b.textContent ?? '', x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }));
}

for (const size of SIZES) {
  const name = `${size.width}×${size.height}`;
  test(`${name}: the guide's card covers no side-panel button and no box of the decision (painted pixels)`, async ({ browser }) => {
    const { page, errors, close } = await guidedCampaign(browser, size);
    const card = page.locator('#guide-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('step 1 of');
    const s = await snapshot(page);
    const buttons = await panelButtons(page);
    expect(buttons.length).toBeGreaterThan(8);
    const boxes = s.targets.filter((t) => t.x >= 0 && t.y >= 0 && t.x < size.width && t.y < size.height);
    expect(boxes.length, 'the first decision has boxes on screen').toBeGreaterThan(0);
    const shot = await painted(await page.screenshot({ path: `test-results/guide-${name}.png` }));
    for (const b of buttons) {
      expect(isPaper(shot, b.x, b.y), `${name}: the card's paper on the side panel's ${b.label}`).toBe(false);
      const top = await page.evaluate((p) => document.elementFromPoint(p.x, p.y)?.closest('#guide-card') !== null, b);
      expect(top, `${name}: the card over the side panel's ${b.label}`).toBe(false);
    }
    for (const t of boxes) {
      expect(isPaper(shot, t.x, t.y), `${name}: the card's paper on the decision's ${t.key}`).toBe(false);
      expect(await page.evaluate((p) => document.elementFromPoint(p.x, p.y)?.id, t), `${name}: over ${t.key}`).toBe('board');
    }
    for (const b of s.buttons) expect(isPaper(shot, b.x, b.y), `${name}: the card over the prompt's ${b.label}`).toBe(false);
    // The card is whole on screen (floating over the board or docked in the side panel).
    const cb = await card.boundingBox();
    expect(cb && cb.x >= -0.5 && cb.y >= -0.5 && cb.x + cb.width <= size.width + 0.5 && cb.y + cb.height <= size.height + 0.5, JSON.stringify(cb)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
}

test('the guide box is put back to off for the specs after this one', async ({ page }) => {
  await page.goto('/?test');
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#guide-first-turn').uncheck();
  await page.locator('#seed').fill('2');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await page.locator('#side-panel button', { hasText: 'Title' }).click();
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expect(page.locator('#guide-first-turn')).not.toBeChecked();
});
