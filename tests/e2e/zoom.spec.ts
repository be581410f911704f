// Zoom and pan of the board (issue #14): the mouse wheel zooms about the pointer, a drag pans without
// playing the target it started on, a target is still clicked where it is shown, the keys and "Fit" return to the
// whole board, zoomed-in text is painted larger (and baked at the zoom, so it stays sharp), a pinch zooms, and
// the WebGL renderer does the same as the default Canvas 2D one.
import { expect, test, withLaunchKey, type Page } from './keyed-test.js';
import type { GameEvent } from '../../shared/engine/index.js';
import { snapshot, startCampaign, waitIdle, watchConsole } from './board-driver.js';

type Target = Awaited<ReturnType<typeof snapshot>>['targets'][number];

/**
 * A board target drawn on the board (a shown tile if the prompt offers one, else a box), the one nearest the
 * board's middle; with `smallest`, the one of least area (it stays whole in view at 2×).
 */
function pickTarget(targets: readonly Target[], smallest = false): Target {
  const shown = targets.filter((t) => t.bounds !== null);
  const tiles = shown.filter((t) => t.key.startsWith('tile:'));
  const pool = tiles.length > 0 ? tiles : shown;
  if (pool.length === 0) throw new Error('the first decision has no target on the board');
  const area = (t: Target): number => (t.bounds ? t.bounds.w * t.bounds.h : Infinity);
  const centre = { x: 500, y: 320 }; // the board's middle in CSS pixels at 1280×720
  const off = (t: Target): number => Math.hypot(t.x - centre.x, t.y - centre.y);
  return pool.reduce((a, b) => ((smallest ? area(b) < area(a) : off(b) < off(a)) ? b : a));
}

async function targetNow(page: Page, key: string): Promise<Target> {
  const t = (await page.evaluate(() => window.__kk?.targets() ?? [])).find((x) => x.key === key);
  if (!t) throw new Error(`${key} is no longer a target`);
  return t;
}

test('wheel zooms about the pointer, a drag pans without playing, and the target under the pointer is still clickable', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  const before = await snapshot(page);
  const t = pickTarget(before.targets);

  await page.mouse.move(t.x, t.y);
  await page.mouse.wheel(0, -455);
  await waitIdle(page);
  const zoomed = await page.evaluate(() => window.__kk?.zoom());
  expect(zoomed?.scale).toBeGreaterThan(1.8);
  // The board point under the pointer stayed under it.
  const after = await targetNow(page, t.key);
  expect(Math.abs(after.x - t.x)).toBeLessThan(8);
  expect(Math.abs(after.y - t.y)).toBeLessThan(8);

  // A drag that starts on the target pans the board by the pointer's travel and plays nothing.
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(after.x + 10 * i, after.y + 5 * i);
  await page.mouse.up();
  await waitIdle(page);
  const panned = await page.evaluate(() => window.__kk?.zoom());
  // The view moves in the board's frame: the window's scale times the board's fit in its area per unit.
  const cssToStage = await page.evaluate(() => { const l = window.__kk?.layout(); return l ? 1 / (l.scale * l.boardFit) : NaN; });
  expect(panned?.x ?? 0).toBeCloseTo((zoomed?.x ?? 0) + 60 * cssToStage, -1);
  expect(panned?.y ?? 0).toBeCloseTo((zoomed?.y ?? 0) + 30 * cssToStage, -1);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(before.actionCount);
  expect(await page.evaluate(() => window.__kk?.chooser().length)).toBe(0);

  // The target, where it is shown now, is clicked as a player would: its action is played.
  const moved = await targetNow(page, t.key);
  expect(Math.abs(moved.x - (after.x + 60))).toBeLessThan(8);
  await page.mouse.click(moved.x, moved.y);
  await waitIdle(page);
  const menu = await page.evaluate(() => window.__kk?.chooser() ?? []);
  if (menu.length > 0) {
    await page.mouse.click(menu[0].x, menu[0].y);
    await waitIdle(page);
  }
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe((before.actionCount ?? 0) + 1);
  await page.screenshot({ path: 'test-results/zoom-panned.png' });
  expect(errors).toEqual([]);
});

test('+ and − zoom, 0 and the Fit button show the whole board again', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  expect((await page.evaluate(() => window.__kk?.zoom()))?.scale).toBeCloseTo(1.5625, 5);
  await page.keyboard.press('-');
  expect((await page.evaluate(() => window.__kk?.zoom()))?.scale).toBeCloseTo(1.25, 5);
  await page.keyboard.press('0');
  expect(await page.evaluate(() => window.__kk?.zoom())).toEqual({ scale: 1, x: 0, y: 0 });
  // Zoomed out past the whole board, it stays at the whole board.
  await page.keyboard.press('-');
  expect(await page.evaluate(() => window.__kk?.zoom())).toEqual({ scale: 1, x: 0, y: 0 });

  await page.locator('#zoom-in').click();
  await page.locator('#zoom-in').click();
  expect((await page.evaluate(() => window.__kk?.zoom()))?.scale).toBeCloseTo(2.25, 5);
  await page.locator('#zoom-fit').click();
  expect(await page.evaluate(() => window.__kk?.zoom())).toEqual({ scale: 1, x: 0, y: 0 });
  // At zoom 1 the test hook's board coordinates are the page's as before zoom existed.
  expect(await page.evaluate(() => window.__kk?.boardToStage(300, 200))).toEqual({ x: 300, y: 200 });
  expect(errors).toEqual([]);
});

