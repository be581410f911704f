import { describe, expect, it } from 'vitest';
import { splitChanges, turningPoints, type DecisionOutcomes } from '../../shared/review/split.js';

const ones = (n: number, of: number): number[] => Array.from({ length: of }, (_, k) => (k < n ? 1 : 0));

describe('the review split (#34)', () => {
  const war: DecisionOutcomes[] = [
    { chosen: ones(30, 60), best: ones(30, 60) },
    { chosen: ones(10, 60), best: ones(40, 60), why: 'it keeps the front in the east' },
    { chosen: ones(25, 60), best: ones(27, 60) },
  ];

  it("the player's and the dice's shares add up to the change at every step", () => {
    const steps = splitChanges(war, 1);
    steps.forEach((s, i) => {
      const next = i + 1 < steps.length ? steps[i + 1].chance.value : 1;
      expect(s.playerShare + s.diceShare).toBeCloseTo(next - s.chance.value, 12);
      expect(s.change).toBeCloseTo(next - s.chance.value, 12);
    });
  });

  it('a choice clearly worse is a turning point, with the why sentence', () => {
    const points = turningPoints(war);
    expect(points.map((p) => p.decision)).toEqual([1]);
    expect(points[0].why).toBe('it keeps the front in the east');
    expect(points[0].loss.mean).toBeGreaterThan(0);
  });

  it('a war of equal choices has no turning point', () => {
    const equal = war.map((d) => ({ chosen: d.best, best: d.best }));
    expect(turningPoints(equal)).toEqual([]);
  });

  it('a small gap is not called a blunder (not clear at 95 %)', () => {
    expect(turningPoints([war[2]])).toEqual([]);
  });

  it('the same outcomes give the same figures twice', () => {
    expect(splitChanges(war, 0)).toEqual(splitChanges(war, 0));
  });
});
