// The advisor's row of the strength table from its finished campaigns (any order, any number of workers):
// the same figures as `kk sim` for the other policies, plus the rollouts per decision and CPU time.
import { defeatTurnStats, shareStats, vpError } from '../strength-stats.js';
import { shippingPolicy } from '../../shared/advisor/advise.js';
import type { AdvisorCampaign } from './campaign.js';

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function summarise(records: readonly AdvisorCampaign[], asked: { games: number; seed: number; budget: number }) {
  const sorted = [...records].sort((a, b) => a.seed - b.seed);
  const wins = sorted.filter((r) => r.vp !== null);
  const vps = wins.map((r) => r.vp ?? 0);
  const vpMean = vps.length > 0 ? vps.reduce((s, v) => s + v, 0) / vps.length : null;
  const vpSd = vps.length > 1 && vpMean !== null ? Math.sqrt(vps.reduce((s, v) => s + (v - vpMean) ** 2, 0) / (vps.length - 1)) : null;
  const defeatTurns: Record<number, number> = {};
  for (const r of sorted) if (r.vp === null) defeatTurns[r.turn] = (defeatTurns[r.turn] ?? 0) + 1;
  const sum = (k: 'decisions' | 'advised' | 'rollouts' | 'decided' | 'overruled' | 'cpuSeconds'): number => sorted.reduce((s, r) => s + r[k], 0);
  const share = shareStats(wins.length, sorted.length);
  const defeat = defeatTurnStats(defeatTurns);
  const err = vpError(vpSd, wins.length);
  const advised = sum('advised');
  return {
    policy: 'advisor',
    rolloutPolicy: shippingPolicy(),
    budget: asked.budget,
    seed: asked.seed,
    gamesAsked: asked.games,
    games: sorted.length,
    complete: sorted.length === asked.games,
    wins: wins.length,
    losses: sorted.length - wins.length,
    armisticeShare: round2(share.mean * 100),
    armisticeShareErr: round2(share.err * 100),
    meanVP: vpMean === null ? null : round2(vpMean),
    meanVPErr: err === null ? null : round2(err),
    vpSd: vpSd === null ? null : round2(vpSd),
    defeatShare: sorted.length > 0 ? (sorted.length - wins.length) / sorted.length : 0,
    defeatTurnMean: defeat === null ? null : round2(defeat.mean),
    defeatTurnErr: defeat === null ? null : round2(defeat.err),
    defeatTurns,
    /** Per campaign: decisions, those the advisor was asked on, and how often it settled or overruled the policy. */
    decisionsPerCampaign: round2(sum('decisions') / Math.max(1, sorted.length)),
    advisedPerCampaign: round2(advised / Math.max(1, sorted.length)),
    decidedShare: round2(sum('decided') / Math.max(1, advised)),
    overruledShare: round2(sum('overruled') / Math.max(1, advised)),
    /** Rollouts per advised decision (every outcome group × the budget). */
    rolloutsPerDecision: round2(sum('rollouts') / Math.max(1, advised)),
    cpuSecondsPerCampaign: round2(sum('cpuSeconds') / Math.max(1, sorted.length)),
    cpuSecondsTotal: Math.round(sum('cpuSeconds')),
  };
}
