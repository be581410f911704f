// Issue #33, any window from the app's minimum (960×600) and any browser window, portrait included:
// - the side panel is a drawer: a "Side panel" button (aria-expanded, aria-controls) and the P key; at 960×600
//   it starts closed and the board takes the window, opened it stands beside the board with the keyboard focus
//   in it, and Esc (or the button, or P) closes it with the focus back on the button; at 1280×720 it starts
//   open and the player may close it;
// - at 960×600 the first runner placement (§9.1.1, seven sea areas) shows at least four choices a page at
//   Normal text and two at Extra large, counted through the Decision region's buttons (the choices of the bar's
//   page in view carry their number key, aria-keyshortcuts);
// - the board's tools (the panel's button, zoom −/+/Fit) never lie on a printed box: 800×1280, 960×600 and
//   more, from the box rectangles as drawn and the element under each tool.
import { expect, test, withLaunchKey, type Page } from './keyed-test.js';
import { campaignAt } from './window-campaign.js';
import { chooseTextSize, clickOneDecision, instantAnimations, seeded, waitIdle, watchConsole } from './board-driver.js';
import { LAYOUT } from '../../renderer/board/layout.js';

interface Box { x: number; y: number; width: number; height: number }

async function boxOf(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The board's header line as drawn, in page pixels. */
async function headerBox(page: Page): Promise<Box> {
  const h = await page.evaluate(() => window.__kk?.headerBox());
  if (!h) throw new Error('no test hook');
  return { x: h.x, y: h.y, width: h.w, height: h.h };
}

/** The Decision region's choices, and those of the bar's page in view (they carry their number key). */
function choices(page: Page) {
  const all = page.getByRole('region', { name: 'Decision' }).getByRole('list', { name: 'Choices' }).getByRole('button');
  return { all, onPage: all.and(page.locator('[aria-keyshortcuts]')) };
}

test('960×600: the side panel is a drawer, closed at first; the button and P open it with the focus in it, Esc closes it', async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, { width: 960, height: 600 });
  const toggle = page.getByRole('button', { name: 'Side panel' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAttribute('aria-controls', 'side-panel');
  await expect(page.locator('#side-panel')).toBeHidden();
  // Closed, the board's column takes the window's whole width.
  expect((await boxOf(page, '#board')).width).toBeCloseTo(960, 0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#side-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark' })).toBeFocused();
  const [side, canvas] = [await boxOf(page, '#side-panel'), await boxOf(page, '#board')];
  expect(overlaps(side, canvas)).toBe(false);
  expect(canvas.width).toBeLessThan(960 - 300);
  await waitIdle(page);
  expect((await page.evaluate(() => window.__kk?.layout()))?.panelShown).toBe(true);

  // Esc from inside the drawer closes it, and the focus goes back to the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(page.locator('#side-panel')).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // P opens and closes it too, wherever the focus is on the board's page.
  await page.keyboard.press('p');
  await expect(page.locator('#side-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark' })).toBeFocused();
  await page.keyboard.press('p');
  await expect(page.locator('#side-panel')).toBeHidden();
  await expect(toggle).toBeFocused();

  // Rules help (R) and the General Staff (A) answer in the panel: a closed drawer opens to show them.
  await page.keyboard.press('r');
  await expect(page.locator('#side-panel')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rules help' })).toHaveAttribute('aria-selected', 'true');
  await toggle.click();
  await expect(page.locator('#side-panel')).toBeHidden();

  // Under a screen (Settings) the board's tools are out of reach, as the board is.
  await page.keyboard.press('p');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('.board-tools')).toHaveAttribute('inert', '');
  await expect(toggle).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toHaveCount(1);
  await toggle.click();
  await expect(page.locator('#side-panel')).toBeHidden();

  // The shortcuts list names the key.
  await page.keyboard.press('?');
  await expect(page.locator('#shortcuts tr', { hasText: 'Show or hide the side panel' }).locator('th')).toHaveText('P');
  await page.keyboard.press('Escape');

  // Closed, the board still plays: a choice of the prompt bar, clicked where it is drawn.
  const before = await page.evaluate(() => window.__kk?.actionCount() ?? 0);
  const first = (await page.evaluate(() => window.__kk?.buttons() ?? []))[0];
  await page.mouse.click(first.x, first.y);
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(before + 1);
  expect(errors).toEqual([]);
  await close();
});

test('1280×720: the side panel starts open beside the board; the button closes it and the board takes its room', async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, { width: 1280, height: 720 });
  const toggle = page.getByRole('button', { name: 'Side panel' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#side-panel')).toBeVisible();
  const open = await boxOf(page, '#board');
  await toggle.click();
  await expect(page.locator('#side-panel')).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect.poll(async () => (await boxOf(page, '#board')).width).toBeCloseTo(1280, 0);
  expect(open.width).toBeLessThan(1000);
  // Esc here is the board's (the panel belongs beside the board in this window): it does not open or close it.
  await toggle.click();
  await expect(page.locator('#side-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#side-panel')).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});

test('960×600: the last dice lie inside the board; the drawer opened over them moves them and their words into the board left', async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, { width: 960, height: 600 });
  const rnd = seeded(33);
  const dice = () => page.evaluate(() => window.__kk!.overlays().dice);
  for (let i = 0; i < 40 && (await dice()) === null; i++) await clickOneDecision(page, { preferBoard: false, goOn: true, rnd });
  const inside = async (): Promise<void> => {
    const [d, board] = [await dice(), await boxOf(page, '#board')];
    expect(d, 'the last dice are shown').not.toBeNull();
    expect(d!.x >= board.x - 0.5 && d!.x + d!.w <= board.x + board.width + 0.5, `dice ${JSON.stringify(d)} in the board ${JSON.stringify(board)}`).toBe(true);
  };
  await inside();
  // The guide docking at 960×600 opens the drawer the same way (issue #33: its words ran under the panel).
  await page.keyboard.press('p');
  await expect(page.locator('#side-panel')).toBeVisible();
  await waitIdle(page);
  await inside();
  expect(errors).toEqual([]);
  await close();
});

