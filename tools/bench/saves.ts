// Campaign library benchmarks of the desktop app (figures, never pass/fail), on the longest legal campaign
// the tools' policies find (the targets are for a 600-action campaign; its real length is printed):
// the autosave after a move (target p95 ≤ 5 ms), resuming it (target ≤ 50 ms), and the Campaigns screen's
// listing of 1,000 campaigns from a fresh process (target ≤ 300 ms).
//   npm run bench:saves   (also run by npm run bench)
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { nodeFs, type DiskFs } from '../../main/library/disk.js';
import { CampaignLibrary } from '../../main/library/library.js';
import type { CampaignRecord } from '../../main/library/record.js';
import { resultOf } from '../../main/library/summary.js';
import { campaignsDir, savesDir } from '../../main/paths.js';
import { memorySettings } from '../../main/settings-model.js';
import { actInPlace, newGame, setEventRecording } from '../../shared/engine/index.js';
import { toolRng } from '../policy.js';
import { longCampaigns, TARGET_ACTIONS, type Played } from './long-campaign.js';
import { optionsInWords, resultInWords } from '../kk-library.js';
import { timesInFreshProcess } from './fresh-process.js';

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

interface Times {
  /** Wall-clock ms, sorted. */
  readonly wall: number[];
  /** CPU ms of the whole process (the thread pool's file calls included), sorted. */
  readonly cpu: number[];
}

function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function sortedTimes(wall: number[], cpu: number[]): Times {
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

async function timeEach(runs: number, job: () => Promise<unknown>, between?: () => Promise<unknown>): Promise<Times> {
  for (let i = 0; i < 5; i++) {
    await job(); // warm-up
    await between?.();
  }
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = cpuNow();
    const t = performance.now();
    await job();
    wall.push(performance.now() - t);
    cpu.push(cpuNow() - c);
    await between?.();
  }
  return sortedTimes(wall, cpu);
}

/** The real file system, except that fsync does nothing (for comparison only: the app always syncs). */
const noSyncFs: DiskFs = {
  ...nodeFs,
  open: (async (...args: Parameters<DiskFs['open']>) => {
    const handle = await nodeFs.open(...args);
    handle.sync = () => Promise.resolve();
    return handle;
  }) as DiskFs['open'],
};

function libraryAt(userData: string, fs?: DiskFs, now?: () => Date): CampaignLibrary {
  return new CampaignLibrary({ dir: campaignsDir(userData), oldSavesDir: savesDir(userData), engine, appVersion: 'bench', fs, now });
}

function serviceOn(library: CampaignLibrary): GameService {
  return new GameService({ engine, library, settings: memorySettings(), appVersion: 'bench', randomSeed: () => 1 });
}

async function recordOf(library: CampaignLibrary, game: Played, length: number): Promise<CampaignRecord> {
  const actions = game.actions.slice(0, length);
  const record = library.newRecord({ seed: game.seed, options: game.options, actions }, engine.replay(game.seed, game.options, actions));
  await library.create(record);
  return record;
}

/**
 * 1,000 campaigns of 200–600 actions (prefixes of a few real campaigns, at most their length), started
 * and played over the past year, some with bookmarks, some deleted in the last 30 days.
 */
