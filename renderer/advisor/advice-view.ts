// The "Ask the General Staff" panel's words and order (issue #15), pure: the advisor's update (shared/ipc.ts)
// and the prompt's button labels in, the rows the panel draws out. No DOM, so it is unit-tested alone.
import type { AdviceUpdate, AdvisedAction } from '../../shared/ipc.js';

/** One row of the panel: an action as its prompt button names it, with the advisor's estimate. */
export interface AdviceRow {
  /** The action's index in the prompt (the button it matches). */
  readonly index: number;
  readonly label: string;
  /** "31 % ± 4": the Armistice chance and its 95 % margin, in whole percentage points. */
  readonly armistice: string;
  /** "17.2 VP ± 1.3" for the Armistices reached, or a plain sentence while none has been. */
  readonly vp: string;
  readonly rollouts: string;
  readonly rank: number;
  /** The best-ranked action(s): highlighted. */
  readonly best: boolean;
}

export interface AdviceShown {
  readonly rows: readonly AdviceRow[];
  /** 0–1: the progress bar's fill. */
  readonly progress: number;
  /** One line on where the answer stands (running, done or cancelled). */
  readonly status: string;
}

/** Said with every answer: whose choice it is and how the figures were made (docs/advisor.md). */
export const ADVICE_METHOD =
  'The choice is yours. These figures are estimates: for each choice the rest of the war was played out many times ' +
  'by a computer player, each time with fresh dice, never the dice of your own campaign.';

/** A 0–1 share as a whole percentage ("31 %"); below 1 % but above nothing says "< 1 %". */
export function percent(share: number): string {
  const p = Math.round(share * 100);
  if (p === 0 && share > 0) return '< 1 %';
  if (p === 100 && share < 1) return '> 99 %';
  return `${p} %`;
}

/** The Armistice chance with its margin: the wider half of its 95 % interval, rounded up to a whole point. */
export function armisticeText(a: AdvisedAction['armistice']): string {
  const half = Math.max(a.value - a.low, a.high - a.value);
  return `${percent(a.value)} ± ${Math.max(0, Math.ceil(half * 100 - 1e-9))}`;
}

/** Mean VP of the Armistices with its margin, one decimal (no margin while only one rollout reached it). */
export function vpText(vp: AdvisedAction['vp']): string {
  return vp === null ? 'no Armistice yet' : vp.margin === null ? `${vp.mean.toFixed(1)} VP (one Armistice so far)` : `${vp.mean.toFixed(1)} VP ± ${vp.margin.toFixed(1)}`;
}

function rolloutsText(n: number): string {
  return n === 1 ? '1 war played' : `${n} wars played`;
}

/** The advisor's ranking (rank, then the prompt's order); the rank-1 rows are the best. */
export function adviceRows(actions: readonly AdvisedAction[], labels: readonly string[]): AdviceRow[] {
  const ranked = [...actions].sort((a, b) => a.rank - b.rank || a.actionIndex - b.actionIndex);
  const bestRank = ranked[0]?.rank;
  return ranked.map((a) => ({
    index: a.actionIndex,
    label: labels[a.actionIndex] ?? a.label,
    armistice: armisticeText(a.armistice),
    vp: vpText(a.vp),
    rollouts: rolloutsText(a.rollouts),
    rank: a.rank,
    best: a.rank === bestRank && a.rollouts > 0,
  }));
}

export function statusText(u: AdviceUpdate): string {
  if (u.status === 'cancelled') return `Cancelled after ${rolloutsText(u.rolloutsDone)}. Ask again for a full answer.`;
  if (u.status === 'done') return `Done: ${rolloutsText(u.rolloutsDone)} in ${u.seconds.toFixed(1)} s.`;
  return `Estimating… ${rolloutsText(u.rolloutsDone)} so far (${percent(u.progress)}).`;
}

/** Everything the panel shows for one update. */
export function adviceShown(u: AdviceUpdate, labels: readonly string[]): AdviceShown {
  return { rows: adviceRows(u.actions, labels), progress: Math.min(1, Math.max(0, u.progress)), status: statusText(u) };
}
