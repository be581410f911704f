// Benchmarks (figures, never pass/fail): complete random- and greedy-policy campaigns and actions per CPU-second
// on one core with the event log off, the median time of one act(), the advisor's full answers (three
// fixed positions, then the app's own path: npm run bench:advisor-app), the review of a war, then the save
// benchmarks of the desktop app.
//   npm run bench
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { newGame, prompt, decision, legalActions, actTrusted, act, setEventRecording } from '../../shared/engine/index.js';
import { toolRng } from '../policy.js';
import { greedyPolicy, randomPolicy } from '../policy.js';
import { oddsCost } from './odds.js';

interface Throughput {
  readonly games: number;
  readonly perSecond: number;
  readonly perCpuSecond: number;
  readonly actionsPerCpuSecond: number;
  readonly actionsPerGame: number;
}

/** A random legal action each time: the rollout path (legal actions only, no prompt sentence). */
function randomGame(seed: number): number {
  const st = newGame({ seed: 1000 + seed });
  const r = toolRng(seed);
  let actions = 0;
  for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
    actTrusted(st, legal[Math.floor(r() * legal.length)]);
    actions++;
  }
  return actions;
}

/**
 * The greedy player of the simulator (tools/policy.ts): longer games (~180+ actions) that reach 1918 more often.
 * Its loop asks decision() as the simulator and the advisor's rollouts do (kind and actions, no sentence).
 */
function greedyGame(seed: number): number {
  const st = newGame({ seed: 1000 + seed });
  const policy = greedyPolicy(seed);
  let actions = 0;
  for (let p = decision(st); p !== null; p = decision(st)) {
    actTrusted(st, policy(st, p));
    actions++;
  }
  return actions;
}

/**
 * Complete campaigns played for `seconds`, log off. Campaigns per second depend on how long games are, which
 * rule changes alter; actions per CPU-second is the fair measure across versions.
 */
function throughput(seconds: number, play: (seed: number) => number, firstSeed = 0): Throughput {
  setEventRecording(false);
  const started = performance.now();
  const cpu = process.cpuUsage();
  let games = 0;
  let actions = 0;
  while (performance.now() - started < seconds * 1000) actions += play(firstSeed + games++);
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  setEventRecording(true);
  // CPU time of this single-threaded loop is "one core"; wall time also counts other processes on the machine.
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { games, perSecond: games / elapsed, perCpuSecond: games / cpuSeconds, actionsPerCpuSecond: actions / cpuSeconds, actionsPerGame: actions / Math.max(1, games) };
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
// Each policy twice in one process: the first 5 s from cold (V8 still compiling, its compiler threads' CPU
// counted), then 5 s more once warm, as a long-lived advisor worker or simulator runs (issue #15's goal figure).
for (const [name, play] of [['random', randomGame], ['greedy', greedyGame]] as const) {
  let seeds = 0;
  for (const when of ['cold', 'warm'] as const) {
    const c = throughput(5, play, seeds);
    seeds += c.games; // the warm run plays campaigns of its own
    console.log(
      `engine: ${c.perCpuSecond.toFixed(0)} complete ${name}-policy campaigns per CPU-second on one core (${when}), log off, ` +
        `${(c.actionsPerCpuSecond / 1000).toFixed(0)}k actions per CPU-second ` +
        `(${c.perSecond.toFixed(0)} campaigns/s wall clock; ${c.games} games, ${c.actionsPerGame.toFixed(1)} actions each)`,
    );
  }
}
const a = actTimes(50);
console.log(`engine: act() median ${a.median.toFixed(1)} µs, p95 ${a.p95.toFixed(1)} µs (${a.samples} actions, state copied, events on)`);
const o = oddsCost(50);
console.log(
  `odds: one decision's odds (every action) median ${o.medianUs.toFixed(1)} µs, p95 ${o.p95Us.toFixed(1)} µs, p99 ${o.p99Us.toFixed(1)} µs ` +
    `(${o.decisions} decisions of 50 greedy campaigns; slowest kind ${o.slowest.kind}, median ${o.slowest.medianUs.toFixed(1)} µs)`,
);

// The advisor (issue #15): a full answer at three positions on the worker pool (tools/bench/advisor.ts).
if (!process.env.KK_BENCH_ENGINE_ONLY) await import(new URL('./advisor.ts', import.meta.url).href);
// The advisor on the app's own path: askAdvisor through GameService, workers from the built file (advisor-app.ts).
if (!process.env.KK_BENCH_ENGINE_ONLY) await import(new URL('./advisor-app.ts', import.meta.url).href);

// The review of a war (issue #34): the golden war's first pass and its turning points firmed up (review.ts).
if (!process.env.KK_BENCH_ENGINE_ONLY) await import(new URL('./review.ts', import.meta.url).href);

// The desktop app's save benchmarks live beside this file once the app exists.
const savesBench = new URL('./saves.ts', import.meta.url);
// KK_BENCH_ENGINE_ONLY=1 skips them (paired engine runs against an older commit).
if (existsSync(savesBench) && !process.env.KK_BENCH_ENGINE_ONLY) await import(savesBench.href);
// The History screen's benchmarks (tools/bench/history.ts).
const historyBench = new URL('./history.ts', import.meta.url);
if (existsSync(historyBench) && !process.env.KK_BENCH_ENGINE_ONLY) await import(historyBench.href);
// The Statistics screen over 1,000 campaigns, each from a fresh process.
if (!process.env.KK_BENCH_ENGINE_ONLY) await import(new URL('./stats.ts', import.meta.url).href);
