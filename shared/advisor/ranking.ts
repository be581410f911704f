// The ranking a player reads (issue #30): the order and the places come from the same evidence as the figure on
// each row. Every choice is compared with the best (the yardstick the stopping rule measured all others
// against) war by war on the seeds they share: "x points below the best ± y" is the paired 95 % interval of
// the difference of their Armistice chances (Agresti–Min), and the rows are in the order of that figure. Choices
// the General Staff cannot tell apart (the interval holds 0, or lies within the indifference margin) form one
// group and share a place; inside a group the VP of the Armistices decide the order (docs/advisor.md). Where
// the Armistice chances are level but the VP of the Armistices differ at 95 % (late in the war), that VP
// difference is the row's figure and it parts the two.
import { agrestiMin, pairedMeanDifference, pairedSeparated } from './estimates.js';
import { commonSeeds } from './common-seeds.js';
import { DEFEAT, type RolloutOutcome } from './rollouts.js';

/** One outcome group's evidence: its rollouts' ends by seed (holes while a round's jobs are out). */
export interface RankedInput {
  /** Its first action's index in the prompt (the tie-break of last resort). */
  readonly key: number;
  readonly outcomes: readonly (RolloutOutcome | undefined)[];
  /** Mean VP of its Armistices (null before any). */
  readonly vp: number | null;
}

/** The paired difference of a row's Armistice chance and the best's: share − best's share, on `pairs` common seeds. */
export interface ShareGap {
  readonly mean: number;
  readonly margin: number;
  readonly pairs: number;
  /**
   * Where the VP of the Armistices tell the two apart at 95 % (the paired test of the stopping rule, on the
   * seeds where both reached it): its VP minus the best's, with its margin; else null. Late in the war most
   * wars reach the Armistice and the choice is about how good a peace: this then decides the place.
   */
  readonly vp: { readonly mean: number; readonly margin: number; readonly pairs: number } | null;
}

export interface RankedPlace {
  /** 0 for the first row of the ranking, then 1, 2 … */
  readonly order: number;
  /** The place of its group: 1, 2, 3 … (choices the General Staff cannot tell apart share one). */
  readonly place: number;
  /** Null for the best itself (and before any common seed). */
  readonly gap: ShareGap | null;
}

const won = (o: RolloutOutcome): number => (o === DEFEAT ? 0 : 1);

/** 1 for an Armistice, 0 for a Defeat, over the seeds both have played from the first (a hole ends it). */
function commonWins(a: RankedInput, b: RankedInput): [number[], number[]] {
  const pairs = commonSeeds(a.outcomes, b.outcomes);
  return [pairs.map(([x]) => won(x)), pairs.map(([, y]) => won(y))];
}

/** The VP of both on the common seeds where both reached the Armistice. */
function commonVp(a: RankedInput, b: RankedInput): [number[], number[]] {
  const both = commonSeeds(a.outcomes, b.outcomes).filter((p): p is [number, number] => p[0] !== DEFEAT && p[1] !== DEFEAT);
  return [both.map(([x]) => x), both.map(([, y]) => y)];
}

/** b's VP minus a's where the paired test tells them apart (either way), else null. */
function vpGap(a: RankedInput, b: RankedInput): ShareGap['vp'] {
  const [x, y] = commonVp(a, b);
  if (!pairedSeparated(x, y) && !pairedSeparated(y, x)) return null;
  return { ...pairedMeanDifference(y, x), pairs: x.length };
}

/** b's Armistice chance minus a's, paired on their common seeds (null with none). */
export function shareGap(a: RankedInput, b: RankedInput): ShareGap | null {
  const [x, y] = commonWins(a, b);
  const d = agrestiMin(y, x);
  return d === null ? null : { ...d, pairs: x.length, vp: vpGap(a, b) };
}

/**
 * Whether the General Staff cannot tell two choices apart: the paired interval of their Armistice chances holds
 * 0 or lies within ±margin, and the VP of their Armistices are not told apart either.
 */
export function aboutEqual(d: ShareGap | null, margin: number): boolean {
  return d === null || (d.vp === null && ((d.mean - d.margin <= 0 && d.mean + d.margin >= 0) || Math.abs(d.mean) + d.margin <= margin));
}

/**
 * The ranking of the outcome groups against `best` (one of `inputs`). Rows in the order of their gap to the
 * best; then cut into groups, each the longest run of rows that cannot be told apart from its anchor — the best
 * for the group that holds it (its figures are all against the best), else the group's first row — so groups
 * are contiguous and in the order of the figures shown; inside a group, by VP, then the figure, then the prompt.
 */
export function rankAgainstBest(inputs: readonly RankedInput[], best: RankedInput, margin: number): Map<RankedInput, RankedPlace> {
  const gaps = new Map(inputs.map((t) => [t, t === best ? null : shareGap(best, t)]));
  const figure = (t: RankedInput): number => gaps.get(t)?.mean ?? 0;
  const vp = (t: RankedInput): number => t.vp ?? -Infinity;
  // a row told apart from the best by VP alone goes below the rows of its figure (its VP figure is shown)
  const vpBehind = (t: RankedInput): number => Math.min(0, gaps.get(t)?.vp?.mean ?? 0);
  const sorted = [...inputs].sort((a, b) => figure(b) - figure(a) || vpBehind(b) - vpBehind(a) || vp(b) - vp(a) || a.key - b.key);
  const together = (anchor: RankedInput, t: RankedInput): boolean =>
    anchor === t || aboutEqual(anchor === best ? gaps.get(t) ?? null : shareGap(anchor, t), margin);
  const result = new Map<RankedInput, RankedPlace>();
  let order = 0;
  for (let i = 0, place = 1; i < sorted.length; place++) {
    const bestAt = sorted.indexOf(best, i);
    const anchor = bestAt >= i && sorted.slice(i, bestAt + 1).every((t) => together(best, t)) ? best : sorted[i];
    let j = i;
    while (j < sorted.length && together(anchor, sorted[j])) j++;
    const group = sorted.slice(i, j).sort((a, b) => vp(b) - vp(a) || figure(b) - figure(a) || a.key - b.key);
    for (const t of group) result.set(t, { order: order++, place, gap: gaps.get(t) ?? null });
    i = j;
  }
  return result;
}
