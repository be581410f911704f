// npm run bench:launch-ab — two builds of the page, A and B, launched cold in turn (A B, B A, …) on the goal's
// path (New campaign and Start clicked in the page at once), KK_BENCH_RUNS pairs (default 6). For each
// launch: the page's part (navigation → interactive board, as bench:web counts it), the page's `kk:` marks,
// and the CPU time of the page's renderer process — its main thread (read from /proc, so it counts the work
// done, not the waiting, and moves far less with the machine's load than wall-clock figures) and all its
// threads (workers included, from Chromium's SystemInfo). Medians at the end, with the load average.
// A = KK_AB_A (a renderer build folder, e.g. another worktree's out/renderer, built by `npm run build:web`
// there); B = KK_AB_B, default this worktree's out/renderer (build it first). Linux only (/proc).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { withLaunchKey } from '../../main/host-key.js';
import type { WebHost } from '../../main/web-host.js';
import { serveForTests } from '../../tests/e2e/serve-web-host.js';
import { BENCH_SWITCHES, benchBrowser } from './browser.js';
import { CLICK_NEW_CAMPAIGN_AT_ONCE } from './clicks.js';

interface Run { pageMs: number; mainCpuMs: number; allCpuMs: number; marks: string }

const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim());

/** CPU time (user + system) of one thread of a process, in ms. */
function threadCpuMs(pid: number, tid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function launchOnce(host: WebHost): Promise<Run> {
  const browser = await chromium.launch({ executablePath: benchBrowser().path, args: [...BENCH_SWITCHES] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(withLaunchKey(`${host.url}?test&renderer=canvas`, host.key), { waitUntil: 'commit' });
    await page.evaluate(CLICK_NEW_CAMPAIGN_AT_ONCE);
    const ready = await page.waitForFunction(() => window.__kk?.view() !== null && window.__kk?.idle() && (window.__kk?.buttons().length ?? 0) > 0 && performance.now(), undefined, { polling: 'raf' });
    const pageMs = await ready.jsonValue() as number;
    const info = await (await browser.newBrowserCDPSession()).send('SystemInfo.getProcessInfo') as { processInfo: { type: string; id: number; cpuTime: number }[] };
    // The page's renderer is the busiest one (a spare renderer may idle beside it).
    let mainCpuMs = 0;
    let allCpuMs = 0;
    for (const p of info.processInfo.filter((x) => x.type === 'renderer')) {
      const main = threadCpuMs(p.id, p.id);
      if (main > mainCpuMs) [mainCpuMs, allCpuMs] = [main, p.cpuTime * 1000];
    }
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('kk:')).map((m) => `${m.name.slice(3)} ${Math.round(m.startTime)}`).join(', '));
    return { pageMs, mainCpuMs, allCpuMs, marks };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const dirA = process.env.KK_AB_A;
  if (!dirA) throw new Error('KK_AB_A must name the build folder of A (another worktree\'s out/renderer)');
  const builds = { A: dirA, B: process.env.KK_AB_B ?? join(process.cwd(), 'out', 'renderer') };
  const pairs = Math.max(1, Number(process.env.KK_BENCH_RUNS ?? 6));
  const hosts = { A: await serveForTests(0, undefined, builds.A), B: await serveForTests(0, undefined, builds.B) };
  const runs: Record<'A' | 'B', Run[]> = { A: [], B: [] };
  const loads: number[] = [];
  for (let i = 0; i < pairs; i++) {
    for (const k of i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const r = await launchOnce(hosts[k]);
      runs[k].push(r);
      loads.push(loadavg()[0]);
      console.log(`${k}: page ${r.pageMs.toFixed(0)} ms, renderer CPU main thread ${r.mainCpuMs.toFixed(0)} ms, all threads ${r.allCpuMs.toFixed(0)} ms, load ${loads[loads.length - 1].toFixed(1)} | ${r.marks}`);
    }
  }
  await Promise.all([hosts.A.close(), hosts.B.close()]);
  console.log(`load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; ${pairs} launches each, median (each)`);
  for (const k of ['A', 'B'] as const) {
    const list = (f: (r: Run) => number): string => `${median(runs[k].map(f)).toFixed(0)} ms (${runs[k].map((r) => f(r).toFixed(0)).join(', ')})`;
    console.log(`${k} (${builds[k]}): page ${list((r) => r.pageMs)}; renderer CPU, main thread ${list((r) => r.mainCpuMs)}, all threads ${list((r) => r.allCpuMs)}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
