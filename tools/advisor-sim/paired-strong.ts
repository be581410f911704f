// The strong policy alone on the very seeds the advisor played: a paired comparison (same campaigns, same
// dice at the start), so the difference has a far smaller error than two separate rows would give.
import { playOut } from '../sim.js';
import { Z95 } from '../strength-stats.js';
import type { AdvisorCampaign } from './campaign.js';

export function strongOnSameSeeds(records: readonly AdvisorCampaign[]) {
  const diffs: number[] = [];
  let wins = 0;
  let vpSum = 0;
  for (const r of records) {
    const end = playOut(r.seed, 'strong').state.over;
    const won = end?.result === 'armistice';
    if (won) {
      wins++;
      vpSum += end.vp;
    }
    diffs.push((r.vp === null ? 0 : 1) - (won ? 1 : 0));
  }
  const n = diffs.length;
  const mean = n > 0 ? diffs.reduce((s, d) => s + d, 0) / n : 0;
  const sd = n > 1 ? Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1)) : 0;
  const pct = (x: number): number => Math.round(x * 10000) / 100;
  return {
    games: n,
    armisticeShare: pct(n > 0 ? wins / n : 0),
    meanVP: wins > 0 ? Math.round((vpSum / wins) * 100) / 100 : null,
    /** Advisor minus strong, in points of Armistice share, with its 95 % error (paired by seed). */
    armisticeGain: pct(mean),
    armisticeGainErr: n > 1 ? pct((Z95 * sd) / Math.sqrt(n)) : null,
  };
}