test('960×600: the first runner placement shows at least 4 choices a page at Normal text and 2 at Extra large (Decision region)', async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, { width: 960, height: 600 });
  const c = choices(page);
  await expect(page.getByRole('region', { name: 'Decision' }).getByRole('heading')).toHaveText(/^Rule 9\.1\.1: Send Blockade Runner 1 /);
  await expect(c.all).toHaveCount(7);
  const normal = await c.onPage.count();
  expect(normal).toBeGreaterThanOrEqual(4);
  // The marks are the bar's own page: as many as it draws, numbered 1, 2, … in order.
  expect(await page.evaluate(() => window.__kk?.buttons().length)).toBe(normal);
  expect(await c.onPage.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-keyshortcuts')))).toEqual(Array.from({ length: normal }, (_v, i) => String(i + 1)));
  // Page Down turns the bar's page: the marks follow it.
  await page.keyboard.press('PageDown');
  await expect(c.onPage).toHaveCount(7 - normal);
  await expect(c.onPage.first()).toHaveText(/^Send Blockade Runner 1 to /);
  await page.keyboard.press('PageUp');
  await expect(c.onPage).toHaveCount(normal);

  // Extra large, chosen from the drawer's Settings: two or more a page, with the panel open and closed again.
  await page.getByRole('button', { name: 'Side panel' }).click();
  await chooseTextSize(page, 'x-large');
  await waitIdle(page);
  const withPanel = await c.onPage.count();
  expect(withPanel).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Side panel' }).click();
  await expect(page.locator('#side-panel')).toBeHidden();
  await waitIdle(page);
  const extraLarge = await c.onPage.count();
  expect(extraLarge).toBeGreaterThanOrEqual(2);
  // Every button the bar draws is whole inside the window.
  for (const b of await page.evaluate(() => window.__kk?.buttons() ?? [])) {
    expect(b.x - b.w / 2, b.label).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.w / 2, b.label).toBeLessThanOrEqual(960.5);
    expect(b.y + b.h / 2, b.label).toBeLessThanOrEqual(600.5);
  }
  console.log(`choices a page at 960×600: Normal ${normal}, Extra large ${extraLarge} (panel open: ${withPanel})`);
  await page.screenshot({ path: 'test-results/small-window-960x600-x-large.png' });
  expect(errors).toEqual([]);
  await close();
});

for (const size of [{ width: 800, height: 1280 }, { width: 960, height: 600 }, { width: 1024, height: 600 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 }, { width: 600, height: 1024 }]) {
  test(`${size.width}×${size.height}: the zoom −/+/Fit and Side panel buttons lie on no printed box, panel open or closed`, async ({ browser }) => {
    const { page, errors, close } = await campaignAt(browser, size);
    const toggle = page.getByRole('button', { name: 'Side panel' });
    for (const round of [0, 1]) {
      await waitIdle(page);
      const tools = await page.locator('.board-tools button').evaluateAll((bs) => bs.map((b) => {
        const r = b.getBoundingClientRect();
        return { name: b.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      }));
      expect(tools.map((t) => t.name)).toEqual(['Side panel', '−', '+', 'Fit']);
      // Every printed box as drawn now, in page pixels.
      const boxes = await page.evaluate((layout) => layout.map((b) => {
        const kk = window.__kk;
        if (!kk) throw new Error('no test hook');
        const a = kk.boardToPage(b.x, b.y);
        const z = kk.boardToPage(b.x + b.w, b.y + b.h);
        return { id: b.id, x: a.x, y: a.y, width: z.x - a.x, height: z.y - a.y };
      }), LAYOUT.map((b) => ({ id: b.id, x: b.x, y: b.y, w: b.w, h: b.h })));
      for (const t of tools) {
        expect(t.x).toBeGreaterThanOrEqual(-0.5);
        expect(t.x + t.width).toBeLessThanOrEqual(size.width + 0.5);
        for (const b of boxes) expect(overlaps(t, b), `round ${round}: ${t.name} on ${b.id}`).toBe(false);
        // Nothing covers the button, and it covers no part of the board's drawn boxes.
        const under = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent, [t.x + t.width / 2, t.y + t.height / 2]);
        expect(under).toBe(t.name);
      }
      // The board's header line is under none of them (narrowed where they lie over its line).
      const header = await headerBox(page);
      for (const t of tools) expect(overlaps(t, header), `round ${round}: ${t.name} on the header ${JSON.stringify(header)}`).toBe(false);
      await page.screenshot({ path: `test-results/small-window-tools-${size.width}x${size.height}-${round}.png` });
      await toggle.click();
    }
    expect(errors).toEqual([]);
    await close();
  });
}

