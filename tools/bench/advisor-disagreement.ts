// How well the advisor's common random numbers pair two actions (issue #15): at the bench's fixed positions,
// every outcome group gets the same N rollout seeds, and for each action against the best this prints the share
// of seeds on which one reached the Armistice and the other did not (the paired disagreement), the paired
// difference of the two Armistice shares with its standard deviation, and the rollouts the paired tests would
// need to settle it (separated at 95 %, or surely within the ±5-point indifference margin; capped at the budget).
// Usage: npx tsx tools/bench/advisor-disagreement.ts [--rollouts N] [--positions early,middle,late]
import { groupActions } from '../../shared/advisor/groups.js';
import { runRollouts, DEFEAT } from '../../shared/advisor/rollouts.js';
import { rolloutSeed } from '../../shared/advisor/seeds.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import { INDIFFERENCE_MARGIN, MAX_ROLLOUTS_PER_ACTION } from '../../shared/advisor/session.js';
import { Z95 } from '../../shared/advisor/estimates.js';
import { legalActions } from '../../shared/engine/index.js';
import { benchPositions, type BenchPositionName } from '../advisor-positions.js';
import { loadavg } from 'node:os';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

/** Rollouts the paired tests need, from a difference's mean and standard deviation (normal approximation). */
function rolloutsNeeded(mean: number, sd: number): number {
  if (sd === 0) return 20;
  const toSeparate = (Z95 * sd / Math.abs(mean)) ** 2;
  const toBeEqual = Math.abs(mean) < INDIFFERENCE_MARGIN ? (Z95 * sd / (INDIFFERENCE_MARGIN - Math.abs(mean))) ** 2 : Infinity;
  return Math.min(MAX_ROLLOUTS_PER_ACTION, Math.max(20, Math.ceil(Math.min(toSeparate, toBeEqual))));
}

const n = Number(arg('rollouts', '200'));
const names = arg('positions', 'early,middle,late').split(',') as BenchPositionName[];
const policy = shippingPolicy();
const { positions } = benchPositions();
const seeds = Array.from({ length: n }, (_, k) => rolloutSeed(1, k));
console.log(`paired disagreement: ${n} rollouts per outcome group, policy ${policy}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const name of names) {
  const state = positions[name];
  const groups = groupActions(state, legalActions(state));
  const wins = groups.map((g) => runRollouts(state, [g.members[0]], seeds, policy)[0].outcomes.map((o): number => (o === DEFEAT ? 0 : 1)));
  const shares = wins.map((w) => w.reduce((s, x) => s + x, 0) / n);
  const best = shares.indexOf(Math.max(...shares));
  let disagreeSum = 0;
  let needed = n > 0 ? 20 : 0; // the best needs as many as the slowest other
  const rows: string[] = [];
  wins.forEach((w, g) => {
    if (g === best) return;
    const d = w.map((x, k) => wins[best][k] - x);
    const mean = d.reduce((s, x) => s + x, 0) / n;
    const sd = Math.sqrt(Math.max(0, d.reduce((s, x) => s + x * x, 0) / n - mean * mean) * (n / (n - 1)));
    const disagree = d.filter((x) => x !== 0).length / n;
    const need = rolloutsNeeded(mean, sd);
    disagreeSum += disagree;
    needed = Math.max(needed, need);
    rows.push(`  #${groups[g].members[0]}: share ${(shares[g] * 100).toFixed(1)} %, difference ${(mean * 100).toFixed(1)} ± ${(sd * 100).toFixed(0)} (sd), disagree ${(disagree * 100).toFixed(1)} %, needs ~${need}`);
  });
  const others = groups.length - 1;
  console.log(`${name} (turn ${state.turn}, ${groups.length} groups): best #${groups[best].members[0]} ${(shares[best] * 100).toFixed(1)} %; mean disagreement ${((disagreeSum / Math.max(others, 1)) * 100).toFixed(1)} %`);
  for (const r of rows) console.log(r);
}
