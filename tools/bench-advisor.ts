// The advisor's benchmark (issue #15): a full answer with the shipping policy at three fixed positions, early,
// middle and late in the war, on the worker pool (every core): wall time of each, and rollouts per CPU-second
// per core. The positions are the first decision with a real choice on turns 3, 14 and 24 of the first greedy
// campaign (seed 1, 2, …) that lives to turn 24 (found by seeded play, so they never change).
import { availableParallelism, loadavg } from 'node:os';
import { shippingPolicy, type Advice } from '../shared/advisor/index.js';
import { newGame, prompt, actTrusted, setEventRecording, type GameState } from '../shared/engine/index.js';
import { copyState } from '../shared/engine/core/board.js';
import { greedyPolicy } from '../shared/policies/policies.js';
import { AdvisorPool } from '../main/advisor/worker-pool.js';
import { ADVISOR_SEED } from '../main/game-service.js';

const TURNS = { early: 3, middle: 14, late: 24 } as const;

/** The three positions from one greedy campaign, or null when it ends before the late turn. */
function positionsOf(seed: number): Record<keyof typeof TURNS, GameState> | null {
  const st = newGame({ seed });
  const policy = greedyPolicy(seed);
  const found: Partial<Record<keyof typeof TURNS, GameState>> = {};
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    for (const [name, turn] of Object.entries(TURNS) as [keyof typeof TURNS, number][]) {
      if (found[name] === undefined && st.turn >= turn && p.actions.length >= 3) found[name] = copyState(st);
    }
    actTrusted(st, policy(st, p));
  }
  return found.early && found.middle && found.late ? (found as Record<keyof typeof TURNS, GameState>) : null;
}

export function benchPositions(): { seed: number; positions: Record<keyof typeof TURNS, GameState> } {
  setEventRecording(false);
  try {
    for (let seed = 1; ; seed++) {
      const positions = positionsOf(seed);
      if (positions) return { seed, positions };
    }
  } finally {
    setEventRecording(true);
  }
}

/** Per action: rollouts and the rule that stopped it ("equal" is the indifference rule), e.g. "500 budget". */
function stops(advice: Advice | null): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const a of advice?.actions ?? []) {
    if (seen.has(a.actionIndex)) continue;
    for (const m of a.sameAs) seen.add(m);
    parts.push(`#${a.actionIndex}${a.sameAs.length > 0 ? `(+${a.sameAs.length})` : ''} ${a.rollouts} ${a.stoppedBy ?? 'open'}`);
  }
  return parts.join(', ');
}

const { seed, positions } = benchPositions();
const cores = availableParallelism();
const pool = new AdvisorPool(cores);
const policy = shippingPolicy();
// Warm-up: the workers start (and, from source, compile) before the clock runs.
await pool.advise(positions.late, { seed: ADVISOR_SEED, policy, maxPerAction: 1 }).result;
console.log(`advisor: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${cores} worker threads; policy ${policy}; positions from greedy campaign seed ${seed}`);
for (const [name, state] of Object.entries(positions)) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const advice = await pool.advise(state, { seed: ADVISOR_SEED, policy }).result;
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu); // every thread of the process: the workers' CPU time
  const cpuSeconds = (used.user + used.system) / 1e6;
  const n = advice?.rolloutsDone ?? 0;
  const actions = advice?.actions.length ?? 0;
  const groups = new Set(advice?.actions.map((a) => Math.min(a.actionIndex, ...a.sameAs))).size;
  console.log(
    `advisor: ${name} (turn ${state.turn}, ${actions} actions in ${groups} outcome groups): full answer ${wall.toFixed(2)} s wall (${cpuSeconds.toFixed(1)} CPU-seconds), ${n} rollouts, ` +
      `${(n / Math.max(cpuSeconds, 1e-9)).toFixed(0)} rollouts per CPU-second per core (${(n / wall / cores).toFixed(0)} per wall-second per core; goal: slowest ≤ 1 s)`,
  );
  console.log(`advisor:   stopped by (rollouts, rule): ${stops(advice)}`);
}
await pool.close();
