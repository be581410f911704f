// `kk stats [--json] [--branches] [--data DIR]`: the Statistics screen in the terminal, from the same library
// and the same GameService.statistics() the app calls. --json prints the figures as the screen receives them
// (each war once, and again with branches as wars under "withBranches"); --branches counts each branch as a
// war of its own in the tables, as the screen's "Count branches as wars" does.
import type { LibraryStatistics, StatisticsGroup } from '../shared/statistics.js';
import { countedInWords } from '../renderer/screens/statistics-words.js';
import { openService, table, userDataFrom } from './kk-library.js';
import { readArgs, switchFlag } from './kk-args.js';
import { DATA, JSON_OUT } from './kk-flags.js';

/** Each branch counted as a war of its own, as the screen's "Count branches as wars" box does. */
const BRANCHES = switchFlag('--branches');

/** The mean VP for people: one decimal; "—" when no campaign reached the Armistice. */
export function meanInWords(vp: number | null): string {
  return vp === null ? '—' : vp.toFixed(1);
}

function counts(s: StatisticsGroup): string {
  return `${s.played} played, ${s.finished} finished (${s.armistices} reached the Armistice, ${s.defeats} ended in Defeat), ${s.played - s.finished} in progress`;
}

/** The statistics as plain tables: all campaigns, then by optional rule and companion; branches as wars when asked. */
export function statisticsTable(library: LibraryStatistics, withBranches = false): string {
  const stats = withBranches ? library.withBranches : library;
  const { all } = stats;
  const out = [countedInWords(library, withBranches), `Wars: ${counts(all)}.`];
  const { unreadable } = library;
  if (unreadable > 0) out.push(`${unreadable} campaign file${unreadable === 1 ? '' : 's'} cannot be read and ${unreadable === 1 ? 'is' : 'are'} not counted.`);
  out.push(`Mean VP of the wars that reached the Armistice: ${meanInWords(all.meanArmisticeVp)}`);
  out.push('', 'Armistice results by band:');
  out.push(...table(['Result', 'VP', 'Wars'], all.bands.map((b) => [b.label, b.range, String(b.count)]), new Set([2])));
  const turns = all.defeatsByTurn.flatMap((n, i) => (n > 0 ? [[`Turn ${i + 1}`, String(n)]] : []));
  out.push('', 'Defeats by turn:', ...(turns.length > 0 ? table(['Turn', 'Defeats'], turns, new Set([1])) : ['No Defeats yet.']));
  out.push('', 'Defeats by front:');
  out.push(...table(['Front', 'Defeats'], all.defeatsByFront.map((f) => [f.front, String(f.count)]), new Set([1])));
  out.push('', 'By optional rule, and by who rolled the dice and drew the chits:'); // issue 32: the table companion
  out.push(...table(
    ['Optional rule', 'Wars played', 'Finished', 'Armistices', 'Defeats', 'Mean VP'],
    stats.byOption.map(({ label, stats: s }) => [label, String(s.played), String(s.finished), String(s.armistices), String(s.defeats), meanInWords(s.meanArmisticeVp)]),
    new Set([1, 2, 3, 4, 5]),
  ));
  return out.join('\n');
}

export async function stats(args: readonly string[]): Promise<void> {
  const read = readArgs(args, { command: 'kk stats', flags: [JSON_OUT, BRANCHES, DATA] });
  const service = await openService(userDataFrom(read));
  try {
    const figures = await service.statistics();
    console.log(read.has(JSON_OUT) ? JSON.stringify(figures) : statisticsTable(figures, read.has(BRANCHES)));
  } finally {
    await service.close();
  }
}
