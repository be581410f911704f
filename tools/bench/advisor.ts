// The advisor's benchmark (issue #15): a full answer with the shipping policy at three fixed positions, early,
// middle and late in the war, on the worker pool (every core): wall time of each, and rollouts per CPU-second
// per core. The positions: tools/advisor-positions.ts.
import { availableParallelism, loadavg } from 'node:os';
import { shippingPolicy, type Advice } from '../../shared/advisor/index.js';
import { benchPositions } from '../advisor-positions.js';
import { AdvisorPool } from '../../main/advisor/worker-pool.js';
import { ADVISOR_SEED } from '../../main/game-service.js';

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
// Warm-up: the workers start (and, from source, compile) and play a few rollouts at every position before the
// clock runs, with another advisor seed: the app keeps its workers between answers, so a player's answer comes
// from a warm pool (a warm-up at the late position alone left the early game's code cold, ~1 CPU-s more).
for (const state of Object.values(positions)) await pool.advise(state, { seed: ADVISOR_SEED + 1, policy, maxPerAction: 10 }).result;
console.log(`advisor: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${cores} worker threads; policy ${policy}; positions from greedy campaign seed ${seed}`);
for (const [name, state] of Object.entries(positions)) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const advice = await pool.advise(state, { seed: ADVISOR_SEED, policy }).result;
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu); // every thread of the process: the workers' CPU time
  const cpuSeconds = (used.user + used.system) / 1e6;
  const n = advice?.rolloutsDone ?? 0;
  const met = advice?.rolloutsMet ?? 0;
  const actions = advice?.actions.length ?? 0;
  const groups = new Set(advice?.actions.map((a) => Math.min(a.actionIndex, ...a.sameAs))).size;
  console.log(
    `advisor: ${name} (turn ${state.turn}, ${actions} actions in ${groups} outcome groups): full answer ${wall.toFixed(2)} s wall (${cpuSeconds.toFixed(1)} CPU-seconds), ${n} rollouts (${met} met another's, ${((100 * met) / Math.max(n, 1)).toFixed(0)} %), ` +
      `${(n / Math.max(cpuSeconds, 1e-9)).toFixed(0)} rollouts per CPU-second per core (${(n / wall / cores).toFixed(0)} per wall-second per core; goal: slowest ≤ 1 s)`,
  );
  console.log(`advisor:   stopped by (rollouts, rule): ${stops(advice)}`);
}
await pool.close();
