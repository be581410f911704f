// The advisor's three fixed positions (issue #15): the first decision with at least three choices on turns 3,
// 14 and 24 of the first greedy campaign (seed 1, 2, …) that lives to turn 24 (found by seeded play, so they
// never change). Shared by the advisor's bench and its paired-disagreement measure.
import { actTrusted, copyState, newGame, prompt, setEventRecording, type GameState } from '../shared/engine/index.js';
import { greedyPolicy } from '../shared/policies/policies.js';

export const BENCH_TURNS = { early: 3, middle: 14, late: 24 } as const;
export type BenchPositionName = keyof typeof BENCH_TURNS;

/** The three positions from one greedy campaign, or null when it ends before the late turn. */
function positionsOf(seed: number): Record<BenchPositionName, GameState> | null {
  const st = newGame({ seed });
  const policy = greedyPolicy(seed);
  const found: Partial<Record<BenchPositionName, GameState>> = {};
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    for (const [name, turn] of Object.entries(BENCH_TURNS) as [BenchPositionName, number][]) {
      if (found[name] === undefined && st.turn >= turn && p.actions.length >= 3) found[name] = copyState(st);
    }
    actTrusted(st, policy(st, p));
  }
  return found.early && found.middle && found.late ? (found as Record<BenchPositionName, GameState>) : null;
}

export function benchPositions(): { seed: number; positions: Record<BenchPositionName, GameState> } {
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
