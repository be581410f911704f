// Save benchmarks of the desktop app (figures, never pass/fail), on a finished campaign played by
// random legal actions: the autosave (target p95 ≤ 5 ms) and load + replay + verify (target ≤ 50 ms).
//   npm run bench:saves   (also run by npm run bench)
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine } from '../main/engine-port.js';
import { fastAtomicWriter } from '../main/saves/files.js';
import { SaveStore } from '../main/saves/save-store.js';
import { actInPlace, newGame, prompt, setEventRecording, type Action } from '../shared/engine/index.js';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 16), 0x45d9f3b) + 0x9e3779b9) >>> 0;
    return s / 2 ** 32;
  };
}

/** The longest of a few random finished campaigns: the worst case for a save and a replay. */
function finishedCampaign(tries: number): { seed: number; actions: Action[] } {
  setEventRecording(false);
  let best = { seed: 0, actions: [] as Action[] };
  for (let seed = 1; seed <= tries; seed++) {
    const st = newGame({ seed });
    const pick = seeded(seed * 7919);
    const actions: Action[] = [];
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const a = p.actions[Math.floor(pick() * p.actions.length)];
      actInPlace(st, a);
      actions.push(a);
    }
    if (actions.length > best.actions.length) best = { seed, actions };
  }
  setEventRecording(true);
  return best;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function timeEach(runs: number, job: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await job(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await job();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

const dir = mkdtempSync(join(tmpdir(), 'kk-bench-saves-'));
try {
  const { seed, actions } = finishedCampaign(20);
  const options = engine.normaliseOptions({});
  const state = engine.replay(seed, options, actions);
  const campaign = { seed, options, actions, state };
  const store = new SaveStore({ dir, engine, appVersion: 'bench' });

  const save = await timeEach(200, () => store.save('bench', campaign));
  const noSync = new SaveStore({ dir, engine, appVersion: 'bench', writer: fastAtomicWriter });
  const saveNoSync = await timeEach(200, () => noSync.save('bench-nosync', campaign));
  const size = statSync(join(dir, 'bench.save.json')).size;
  const load = await timeEach(50, async () => {
    const r = await store.load('bench');
    if (!r.ok) throw new Error(`bench save failed to load: ${r.problem.reason}`);
  });

  const f = (ms: number) => ms.toFixed(2);
  console.log(`\nSaves (finished campaign: seed ${seed}, ${actions.length} actions, turn ${state.turn}, ${(size / 1024).toFixed(1)} KB file)`);
  console.log(`  autosave (backup link + atomic write + fsync): p50 ${f(quantile(save, 0.5))} ms, p95 ${f(quantile(save, 0.95))} ms  (target p95 ≤ 5 ms)`);
  console.log(`  autosave without fsync (for comparison):       p50 ${f(quantile(saveNoSync, 0.5))} ms, p95 ${f(quantile(saveNoSync, 0.95))} ms`);
  console.log(`  load + replay + verify:                        p50 ${f(quantile(load, 0.5))} ms, p95 ${f(quantile(load, 0.95))} ms  (target ≤ 50 ms)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
