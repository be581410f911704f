// The statistics as one CSV table (RFC 4180: comma-separated, CRLF line ends, quoted where needed):
// a row for all the campaigns, then a row for every value of every optional rule (wars, each counted once:
// main/library/statistics.ts); a column for each count, so a spreadsheet can plot any of them.
import type { CountedStatistics, StatisticsGroup } from '../../shared/statistics.js';

/** A cell as RFC 4180 wants it: quoted, inner quotes doubled, when it holds a comma, a quote or a line end. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The mean VP to two decimals ("" when there was no Armistice). */
function mean(vp: number | null): string {
  return vp === null ? '' : String(Math.round(vp * 100) / 100);
}

export function statisticsCsv(stats: CountedStatistics): string {
  const groups: { name: string; stats: StatisticsGroup }[] = [
    { name: 'All campaigns', stats: stats.all },
    ...stats.byOption.map((o) => ({ name: o.label, stats: o.stats })),
  ];
  // Every front any group names, in the order the groups list them (a front not recorded comes last).
  const fronts = [...new Set(groups.flatMap((g) => g.stats.defeatsByFront.map((f) => f.front)))];
  const header = [
    'Campaigns', 'Wars played', 'Finished', 'In progress', 'Armistices', 'Defeats', 'Mean VP of the Armistices',
    ...stats.all.bands.map((b) => `Armistice: ${b.label} (${b.range} VP)`),
    ...stats.all.defeatsByTurn.map((_, i) => `Defeats on turn ${i + 1}`),
    ...fronts.map((f) => `Defeats in ${f}`),
  ];
  const row = ({ name, stats: s }: (typeof groups)[number]): (string | number)[] => [
    name, s.played, s.finished, s.played - s.finished, s.armistices, s.defeats, mean(s.meanArmisticeVp),
    ...s.bands.map((b) => b.count),
    ...s.defeatsByTurn,
    ...fronts.map((f) => s.defeatsByFront.find((x) => x.front === f)?.count ?? 0),
  ];
  return [header, ...groups.map(row)].map((cells) => cells.map(cell).join(',')).join('\r\n') + '\r\n';
}
