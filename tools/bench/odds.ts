// The cost of the odds of one decision (issue 15): the odds adapter run on every action of the pending prompt,
// at every decision of greedy campaigns, as the view does it for the app and `kk play`.
import { actTrusted, choiceOdds, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { greedyPolicy } from '../policy.js';

export interface OddsCost {
  readonly decisions: number;
  readonly medianUs: number;
  readonly p95Us: number;
  readonly p99Us: number;
  /** The slowest kind of decision and its median. */
  readonly slowest: { readonly kind: string; readonly medianUs: number };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Times choiceOdds at each decision of `games` greedy campaigns (log off), in microseconds. */
export function oddsCost(games: number): OddsCost {
  setEventRecording(false);
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  for (let g = -1; g < games; g++) {
    const st = newGame({ seed: 7000 + g });
    const policy = greedyPolicy(Math.max(0, g));
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const t0 = performance.now();
      choiceOdds(st, p);
      const us = (performance.now() - t0) * 1000;
      if (g < 0) {
        actTrusted(st, policy(st, p)); // a first campaign untimed: the code warmed up, as in the app
        continue;
      }
      times.push(us);
      (byKind.get(p.kind) ?? byKind.set(p.kind, []).get(p.kind)!).push(us);
      actTrusted(st, policy(st, p));
    }
  }
  setEventRecording(true);
  times.sort((a, b) => a - b);
  let slowest = { kind: '', medianUs: -1 };
  for (const [kind, xs] of byKind) if (median(xs) > slowest.medianUs) slowest = { kind, medianUs: median(xs) };
  return {
    decisions: times.length, medianUs: median(times), p95Us: times[Math.floor(times.length * 0.95)] ?? 0,
    p99Us: times[Math.floor(times.length * 0.99)] ?? 0, slowest,
  };
}
