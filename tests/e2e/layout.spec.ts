// A layout for any window shape and a text-size setting (issue #14): at 1024×600, 1280×720, 1920×1080, 4K and
// two portrait windows the side panel and the board's canvas lie inside the window without overlapping (the
// panel below the board in a tall window), the prompt's buttons are whole on screen, uncovered and play when
// clicked, and the words stay readable; resizing lays the app out again without a reload and keeps the zoom;
// the text size changes the words' computed size and is remembered across a reload.
import { expect, test, withLaunchKey, type Page } from './keyed-test.js';
import { campaignAt } from './window-campaign.js';
import { chooseTextSize, startCampaign, waitIdle, watchConsole } from './board-driver.js';

interface Box { x: number; y: number; width: number; height: number }

const SIZES = [
  { width: 1024, height: 600 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 },
  { width: 3840, height: 2160 }, { width: 800, height: 1280 }, { width: 600, height: 1024 },
] as const;

/** Half a pixel of slack for rounding of scaled boxes. */
const SLACK = 0.5;

function within(b: Box, w: number, h: number): boolean {
  return b.x >= -SLACK && b.y >= -SLACK && b.x + b.width <= w + SLACK && b.y + b.height <= h + SLACK;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x + SLACK < b.x + b.width && b.x + SLACK < a.x + a.width && a.y + SLACK < b.y + b.height && b.y + SLACK < a.y + a.height;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

/** The real size of a DOM element's words in CSS pixels of the window: its computed size times the stage's scale. */
async function shownFontPx(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const e = document.querySelector(sel);
    if (!e) throw new Error(`${sel} is missing`);
    return parseFloat(getComputedStyle(e).fontSize) * (window.__kk?.layout().scale ?? NaN);
  }, selector);
}

for (const size of SIZES) {
  const name = `${size.width}×${size.height}`;
  test(`${name}: panel and board inside the window, apart; the prompt's buttons whole and clickable`, async ({ browser }) => {
    const { page, errors, close } = await campaignAt(browser, size);
    const portrait = size.height > size.width;
    if (size.width === 1024) {
      // Issue #33: here the panel would cost the board over a tenth of its size: it starts closed, the board's
      // column takes the window, and its button opens it beside the board.
      await expect(page.locator('#side-panel')).toBeHidden();
      expect((await boxOf(page, '#board')).width).toBeCloseTo(size.width, 0);
      await page.getByRole('button', { name: 'Side panel' }).click();
      await waitIdle(page);
    }
    const side = await boxOf(page, '#side-panel');
    const canvas = await boxOf(page, '#board');
    expect(within(side, size.width, size.height), JSON.stringify(side)).toBe(true);
    expect(within(canvas, size.width, size.height), JSON.stringify(canvas)).toBe(true);
    expect(overlaps(side, canvas)).toBe(false);
    if (portrait) {
      expect(side.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - SLACK);
      expect(side.width).toBeCloseTo(size.width, 0);
    } else {
      expect(side.x).toBeGreaterThanOrEqual(canvas.x + canvas.width - SLACK);
      expect(side.height).toBeCloseTo(size.height, 0);
    }
    // Together they use the window: no letterbox. The board's canvas keeps a fair share of it.
    expect(side.width * side.height + canvas.width * canvas.height).toBeGreaterThan(0.97 * size.width * size.height);
    expect((canvas.width * canvas.height) / (size.width * size.height)).toBeGreaterThan(0.4);

    // Words are readable: the log at 11 CSS pixels or more, the screens' buttons too.
    expect(await shownFontPx(page, '#log')).toBeGreaterThanOrEqual(11);
    expect(await shownFontPx(page, '#side-panel .btn')).toBeGreaterThanOrEqual(11);

    // Every button of the prompt is whole inside the canvas and nothing of the page covers its middle.
    const buttons = await page.evaluate(() => window.__kk?.buttons() ?? []);
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      const box = { x: b.x - b.w / 2, y: b.y - b.h / 2, width: b.w, height: b.h };
      expect(within(box, size.width, size.height), b.label).toBe(true);
      expect(box.x >= canvas.x - SLACK && box.x + box.width <= canvas.x + canvas.width + SLACK, b.label).toBe(true);
      expect(box.y >= canvas.y - SLACK && box.y + box.height <= canvas.y + canvas.height + SLACK, b.label).toBe(true);
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [b.x, b.y])).toBe('board');
    }
    const undo = await page.evaluate(() => window.__kk?.undoButton());
    expect(undo && within({ x: undo.x, y: undo.y, width: 0, height: 0 }, canvas.x + canvas.width, canvas.y + canvas.height)).toBe(true);

    // A click on the last button, where it is drawn, plays its action.
    const before = await page.evaluate(() => window.__kk?.actionCount() ?? 0);
    const last = buttons[buttons.length - 1];
    await page.mouse.click(last.x, last.y);
    await waitIdle(page);
    const menu = await page.evaluate(() => window.__kk?.chooser() ?? []);
    if (menu.length > 0) {
      await page.mouse.click(menu[0].x, menu[0].y);
      await waitIdle(page);
    }
    expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(before + 1);
    await page.screenshot({ path: `test-results/layout-${name}.png` });
    expect(errors).toEqual([]);
    await close();
  });
}

