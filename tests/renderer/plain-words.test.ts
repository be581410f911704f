// The Campaigns screen's words: optional rules, results, branches, and main's reasons as whole sentences.
import { localDateTime } from '../../shared/local-dates.js';
import { describe, expect, it } from 'vitest';
import type { CampaignSummary } from '../../shared/ipc.js';
import {
  asSentence, familyInWords, campaignTitle, cannotOpen, datesInWords, keptUntil, optionsInWords, resultInWords, standingInWords,
} from '../../renderer/screens/plain-words.js';

const STANDARD = { hundredDays: false, indiansTwice: false, removeCruisers: 0 } as const;

function summary(over: Partial<CampaignSummary>): CampaignSummary {
  return {
    id: '20261123083013-0a1b2c3d', seed: 1914, options: STANDARD, edition: 1, started: '2026-11-20T10:00:00.000Z', lastPlayed: '2026-11-21T10:00:00.000Z',
    turn: 5, actionCount: 40, result: null, bookmarks: [], parent: null, name: 'Seed 1914 · begun 20 Nov 2026', origin: null, notes: '', deletedAt: null, hasBackup: false, problem: null, ...over,
  };
}

describe('plain words for campaigns', () => {
  it('names the optional rules, and none for the standard game', () => {
    expect(optionsInWords(STANDARD)).toEqual([]);
    expect(optionsInWords({ hundredDays: true, indiansTwice: true, removeCruisers: 2 })).toEqual(['The Hundred Days', 'Indians attack twice', '2 Cruisers removed']);
    expect(optionsInWords({ ...STANDARD, removeCruisers: 1 })).toEqual(['1 Cruiser removed']);
    expect(campaignTitle(summary({ options: { ...STANDARD, hundredDays: true } }))).toBe('Seed 1914 · The Hundred Days');
  });

  it('tells a result in words, and the turn of one in progress', () => {
    expect(resultInWords({ kind: 'armistice', turn: 27, vp: 22, band: 'Draw' })).toBe('Armistice — 22 VP, §15.3: 20 to 29, Peace without honor');
    expect(resultInWords({ kind: 'armistice', turn: 27, vp: 55, band: 'Victory' })).toBe('Armistice — 55 VP, §15.3: 50 to 59');
    expect(resultInWords({ kind: 'defeat', turn: 14, front: 'France' })).toBe('Defeat on turn 14 — the front in France collapsed');
    expect(resultInWords({ kind: 'defeat', turn: 9, front: null })).toBe('Defeat on turn 9');
    expect(standingInWords(summary({}))).toBe('Turn 5');
  });

  it('dates in the player\'s format, nothing for a file without them', () => {
    expect(datesInWords(summary({}))).toBe(`Started ${localDateTime('2026-11-20T10:00:00.000Z')} · last played ${localDateTime('2026-11-21T10:00:00.000Z')}`);
    expect(datesInWords(summary({ started: '', lastPlayed: '' }))).toBe('');
    expect(keptUntil('2026-11-01T00:00:00.000Z')).toBe(localDateTime('2026-12-01T00:00:00.000Z'));
  });

  it('says where each campaign came from by the other\'s name now, or the one it had then, never its id (issue 31)', () => {
    const parent = summary({ id: 'parent-1', seed: 77, name: 'Die Marne', origin: { kind: 'new' } });
    const branch = summary({ parent: { id: 'parent-1', actionCount: 69 }, origin: { kind: 'branch', of: 'parent-1', name: 'Marne', atMove: 69, atTurn: 3 } });
    const all = [parent, branch];
    expect(familyInWords(branch, all)).toBe('Branch of Die Marne at Turn 3 (move 69)');
    expect(familyInWords(branch, [branch])).toBe('Branch of Marne at Turn 3 (move 69)');
    const copy = summary({ parent: { id: 'parent-1', actionCount: 40 }, origin: { kind: 'duplicate', of: 'parent-1', name: 'Marne' } });
    expect(familyInWords(copy, all)).toBe('Copy of Die Marne');
    const imported = summary({ origin: { kind: 'imported', of: 'parent-1', name: 'Marne', file: 'war.kaiserkrieg', at: '2026-11-27T18:00:00.000Z', lineage: { kind: 'new' } } });
    const GB = { locale: 'en-GB', timeZone: 'UTC' };
    expect(familyInWords(imported, all, GB)).toBe('Imported from war.kaiserkrieg on 27 Nov 2026 (a copy of Die Marne)');
    expect(familyInWords(imported, [imported], GB)).toBe('Imported from war.kaiserkrieg on 27 Nov 2026');
    // The day in the player's locale (issue 31): "Nov 27, 2026" in the United States.
    expect(familyInWords(imported, [imported], { locale: 'en-US', timeZone: 'UTC' })).toBe('Imported from war.kaiserkrieg on Nov 27, 2026');
    expect(familyInWords(summary({ origin: { kind: 'imported', of: null } }), [])).toBe('Imported from a file');
    // Inferred for an older record: no names or turn kept, so the move alone; a parent not here is "an earlier campaign".
    const old = summary({ parent: { id: 'gone-1', actionCount: 12 }, origin: { kind: 'branch', of: 'gone-1', atMove: 12 } });
    expect(familyInWords(old, [old])).toBe('Branch of an earlier campaign at move 12');
    expect(familyInWords(summary({ parent: { id: 'parent-1', actionCount: 12 } }), all)).toBe('Branch of Die Marne at move 12');
    expect(familyInWords(parent, all)).toBeNull();
    for (const s of [branch, copy, imported, old]) expect(familyInWords(s, all)).not.toMatch(/parent-1|gone-1/);
  });

  it('makes whole sentences of main\'s reasons', () => {
    expect(asSentence('the file is empty')).toBe('The file is empty.');
    expect(asSentence('Already whole.')).toBe('Already whole.');
    expect(cannotOpen('the file is empty')).toBe('This campaign could not be opened: the file is empty.');
    expect(cannotOpen('This campaign is open in another Kaiserkrieg (process 4). Close it there, then try again.'))
      .toBe('This campaign could not be opened. This campaign is open in another Kaiserkrieg (process 4). Close it there, then try again.');
  });
});
