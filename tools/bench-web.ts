// npm run bench:web — the board in Debian's Chromium against the real web host (renderer built first).
// Prints: launch → interactive board (browser start and the page's own part apart), and rAF frame times
// during the busiest animation at 1280×720. KK_RENDERER=webgl measures the WebGL renderer instead.
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { act, newGame, prompt, type GameEvent } from '../shared/engine/index.js';
import { serveForTests } from '../tests/e2e/serve-web-host.js';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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

function pct(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
}

/** The page's own performance marks (renderer/main.ts), in ms since navigation start. */
async function marks(page: Page): Promise<string> {
  const list = await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('kk:')).map((m) => [m.name.slice(3), Math.round(m.startTime)] as const));
  return list.map(([n, t]) => `${n} ${t}`).join(', ');
}

async function main(): Promise<void> {
  const renderer = process.env.KK_RENDERER ?? 'canvas';
  const host = await serveForTests(0);
  const t0 = performance.now();
  const browser = await chromium.launch({ executablePath: process.env.KK_CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const browserMs = performance.now() - t0;
  await page.goto(`${host.url}?test&renderer=${renderer}`);
  const newCampaign = page.locator('#title-screen button', { hasText: 'New campaign' });
  await newCampaign.waitFor();
  // In-page clocks start at navigation: they leave out the browser's own start.
  const titleInPage = await page.evaluate(() => performance.now());
  const titleMs = performance.now() - t0;
  const bootMs = await page.evaluate(() => window.__kk?.bootMs ?? NaN);
  const titleMarks = await marks(page);
  const t1 = performance.now();
  await newCampaign.click();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  const boardInPage = await (await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle() && window.__kk.buttons().length > 0 && performance.now())).jsonValue() as number;
  const boardMs = performance.now() - t1;

  const renderMs = await page.evaluate(() => window.__kk?.renderMs(10) ?? NaN);
  const events = busiestBatch();
  await page.evaluate(() => { window.__kk?.setSpeed(1); window.__kk?.recordFrames(true); });
  await page.evaluate((ev) => window.__kk?.animate(ev), events);
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 120_000 });
  const frames = await page.evaluate(() => window.__kk?.recordFrames(false) ?? []);
  await browser.close();
  await host.close();

  console.log(`renderer: ${renderer}; machine load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs`);
  console.log(`one full render of the board (CPU side, forced): ${renderMs.toFixed(1)} ms`);
  console.log(`browser start (launch + new page): ${browserMs.toFixed(0)} ms`);
  console.log(`page: navigation → title screen interactive ${titleInPage.toFixed(0)} ms (boot ${bootMs.toFixed(0)} ms; marks: ${titleMarks})`);
  console.log(`page: navigation → interactive board ${boardInPage.toFixed(0)} ms (includes the two clicks on New campaign and Start)`);
  console.log(`New campaign → interactive board: ${boardMs.toFixed(0)} ms`);
  console.log(`launch → title: ${titleMs.toFixed(0)} ms; launch → board: ${(titleMs + boardMs).toFixed(0)} ms (browser start + page + two clicks)`);
  console.log(`busiest animation: ${events.length} events, ${frames.length} frames at 1280×720; rAF delta p50 ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