test('resizing lays the app out again without a reload and keeps the zoom about the same place', async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, { width: 1280, height: 720 });
  await page.evaluate(() => { (window as unknown as { kkSamePage: boolean }).kkSamePage = true; });
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await waitIdle(page);
  const zoomed = await page.evaluate(() => window.__kk?.zoom());
  expect(zoomed?.scale).toBeCloseTo(1.5625, 5);
  // The board point in the middle of the board's area before the resize.
  const middleOf = (): Promise<{ x: number; y: number }> => page.evaluate(() => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    const l = kk.layout();
    const z = kk.zoom();
    const fit = l.boardFit;
    return { x: (l.boardArea.w / fit / 2 - z.x) / z.scale, y: (l.boardArea.h / fit / 2 - z.y) / z.scale };
  });
  const middle = await middleOf();

  await page.setViewportSize({ width: 800, height: 1280 });
  await page.waitForFunction(() => window.__kk?.layout().panelBelow === true && window.__kk.idle());
  // The panel's place is applied to the page a frame after the layout is computed: wait for the page to show it.
  const panelBelowBoard = async (): Promise<number> => {
    const [side, board] = [await boxOf(page, '#side-panel'), await boxOf(page, '#board')];
    return side.y - (board.y + board.height);
  };
  await expect.poll(panelBelowBoard).toBeGreaterThanOrEqual(-SLACK);
  expect((await boxOf(page, '#board')).width).toBeCloseTo(800, 0);
  // Same page (no reload), same zoom, and nearly the same board point in the middle (clamped at the edges).
  expect(await page.evaluate(() => (window as unknown as { kkSamePage?: boolean }).kkSamePage)).toBe(true);
  expect((await page.evaluate(() => window.__kk?.zoom()))?.scale).toBeCloseTo(1.5625, 5);
  const after = await middleOf();
  expect(Math.hypot(after.x - middle.x, after.y - middle.y)).toBeLessThan(160);

  // Fit shows the whole board inside the new area; back to a wide window the panel is beside the board again.
  await page.keyboard.press('0');
  expect((await page.evaluate(() => window.__kk?.zoom()))?.scale).toBe(1);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForFunction(() => window.__kk?.layout().panelBelow === false && window.__kk.idle());
  expect(await page.evaluate(() => window.__kk?.zoom())).toEqual({ scale: 1, x: 0, y: 0 });
  await expect.poll(() => boxOf(page, '#board')).toEqual({ x: 0, y: 0, width: 1520, height: 1080 });
  expect(errors).toEqual([]);
  await close();
});

