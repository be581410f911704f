// Issue #14: a crowded France and Belgium can be read. A hand-built position (positionFrom) puts five armies
// in each with every marker they can hold — Forts, Trenches, the Mutiny, France in Danger, the Tank Army,
// U-Boats, the Siegfried Line, and the Red Baron over the BEF — and the board is checked FROM THE PAINTED
// PIXELS at four window shapes and three zooms: for every tile of both boxes, the screenshot where its
// strength and marks are painted must equal the same place drawn with that tile alone on the board (so
// nothing lies over it), hold the tile's ink (so it is painted), and lie inside the window and the board.
import { expect, test, type Page } from './keyed-test.js';
import { positionFrom, view, type BoardView } from '../../shared/engine/index.js';
import { MAX_ARMIES_PER_COUNTRY } from '../../shared/data/board.js';
import type { PageRect, Rgb } from '../../renderer/app/test-hook.js';
import { BOARD, LAYOUT_BY_ID, TILE_SIZE } from '../../renderer/board/layout.js';
import { chooseTextSize, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { TEXT_SCALE } from '../../renderer/ui/text-size.js';
import { ARMIES } from '../../shared/data/armies.js';

const FRONTS = ['france', 'belgium'] as const;

/** Five armies in each front (fr-2, fr-3, be-army, gb-bef, gb-1 are there from setup) and every marker. */
function crowdedBoard(): BoardView {
  const st = positionFrom({
    seed: 1,
    turn: 10,
    tiles: {
      'fr-1': 'france', 'fr-4': 'france', 'fr-5': 'france', 'trenches-2': 'france', 'french-mutiny': 'france',
      'french-tank-army': 'france', 'u-boats-2': 'france',
      'gb-2': 'belgium', 'gb-3': 'belgium', 'trenches-1': 'belgium', 'siegfried-line': 'belgium', 'u-boats-1': 'belgium',
    },
    flags: { redBaronOn: 'gb-bef' }, // §9.7: his chip is drawn on the BEF, whose ☠ and ✱ must still show
  });
  return view(st);
}

/** A zoom to check: `factor` about a board point, and which fronts are then wholly in view. */
interface ZoomStep {
  readonly name: string;
  readonly factor: number;
  readonly at: readonly [number, number];
  readonly fronts: readonly string[];
}

// From the whole board (fit): in about the fronts' left edge so both stay in view, further in on France alone,
// then back out part of the way.
const ZOOMS: readonly ZoomStep[] = [
  { name: 'fit', factor: 1, at: [0, 0], fronts: FRONTS },
  { name: 'in-1.6', factor: 1.6, at: [8, 306], fronts: FRONTS },
  { name: 'in-2.5', factor: 2.5 / 1.6, at: [8, 409], fronts: ['france'] },
  { name: 'out-1.25', factor: 1.25 / 2.5, at: [8, 306], fronts: FRONTS },
];

// KK_CROWDED_WINDOW=1280x720 checks that window shape alone (a quicker run while changing the packing).
const WINDOWS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 1024, height: 600 },
  { width: 800, height: 1280 },
].filter((w) => (process.env.KK_CROWDED_WINDOW ?? `${w.width}x${w.height}`) === `${w.width}x${w.height}`);

/** The whole pixels inside a rectangle of the page (a partly covered edge pixel is not counted). */
function inner(r: PageRect): { x: number; y: number; width: number; height: number } {
  const x = Math.ceil(r.x);
  const y = Math.ceil(r.y);
  return { x, y, width: Math.floor(r.x + r.w) - x, height: Math.floor(r.y + r.h) - y };
}

interface Comparison {
  readonly differing: number;
  readonly pixels: number;
  readonly ink: number;
}

declare global {
  interface Window {
    /** The screenshot of the whole board being checked, decoded once per window shape and zoom. */
    __crowdedShot?: ImageData;
  }
}

/** Decodes a PNG in the page (Chromium's own decoder) and keeps it as the shot being checked. */
async function decodeInPage(page: Page, png: Buffer): Promise<void> {
  await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    window.__crowdedShot = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  }, png.toString('base64'));
}

