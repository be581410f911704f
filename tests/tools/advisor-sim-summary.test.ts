// The advisor's strength row (issue #15, docs/strength.md) is the same whatever order the workers finished
// their campaigns in, and its figures are the plain counts of those campaigns.
import { describe, expect, it } from 'vitest';
import { summarise } from '../../tools/advisor-sim/summary.js';
import type { AdvisorCampaign } from '../../tools/advisor-sim/campaign.js';

function campaign(seed: number, vp: number | null, turn: number): AdvisorCampaign {
  return { seed, budget: 2, vp, turn, decisions: 400, advised: 300, rollouts: 300 * 40, decided: 30, overruled: 15, cpuSeconds: 20 + seed };
}

const records = [campaign(1, 30, 27), campaign(2, null, 14), campaign(3, 40, 27), campaign(4, null, 20)];
const asked = { games: 5, seed: 1, budget: 2 };

describe('the advisor campaigns summary', () => {
  it('does not depend on the order the campaigns came back in', () => {
    expect(summarise([...records].reverse(), asked)).toEqual(summarise(records, asked));
  });

  it('counts Armistices, their VP, Defeat turns and the rollouts per advised decision; a partial run says so', () => {
    const s = summarise(records, asked);
    expect(s.games).toBe(4);
    expect(s.complete).toBe(false);
    expect(s.armisticeShare).toBe(50);
    expect(s.meanVP).toBe(35);
    expect(s.defeatTurns).toEqual({ 14: 1, 20: 1 });
    expect(s.defeatTurnMean).toBe(17);
    expect(s.rolloutsPerDecision).toBe(40);
    expect(s.decidedShare).toBe(0.1);
    expect(s.overruledShare).toBe(0.05);
    expect(s.cpuSecondsPerCampaign).toBe(22.5);
  });
});