/** Dark pixels in France's title line and in the name line of its first army (board units; the whole board at 1920×1080). */
async function boardInk(page: Page): Promise<{ title: number; name: number }> {
  const army = await page.evaluate(() => window.__kk?.tileFaces('france')[0]?.face ?? null);
  if (!army) throw new Error('no army in France');
  const count = (x0: number, y0: number, w: number, h: number): Promise<number> => page.evaluate(([x0, y0, w, h]) => {
    const points: [number, number][] = [];
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) points.push([x, y]);
    return (window.__kk?.pixels(points) ?? []).filter(([r, g, b]) => r + g + b < 300).length;
  }, [x0, y0, w, h] as const);
  // France's box is at (8, 340): its title line is its top 18 units; a flagged army's name lies between its
  // flag band (which ends higher up at larger sizes) and its strength, 20–34 units down at every size.
  return { title: await count(10, 340, 150, 18), name: await count(Math.round(army.x) + 2, Math.round(army.y) + 20, 54, 14) };
}

test('the text size scales the words of the panel, screens and board, and is remembered', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1920, height: 1080 }); // scale 1: computed sizes are CSS pixels
  await startCampaign(page, 1916);
  const fontOf = (sel: string): Promise<number> => page.evaluate((s) => parseFloat(getComputedStyle(document.querySelector(s) as Element).fontSize), sel);
  const normal = { log: await fontOf('#log'), button: await fontOf('#side-panel .btn') };
  expect(normal).toEqual({ log: 13, button: 14 });
  const boardNormal = await page.evaluate(() => window.__kk?.textSizes());

  await page.evaluate(() => { (window as unknown as { kkSamePage: boolean }).kkSamePage = true; });
  const inkNormal = await boardInk(page);

  await chooseTextSize(page, 'x-large', 'side-panel');
  expect(await fontOf('#log')).toBeCloseTo(13 * 1.4, 3);
  // The words painted in the board follow without a reload: the header, and (read from the pixels) a box's
  // title and a tile's name, drawn larger, hold more ink.
  await waitIdle(page);
  expect(await page.evaluate(() => (window as unknown as { kkSamePage?: boolean }).kkSamePage)).toBe(true);
  const boardXl = await page.evaluate(() => window.__kk?.textSizes());
  expect(boardXl?.board).toBeCloseTo(1.4, 9);
  // The header line grows too, a little less than 1.4× on screen: at Extra large the prompt bar is taller (issue #33),
  // so the board and its header are drawn at a slightly smaller fit (0.958 at 1920×1080).
  expect(boardXl?.header).toBeGreaterThan((boardNormal?.header ?? NaN) * 1.15);
  const inkXl = await boardInk(page);
  expect(inkXl.title).toBeGreaterThan(inkNormal.title * 1.2);
  expect(inkXl.name).toBeGreaterThan(inkNormal.name * 1.1);
  expect(await fontOf('#side-panel .btn')).toBeCloseTo(14 * 1.4, 3);
  // The board's own words (the prompt's question and the tooltip) grow by the same factor.
  const boardLarge = await page.evaluate(() => window.__kk?.textSizes());
  expect(boardLarge?.prompt).toBeCloseTo((boardNormal?.prompt ?? NaN) * 1.4, 3);
  expect(boardLarge?.tooltip).toBeCloseTo((boardNormal?.tooltip ?? NaN) * 1.4, 3);

  // Remembered by main: after a reload, on the title screen and on the board.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  await expect(page.locator('#title-screen')).toBeVisible();
  expect(await fontOf('#title-screen .btn.big')).toBeCloseTo(20 * 1.4, 3);
  await page.locator('#title-screen button', { hasText: 'Settings' }).click();
  await expect(page.locator('#text-size')).toHaveValue('x-large');
  await page.locator('#settings-screen button', { hasText: 'Cancel' }).click();
  await page.locator('#title-screen button', { hasText: 'Continue' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle() === true);
  expect(await fontOf('#log')).toBeCloseTo(13 * 1.4, 3);
  expect((await page.evaluate(() => window.__kk?.textSizes()))?.prompt).toBeCloseTo((boardNormal?.prompt ?? NaN) * 1.4, 3);

  // Back to Normal, so the specs after this one find the default.
  await chooseTextSize(page, 'normal', 'side-panel');
  expect(await fontOf('#log')).toBe(13);
  expect(errors).toEqual([]);
});