/** Compares the stored shot's pixels at `clip` with `alone` (that place drawn with one tile on the board):
 *  how many pixels differ clearly, and how many of `alone`'s are the tile's ink rather than its body. */
async function compare(page: Page, alone: Buffer, clip: ReturnType<typeof inner>, ink: Rgb, body: Rgb): Promise<Comparison> {
  return page.evaluate(async ({ alone, clip, ink, body }) => {
    const shot = window.__crowdedShot;
    if (!shot) throw new Error('no screenshot decoded');
    const bytes = Uint8Array.from(atob(alone), (ch) => ch.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(clip.width, clip.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const b = ctx.getImageData(0, 0, clip.width, clip.height).data;
    let differing = 0;
    let inkPixels = 0;
    for (let y = 0; y < clip.height; y++) for (let x = 0; x < clip.width; x++) {
      const i = (y * clip.width + x) * 4;
      const j = ((clip.y + y) * shot.width + clip.x + x) * 4;
      const a = shot.data;
      const d = Math.max(Math.abs(a[j] - b[i]), Math.abs(a[j + 1] - b[i + 1]), Math.abs(a[j + 2] - b[i + 2]));
      if (d > 40) differing++;
      // Ink where the pixel is nearer the ink than the tile's body (small type never reaches the full ink).
      const from = (c: Rgb): number => Math.abs(b[i] - c[0]) + Math.abs(b[i + 1] - c[1]) + Math.abs(b[i + 2] - c[2]);
      if (from(ink) < from(body)) inkPixels++;
    }
    return { differing, pixels: clip.width * clip.height, ink: inkPixels };
  }, { alone: alone.toString('base64'), clip, ink, body });
}

function within(r: PageRect, frame: PageRect): boolean {
  return r.x >= frame.x - 0.5 && r.y >= frame.y - 0.5 && r.x + r.w <= frame.x + frame.w + 0.5 && r.y + r.h <= frame.y + frame.h + 0.5;
}

/** Checks every tile of `fronts` as now drawn; returns what is wrong, one line per problem. */
async function checkFronts(page: Page, board: BoardView, fronts: readonly string[], shot: string): Promise<string[]> {
  const problems: string[] = [];
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const windowRect: PageRect = { x: 0, y: 0, w: viewport.width, h: viewport.height };
  const frame = await page.evaluate(() => window.__kk?.boardFrame() ?? null);
  if (!frame) return ['no board frame'];
  await decodeInPage(page, await page.screenshot({ path: `test-results/crowded-front/${shot}.png` }));
  for (const front of fronts) {
    const faces = await page.evaluate((loc) => window.__kk?.tileFaces(loc) ?? [], front);
    const expected = board.boxes[front] ?? [];
    if (faces.length !== expected.length) problems.push(`${front}: ${faces.length} of ${expected.length} tiles drawn`);
    for (const f of faces) {
      const where = `${shot} ${front} ${f.id}`;
      if (!within(f.strength, windowRect) || !within(f.strength, frame)) {
        problems.push(`${where}: strength off the board's part of the window`);
        continue;
      }
      await page.evaluate((id) => window.__kk?.isolateTile(id), f.id);
      await waitIdle(page);
      const clip = inner(f.strength);
      const alone = await page.screenshot({ clip });
      await page.evaluate((v) => window.__kk?.showBoard(v), board);
      await waitIdle(page);
      const c = await compare(page, alone, clip, f.ink, f.body);
      // Same renderer, same place: an uncovered tile is painted the same to the pixel; allow 1 % for safety.
      if (c.differing > c.pixels * 0.01) problems.push(`${where}: ${c.differing} of ${c.pixels} pixels covered`);
      if (f.hasStrength && c.ink < 4) problems.push(`${where}: no ink where the strength is painted (${c.ink} px)`);
    }
  }
  return problems;
}

test('a crowded France and Belgium: every strength and mark is on screen and uncovered, at four window shapes and three zooms', async ({ page }) => {
  test.setTimeout(600_000); // 16 full shots and some 300 small ones, on a loaded machine
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  const board = crowdedBoard();
  for (const front of FRONTS) {
    expect(board.boxes[front]?.filter((id) => /^(fr|gb|be)-/.test(id)).length, front).toBe(MAX_ARMIES_PER_COUNTRY);
  }
  expect(board.redBaronOn).toBe('gb-bef');
  const problems: string[] = [];
  for (const size of WINDOWS) {
    await page.setViewportSize(size);
    await page.evaluate((v) => { window.__kk?.fitBoard(); window.__kk?.showBoard(v); }, board);
    await page.waitForTimeout(400); // a new window size bakes the textures again once it settles, as a zoom does
    await waitIdle(page);
    problems.push(...await checkAtZooms(page, board, ZOOMS, `${size.width}x${size.height}`));
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

/** Zooms through `zooms` from the whole board and checks the fronts in view at each; the problems found. */
async function checkAtZooms(page: Page, board: BoardView, zooms: readonly ZoomStep[], shot: string): Promise<string[]> {
  const problems: string[] = [];
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  for (const z of zooms) {
    if (z.factor !== 1) {
      await page.evaluate(([f, x, y]) => window.__kk?.zoomBy(f, x, y), [z.factor, ...z.at] as const);
      await page.waitForTimeout(400); // the textures are baked again for the new zoom once it settles
    }
    // Out of the board's way: a hover text must not lie over a tile in the shots.
    await page.mouse.move(size.width - 2, size.height - 2);
    await waitIdle(page);
    problems.push(...await checkFronts(page, board, z.fronts, `${shot}-${z.name}`));
  }
  return problems;
}

// The text size reaches the tiles' faces, the box titles and the counts: at each size the same pixel checks
// hold (the faces keep their printed size; the words make room inside them), whole board and zoomed in.
const TEXT_SIZES = ['small', 'large', 'x-large'] as const;

test('at every text size a crowded France and Belgium keep every strength and mark uncovered (1280×720, two zooms)', async ({ page }) => {
  test.setTimeout(600_000);
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  const board = crowdedBoard();
  const problems: string[] = [];
  try {
    for (const size of TEXT_SIZES) {
      await chooseTextSize(page, size);
      await page.evaluate((v) => { window.__kk?.fitBoard(); window.__kk?.showBoard(v); }, board);
      await page.waitForTimeout(400);
      expect((await page.evaluate(() => window.__kk?.textSizes()))?.board, size).toBe(TEXT_SCALE[size]);
      problems.push(...await checkAtZooms(page, board, ZOOMS.slice(0, 2), `text-${size}`));
    }
  } finally {
    await chooseTextSize(page, 'normal'); // the setting is kept by the host: the specs after this find the default
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

// Issue #14: Serbia's (and the AAO's) two-part strength "3/4" used to run into the nationality tag. Read from
// the faces as painted in the page (the real fonts' widths): strength, tag and marks lie apart on the foot.
test('two-part strengths stand clear of the nationality tag, and every strength of the marks, at every text size', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1916);
  const ids = [...ARMIES.filter((a) => typeof a.strength !== 'number').map((a) => a.id), 'gb-bef', 'fr-4', 'fr-2'];
  expect(ids).toContain('srb-1');
  try {
    for (const size of ['normal', ...TEXT_SIZES]) {
      if (size !== 'normal') await chooseTextSize(page, size);
      for (const id of ids) for (const mode of ['full', 'small'] as const) {
        const foot = await page.evaluate(([i, m]) => window.__kk?.faceFoot(i, m) ?? null, [id, mode] as const);
        const where = `${size} ${mode} ${id}`;
        expect(foot?.strength, where).not.toBeNull();
        const parts = [foot?.nation, foot?.skull, foot?.strength, foot?.asterisk].filter((p): p is { x: number; w: number } => !!p);
        if (mode === 'full' && /^(srb|aao)-/.test(id)) expect(foot?.nation, where).not.toBeNull(); // the tag is painted
        // Left to right, each part ends before the next begins, all inside the face.
        for (let i = 1; i < parts.length; i++) expect(parts[i].x, where).toBeGreaterThanOrEqual(parts[i - 1].x + parts[i - 1].w + 1);
        expect(parts[0].x, where).toBeGreaterThanOrEqual(0);
        expect(parts[parts.length - 1].x + parts[parts.length - 1].w, where).toBeLessThanOrEqual(TILE_SIZE[mode].w);
        // A two-part strength keeps almost half the face's width: narrowed, if at all, only a little.
        if (/^(srb|aao)-/.test(id)) expect(foot?.strength?.w ?? 0, where).toBeGreaterThanOrEqual(0.45 * TILE_SIZE[mode].w);
      }
    }
  } finally {
    await chooseTextSize(page, 'normal');
  }
  expect(errors).toEqual([]);
});

/** A new campaign whose board is shown crowded (France and Belgium full); the campaign's action count. */
async function showCrowdedBoard(page: Page): Promise<{ board: ReturnType<typeof crowdedBoard>; actions: number | null | undefined }> {
  await startCampaign(page, 1916);
  const board = crowdedBoard();
  await page.evaluate((v) => window.__kk?.showBoard(v), board);
  await waitIdle(page);
  return { board, actions: await page.evaluate(() => window.__kk?.actionCount()) };
}

function overlaps(a: PageRect, b: PageRect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

test('a click on a crowded front spreads its tiles out at full size; Esc or a click outside closes it, and a pan opens nothing', async ({ page }) => {
  const errors = watchConsole(page);
  const { board, actions } = await showCrowdedBoard(page);
  const fan = () => page.evaluate(() => window.__kk?.fan() ?? null);
  const toPage = (x: number, y: number) => page.evaluate(([bx, by]) => window.__kk?.boardToPage(bx, by) ?? { x: 0, y: 0 }, [x, y] as const);

  // France's title line: the box, not a tile, and not a move in this position.
  const france = LAYOUT_BY_ID.france;
  const title = await toPage(france.x + 30, france.y + 7);
  await page.mouse.click(title.x, title.y);
  await waitIdle(page);
  const open = await fan();
  expect(open?.box).toBe('france');
  expect(open?.tiles.map((t) => t.id)).toEqual(board.boxes.france);
  const frame = await page.evaluate(() => window.__kk?.boardFrame() ?? null);
  const cssPerBoard = (frame?.w ?? 0) / BOARD.width;
  const faces = open?.tiles.map((t) => t.face) ?? [];
  for (const f of faces) {
    expect(f.w).toBeCloseTo(TILE_SIZE.full.w * cssPerBoard, 0); // every tile at full size, markers too
    expect(frame && within(f, frame)).toBe(true);
  }
  for (let i = 0; i < faces.length; i++) for (let j = i + 1; j < faces.length; j++) expect(overlaps(faces[i], faces[j])).toBe(false);
  await page.screenshot({ path: 'test-results/crowded-front/fan-france.png' });
  await page.keyboard.press('Escape');
  await waitIdle(page);
  expect(await fan()).toBeNull();

  // A tile of Belgium that is not a move spreads Belgium out; a click elsewhere on the board closes it.
  const first = await page.evaluate(() => window.__kk?.tileCentre('gb-1') ?? null);
  expect(first).not.toBeNull();
  await page.mouse.click(first?.x ?? 0, first?.y ?? 0);
  await waitIdle(page);
  expect((await fan())?.box).toBe('belgium');
  const away = await toPage(900, 700);
  await page.mouse.click(away.x, away.y);
  await waitIdle(page);
  expect(await fan()).toBeNull();

  // A drag that starts on France pans the board (board-zoom's tap slop): it is not a click, nothing opens.
  await page.evaluate(() => window.__kk?.zoomBy(2, 178, 409));
  const start = await toPage(france.x + 30, france.y + 7);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(start.x + 8 * i, start.y + 4 * i);
  await page.mouse.up();
  await waitIdle(page);
  expect(await fan()).toBeNull();
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(actions); // nothing was played
  expect(errors).toEqual([]);
});

// Issue #14: the fan without a mouse. F spreads out the box under the pointer, then each stack in turn
// (Shift+F back); the board behind is dimmed (read from its pixels); Esc closes the fan before anything
// else; the `?` list names the keys; the History screen's board spreads out the same way.
test('the stack fan from the keyboard: F, Shift+F and Esc, the board dimmed behind, in the History screen too', async ({ page }) => {
  const errors = watchConsole(page);
  const { actions } = await showCrowdedBoard(page);
  const fan = () => page.evaluate(() => window.__kk?.fan()?.box ?? null);
  // A board point far from France's fan (which opens at France's right): its brightness, then dimmed.
  const far = [1300, 700] as const;
  const brightness = async (): Promise<number> => {
    const [[r, g, b]] = await page.evaluate((p) => window.__kk?.pixels([p]) ?? [[0, 0, 0]], far);
    return r + g + b;
  };
  const lit = await brightness();

  const france = LAYOUT_BY_ID.france;
  const title = await page.evaluate(([x, y]) => window.__kk?.boardToPage(x, y) ?? { x: 0, y: 0 }, [france.x + 30, france.y + 7] as const);
  await page.mouse.move(title.x, title.y);
  await page.keyboard.press('f');
  await waitIdle(page);
  expect(await fan()).toBe('france');
  expect(await brightness()).toBeLessThan(lit * 0.7);

  // F goes on to the next stack, Shift+F comes back; Esc closes and nothing was played.
  await page.keyboard.press('f');
  await waitIdle(page);
  const next = await fan();
  expect(next).not.toBeNull();
  expect(next).not.toBe('france');
  await page.keyboard.press('Shift+F');
  await waitIdle(page);
  expect(await fan()).toBe('france');
  await page.keyboard.press('Escape');
  await waitIdle(page);
  expect(await fan()).toBeNull();
  expect(await brightness()).toBeCloseTo(lit, -1);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(actions);

  // The shortcuts list names the keys.
  await page.keyboard.press('?');
  await expect(page.locator('body')).toContainText('Spread out the stack under the pointer');
  await page.keyboard.press('Escape');

  // The History screen: F spreads out a stack of the step shown; Esc closes the fan, not the screen; Esc again leaves.
  await page.evaluate(() => window.__kk?.fitBoard());
  await page.locator('#side-panel button', { hasText: 'History' }).click();
  await page.waitForFunction(() => window.__kk?.historyView() !== null && window.__kk?.idle() === true);
  await page.mouse.move(2, 2);
  await page.keyboard.press('f');
  await waitIdle(page);
  const open = await page.evaluate(() => window.__kk?.fan() ?? null);
  expect(open?.tiles.length ?? 0).toBeGreaterThanOrEqual(2);
  const step = await page.evaluate(() => window.__kk?.historyView());
  expect(step?.boxes[open?.box ?? '']?.length).toBe(open?.tiles.length);
  await page.keyboard.press('Escape');
  await waitIdle(page);
  expect(await fan()).toBeNull();
  expect(await page.evaluate(() => window.__kk?.historyView() !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__kk?.historyView() === null);
  expect(errors).toEqual([]);
});

// Issue #14: zoomed in on one corner, F spreads out a stack in another part of the board; the view pans
// (never zooms) so that the spread-out tiles are on screen.
test('F while zoomed in brings the spread-out stack into view', async ({ page }) => {
  const errors = watchConsole(page);
  await showCrowdedBoard(page);
  await page.mouse.move(1, 1); // the pointer over no stack: F takes the board's first stack
  await page.evaluate(() => window.__kk?.zoomBy(4, 1500, 930)); // the bottom-right corner, far from the fronts
  await waitIdle(page);
  const before = await page.evaluate(() => window.__kk?.zoom());
  await page.keyboard.press('f');
  await waitIdle(page);
  const open = await page.evaluate(() => window.__kk?.fan() ?? null);
  expect(open).not.toBeNull();
  const after = await page.evaluate(() => window.__kk?.zoom());
  expect(after?.scale).toBe(before?.scale);
  expect(after).not.toEqual(before); // it had to pan
  const frame = await page.evaluate(() => window.__kk?.boardFrame());
  if (!frame || !open) throw new Error('no board frame or fan');
  for (const t of open.tiles) {
    const mid = { x: t.face.x + t.face.w / 2, y: t.face.y + t.face.h / 2 };
    expect(mid.x >= frame.x && mid.x <= frame.x + frame.w && mid.y >= frame.y && mid.y <= frame.y + frame.h, `${t.id} in view`).toBe(true);
  }
  expect(errors).toEqual([]);
});
