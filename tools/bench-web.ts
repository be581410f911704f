// npm run bench:web — the board in Debian's Chromium against the real web host (renderer built first).
// Prints: launch → interactive board, and rAF frame times during the busiest animation at 1280×720.
import { chromium } from 'playwright-core';
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

async function main(): Promise<void> {
  const host = await serveForTests(0);
  const t0 = performance.now();
  const browser = await chromium.launch({ executablePath: process.env.KK_CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${host.url}?test`);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).waitFor();
  const titleMs = performance.now() - t0;
  const bootMs = await page.evaluate(() => window.__kk?.bootMs ?? NaN);
  const t1 = performance.now();
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle() && window.__kk.buttons().length > 0);
  const boardMs = performance.now() - t1;

  const renderMs = await page.evaluate(() => window.__kk?.renderMs(10) ?? NaN);
  console.log(`one full render of the board (forced): ${renderMs.toFixed(1)} ms`);
  const events = busiestBatch();
  await page.evaluate(() => { window.__kk?.setSpeed(1); window.__kk?.recordFrames(true); });
  await page.evaluate((ev) => window.__kk?.animate(ev), events);
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 120_000 });
  const frames = await page.evaluate(() => window.__kk?.recordFrames(false) ?? []);
  await browser.close();
  await host.close();

  console.log(`launch → title screen interactive: ${titleMs.toFixed(0)} ms (page boot ${bootMs.toFixed(0)} ms)`);
  console.log(`New campaign → interactive board: ${boardMs.toFixed(0)} ms; launch → board: ${(titleMs + boardMs).toFixed(0)} ms (includes two clicks)`);
  console.log(`busiest animation: ${events.length} events, ${frames.length} frames at 1280×720; rAF delta p50 ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
