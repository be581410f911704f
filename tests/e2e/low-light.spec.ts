// Issue #33: the Low light theme, checked from what is painted. The board is dark (its mean lightness read
// from the canvas's pixels), a highlighted sea box's ring stands at 3:1 against the sea box's paper in both
// palettes (read from the pixels too), the DOM's cards are dark and the plots' axes painted in the theme's ink;
// the setting is kept by main across a reload. The axe spec (accessibility.spec.ts) tours every screen in both themes.
import { expect, test, type Page } from './keyed-test.js';
import type { WsReply, WsRequest } from '../../shared/ipc.js';
import { instantAnimations, ringShares, snapshot, waitIdle, watchConsole } from './board-driver.js';
import { resumeCampaign } from './screen-driver.js';
import { idForKind } from './decision-kinds.js';
import { LAYOUT_BY_ID, BOARD } from '../../renderer/board/layout.js';
import { meanGrey, ringAgainstPaper } from './ring-contrast.js';
import { contrast } from '../../renderer/board/colour-math.js';
import { PLOT_COLOURS } from '../../renderer/charts/plot-colours.js';

async function chooseLook(page: Page, look: { theme?: string; palette?: string }): Promise<void> {
  const fromTitle = page.locator('#title-screen button', { hasText: 'Settings' });
  if (await fromTitle.count() > 0) await fromTitle.click();
  else await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  if (look.theme) await page.getByLabel('Theme').selectOption({ label: look.theme });
  if (look.palette) await page.locator('#palette').selectOption(look.palette);
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
}

/** A 24 × 14 grid over the board (its frame's units, under the header strip): the board's mean lightness. */
const GRID = Array.from({ length: 24 * 14 }, (_, i) => [BOARD.x + 20 + (i % 24) * ((BOARD.width - 40) / 23), BOARD.y + 40 + Math.floor(i / 24) * ((BOARD.height - 60) / 13)] as const);

/** The sea boxes the runner-placement decision highlights: every ring at 3:1 on its paper, read from the pixels. */
async function seaRings(page: Page, palette: string): Promise<number> {
  const s = await snapshot(page);
  const seas = s.targets.filter((t) => t.key.startsWith('box:') && LAYOUT_BY_ID[t.key.slice(4)]?.style === 'sea');
  expect(seas.length).toBeGreaterThan(0);
  for (const [key, share] of await ringShares(page, seas)) expect(share, `${palette}: ${key}`).toBeGreaterThan(0.9);
  let lowest = Infinity;
  for (const t of seas) {
    if (!t.bounds) continue;
    const r = await ringAgainstPaper(page, t.bounds);
    expect(r.ratio, `${palette} ${t.key}: ring ${r.ring.toString(16)} on paper ${r.paper.toString(16)}`).toBeGreaterThanOrEqual(3);
    lowest = Math.min(lowest, r.ratio);
  }
  return lowest;
}

/** An element's computed text and background colours as 0xrrggbb. */
async function inkAndPaper(page: Page, selector: string): Promise<{ ink: number; paper: number }> {
  return page.locator(selector).first().evaluate((e) => {
    const rgb = (s: string): number => { const [r, g, b] = (s.match(/\d+/g) ?? []).map(Number); return (r << 16) | (g << 8) | b; };
    const cs = getComputedStyle(e);
    return { ink: rgb(cs.color), paper: rgb(cs.backgroundColor) };
  });
}

/** Pixels of the Statistics plots' canvases in each theme's axis ink (charts/plot-colours.ts). */
async function axisPixels(page: Page): Promise<{ daylight: number; lowLight: number }> {
  const inks = { daylight: PLOT_COLOURS.daylight.axis, lowLight: PLOT_COLOURS['low-light'].axis };
  return page.evaluate((ink) => {
    const rgb = (h: string): number[] => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
    const [day, low] = [rgb(ink.daylight), rgb(ink.lowLight)];
    const near = (d: Uint8ClampedArray, i: number, c: number[]): boolean => d[i + 3] > 200 && Math.abs(d[i] - c[0]) + Math.abs(d[i + 1] - c[1]) + Math.abs(d[i + 2] - c[2]) < 30;
    let daylight = 0;
    let lowLight = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('#statistics-screen canvas')) {
      const d = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!d) continue;
      for (let i = 0; i < d.length; i += 4) {
        if (near(d, i, day)) daylight++;
        if (near(d, i, low)) lowLight++;
      }
    }
    return { daylight, lowLight };
  }, inks);
}

