// The properties issue #30 asks of every answer the General Staff gives (ranking.test.ts, real-answer.test.ts): no
// row stands above one with a better shown figure unless both share a place ("about equal"); places are
// contiguous; the best is first and shows no gap.
import { expect } from 'vitest';
import type { ActionAdvice, Advice } from '../../shared/advisor/index.js';

/** The figure a row's place was decided on, as a number: the best 0, else its paired gap (VP where they decided). */
const figure = (a: ActionAdvice): [number, number] => [a.gap?.mean ?? 0, Math.min(0, a.gap?.vp?.mean ?? 0)];

/** The properties the issue asks of every answer. */
export function expectReadable(answer: Advice): void {
  const rows = [...answer.actions].sort((a, b) => a.order - b.order);
  expect(rows.map((r) => r.order)).toEqual(rows.map((_, i) => i)); // one row each, numbered in order
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const [upper, lower] = [figure(rows[i]), figure(rows[j])];
      // a lower row never shows a better figure, unless both share a place ("about equal")
      const lowerBetter = lower[0] > upper[0] + 1e-12 || (Math.abs(lower[0] - upper[0]) <= 1e-12 && lower[1] > upper[1] + 1e-12);
      if (lowerBetter) expect(rows[j].rank, `row ${j} above row ${i} by its figure`).toBe(rows[i].rank);
    }
  }
  // places contiguous and in order: 1, then each next place one more, never back
  const places = rows.map((r) => r.rank);
  expect(places[0]).toBe(1);
  for (let i = 1; i < places.length; i++) expect(places[i] - places[i - 1]).toBeGreaterThanOrEqual(0);
  for (let i = 1; i < places.length; i++) expect(places[i] - places[i - 1]).toBeLessThanOrEqual(1);
  // the best stands in place 1 and shows no gap
  const best = rows.filter((r) => r.best);
  expect(best.length).toBeGreaterThan(0);
  for (const b of best) expect(b.gap).toBeNull();
}
