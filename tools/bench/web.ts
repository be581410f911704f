// npm run bench:web — the board in Debian's Chromium against the real web host (renderer built first).
// Prints: launch → interactive board on the New campaign and the Continue path (the browser's own start
// and the page's part apart, then added; median of KK_BENCH_RUNS launches, default 3), and rAF frame times during the
// busiest animation at 1920×1080, and during a zoom/pan sweep (with each frame's JavaScript time). KK_RENDERER=webgl measures the WebGL renderer instead.
// The browser (tools/bench/browser.ts): KK_CHROMIUM, else Chromium's headless shell if installed, else the Chromium binary; its name, version and switches are printed.
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { act, newGame, prompt, type GameEvent } from '../../shared/engine/index.js';
import { withLaunchKey } from '../../main/host-key.js';
import { serveForTests } from '../../tests/e2e/serve-web-host.js';
import { BENCH_SWITCHES, benchBrowser, browserVersion } from './browser.js';
import { CLICK_NEW_CAMPAIGN_AT_ONCE } from './clicks.js';

const BROWSER = benchBrowser();

/** The act() with the most events in a few engine games: the busiest stretch to animate. */
function busiestBatch(): GameEvent[] {
  let best: GameEvent[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    let st = newGame({ seed });
    for (let i = 0; i < 300; i++) {
      const p = prompt(st);
      if (!p) break;
      const pick = p.actions.find((a) => a.type === 'done' || a.type === 'decline') ?? p.actions[0];
      try {
        const r = act(st, pick);
        st = r.state;
        if (r.events.length > best.length) best = r.events;
      } catch {
        break; // a rule still being written: this game ends here
      }
    }
  }
  return best;
}

interface Frames { deltas: number[]; work: number[] }
const NO_FRAMES: Frames = { deltas: [], work: [] };
/** The frame measures are taken in a 1920×1080 window (the launch figures at 1280×720). */
const FRAME_VIEWPORT = { width: 1920, height: 1080 };

/** One line of frame figures: rAF deltas (p50, p95, max, share over 33 ms) and the JavaScript time per frame. */
function frameLine(f: Frames): string {
  const over = f.deltas.filter((d) => d > 33).length / Math.max(1, f.deltas.length);
  return `${f.deltas.length} frames at ${FRAME_VIEWPORT.width}×${FRAME_VIEWPORT.height}; rAF delta p50 ${pct(f.deltas, 50).toFixed(1)} ms, p95 ${pct(f.deltas, 95).toFixed(1)} ms, max ${Math.max(...f.deltas).toFixed(1)} ms, ${(over * 100).toFixed(1)} % over 33 ms; JavaScript per frame p50 ${pct(f.work, 50).toFixed(1)} ms, p95 ${pct(f.work, 95).toFixed(1)} ms`;
}

function pct(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
}

/**
 * A zoom/pan sweep as a player makes it, with frames recorded: wheel in over the board (each notch ~1.25×),
 * rest (the textures are baked again for the zoom), drag across it, wheel out again, then the re-bake at rest. Returns the drawn frames' rAF deltas.
 */
async function zoomPanSweep(page: Page): Promise<{ frames: Frames; deepest: number; bakedAt: number }> {
  await page.evaluate(() => window.__kk?.recordFrames(true));
  await page.mouse.move(500, 300);
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, -150);
    await page.waitForTimeout(30);
  }
  const deepest = (await page.evaluate(() => window.__kk?.zoom().scale)) ?? NaN;
  await page.waitForTimeout(400); // the zoom settles: map and tiles are baked again for it
  const bakedAt = (await page.evaluate(() => window.__kk?.density().tileFace)) ?? NaN;
  await page.mouse.down();
  for (let i = 1; i <= 40; i++) await page.mouse.move(500 - 8 * i, 300 - 4 * i);
  await page.mouse.up();
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(400); // the zoom settles and the textures are baked again
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 60_000 });
  return { frames: (await page.evaluate(() => window.__kk?.recordFrames(false) ?? null)) ?? NO_FRAMES, deepest, bakedAt };
}

