// Where the advisor's time goes at the first decisions of a war (issue #30: the positions a player asks most):
// every decision with two or more choices in the first TURNS turns of seeded strong-policy campaigns, answered on
// one thread (advise), under V8's sampling profiler. Prints the time of each answer and the functions with the
// most self time over all of them (wall-clock samples: compare runs on a quiet machine, or use the
// instruction benches for load-independent counts).
//   npx tsx tools/bench/early-profile.ts [turns=1] [seeds=1,2,3] [rows=30]
import { Session, type Profiler } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { actTrusted, copyState, decision, normaliseOptions, startGame, setEventRecording, type GameState } from '../../shared/engine/index.js';
import { policyByName } from '../../shared/policies/policies.js';
import { advise, shippingPolicy } from '../../shared/advisor/index.js';

const [turnsArg = '1', seedsArg = '1,2,3', rowsArg = '30'] = process.argv.slice(2);
const TURNS = Number(turnsArg);
const SEEDS = seedsArg.split(',').map(Number);
const ROWS = Number(rowsArg);

/** The decisions with two or more choices in the first TURNS turns of the strong campaign of `seed`. */
function earlyPositions(seed: number): GameState[] {
  setEventRecording(false);
  const st = startGame({ seed, options: normaliseOptions(undefined) }).state;
  const policy = policyByName('strong', seed);
  const out: GameState[] = [];
  for (let d = decision(st); d !== null && st.turn <= TURNS; d = decision(st)) {
    if (d.actions.length >= 2) out.push(copyState(st));
    actTrusted(st, policy(st, d));
  }
  setEventRecording(true);
  return out;
}

/** Self time (ms) per function "name folder/file" over the profile's samples (tsx's transpiled lines say nothing, so no line). */
function selfTimes(profile: Profiler.Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const file = f.url.split('/').slice(-2).join('/');
    const key = `${f.functionName || '(anonymous)'} ${file}`;
    out.set(key, (out.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  return out;
}

const positions = SEEDS.flatMap((seed) => earlyPositions(seed).map((state) => ({ seed, state })));
const policy = shippingPolicy();
// Warm-up with another advisor seed so the JIT's first compilations stay out of the profile.
for (const { state } of positions) advise(state, { seed: 2, policy, maxPerAction: 10 });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
console.log(`early-profile: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; policy ${policy}; ${positions.length} decisions in turns ≤ ${TURNS} of seeds ${SEEDS.join(',')}`);
let total = 0;
for (const { seed, state } of positions) {
  const t0 = performance.now();
  const advice = advise(state, { seed: 1, policy });
  const ms = performance.now() - t0;
  total += ms;
  console.log(`early-profile: seed ${seed} turn ${state.turn}, ${advice.actions.length} choices: ${advice.rolloutsDone} rollouts in ${(ms / 1000).toFixed(2)} s on one thread`);
}
const { profile } = await session.post('Profiler.stop');
session.disconnect();
const rows = [...selfTimes(profile)].sort((a, b) => b[1] - a[1]).slice(0, ROWS);
console.log(`early-profile: ${(total / 1000).toFixed(2)} s in all; self time by function:`);
for (const [name, ms] of rows) console.log(`${((100 * ms) / total).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