// Issue #14: a board shaped unlike its area is not stuck to the top. Beside the panel it is centred in its
// area; below it (a tall window), the prompt bar follows the fitted board and the panel takes the rest.
for (const size of [{ width: 1024, height: 600 }, { width: 2560, height: 1080 }, { width: 800, height: 1280 }]) {
  test(`${size.width}×${size.height}: the fitted board is centred in its area, or followed at once by its prompt bar`, async ({ browser }) => {
    const { page, errors, close } = await campaignAt(browser, size);
    await page.keyboard.press('0');
    await waitIdle(page);
    const l = await page.evaluate(() => window.__kk?.layout());
    const frame = await page.evaluate(() => window.__kk?.boardFrame());
    if (!l || !frame) throw new Error('no layout');
    const area = { x: l.boardArea.x * l.scale, y: l.boardArea.y * l.scale, w: l.boardArea.w * l.scale, h: l.boardArea.h * l.scale };
    // Equal room on either side, both ways (within a pixel).
    expect(Math.abs((frame.x - area.x) - (area.x + area.w - frame.x - frame.w))).toBeLessThan(1);
    expect(Math.abs((frame.y - area.y) - (area.y + area.h - frame.y - frame.h))).toBeLessThan(1);
    if (l.panelBelow) {
      // No empty band: the board fills its area, the prompt bar (its buttons in it) starts just under it.
      expect(frame.h).toBeCloseTo(area.h, 0);
      const bar = { top: l.promptBar.y * l.scale, bottom: (l.promptBar.y + l.promptBar.h) * l.scale };
      expect(bar.top - (frame.y + frame.h)).toBeGreaterThanOrEqual(0);
      expect(bar.top - (frame.y + frame.h)).toBeLessThan(8);
      const buttons = await page.evaluate(() => window.__kk?.buttons() ?? []);
      for (const b of buttons) expect(b.y > bar.top && b.y < bar.bottom, b.label).toBe(true);
      const side = await boxOf(page, '#side-panel');
      expect(side.y + side.height).toBeCloseTo(size.height, 0);
    }
    await page.screenshot({ path: `test-results/layout-centred-${size.width}x${size.height}.png` });
    expect(errors).toEqual([]);
    await close();
  });
}

// The DOM screens in a small and in a portrait window: each card inside the window (scrolling within itself
// when its content is longer), its words readable, its buttons reachable.
for (const size of [{ width: 1024, height: 600 }, { width: 600, height: 1024 }]) {
  test(`${size.width}×${size.height}: the title, New campaign, Campaigns, Statistics, Settings and About screens fit and read`, async ({ browser }) => {
    const context = await withLaunchKey(await browser.newContext({ viewport: size }));
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/?test');
    await page.waitForFunction(() => window.__kk !== undefined);
    const screens = [
      { button: null, id: 'title-screen' }, { button: 'New campaign', id: 'new-screen' }, { button: 'Campaigns', id: 'campaigns-screen' },
      { button: 'Statistics', id: 'statistics-screen' }, { button: 'Settings', id: 'settings-screen' }, { button: 'About', id: 'about-screen' },
    ] as const;
    for (const s of screens) {
      if (s.button) await page.locator('#title-screen button', { hasText: s.button }).first().click();
      const card = page.locator(`#${s.id}`);
      await expect(card).toBeVisible();
      const box = await boxOf(page, `#${s.id}`);
      expect(within(box, size.width, size.height), `${s.id} ${JSON.stringify(box)}`).toBe(true);
      expect(await shownFontPx(page, `#${s.id} .btn`), s.id).toBeGreaterThanOrEqual(11);
      // Its first button can be reached (scrolled into the card's view if need be) and is not covered.
      const first = card.locator('.btn').first();
      await first.scrollIntoViewIfNeeded();
      const b = await first.boundingBox();
      expect(b && within(b, size.width, size.height), s.id).toBe(true);
      await page.screenshot({ path: `test-results/layout-${s.id}-${size.width}x${size.height}.png` });
      if (s.button) {
        await page.goto('/?test');
        await page.waitForFunction(() => window.__kk !== undefined);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
