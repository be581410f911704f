// The strong policy clearly beats greedy (issue 15) on the same 300 campaign seeds: over 10,000 games greedy
// reaches the Armistice in about 12 % of campaigns and strong in about three quarters (docs/strength.md), so
// the margin asked here (twice greedy's count, and 100 campaigns more) leaves room for any seed.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../tools/sim.js';

describe('strong policy strength (issue 15)', () => {
  it('reaches the Armistice far more often than greedy on the same 300 seeds', () => {
    const greedy = simulate({ games: 300, policy: 'greedy', seed: 4000 });
    const strong = simulate({ games: 300, policy: 'strong', seed: 4000 });
    expect(strong.wins).toBeGreaterThan(2 * greedy.wins);
    expect(strong.wins - greedy.wins).toBeGreaterThanOrEqual(100);
  });
});
