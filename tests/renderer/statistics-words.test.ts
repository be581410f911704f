// The Statistics screen's words: counts and the Armistice mean said in sentences, the results plot's bars
// from a Defeat to the best §15.3 band, and the choice of campaigns by optional rule — no ids anywhere.
import { describe, expect, it } from 'vitest';
import { groupStatistics } from '../../main/library/statistics.js';
import { countedInWords, countsInWords, groupChoices, meanInWords, resultCategories, unreadableInWords } from '../../renderer/screens/statistics-words.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import type { CampaignResult, CampaignSummary } from '../../shared/ipc.js';

function summary(result: CampaignResult | null, i: number): CampaignSummary {
  return {
    id: `c-${i}`, seed: i, options: DEFAULT_OPTIONS, edition: 1, started: '2026-01-01T00:00:00.000Z', lastPlayed: '2026-01-02T00:00:00.000Z',
    turn: result?.turn ?? 4, actionCount: 300, result, bookmarks: [], parent: null, name: `Seed ${i}`, origin: null, notes: '', deletedAt: null, hasBackup: false, problem: null,
  };
}

const results: (CampaignResult | null)[] = [
  null, { kind: 'armistice', turn: 27, vp: 66, band: 'x' }, { kind: 'armistice', turn: 27, vp: 21, band: 'x' }, { kind: 'defeat', turn: 9, front: 'Italy' },
];
const group = groupStatistics(results.map(summary));

describe('statistics in words', () => {
  it('says the counts and the mean VP of the Armistice campaigns as such', () => {
    expect(countsInWords(group)).toBe('4 wars played: 3 finished (2 reached the Armistice, 1 ended in Defeat), 1 still in progress.');
    expect(meanInWords(group)).toBe('Average victory points of the 2 wars that reached the Armistice: 43.5 VP.');
    const one = groupStatistics([summary({ kind: 'armistice', turn: 27, vp: 30, band: 'x' }, 0)]);
    expect(meanInWords(one)).toBe('Average victory points of the one war that reached the Armistice: 30.0 VP.');
    const none = groupStatistics([]);
    expect(countsInWords(none)).toBe('No campaigns here yet.');
    expect(meanInWords(none)).toMatch(/no average score/);
    expect(unreadableInWords({ unreadable: 2 })).toBe('2 campaign files cannot be read and are not counted.');
    expect(unreadableInWords({ unreadable: 0 })).toBeNull();
  });

  it('puts Defeat first, then the bands from the lowest to the best (§15.3), each with its count', () => {
    const bars = resultCategories(group);
    expect(bars.map((b) => b.short)).toEqual(['Defeat', '≤ 19', '20–29', '30–39', '40–49', '50–59', '60–64', '65+']);
    expect(bars[0]).toMatchObject({ defeats: 1, armistices: null });
    expect(bars.map((b) => b.armistices)).toEqual([null, 0, 1, 0, 0, 0, 0, 1]);
    expect(bars[7].full).toBe('Weltgeschichtlicher Sieg (65 or more VP)');
  });

  it('offers all campaigns, then each value of each optional rule by its name', () => {
    const labels = groupChoices({ all: group, byOption: [{ rule: 'O1', label: 'The Hundred Days: on', stats: group }] }).map((c) => c.label);
    expect(labels).toEqual(['All campaigns', 'The Hundred Days: on']);
  });

  it('says in one line what is counted: each war once, branches left out or counted as wars of their own', () => {
    const war = 'Each war is counted once: a new campaign with its duplicates and imports, its result that of the copy played furthest';
    expect(countedInWords({ campaigns: 7, branches: 1 }, false)).toBe(`${war} (7 campaigns in the library). The one branch (a what-if) is not counted.`);
    expect(countedInWords({ campaigns: 7, branches: 1 }, true)).toBe(`${war} (7 campaigns in the library). The one branch is counted as a war of its own.`);
    expect(countedInWords({ campaigns: 9, branches: 3 }, false)).toBe(`${war} (9 campaigns in the library). The 3 branches (what-ifs) are not counted.`);
    expect(countedInWords({ campaigns: 9, branches: 3 }, true)).toBe(`${war} (9 campaigns in the library). Each of the 3 branches is counted as a war of its own.`);
    expect(countedInWords({ campaigns: 1, branches: 0 }, true)).toBe(`${war} (1 campaign in the library). There are no branches.`);
  });
});