for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) test(`${size.width}×${size.height} at Large and Extra large text: the header line lies under none of the board's tools`, async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, size);
  for (const size of ['large', 'x-large']) {
    await chooseTextSize(page, size);
    await waitIdle(page);
    const header = await headerBox(page);
    for (const id of ['#side-panel-toggle', '#zoom-out', '#zoom-in', '#zoom-fit']) {
      expect(overlaps(await boxOf(page, id), header), `${size}: ${id} on the header ${JSON.stringify(header)}`).toBe(false);
    }
    expect((await page.evaluate(() => window.__kk?.textSizes()))?.header, size).toBeGreaterThan(13);
  }
  await chooseTextSize(page, 'normal');
  expect(errors).toEqual([]);
  await close();
});

test('960×600 with the first-turn guide: its card is shown whole, docked in a drawer it opened or clear of the prompt', async ({ browser }) => {
  const context = await withLaunchKey(await browser.newContext({ viewport: { width: 960, height: 600 } }));
  const page = await context.newPage();
  const errors = watchConsole(page);
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#guide-first-turn').check();
  await page.locator('#seed').fill('1916');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  const card = page.locator('#guide-card');
  await expect(card).toBeVisible();
  const box = await boxOf(page, '#guide-card');
  expect(box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= 960.5 && box.y + box.height <= 600.5, JSON.stringify(box)).toBe(true);
  const toggle = page.getByRole('button', { name: 'Side panel' });
  const docked = await card.evaluate((e) => e.classList.contains('docked'));
  if (docked) {
    // No room on the board: the drawer opened for it (the focus left where it was).
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#side-panel #guide-card')).toHaveCount(1);
  }
  for (const b of await page.evaluate(() => window.__kk?.buttons() ?? [])) {
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [b.x, b.y]), b.label).toBe('board');
  }
  console.log(`guide at 960×600: ${docked ? 'docked in the drawer it opened' : 'floating over the board'}`);
  await page.screenshot({ path: 'test-results/small-window-guide-960x600.png' });
  expect(errors).toEqual([]);
  await context.close();
});

test('1280×720 zoomed in: no hover text opens under the board\'s tools (Side panel, −/+/Fit), nor with the pointer between them', async ({ browser }) => {
  const { page, errors, close } = await campaignAt(browser, { width: 1280, height: 720 });
  // Zoomed in and dragged up a little, the Russian armies in Ukraine lie under the tools and beside them.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.mouse.move(560, 300);
  await page.mouse.down();
  await page.mouse.move(560, 200, { steps: 10 });
  await page.mouse.up();
  await waitIdle(page);
  const buttons = await page.locator('.board-tools button').evaluateAll((bs) => bs.map((b) => {
    const r = b.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  const left = Math.min(...buttons.map((b) => b.x));
  const tools: Box = { x: left, y: Math.min(...buttons.map((b) => b.y)), width: Math.max(...buttons.map((b) => b.x + b.width)) - left, height: Math.max(...buttons.map((b) => b.height)) };
  const hover = async (x: number, y: number): Promise<Box | null> => {
    await page.mouse.move(x - 20, y + 40);
    await page.mouse.move(x, y, { steps: 4 });
    await page.waitForTimeout(200); // Pixi hovers on its ticker
    const t = await page.evaluate(() => window.__kk!.overlays().tooltip);
    return t ? { x: t.x, y: t.y, width: t.w, height: t.h } : null;
  };
  // Between two of the tools' buttons the board is under the pointer, but hidden there: no text opens.
  const [a, b] = [...buttons].sort((p, q) => p.x - q.x);
  expect(await hover((a.x + a.width + b.x) / 2, a.y + a.height / 2)).toBeNull();
  // The pointer on the board just left of the tools, level with them: the text would open below-right, under them.
  let opened = 0;
  for (let dx = 30; dx <= 240; dx += 30) {
    const tip = await hover(tools.x - dx, tools.y + 10);
    if (tip === null) continue;
    opened++;
    expect(overlaps(tip, tools), `the hover text ${JSON.stringify(tip)} under the tools ${JSON.stringify(tools)}`).toBe(false);
  }
  expect(opened, 'hover texts opened beside the tools').toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await close();
});