async function fillLibrary(userData: string, games: readonly Played[], count: number): Promise<void> {
  const pick = toolRng(77);
  const wanted = Array.from({ length: count }, (_, i) => {
    const game = games[i % games.length];
    const max = Math.min(TARGET_ACTIONS, game.actions.length);
    return { game: i % games.length, length: 200 + Math.floor(pick() * (max - 200 + 1)), n: i };
  }).sort((a, b) => a.game - b.game || a.length - b.length);
  const year = 365 * 24 * 3600 * 1000;
  const now = Date.now();
  const library = libraryAt(userData);
  await library.open();
  setEventRecording(false);
  for (let g = 0; g < games.length; g++) {
    const game = games[g];
    const st = newGame({ seed: game.seed, options: game.options });
    let done = 0;
    for (const w of wanted.filter((x) => x.game === g)) {
      for (; done < w.length; done++) actInPlace(st, game.actions[done]);
      const started = new Date(now - pick() * year);
      const lastPlayed = new Date(started.getTime() + pick() * (now - started.getTime()));
      const bookmarks = w.n % 7 === 0
        ? [{ name: 'Before the Marne', actionCount: 40, turn: 2, createdAt: started.toISOString() }, { name: 'Verdun', actionCount: 150, turn: 8, createdAt: lastPlayed.toISOString() }]
        : [];
      const base = library.newRecord({ seed: game.seed, options: game.options, actions: game.actions.slice(0, w.length), bookmarks, started: started.toISOString() }, st);
      const deletedAt = w.n % 33 === 0 ? new Date(now - pick() * 20 * 24 * 3600 * 1000).toISOString() : null;
      await library.create({ ...base, lastPlayed: lastPlayed.toISOString(), deletedAt });
    }
  }
  setEventRecording(true);
}

interface ChildTimes {
  loadedMs: number;
  openMs: number;
  listMs: number;
  totalMs: number;
  cpuMs: number;
  count: number;
}

const childScript = fileURLToPath(new URL('./list-child.ts', import.meta.url));

function listInFreshProcess(userData: string, mode: 'bare' | 'app', cold: boolean): ChildTimes {
  return timesInFreshProcess<ChildTimes>(childScript, userData, mode, cold, 'listing');
}

const f = (ms: number): string => ms.toFixed(2);
const f0 = (ms: number): string => ms.toFixed(0);
const median = (xs: readonly number[]): number => quantile([...xs].sort((a, b) => a - b), 0.5);

