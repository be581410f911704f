// The "Ask the General Staff" panel's words and order (issue #15), pure: the advisor's update (shared/ipc.ts)
// and the prompt's button labels in, the rows the panel draws out. No DOM, so it is unit-tested alone.
import type { AdviceUpdate, AdvisedAction } from '../../shared/ipc.js';
import { armisticeText, gapText, percent, rankedWithGroups, RANKING_EXPLAINED } from '../../shared/advisor/ranking-words.js';

export { armisticeText, percent, RANKING_EXPLAINED };

/** One row of the panel: an action as its prompt button names it, with the advisor's estimate. */
export interface AdviceRow {
  /** The action's index in the prompt (the button it matches). */
  readonly index: number;
  readonly label: string;
  /** "31 % ± 4": the Armistice chance and its 95 % margin, in whole percentage points. */
  readonly armistice: string;
  /** "17.2 VP ± 1.3" for the Armistices reached, or a plain sentence while none has been. */
  readonly vp: string;
  /** The figure its place was decided on: "3 points below the best ± 4" (paired with the best on the same dice). */
  readonly gap: string;
  readonly rollouts: string;
  /** Its place: choices the General Staff cannot tell apart share one. */
  readonly rank: number;
  /** Over the first row of a shared place: "About equal (3 choices): Armistice 79–82 % …"; else null. */
  readonly group: string | null;
  /** The best-ranked action(s): highlighted. */
  readonly best: boolean;
}

export interface AdviceShown {
  readonly rows: readonly AdviceRow[];
  /** 0–1: the progress bar's fill. */
  readonly progress: number;
  /** One line on where the answer stands (running, done or cancelled). */
  readonly status: string;
  /** What ± is, why the wars played differ and what a shared place means (RANKING_EXPLAINED). */
  readonly explained: string;
  /** Why the best, in the war's own terms (AdviceUpdate.why), or null. */
  readonly why: string | null;
}

/** Said with every answer: whose choice it is and how the figures were made (docs/advisor.md). */
export const ADVICE_METHOD =
  'The choice is yours. These figures are estimates: for each choice the rest of the war was played out many times ' +
  'by a computer player, each time with fresh dice, never the dice of your own campaign.';

/** Mean VP of the Armistices with its margin, one decimal (no margin while only one rollout reached it). */
export function vpText(vp: AdvisedAction['vp']): string {
  return vp === null ? 'no Armistice yet' : vp.margin === null ? `${vp.mean.toFixed(1)} VP (one Armistice so far)` : `${vp.mean.toFixed(1)} VP ± ${vp.margin.toFixed(1)}`;
}

function rolloutsText(n: number): string {
  return n === 1 ? '1 war played' : `${n} wars played`;
}

/** The advisor's ranking (shared/advisor/ranking.ts), in its order; the rows of place 1 are the best. */
export function adviceRows(actions: readonly AdvisedAction[], labels: readonly string[]): AdviceRow[] {
  return rankedWithGroups(actions).map(({ action: a, group }) => ({
    index: a.actionIndex,
    label: labels[a.actionIndex] ?? a.label,
    armistice: armisticeText(a.armistice),
    vp: vpText(a.vp),
    gap: gapText(a),
    rollouts: rolloutsText(a.rollouts),
    rank: a.rank,
    group,
    best: a.rank === 1 && a.rollouts > 0,
  }));
}

export function statusText(u: AdviceUpdate): string {
  if (u.status === 'cancelled') return `Cancelled after ${rolloutsText(u.rolloutsDone)}. Ask again for a full answer.`;
  if (u.status === 'done') return `Done: ${rolloutsText(u.rolloutsDone)} in ${u.seconds.toFixed(1)} s.`;
  return `Estimating… ${rolloutsText(u.rolloutsDone)} so far (${percent(u.progress)}).`;
}

/** Everything the panel shows for one update. */
export function adviceShown(u: AdviceUpdate, labels: readonly string[]): AdviceShown {
  return { rows: adviceRows(u.actions, labels), progress: Math.min(1, Math.max(0, u.progress)), status: statusText(u), explained: RANKING_EXPLAINED, why: u.why ?? null };
}