/** The page's own performance marks (renderer/main.ts), in ms since navigation start. */
async function marks(page: Page): Promise<string> {
  const list = await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('kk:')).map((m) => [m.name.slice(3), Math.round(m.startTime)] as const));
  return list.map(([n, t]) => `${n} ${t}`).join(', ');
}

/**
 * Start clicked → the campaign's first update read by the page (its `kk:` marks): the host's engine start
 * and first save of the new campaign (fsynced), and whatever the page's thread was doing when it came.
 */
async function answerWait(page: Page): Promise<number> {
  // No named helper inside: tsx would wrap it in a __name() call the page does not have.
  return page.evaluate(() => (performance.getEntriesByName('kk:campaign-came')[0]?.startTime ?? Number.NaN) - (performance.getEntriesByName('kk:start-clicked')[0]?.startTime ?? Number.NaN));
}

/** The board accepts a click: a campaign is shown, drawn, nothing under way, and its buttons exist. */
async function boardInteractive(page: Page): Promise<number> {
  return await (await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle() && window.__kk.buttons().length > 0 && performance.now())).jsonValue() as number;
}

interface Launch {
  /** Chromium's process start, up to Playwright's DevTools connection. */
  processMs: number;
  /** A new profile (browser context) and its first, blank page. */
  firstPageMs: number;
  browserMs: number;
  titleMs: number;
  newBoardMs: number;
  instantBoardMs: number;
  /** Of it: Start clicked → the campaign's first update read (answerWait). */
  instantAnswerMs: number;
  /** The page's marks on the clicked-at-once path (the goal's path). */
  instantMarks: string;
  /** The same path again in the same browser: scripts (and their compiled code) from its cache. */
  warmBoardMs: number;
  continueTitleMs: number;
  continueBoardMs: number;
  marks: string;
}

const VIEWPORT = { width: 1280, height: 720 };

async function openBrowser(): Promise<{ browser: Browser; page: Page; processMs: number; firstPageMs: number; browserMs: number }> {
  const t0 = performance.now();
  const browser = await chromium.launch({ executablePath: BROWSER.path, args: [...BENCH_SWITCHES] });
  const t1 = performance.now();
  const page = await browser.newPage({ viewport: VIEWPORT });
  const t2 = performance.now();
  return { browser, page, processMs: t1 - t0, firstPageMs: t2 - t1, browserMs: t2 - t0 };
}

/** Navigation → interactive board on the New campaign path, both clicks made in the page at once. */
async function instantNewCampaign(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.evaluate(CLICK_NEW_CAMPAIGN_AT_ONCE);
  return await boardInteractive(page);
}

/**
 * One launch, measured three ways. In-page clocks start at navigation (the page's own part); the browser's
 * own start (process launch + first page) is timed apart, since in Electron or an open browser it is not the
 * page's to control. "Interactive": the title's button can be clicked (it is in the page and Playwright's
 * click would land); the board accepts a click (see boardInteractive). Each New campaign path starts in a
 * browser of its own, so both are first (cold) navigations.
 */
async function launch(url: string): Promise<{ launch: Launch; page: Page; close: () => Promise<void> }> {
  const instant = await openBrowser();
  const instantBoardMs = await instantNewCampaign(instant.page, url);
  const instantMarks = await marks(instant.page);
  const instantAnswerMs = await answerWait(instant.page);
  // A second launch in the same browser profile (a new page: fresh JavaScript, cached files).
  await instant.page.close();
  const warmBoardMs = await instantNewCampaign(await instant.browser.newPage({ viewport: VIEWPORT }), url);
  await instant.browser.close();

  const { browser, page, processMs, firstPageMs, browserMs } = await openBrowser();
  await page.goto(url);
  const newCampaign = page.locator('#title-screen button', { hasText: 'New campaign' });
  await newCampaign.waitFor();
  const titleMs = await page.evaluate(() => performance.now());
  await newCampaign.click();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  const newBoardMs = await boardInteractive(page);
  const firstMarks = await marks(page);
  // The Continue path: a fresh page (same browser) with the autosave just made.
  await page.reload();
  const cont = page.locator('#title-screen button', { hasText: 'Continue' });
  await cont.waitFor();
  const continueTitleMs = await page.evaluate(() => performance.now());
  await cont.click();
  const continueBoardMs = await boardInteractive(page);
  return { launch: { processMs, firstPageMs, browserMs, titleMs, newBoardMs, instantBoardMs, instantAnswerMs, instantMarks, warmBoardMs, continueTitleMs, continueBoardMs, marks: firstMarks }, page, close: () => browser.close() };
}

