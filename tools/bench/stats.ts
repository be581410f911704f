// The Statistics screen's figures over 1,000 campaigns of 200–600 actions (prefixes and whole games of real
// campaigns played by the tools' policies under every optional rule), each time from a fresh process through
// GameService.statistics(), the function the screen calls (target ≤ 300 ms). Figures, never pass/fail.
//   npm run bench:stats   (also run by npm run bench)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir, savesDir } from '../../main/paths.js';
import { actInPlace, newGame, prompt, setEventRecording, type Action, type Options } from '../../shared/engine/index.js';
import { greedyPolicy, randomPolicy, toolRng } from '../policy.js';
import { timesInFreshProcess } from './fresh-process.js';

const COUNT = 1000;
const MIN_ACTIONS = 200;
const MAX_ACTIONS = 600;
const RUNS = 3;

interface Played {
  readonly seed: number;
  readonly options: Options;
  readonly actions: Action[];
}

/** Whole campaigns of at least 200 actions: greedy and random play, under each combination of the options. */
function realCampaigns(wanted: number): Played[] {
  const combos: Partial<Options>[] = [{}, { hundredDays: true }, { indiansTwice: true }, { removeCruisers: 1 }, { removeCruisers: 2, hundredDays: true }];
  const games: Played[] = [];
  setEventRecording(false);
  for (let seed = 1; games.length < wanted && seed < 10 * wanted; seed++) {
    const options = engine.normaliseOptions(combos[seed % combos.length]);
    const policy = seed % 2 === 0 ? greedyPolicy(seed) : randomPolicy(seed);
    const st = newGame({ seed, options });
    const actions: Action[] = [];
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const a = policy(st, p);
      actInPlace(st, a);
      actions.push(a);
    }
    if (actions.length >= MIN_ACTIONS && actions.length <= MAX_ACTIONS) games.push({ seed, options, actions });
  }
  setEventRecording(true);
  return games;
}

/** 1,000 campaigns: a third whole (finished), the rest stopped after 200 actions or more (in progress). */
async function fillLibrary(userData: string, games: readonly Played[]): Promise<void> {
  const pick = toolRng(12);
  const wanted = Array.from({ length: COUNT }, (_, i) => {
    const g = i % games.length;
    const n = games[g].actions.length;
    return { game: g, length: i % 3 === 0 ? n : MIN_ACTIONS + Math.floor(pick() * (n - MIN_ACTIONS)), n: i };
  }).sort((a, b) => a.game - b.game || a.length - b.length);
  const library = new CampaignLibrary({ dir: campaignsDir(userData), oldSavesDir: savesDir(userData), engine, appVersion: 'bench' });
  await library.open();
  setEventRecording(false);
  for (let g = 0; g < games.length; g++) {
    const game = games[g];
    const st = newGame({ seed: game.seed, options: game.options });
    let done = 0;
    for (const w of wanted.filter((x) => x.game === g)) {
      for (; done < w.length; done++) actInPlace(st, game.actions[done]);
      await library.create(library.newRecord({ seed: game.seed, options: game.options, actions: game.actions.slice(0, w.length), id: `bench-${w.n}` }, st));
    }
  }
  setEventRecording(true);
}

interface ChildTimes {
  loadedMs: number;
  openMs: number;
  statsMs: number;
  cpuMs: number;
  played: number;
  finished: number;
  armistices: number;
  defeats: number;
}

const childScript = fileURLToPath(new URL('./stats-child.ts', import.meta.url));

function statsInFreshProcess(userData: string, mode: 'bare' | 'app', cold: boolean): ChildTimes {
  return timesInFreshProcess<ChildTimes>(childScript, userData, mode, cold, 'statistics');
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const m = (runs: readonly ChildTimes[], key: keyof ChildTimes): string => median(runs.map((t) => t[key])).toFixed(0);

const userData = mkdtempSync(join(tmpdir(), 'kk-bench-stats-'));
try {
  const started = performance.now();
  const games = realCampaigns(30);
  await fillLibrary(userData, games);
  const fillSeconds = (performance.now() - started) / 1000;
  const runs = (mode: 'bare' | 'app', cold: boolean): ChildTimes[] => Array.from({ length: RUNS }, () => statsInFreshProcess(userData, mode, cold));
  const bareCold = runs('bare', true);
  const bareWarm = runs('bare', false);
  const appWarm = runs('app', false);
  const c = bareCold[0];
  console.log(
    `\nStatistics (GameService.statistics, the Statistics screen's call) over ${c.played} campaigns of ${MIN_ACTIONS}–${MAX_ACTIONS} actions ` +
      `(${c.finished} finished: ${c.armistices} Armistices, ${c.defeats} Defeats; from ${games.length} real campaigns, written in ${fillSeconds.toFixed(1)} s; ` +
      `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores), each from a fresh process, median of ${RUNS}:`,
  );
  console.log(`  first call, no catalogue cache (every file's head read):      ${m(bareCold, 'statsMs')} ms (CPU ${m(bareCold, 'cpuMs')} ms)  (target ≤ 300 ms)`);
  console.log(`  first call, catalogue cache written by an earlier process:    ${m(bareWarm, 'statsMs')} ms (CPU ${m(bareWarm, 'cpuMs')} ms)  (target ≤ 300 ms)`);
  console.log(`  as the app starts (open ${m(appWarm, 'openMs')} ms, with cache), then the screen's call: ${m(appWarm, 'statsMs')} ms  (node + tsx + modules before that: ${m(appWarm, 'loadedMs')} ms)`);
} finally {
  rmSync(userData, { recursive: true, force: true });
}
