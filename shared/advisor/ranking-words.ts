// The ranking's words (issue #30), one source for the app's panel (renderer/advisor/advice-view.ts) and the
// terminal (`kk advise`, `kk play`'s a): the same rows, places, figures and group lines in both. Types only in.
import type { ActionAdvice } from './session.js';
import { percent } from './percent-words.js';

/** The one line under the ranking: what ± is, why the wars played differ, what a shared place means. */
export const RANKING_EXPLAINED =
  '± is a 95 % interval: the true figure lies inside it 19 times in 20. Each choice is compared with the best ' +
  'on the same dice, war by war ("points below the best"), and choices the General Staff cannot tell apart ' +
  'share a place. A choice gets no more wars once it is clearly behind the best, surely within 5 points of it, ' +
  'or has had its budget of wars, so the wars played differ from row to row.';

export { percent } from './percent-words.js';

/** A margin in whole percentage points, rounded up (never shown narrower than it is). */
function points(share: number): number {
  return Math.max(0, Math.ceil(share * 100 - 1e-9));
}

/** The Armistice chance with its margin: the wider half of its 95 % interval, rounded up to a whole point. */
export function armisticeText(a: ActionAdvice['armistice']): string {
  const half = Math.max(a.value - a.low, a.high - a.value);
  return `${percent(a.value)} ± ${points(half)}`;
}

/** The figure the row's place was decided on: its paired difference with the best ("3 points below the best ± 4"). */
export function gapText(a: Pick<ActionAdvice, 'best' | 'gap'>): string {
  if (a.best) return 'the best: the others are compared with it';
  if (a.gap === null) return 'not yet compared with the best';
  const p = Math.round(Math.abs(a.gap.mean) * 100);
  const where = p === 0 ? 'level with the best' : `${p} point${p === 1 ? '' : 's'} ${a.gap.mean < 0 ? 'below' : 'above'} the best`;
  const vp = a.gap.vp === null ? '' : `; its Armistices ${Math.abs(a.gap.vp.mean).toFixed(1)} VP ${a.gap.vp.mean < 0 ? 'below' : 'above'} the best's ± ${a.gap.vp.margin.toFixed(1)}`;
  return `${where} ± ${points(a.gap.margin)}${vp}`;
}

/** The rows in the ranking's order (ActionAdvice.order). */
export function rankedActions<A extends ActionAdvice>(actions: readonly A[]): A[] {
  return [...actions].sort((a, b) => a.order - b.order);
}

/**
 * The line over a place several choices share: "About equal (3 choices): Armistice 79–82 %; the General Staff
 * cannot tell them apart, listed by the VP of their Armistices". Null for a place of one choice.
 */
export function groupText(members: readonly ActionAdvice[]): string | null {
  if (members.length < 2) return null;
  const shares = members.map((m) => m.armistice.value);
  const low = percent(Math.min(...shares));
  const high = percent(Math.max(...shares));
  const range = low === high ? low : `${low.replace(/ %$/, '')}–${high}`;
  return `About equal (${members.length} choices): Armistice ${range}; the General Staff cannot tell them apart, listed by the VP of their Armistices`;
}

/** Each row with the line of its place over the first row of a shared place (null elsewhere). */
export function rankedWithGroups<A extends ActionAdvice>(actions: readonly A[]): { action: A; group: string | null }[] {
  const rows = rankedActions(actions);
  return rows.map((a, i) => ({ action: a, group: i > 0 && rows[i - 1].rank === a.rank ? null : groupText(rows.filter((r) => r.rank === a.rank)) }));
}
