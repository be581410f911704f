// Where one core's time goes in the engine benchmark's campaigns (issue 15): the share of newGame (setup up to
// the first decision), legalActions / prompt, actTrusted and the policy, for random and greedy campaigns, log off.
//   npx tsx tools/bench/split.ts [seconds=3]
import { loadavg } from 'node:os';
import { actTrusted, legalActions, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { greedyPolicy, toolRng } from '../policy.js';

const seconds = Number(process.argv[2] ?? 3);
type Split = { setup: number; list: number; act: number; policy: number; games: number; actions: number };

function measure(kind: 'random' | 'greedy'): Split {
  const t: Split = { setup: 0, list: 0, act: 0, policy: 0, games: 0, actions: 0 };
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const seed = t.games++;
    let t0 = performance.now();
    const st = newGame({ seed: 1000 + seed });
    let t1 = performance.now();
    t.setup += t1 - t0;
    const r = toolRng(seed);
    const policy = greedyPolicy(seed);
    for (;;) {
      t0 = performance.now();
      const p = kind === 'random' ? legalActions(st) : prompt(st);
      t1 = performance.now();
      t.list += t1 - t0;
      if (p === null || ('length' in p && p.length === 0)) break;
      const a = Array.isArray(p) ? p[Math.floor(r() * p.length)] : policy(st, p as NonNullable<ReturnType<typeof prompt>>);
      t0 = performance.now();
      t.policy += t0 - t1;
      actTrusted(st, a);
      t.act += performance.now() - t0;
      t.actions++;
    }
  }
  return t;
}

setEventRecording(false);
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const kind of ['random', 'greedy'] as const) {
  const s = measure(kind);
  const total = s.setup + s.list + s.act + s.policy;
  const pct = (x: number): string => `${((100 * x) / total).toFixed(1)} %`;
  console.log(
    `${kind}: ${s.games} games, ${(s.actions / s.games).toFixed(1)} actions each, ${((1000 * total) / s.games).toFixed(0)} µs a game: ` +
      `setup ${pct(s.setup)}, ${kind === 'random' ? 'legalActions' : 'prompt'} ${pct(s.list)}, act ${pct(s.act)}, policy ${pct(s.policy)}`,
  );
}
