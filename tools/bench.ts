// Benchmarks (figures, never pass/fail): complete random-policy campaigns per second on one core with the
// event log off, the median time of one act(), then the save benchmarks of the desktop app.
//   npm run bench
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { newGame, prompt, legalActions, actTrusted, act, setEventRecording } from '../shared/engine/index.js';
import { toolRng } from './policy.js';
import { randomPolicy } from './policy.js';

function campaignsPerSecond(seconds: number): { games: number; perSecond: number; perCpuSecond: number; actionsPerGame: number } {
  setEventRecording(false);
  const started = performance.now();
  const cpu = process.cpuUsage();
  let games = 0;
  let actions = 0;
  while (performance.now() - started < seconds * 1000) {
    const st = newGame({ seed: 1000 + games });
    const r = toolRng(games);
    // A random legal action each time: the rollout path (legal actions only, no prompt sentence).
    for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
      actTrusted(st, legal[Math.floor(r() * legal.length)]);
      actions++;
    }
    games++;
  }
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  setEventRecording(true);
  // CPU time of this single-threaded loop is "one core"; wall time also counts other processes on the machine.
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { games, perSecond: games / elapsed, perCpuSecond: games / cpuSeconds, actionsPerGame: actions / Math.max(1, games) };
}

/** The median and p95 time of the public act() (copy of the state, events on), in microseconds. */
function actTimes(games: number): { median: number; p95: number; samples: number } {
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    let st = newGame({ seed: 5000 + g });
    const policy = randomPolicy(g);
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const action = policy(st, p);
      const t0 = performance.now();
      st = act(st, action).state;
      times.push((performance.now() - t0) * 1000);
    }
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0, samples: times.length };
}

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores (wall-clock figures suffer when it is high)`);
const c = campaignsPerSecond(5);
console.log(
  `engine: ${c.perCpuSecond.toFixed(0)} complete random-policy campaigns per CPU-second on one core, log off ` +
    `(${c.perSecond.toFixed(0)}/s wall clock; ${c.games} games, ${c.actionsPerGame.toFixed(1)} actions each; target ≥ 2000)`,
);
const a = actTimes(50);
console.log(`engine: act() median ${a.median.toFixed(1)} µs, p95 ${a.p95.toFixed(1)} µs (${a.samples} actions, state copied, events on)`);

// The desktop app's save benchmarks live beside this file once the app exists.
const savesBench = new URL('./bench-saves.ts', import.meta.url);
if (existsSync(savesBench)) await import(savesBench.href);