test('Low light: a dark board, the sea highlight at 3:1 in both palettes, dark cards; kept by main (painted pixels)', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, idForKind('runner-placement'));
  await page.mouse.move(1000, 8);
  await waitIdle(page);
  const daylight = await meanGrey(page, GRID);

  await chooseLook(page, { theme: 'Low light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'low-light');
  await waitIdle(page);
  const lowLight = await meanGrey(page, GRID);
  expect(await page.evaluate(() => window.__kk?.mapSource()), 'the low-light map from its picture').toBe('image');
  console.log(`board's mean grey: daylight ${daylight.toFixed(0)}, low light ${lowLight.toFixed(0)} (of 255)`);
  expect(daylight).toBeGreaterThan(120);
  // The tiles keep their printed faces and the legal boxes their tint, so the mean is not the map's alone.
  expect(lowLight).toBeLessThan(80);
  expect(lowLight).toBeLessThan(daylight / 2.5);
  const standard = await seaRings(page, 'standard');
  await page.screenshot({ path: 'test-results/low-light-board.png' });

  await chooseLook(page, { palette: 'colour-blind' });
  await waitIdle(page);
  expect(await meanGrey(page, GRID)).toBeLessThan(80);
  const colourBlind = await seaRings(page, 'colour-blind');
  await page.screenshot({ path: 'test-results/low-light-colour-blind-board.png' });
  console.log(`sea ring against its paper, lowest: standard ${standard.toFixed(2)}:1, colour-blind ${colourBlind.toFixed(2)}:1`);

  // The DOM's light surfaces are dark now, their words light: the Settings card, read from computed styles.
  await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  const card = await inkAndPaper(page, '#settings-screen');
  expect(contrast(card.paper, 0x000000), 'the card is dark').toBeLessThan(2);
  expect(contrast(card.ink, card.paper), 'its words').toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: 'test-results/low-light-settings.png' });
  await page.locator('#settings-screen button', { hasText: 'Cancel' }).click();

  // Kept by main: after a reload the page comes up dark before anything is chosen.
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'low-light');
  const title = await inkAndPaper(page, '#title-screen');
  expect(contrast(title.paper, 0x000000)).toBeLessThan(2);

  // The plots are painted on canvases: their axes in the theme's light ink, none in the daylight one.
  await page.locator('#title-screen').getByRole('button', { name: 'Statistics' }).click();
  await expect(page.locator('#statistics-screen canvas').first()).toBeVisible();
  const axes = await axisPixels(page);
  expect(axes.lowLight, 'axis pixels in the low-light ink').toBeGreaterThan(50);
  expect(axes.daylight, 'axis pixels in the daylight ink').toBe(0);
  await page.screenshot({ path: 'test-results/low-light-statistics.png' });
  await page.locator('#statistics-screen').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('#title-screen')).toBeVisible();

  await chooseLook(page, { theme: 'Daylight', palette: 'standard' }); // as the other specs expect it
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'daylight');
  expect(errors).toEqual([]);
});

test('Low light at boot: the title card is first drawn in the kept theme, even when the settings come after the title\'s facts', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await chooseLook(page, { theme: 'Low light' });
  // From now on main's answer to getSettings comes 800 ms late (the title's facts at once).
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    const late = new Set<number>();
    ws.onMessage((text) => {
      const msg = JSON.parse(String(text)) as WsRequest;
      if (msg.method === 'getSettings') late.add(msg.id);
      server.send(text);
    });
    server.onMessage((text) => {
      const reply = JSON.parse(String(text)) as Partial<WsReply>;
      if (reply.id !== undefined && late.has(reply.id)) setTimeout(() => ws.send(text), 800);
      else ws.send(text);
    });
  });
  // The theme on the page at the moment the title card is put in it (before any paint of it).
  await page.addInitScript(() => {
    new MutationObserver((_, watch) => {
      if (!document.getElementById('title-screen')) return;
      (window as unknown as { titleTheme: string }).titleTheme = document.documentElement.dataset.theme ?? 'none yet';
      watch.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.locator('#title-screen')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { titleTheme: string }).titleTheme), 'the theme the title card came in').toBe('low-light');
  const title = await inkAndPaper(page, '#title-screen');
  expect(contrast(title.paper, 0x000000)).toBeLessThan(2);

  await chooseLook(page, { theme: 'Daylight' }); // as the other specs expect it
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'daylight');
  expect(errors).toEqual([]);
});