async function main(): Promise<void> {
  const renderer = process.env.KK_RENDERER ?? 'canvas';
  const runs = Math.max(1, Number(process.env.KK_BENCH_RUNS ?? 3));
  const host = await serveForTests(0);
  const url = withLaunchKey(`${host.url}?test&renderer=${renderer}`, host.key); // as printed: the key in the fragment
  const launches: Launch[] = [];
  for (let i = 0; i < runs - 1; i++) {
    const r = await launch(url);
    launches.push(r.launch);
    await r.close();
  }
  const last = await launch(url);
  launches.push(last.launch);
  const page = last.page;

  await page.setViewportSize(FRAME_VIEWPORT);
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 60_000 });
  const renderMs = await page.evaluate(() => window.__kk?.renderMs(10) ?? NaN);
  const events = busiestBatch();
  await page.evaluate(() => { window.__kk?.setSpeed(1); window.__kk?.recordFrames(true); });
  await page.evaluate((ev) => window.__kk?.animate(ev), events);
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 120_000 });
  const frames = (await page.evaluate(() => window.__kk?.recordFrames(false) ?? null)) ?? NO_FRAMES;
  const { frames: zoomFrames, deepest, bakedAt } = await zoomPanSweep(page);
  await last.close();
  await host.close();

  const med = (f: (l: Launch) => number): string => `${pct(launches.map(f), 50).toFixed(0)} ms (${launches.map((l) => f(l).toFixed(0)).join(', ')})`;
  console.log(`renderer: ${renderer}; machine load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs; ${runs} launches, median (each)`);
  console.log(`browser: ${browserVersion(BROWSER.path)} at ${BROWSER.path}: ${BROWSER.kind}; started by Playwright with its default switches and ${BENCH_SWITCHES.join(' ')}`);
  console.log(`browser's own start (not the page's; in the desktop app Electron starts instead, not measurable here): ${med((l) => l.browserMs)}`);
  console.log(`  = Chromium's process, up to Playwright's DevTools connection ${med((l) => l.processMs)} + a new profile and its first blank page ${med((l) => l.firstPageMs)}`);
  console.log(`page: navigation → title interactive: ${med((l) => l.titleMs)}`);
  console.log(`page: navigation → interactive board, New campaign path, clicked in the page at once: ${med((l) => l.instantBoardMs)}`);
  console.log(`  of it: Start clicked → the campaign's first update read by the page (the host's engine start and first save; the page's own start meanwhile): ${med((l) => l.instantAnswerMs)}`);
  console.log(`page: the same, a second launch in the same browser (cached scripts): ${med((l) => l.warmBoardMs)}`);
  console.log(`page: navigation → interactive board, New campaign path, Playwright's clicks (harness delays included): ${med((l) => l.newBoardMs)}`);
  console.log(`page: navigation → interactive board, Continue path (reload, click Continue): ${med((l) => l.continueBoardMs)} (title ${med((l) => l.continueTitleMs)})`);
  // Issue #14's goal (≤ 1 s) is this line's New campaign figure: the two parts above added, launch by launch.
  console.log(`launch → interactive board = browser's own start + the page's part: New campaign clicked at once ${med((l) => l.browserMs + l.instantBoardMs)}; Continue ${med((l) => l.browserMs + l.continueBoardMs)}`);
  console.log(`page marks, New campaign clicked at once (last launch, ms since navigation): ${launches[launches.length - 1].instantMarks}`);
  console.log(`page marks, Playwright's clicks (last launch): ${launches[launches.length - 1].marks}`);
  console.log(`one full render of the board (CPU side, forced): ${renderMs.toFixed(1)} ms`);
  console.log(`busiest animation: ${events.length} events, ${frameLine(frames)}`);
  console.log(`zoom/pan sweep (6 wheel notches in to ${deepest.toFixed(2)}×, re-bake at density ${bakedAt.toFixed(2)}, a 40-step drag, 6 out, re-bake): ${frameLine(zoomFrames)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