/** Pixels inside a target (2 px in from its edge) that differ from its commonest colour: text and marks. */
async function inkPixels(page: Page, bounds: { x: number; y: number; w: number; h: number }): Promise<{ ink: number; area: number }> {
  return page.evaluate((b) => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    const a = kk.boardToStage(b.x + 2, b.y + 2);
    const z = kk.boardToStage(b.x + b.w - 2, b.y + b.h - 2);
    const points: [number, number][] = [];
    for (let y = Math.ceil(a.y); y < z.y; y++) for (let x = Math.ceil(a.x); x < z.x; x++) points.push([x, y]);
    const px = kk.pixels(points);
    const key = (p: number[]): number => ((p[0] >> 4) << 8) | ((p[1] >> 4) << 4) | (p[2] >> 4);
    const counts = new Map<number, number>();
    for (const p of px) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    const body = [...counts.entries()].sort((m, n) => n[1] - m[1])[0][0];
    return { ink: px.filter((p) => key(p) !== body).length, area: px.length };
  }, bounds);
}

test('zoomed in, board text is painted larger and baked at the zoom', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  await page.setViewportSize({ width: 1920, height: 1080 }); // stage at scale 1: CSS pixels are stage units
  await page.waitForFunction(() => window.__kk?.density().renderer === 1 && window.__kk.idle());
  const t = pickTarget((await snapshot(page)).targets, true);
  const bounds = t.bounds as NonNullable<Target['bounds']>;
  await page.mouse.move(1700, 900); // over the side panel: no tooltip on the board
  await waitIdle(page);
  const flat = await inkPixels(page, bounds);

  // Wheel at the target's centre up to 2×: it stays in view.
  const centre = await page.evaluate((b) => window.__kk?.boardToPage(b.x + b.w / 2, b.y + b.h / 2), bounds);
  await page.mouse.move(centre?.x ?? 0, centre?.y ?? 0);
  await page.mouse.wheel(0, -455); // 2^(1.1 × 455/500) = 2.0 (pixi-viewport's wheel step)
  await page.mouse.move(1700, 900);
  await page.waitForFunction(() => window.__kk?.density().tileFace === 2 && window.__kk.idle());
  const scale = (await page.evaluate(() => window.__kk?.zoom()))?.scale ?? 1;
  expect(scale).toBeGreaterThan(1.95);
  expect(scale).toBeLessThan(2.05);
  const zoomed = await inkPixels(page, bounds);
  // The target covers scale² times the pixels, and so does its ink (text and marks), not a blur of it.
  expect(zoomed.area).toBeGreaterThan(3.5 * flat.area);
  expect(flat.ink).toBeGreaterThan(50);
  expect(zoomed.ink).toBeGreaterThan(2.8 * flat.ink);
  await page.screenshot({ path: 'test-results/zoom-2x.png' });
  expect(errors).toEqual([]);
});

test('the WebGL renderer zooms, pans without playing, and bakes at the zoom too', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?test&renderer=webgl');
  await page.waitForFunction(() => window.__kk !== undefined);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#seed').fill('1916');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  const actions = await page.evaluate(() => window.__kk?.actionCount());
  await page.mouse.move(500, 300);
  await page.mouse.wheel(0, -455);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(500 + 10 * i, 300 + 5 * i);
  await page.mouse.up();
  // At 1280×720 the board's density is the renderer's times its fit in its area; 2× zoom bakes at twice that.
  await page.waitForFunction(() => {
    const kk = window.__kk;
    if (!kk) return false;
    const d = kk.density();
    return Math.abs((d.tileFace ?? 0) - 2 * d.renderer * kk.layout().boardFit) < 1e-9 && kk.idle();
  });
  expect((await page.evaluate(() => window.__kk?.zoom()))?.scale).toBeGreaterThan(1.95);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(actions);
  await page.screenshot({ path: 'test-results/zoom-webgl.png' });
  expect(errors).toEqual([]);
});

test('two fingers spread apart zoom in (pinch) and play nothing', async ({ browser }) => {
  const context = await withLaunchKey(await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true }));
  const page = await context.newPage();
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  const before = await snapshot(page);
  const t = pickTarget(before.targets); // the fingers start either side of a target and end beyond it
  const cdp = await context.newCDPSession(page);
  const fingers = (spread: number): { x: number; y: number; id: number }[] => [{ x: t.x - spread, y: t.y, id: 1 }, { x: t.x + spread, y: t.y, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (let s = 50; s <= 120; s += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(s) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await waitIdle(page);
  // The fingers went from 80 to 240 CSS pixels apart: about 3×.
  const scale = (await page.evaluate(() => window.__kk?.zoom()))?.scale ?? 1;
  expect(scale).toBeGreaterThan(2);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(before.actionCount);
  expect(await page.evaluate(() => window.__kk?.chooser().length)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('while the war moves, a pan lets the animation play on and a click skips it', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 5);
  // Events the view never saw (as in animation.spec.ts): a few seconds of animation at speed 1.
  const events: GameEvent[] = [
    { type: 'surrender', rule: '§15.1', country: 'france' },
    { type: 'draw', rule: '§4.1', cup: 'chit-cup', tile: 'turn-chit-9' },
    { type: 'move', rule: '§5.1', tile: 'turn-chit-9', from: 'chit-cup', to: 'calendar:3' },
    { type: 'move', rule: '§9.1.1', tile: 'blockade-runner-1', from: 'blockade-runners-box', to: 'sea:2b' },
  ];
  await page.keyboard.press('+');
  await page.evaluate((ev) => { window.__kk?.setSpeed(1); window.__kk?.animate(ev); }, events);
  await page.mouse.move(500, 300);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(500 + 10 * i, 300);
  await page.mouse.up();
  expect(await page.evaluate(() => window.__kk?.idle())).toBe(false); // the pan did not skip
  await page.mouse.click(500, 300);
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.misplaced())).toEqual([]);
  await page.evaluate(() => window.__kk?.setSpeed(0));
  expect(errors).toEqual([]);
});
