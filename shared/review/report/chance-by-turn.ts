// The chance of the Armistice by turn, from the review (issue #34; docs/advisor.md "The review of a war"): the
// chance at each decision, and each turn's change split into the player's share and the dice's share, the sum
// of its decisions' steps (so the two shares still add up to the turn's change).
import type { ReportReview } from './report-input.js';

/** The chance at one moment: at a decision (x: its turn, spread over the turn by its place among them) or at the end. */
export interface ChancePoint {
  readonly x: number;
  readonly chance: number;
  /** The move of a turning point there (marked on the graph), else null. */
  readonly turningMove: number | null;
}

export interface TurnChange {
  readonly turn: number;
  /** The chance at the turn's first reviewed decision. */
  readonly start: number;
  readonly change: number;
  readonly playerShare: number;
  readonly diceShare: number;
}

export interface ChanceByTurn {
  readonly points: readonly ChancePoint[];
  readonly turns: readonly TurnChange[];
}

export function chanceByTurn(review: ReportReview): ChanceByTurn {
  const byTurn = new Map<number, ReportReview['decisions'][number][]>();
  for (const d of review.decisions) byTurn.set(d.turn, [...(byTurn.get(d.turn) ?? []), d]);
  const points: ChancePoint[] = [];
  const turns: TurnChange[] = [];
  for (const [turn, list] of byTurn) {
    list.forEach((d, i) => points.push({ x: turn + i / list.length, chance: d.best.armistice.value, turningMove: d.turningPoint ? d.step + 1 : null }));
    const sum = (f: (s: NonNullable<(typeof list)[number]['shares']>) => number): number => list.reduce((a, d) => a + (d.shares === null ? 0 : f(d.shares)), 0);
    turns.push({ turn, start: list[0].best.armistice.value, change: sum((s) => s.change), playerShare: sum((s) => s.playerShare), diceShare: sum((s) => s.diceShare) });
  }
  const last = review.decisions.at(-1);
  if (last !== undefined && review.result !== null) points.push({ x: last.turn + 1, chance: review.result === 'armistice' ? 1 : 0, turningMove: null });
  return { points, turns };
}
