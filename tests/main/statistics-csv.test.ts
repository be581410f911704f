// The statistics CSV: one table, a header and one row per group, every count in its column.
import { describe, expect, it } from 'vitest';
import { groupStatistics } from '../../main/library/statistics.js';
import { statisticsCsv } from '../../main/library/statistics-csv.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import type { CampaignResult, CampaignSummary } from '../../shared/ipc.js';
import type { CountedStatistics } from '../../shared/statistics.js';

function summary(result: CampaignResult | null, i: number): CampaignSummary {
  return {
    id: `c-${i}`, seed: i, options: DEFAULT_OPTIONS, edition: 1, started: '2026-01-01T00:00:00.000Z', lastPlayed: '2026-01-02T00:00:00.000Z',
    turn: result?.turn ?? 4, actionCount: 300, result, bookmarks: [], parent: null, name: `Seed ${i}`, origin: null, notes: '', deletedAt: null, hasBackup: false, problem: null,
  };
}

/** RFC 4180 rows → cells (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n').map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1).map((m) => (m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1])));
}

describe('statistics CSV', () => {
  const results: (CampaignResult | null)[] = [
    null, { kind: 'armistice', turn: 27, vp: 61, band: 'x' }, { kind: 'armistice', turn: 27, vp: 44, band: 'x' },
    { kind: 'defeat', turn: 9, front: 'Serbia' }, { kind: 'defeat', turn: 9, front: 'Serbia' }, { kind: 'defeat', turn: 1, front: null },
  ];
  const all = groupStatistics(results.map(summary));
  const stats: CountedStatistics = {
    all,
    byOption: [{ rule: 'O9', label: 'A rule, "quoted": on', stats: groupStatistics([summary(results[1], 1)]) }],
  };
  const rows = parseCsv(statisticsCsv(stats));

  it('is one table: a header and a row per group, all of one width', () => {
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    expect(rows[0].slice(0, 7)).toEqual(['Campaigns', 'Wars played', 'Finished', 'In progress', 'Armistices', 'Defeats', 'Mean VP of the Armistices']);
    expect(rows[1][0]).toBe('All campaigns');
    expect(rows[2][0]).toBe('A rule, "quoted": on'); // a comma and quotes survive the quoting
  });

  it('puts every count in its named column', () => {
    const col = (name: string, r = 1): string => {
      const i = rows[0].indexOf(name);
      expect(i, name).toBeGreaterThan(0);
      return rows[r][i];
    };
    expect([col('Wars played'), col('Finished'), col('In progress'), col('Armistices'), col('Defeats')]).toEqual(['6', '5', '1', '2', '3']);
    expect(col('Mean VP of the Armistices')).toBe('52.5');
    expect(col('Armistice: Major victory (60–64 VP)')).toBe('1');
    expect(col('Armistice: Marginal victory (40–49 VP)')).toBe('1');
    expect(col('Armistice: Collapse (19 or less VP)')).toBe('0');
    expect([col('Defeats on turn 9'), col('Defeats on turn 1'), col('Defeats on turn 27')]).toEqual(['2', '1', '0']);
    expect([col('Defeats in Serbia'), col('Defeats in Front not recorded'), col('Defeats in France')]).toEqual(['2', '1', '0']);
    // The option's group: one Armistice of 61 VP; no Defeat, so a front only another group names counts 0.
    expect([col('Wars played', 2), col('Mean VP of the Armistices', 2), col('Defeats in Front not recorded', 2)]).toEqual(['1', '61', '0']);
  });

  it('leaves the mean VP empty when there was no Armistice', () => {
    const none = parseCsv(statisticsCsv({ all: groupStatistics([summary(null, 0)]), byOption: [] }));
    expect(none[1][none[0].indexOf('Mean VP of the Armistices')]).toBe('');
  });
});
