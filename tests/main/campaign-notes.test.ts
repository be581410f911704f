// Issue 31: a notepad per campaign and a note on a bookmark — plain text kept in the record (format 5, under the
// checksum like every byte), written through a verified write in play or not, refused in a sentence when too
// long, kept by Export → Import and Duplicate, shown by the History screen, searched by the Campaigns screen.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordText, NAMES_FORMAT } from '../../main/library/record.js';
import { BOOKMARK_NOTE_MAX, firstLineOf, matchesSearch, NOTES_MAX, tidyNotes } from '../../shared/campaign-notes.js';
import { branchDiceSentence } from '../../shared/branch-dice.js';
import { toyService } from './fixtures/service.js';
import { toyEngine } from './fixtures/toy-engine.js';
import { seenNow } from './fixtures/seen.js';
import { newWar, useWarClock, WAR_OPTIONS } from './fixtures/war-library.js';

const OPTIONS = WAR_OPTIONS;
useWarClock();

describe('notes as typed', () => {
  it('are tidied (line ends, trailing spaces, blank ends), and refused in a sentence when too long or holding control characters', () => {
    expect(tidyNotes('\r\n  Hold the Marne.  \r\nThen Verdun.\n\n')).toEqual({ ok: true, text: '  Hold the Marne.\nThen Verdun.' });
    expect(tidyNotes('   \n ')).toEqual({ ok: true, text: '' });
    expect(tidyNotes('x'.repeat(NOTES_MAX)).ok).toBe(true);
    expect(tidyNotes('x'.repeat(NOTES_MAX + 5))).toEqual({ ok: false, reason: 'Notes are at most 10,000 characters; these are 10,005. Shorten them and save again.' });
    expect(tidyNotes('a\u0007b')).toEqual({ ok: false, reason: 'Notes cannot hold control characters.' });
    expect(tidyNotes('a\tb').ok).toBe(true);
  });

  it('a row shows their first line, cut to fit', () => {
    expect(firstLineOf('\n  Plan: hold the Marne\nthen Verdun')).toBe('Plan: hold the Marne');
    expect(firstLineOf('x'.repeat(80), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(firstLineOf('')).toBe('');
  });

  it('the search finds every word typed in the name, the notes or a bookmark, case and accents aside', () => {
    const c = { name: 'Die Marne', notes: 'Lüttich fell on turn 2', bookmarks: [{ name: 'Before Verdun', note: 'the big push' }] };
    expect(matchesSearch(c, '')).toBe(true);
    expect(matchesSearch(c, 'marne')).toBe(true);
    expect(matchesSearch(c, 'luttich turn')).toBe(true);
    expect(matchesSearch(c, 'verdun PUSH')).toBe(true);
    expect(matchesSearch(c, 'marne ypres')).toBe(false);
    expect(matchesSearch({ name: 'Seed 4', bookmarks: [] }, 'marne')).toBe(false);
  });
});

describe('a campaign’s notes in the library', () => {
  it('are written to a campaign not in play with a verified write, in a format-5 record under its checksum', async () => {
    const { service, library, dir } = await toyService();
    const other = (await newWar(service, 2)).campaign.id;
    await newWar(service, 1);
    const summary = await service.setNotes(other, 'Hold the Marne.\nThen Verdun.  ');
    expect(summary).toMatchObject({ id: other, notes: 'Hold the Marne.\nThen Verdun.' });
    const text = readFileSync(`${dir}/${other}.campaign.json`, 'utf8');
    const parsed = parseRecordText(text);
    expect(parsed.ok && [parsed.record.format, parsed.record.notes]).toEqual([NAMES_FORMAT, 'Hold the Marne.\nThen Verdun.']);
    expect((await service.listCampaigns()).campaigns.find((c) => c.id === other)?.notes).toBe('Hold the Marne.\nThen Verdun.');
    // Verified like the rest: notes changed by hand are damage, as any other byte would be.
    writeFileSync(`${dir}/${other}.campaign.json`, text.replace('Then Verdun.', 'Then Paris!!'));
    expect(parseRecordText(readFileSync(`${dir}/${other}.campaign.json`, 'utf8')).ok).toBe(false);
    await expect(library.record(other)).rejects.toThrow();
  });

  it('are kept for the campaign in play (and on disk); blank notes are none; too long is refused and nothing changes', async () => {
    const { service, library } = await toyService();
    const live = (await newWar(service, 2)).campaign.id;
    await service.setNotes(live, 'A plan');
    expect((await library.record(live)).notes).toBe('A plan');
    await newWar(service, 1); // the first is written, so it is on disk when another is in play
    expect((await library.record(live)).notes).toBe('A plan');
    await expect(service.setNotes(live, 'x'.repeat(NOTES_MAX + 1))).rejects.toThrow(`Notes are at most 10,000 characters; these are ${(NOTES_MAX + 1).toLocaleString('en')}.`);
    expect((await library.record(live)).notes).toBe('A plan');
    await service.setNotes(live, '  \n ');
    expect((await library.record(live)).notes).toBeUndefined();
  });

  it('a bookmark keeps its note; a note too long is refused in a sentence and no bookmark is made', async () => {
    const { service, library } = await toyService();
    const live = (await newWar(service, 2)).campaign.id;
    const mark = await service.bookmark('Before Verdun', 'Push on the left.\n');
    expect(mark).toMatchObject({ name: 'Before Verdun', note: 'Push on the left.' });
    expect('note' in (await service.bookmark('Plain'))).toBe(false);
    await expect(service.bookmark('Long', 'x'.repeat(BOOKMARK_NOTE_MAX + 1))).rejects.toThrow('A bookmark’s note is at most 1,000 characters');
    const record = await library.record(live);
    expect(record.bookmarks.map((b) => [b.name, b.note])).toEqual([['Before Verdun', 'Push on the left.'], ['Plain', undefined]]);
    expect(record.format).toBe(NAMES_FORMAT);
  });

  it('a bookmark made without a note gets one later, in play or not; blank removes it; a bookmark not there is said so', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 3)).campaign.id;
    await service.bookmark('Here');
    const noted = await service.setBookmarkNote(war, 0, 'Written later');
    expect(noted.bookmarks[0]).toMatchObject({ name: 'Here', note: 'Written later' });
    expect((await library.record(war)).bookmarks[0]?.note).toBe('Written later');
    await newWar(service, 1);
    await service.setBookmarkNote(war, 0, ' ');
    expect((await library.record(war)).bookmarks[0]).toEqual(expect.not.objectContaining({ note: expect.anything() }));
    await expect(service.setBookmarkNote(war, 1, 'x')).rejects.toThrow('That bookmark is no longer in this campaign.');
    await expect(service.setBookmarkNote(war, 0, 'x'.repeat(BOOKMARK_NOTE_MAX + 1))).rejects.toThrow('A bookmark’s note is at most 1,000 characters');
  });

  it('go out with Export and come back with Import; a copy keeps them; a branch keeps its bookmarks’ notes', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 4, 'Die Marne')).campaign.id;
    await service.bookmark('At the river', 'Wait for the reserves');
    await service.setNotes(war, 'Held the Marne');
    const back = await service.importCampaign({ text: (await service.exportCampaign(war)).text, fileName: 'marne.campaign.json' });
    expect(back.notes).toBe('Held the Marne');
    expect((await library.record(back.id)).bookmarks[0]?.note).toBe('Wait for the reserves');
    const copy = await service.duplicate(war);
    expect(copy.notes).toBe('Held the Marne');
    const branched = await service.playFrom(war, 4);
    if (!branched.ok) throw new Error('no branch');
    const branch = await library.record(branched.update.campaign.id);
    // A what-if starts a notepad of its own; the bookmarks it shares keep their notes.
    expect([branch.notes, branch.bookmarks[0]?.note]).toEqual([undefined, 'Wait for the reserves']);
  });

  it('a record saved before (format 4, no name or family) becomes format 5 with notes, and goes back to 4 when they are cleared', async () => {
    const { service, library, dir } = await toyService();
    const old = library.newRecord({ seed: 4, options: OPTIONS, bookmarks: [] }, toyEngine.newGame({ seed: 4, options: OPTIONS }));
    await library.create(old);
    const format = (): unknown => (JSON.parse(readFileSync(`${dir}/${old.id}.campaign.json`, 'utf8')) as { format: number }).format;
    expect(format()).toBe(4);
    await service.setNotes(old.id, 'Found again');
    expect(format()).toBe(NAMES_FORMAT);
    expect((await library.load(old.id)).ok).toBe(true);
    await service.setNotes(old.id, '');
    expect(format()).toBe(4);
  });

  it('the History screen gets the campaign’s notes and its bookmarks with theirs', async () => {
    const { service } = await toyService();
    const war = (await newWar(service, 3)).campaign.id;
    await service.bookmark('Here', 'A note on this moment');
    await service.setNotes(war, 'The whole war in a line');
    const h = await service.history(war);
    expect(h.notes).toBe('The whole war in a line');
    expect(h.bookmarks.map((b) => [b.name, b.actionCount, b.note])).toEqual([['Here', 3, 'A note on this moment']]);
  });
});

describe('where a branch is made', () => {
  it('the player reads that it meets the same dice as its campaign, by name or as this campaign', () => {
    expect(branchDiceSentence('Die Marne')).toBe('A branch meets the same dice as “Die Marne”: the same moves bring the same rolls (a what-if on the same luck). “Die Marne” stays as it is.');
    expect(branchDiceSentence(null)).toBe('A branch meets the same dice as this campaign: the same moves bring the same rolls (a what-if on the same luck). This campaign stays as it is.');
  });

  it('and it does: a branch that rolls as its campaign rolled from that moment meets the same dice (the toy engine’s seeded stream, kept in its state as the engine keeps its own)', async () => {
    const { service } = await toyService();
    const rolls = async (): Promise<unknown[]> => {
      const dice: unknown[] = [];
      for (let i = 0; i < 3; i++) dice.push(...(await service.act({ type: 'roll' }, await seenNow(service))).events.filter((e) => e.type === 'dice'));
      return dice;
    };
    const war = (await newWar(service, 4)).campaign.id;
    const warDice = await rolls();
    expect(warDice).toHaveLength(3);
    const branched = await service.playFrom(war, 4);
    if (!branched.ok) throw new Error('no branch');
    expect(await rolls()).toEqual(warDice);
  });
});
