// The Statistics screen's sentences and plot categories. Pure (no DOM), so the words are unit-tested;
// every name comes from the statistics themselves (band names, printed Country names), never an id.
import type { CountedStatistics, LibraryStatistics, StatisticsGroup } from '../../shared/statistics.js';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "12 wars played: 9 finished (5 reached the Armistice, 4 ended in Defeat), 3 still in progress." */
export function countsInWords(s: StatisticsGroup): string {
  if (s.played === 0) return 'No campaigns here yet.';
  const ended = s.finished === 0 ? 'none finished yet' : `${s.finished} finished (${s.armistices} reached the Armistice, ${s.defeats} ended in Defeat)`;
  return `${plural(s.played, 'war', 'wars')} played: ${ended}, ${s.played - s.finished} still in progress.`;
}

/**
 * What the figures count, in one line (issue 31): each war once, a new campaign with its duplicates and
 * imports, its result that of the copy played furthest; branches left out, or each a war of its own.
 */
export function countedInWords(stats: Pick<LibraryStatistics, 'campaigns' | 'branches'>, withBranches: boolean): string {
  const war = `Each war is counted once: a new campaign with its duplicates and imports, its result that of the copy played furthest (${plural(stats.campaigns, 'campaign', 'campaigns')} in the library).`;
  const n = stats.branches;
  if (n === 0) return `${war} There are no branches.`;
  if (withBranches) return `${war} ${n === 1 ? 'The one branch is' : `Each of the ${n} branches is`} counted as a war of its own.`;
  return `${war} ${n === 1 ? 'The one branch (a what-if) is' : `The ${n} branches (what-ifs) are`} not counted.`;
}

/** The mean VP of the Armistice campaigns, said as such (§15.3 scores only a war that reached the Armistice). */
export function meanInWords(s: StatisticsGroup): string {
  if (s.meanArmisticeVp === null) return 'No war here has reached the Armistice yet, so there is no average score.';
  const who = s.armistices === 1 ? 'the one war that reached' : `the ${s.armistices} wars that reached`;
  return `Average victory points of ${who} the Armistice: ${s.meanArmisticeVp.toFixed(1)} VP.`;
}

export function unreadableInWords(stats: Pick<LibraryStatistics, 'unreadable'>): string | null {
  const n = stats.unreadable;
  return n === 0 ? null : `${plural(n, 'campaign file', 'campaign files')} cannot be read and ${n === 1 ? 'is' : 'are'} not counted.`;
}

/** One bar of the results plot: a Defeat, or an Armistice in one band. */
export interface ResultCategory {
  /** Under the bar: "Defeat", "50–59". */
  readonly short: string;
  /** In the legend when the bar is pointed at: "Victory (50–59 VP)". */
  readonly full: string;
  readonly defeats: number | null;
  readonly armistices: number | null;
}

/** Defeat first, then the Armistice bands from the lowest to the best: a worse war to the left. */
export function resultCategories(s: StatisticsGroup): ResultCategory[] {
  const bands = [...s.bands].reverse().map((b): ResultCategory => ({
    short: b.range.replace(/^(\d+) or more$/, '$1+').replace(/^(\d+) or less$/, '≤ $1'),
    full: `${b.label} (${b.range} VP)`,
    defeats: null,
    armistices: b.count,
  }));
  return [{ short: 'Defeat', full: 'Defeat', defeats: s.defeats, armistices: null }, ...bands];
}

/** The groups a player can pick: all campaigns, then each value of each optional rule. */
export function groupChoices(stats: CountedStatistics): { readonly label: string; readonly stats: StatisticsGroup }[] {
  return [
    { label: 'All campaigns', stats: stats.all },
    ...stats.byOption.map((o) => ({ label: o.label, stats: o.stats })),
  ];
}
