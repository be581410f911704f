// The first-turn guide in any window (issue #33): at 960×600, 1280×720, 1920×1080 and a portrait 800×1280 the
// guide's card, open on the first decision, leaves every side-panel button and every box of the decision
// uncovered. Checked from painted pixels (the screenshot is not the card's paper where a button or box is) and
// from what the page has on top at those points; where the board has no room, the card docks in the side panel.
// And no hover text opens under the floating card (a pointer on it opens none, one beside it goes beside it).
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

/** How many pixels of `r` (CSS pixels) differ between two screenshots of the same size. */
function changedIn(a: Shot, b: Shot, r: { x: number; y: number; width: number; height: number }): number {
  let n = 0;
  for (let y = Math.ceil(r.y); y < Math.floor(r.y + r.height); y++) {
    for (let x = Math.ceil(r.x); x < Math.floor(r.x + r.width); x++) {
      const i = (y * a.width + x) * 4;
      if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 12) n++;
    }
  }
  return n;
}

test('no hover text opens under the floating guide card: beside it, or none with the pointer on it (painted pixels)', async ({ browser }) => {
  const { page, errors, close } = await guidedCampaign(browser, { width: 1280, height: 720 });
  const card = page.locator('#guide-card');
  await expect(card).toBeVisible();
  expect(await card.evaluate((e) => e.classList.contains('docked')), 'at 1280×720 the card floats over the board').toBe(false);
  const c = (await card.boundingBox())!;
  const hide = (hidden: boolean) => card.evaluate((e, h) => { e.style.visibility = h ? 'hidden' : ''; }, hidden);
  /** Screenshots with the pointer at `at`: as the player sees it, and with the card made invisible (what lies under it). */
  const hoverAt = async (at: { x: number; y: number }): Promise<{ seen: Shot; under: Shot; tip: string | null }> => {
    await page.mouse.move(at.x - 30, at.y - 30);
    await page.mouse.move(at.x, at.y, { steps: 5 });
    await page.waitForTimeout(250); // Pixi hovers on its ticker, the tooltip is drawn on the next frame
    const tip = await page.evaluate(() => window.__kk!.tooltip());
    const seen = await painted(await page.screenshot());
    await hide(true);
    await page.waitForTimeout(50);
    const under = await painted(await page.screenshot());
    await hide(false);
    return { seen, under, tip };
  };
  // Nothing hovered (the pointer over the side panel), the card invisible: what the board paints under the card.
  await page.mouse.move(1200, 400, { steps: 3 });
  await page.waitForTimeout(250);
  await hide(true);
  const bare = await painted(await page.screenshot());
  await hide(false);

  // The pointer on the card: the board finds the box beneath, but no text opens, under the card or anywhere.
  const onCard = await hoverAt({ x: c.x + c.width / 2, y: c.y + c.height / 2 });
  expect(onCard.tip, 'a hover text with the pointer on the card').toBeNull();
  expect(changedIn(onCard.under, bare, c), 'pixels painted under the card by a hover on it').toBe(0);

  // The pointer on the boxes just above and just right of the card: a text opens, beside the card, none of it under.
  for (const at of [{ x: c.x + 60, y: c.y - 8 }, { x: c.x + c.width + 8, y: c.y + 40 }]) {
    const shot = await hoverAt(at);
    expect(shot.tip, `a hover text for the box at ${at.x},${at.y}`).not.toBeNull();
    expect(changedIn(shot.under, bare, c), `pixels painted under the card by the hover at ${at.x},${at.y}`).toBe(0);
    const tip = (await page.evaluate(() => window.__kk!.overlays().tooltip))!;
    expect(changedIn(shot.seen, bare, { x: tip.x, y: tip.y, width: tip.w, height: tip.h }), 'the text is painted where the player sees it').toBeGreaterThan(100);
  }
  expect(errors).toEqual([]);
  await close();
});

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