const userData = mkdtempSync(join(tmpdir(), 'kk-bench-library-'));
const noSyncData = mkdtempSync(join(tmpdir(), 'kk-bench-library-nosync-'));
const manyData = mkdtempSync(join(tmpdir(), 'kk-bench-library-1000-'));
try {
  const searchStarted = performance.now();
  const { longest: game, others, tried } = longCampaigns();
  const searchSeconds = (performance.now() - searchStarted) / 1000;
  const n = game.actions.length;
  const library = libraryAt(userData);
  await library.open();
  const record = await recordOf(library, game, n);
  const finalState = engine.replay(game.seed, game.options, game.actions);
  const size = statSync(library.files.recordPath(record.id)).size;

  // The autosave after a move: GameService.act brings the record up to the new state and saves it.
  const save = await timeEach(200, () => library.save(library.updated(record, game.actions, finalState)));
  const noSync = libraryAt(noSyncData, noSyncFs);
  await noSync.open();
  const noSyncRecord = await recordOf(noSync, game, n);
  const saveNoSync = await timeEach(200, () => noSync.save(noSync.updated(noSyncRecord, game.actions, finalState)));

  // A whole move as the app makes it: GameService.act (the engine, then the autosave), over the last
  // 100 moves of the campaign, three times (the campaign cut back to n − 100 moves and resumed each time).
  const service = serviceOn(library);
  const moveWall: number[] = [];
  const moveCpu: number[] = [];
  const tail = Math.min(100, n);
  for (let round = 0; round < 3; round++) {
    await library.save(library.updated(record, game.actions.slice(0, n - tail), engine.replay(game.seed, game.options, game.actions.slice(0, n - tail))));
    const resumed = await service.resume(record.id);
    if (!resumed.ok) throw new Error(`the bench campaign did not resume: ${resumed.problem.reason}`);
    let seen = resumed.update.campaign;
    for (const action of game.actions.slice(n - tail)) {
      const c = cpuNow();
      const t = performance.now();
      const update = await service.act(action, { campaignId: seen.id, version: seen.version });
      seen = update.campaign;
      moveWall.push(performance.now() - t);
      moveCpu.push(cpuNow() - c);
      if (!update.save.ok) throw new Error(update.save.message);
    }
    await service.close();
  }
  const moves = sortedTimes(moveWall, moveCpu);

  // Resume: the library reads, checks and replays the file (log sentences too), the service makes it live.
  const load = await timeEach(50, async () => {
    const r = await library.load(record.id);
    if (!r.ok) throw new Error(`the bench campaign failed to load: ${r.problem.reason}`);
  });
  const resume = await timeEach(50, async () => {
    const r = await service.resume(record.id);
    if (!r.ok) throw new Error(`the bench campaign failed to resume: ${r.problem.reason}`);
  }, () => service.close());

  // The Campaigns screen over 1,000 campaigns, each listing in a process of its own.
  const fillStarted = performance.now();
  await fillLibrary(manyData, [game, ...others], 1000);
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const runs = 3;
  const listing = (mode: 'bare' | 'app', cold: boolean): ChildTimes[] => Array.from({ length: runs }, () => listInFreshProcess(manyData, mode, cold));
  const bareCold = listing('bare', true);
  const bareWarm = listing('bare', false);
  const appCold = listing('app', true);
  const appWarm = listing('app', false);

  const verdict = resultInWords(resultOf(finalState.over));
  const p = (t: Times): string => `p50 ${f(quantile(t.wall, 0.5))} ms, p95 ${f(quantile(t.wall, 0.95))} ms (CPU p50 ${f(quantile(t.cpu, 0.5))} ms)`;
  console.log(
    `\nCampaign library (seed ${game.seed}, ${optionsInWords(game.options)}: ${n} actions, turn ${finalState.turn}, ${verdict}, ${(size / 1024).toFixed(1)} KB file; ` +
      `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores)`,
  );
  if (n < TARGET_ACTIONS) {
    console.log(`  the longest legal campaign of ${tried} played by the tools' policies (${searchSeconds.toFixed(1)} s); none reaches ${TARGET_ACTIONS} actions, the targets' size`);
  }
  console.log(`  autosave (record update + verified write + fsync):    ${p(save)}  (target p95 ≤ 5 ms)`);
  console.log(`  autosave without fsync (for comparison):             ${p(saveNoSync)}`);
  console.log(`  a move through GameService.act (engine + autosave):  ${p(moves)}  (${moves.wall.length} moves, the campaign's last ${tail})`);
  console.log(`  library.load (read + checksum + replay + log):       ${p(load)}`);
  console.log(`  resume (lock + load + GameService makes it live):    ${p(resume)}  (target ≤ 50 ms)`);
  const count = bareCold[0].count;
  const m = (runs: readonly ChildTimes[], key: keyof ChildTimes): string => f0(median(runs.map((t) => t[key])));
  console.log(`  Campaigns list, ${count} campaigns of 200–${TARGET_ACTIONS} actions, each listing from a fresh process (median of ${runs}; written in ${fillSeconds.toFixed(1)} s):`);
  console.log(`    first list(), no catalogue cache (first listing ever):        ${m(bareCold, 'listMs')} ms (CPU ${m(bareCold, 'cpuMs')} ms)  (target ≤ 300 ms)`);
  console.log(`    first list(), catalogue cache written by an earlier process: ${m(bareWarm, 'listMs')} ms (CPU ${m(bareWarm, 'cpuMs')} ms)  (target ≤ 300 ms)`);
  console.log(`    as the app starts, no cache:   open (sweep, old saves, purge: a listing) ${m(appCold, 'openMs')} ms + list ${m(appCold, 'listMs')} ms (CPU ${m(appCold, 'cpuMs')} ms)`);
  console.log(
    `    as the app starts, with cache: open ${m(appWarm, 'openMs')} ms + list ${m(appWarm, 'listMs')} ms (CPU ${m(appWarm, 'cpuMs')} ms)` +
      `  (before that, the process's own start: node + tsx + modules ${m(appWarm, 'loadedMs')} ms)`,
  );
} finally {
  for (const dir of [userData, noSyncData, manyData]) rmSync(dir, { recursive: true, force: true });
}
