// npx tsx tools/bench/launch-probe.ts — where the page's launch goes (issue #14, launch → interactive board): cold
// launches of the New campaign path clicked in the page at once (as bench:web and bench:launch-ab count it),
// each printing its timeline (the page's `kk:` marks, the two clicks' among them, and the probe's own: view, buttons, idle, in ms
// since navigation) and saving the page's CPU profile (sampled every 0.2 ms) for DevTools or a script, with
// the ten functions that took most time themselves. Build first (`npm run build:web`; for readable function
// names an unminified build: `npx vite build renderer --base ./ --outDir ../out/renderer-dev --minify false`).
// KK_PROBE_DIR: the build folder (default out/renderer); KK_PROBE_OUT: where the profiles go (default
// /tmp/kk-launch-probe); KK_BENCH_RUNS: launches (default 3). Profiles sample wall-clock time: on a loaded
// machine a function the OS paused shows time it did not use, so compare several launches.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { withLaunchKey } from '../../main/host-key.js';
import { serveForTests } from '../../tests/e2e/serve-web-host.js';
import { BENCH_SWITCHES, benchBrowser } from './browser.js';
import { CLICK_NEW_CAMPAIGN_AT_ONCE } from './clicks.js';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** After the clicks (clicks.ts, which marks them): when the view, idle and the buttons came, and every kk: mark. */
const READY_TIMELINE = `(async () => {
  const T = {};
  for (;;) {
    const k = window.__kk;
    if (k) {
      if (!T.view && k.view() !== null) T.view = performance.now();
      if (T.view && !T.idle && k.idle()) T.idle = performance.now();
      if (T.view && !T.buttons && k.buttons().length > 0) T.buttons = performance.now();
      if (T.idle && T.buttons) break;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('kk:')) T[m.name.slice(3)] = m.startTime;
  return Object.entries(T).sort((a, b) => a[1] - b[1]).map(([k, v]) => k + ' ' + Math.round(v)).join(', ');
})()`;

/** The functions that took most time themselves (ms), named with their file and line. */
function topSelf(p: Profile, count: number): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([n, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${n}`);
}

async function main(): Promise<void> {
  const out = process.env.KK_PROBE_OUT ?? '/tmp/kk-launch-probe';
  mkdirSync(out, { recursive: true });
  const host = await serveForTests(0, undefined, process.env.KK_PROBE_DIR);
  const runs = Math.max(1, Number(process.env.KK_BENCH_RUNS ?? 3));
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({ executablePath: benchBrowser().path, args: [...BENCH_SWITCHES] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(withLaunchKey(`${host.url}?test&renderer=canvas`, host.key), { waitUntil: 'commit' });
      await page.evaluate(CLICK_NEW_CAMPAIGN_AT_ONCE);
      console.log(`launch ${run + 1}: ${String(await page.evaluate(READY_TIMELINE))}`);
      const { profile } = await cdp.send('Profiler.stop') as { profile: Profile };
      const file = join(out, `launch${run + 1}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  profile: ${file}; most time in (self):\n${topSelf(profile, 10).map((l) => `  ${l}`).join('\n')}`);
    } finally {
      await browser.close();
    }
  }
  await host.close();
}

main().then(() => process.exit(0), (e: unknown) => {
  console.error(e);
  process.exit(1);
});
