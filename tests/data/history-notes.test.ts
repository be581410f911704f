// Issue 14, historical notes: every event, special event and named tile has a note of our own, derived from the
// data tables (so a new event or named tile without a note fails here): at least 40 words, a date, names of
// people or places, no two alike, and the sources of the facts listed in the docs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { ARMIES, CALENDAR, TILES } from '../../shared/data/index.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { TAGEBLATT } from '../../shared/data/tageblatt.js';
import { GENERAL_EVENT_NAMES } from '../../shared/data/names.js';
import {
  CALENDAR_EVENT_NOTES,
  GENERAL_EVENT_NOTES,
  SPECIAL_EVENT_NOTES,
  TILE_NOTES,
  UNNAMED_TILE_KINDS,
  namedTileIds,
} from '../../shared/data/history-notes.js';

const specialIds = SPECIAL_EVENTS.map((e) => e.id);
const generalIds = [...new Set([...TAGEBLATT.flatMap((r) => r.general), ...Object.keys(GENERAL_EVENT_NAMES)])];
const calendarIds = [...new Set(CALENDAR.flatMap((t) => t.events))];
const named = namedTileIds();

const allNotes: readonly (readonly [string, string | undefined])[] = [
  ...specialIds.map((id) => [`special ${id}`, SPECIAL_EVENT_NOTES[id]] as const),
  ...generalIds.map((id) => [`general ${id}`, (GENERAL_EVENT_NOTES as Record<string, string>)[id]] as const),
  ...calendarIds.map((id) => [`calendar ${id}`, CALENDAR_EVENT_NOTES[id]] as const),
  ...named.map((id) => [`tile ${id}`, TILE_NOTES[id]] as const),
];

const MONTH_OR_SEASON = 'January|February|March|April|May|June|July|August|September|October|November|December|spring|summer|autumn|winter';
const DATE = new RegExp(`\\b(?:\\d{1,2} )?(?:${MONTH_OR_SEASON})(?: of)? (?:18|19)\\d\\d\\b`);

/** Capitalised words inside a sentence (not its first word), less months and nationality words (-an, -ish, -ese, -ch, -ic). */
function properNames(text: string): string[] {
  const tokens = text.split(/\s+/);
  const names: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (/[.!?:;]["')]?$/.test(tokens[i - 1])) continue; // a sentence starts here
    const w = tokens[i].replace(/^[("']+|[.,;:!?)"'’]+$/g, '').replace(/'s$/, '');
    if (/^[A-ZÀ-Ž][a-zà-ž]/.test(w) && !new RegExp(`^(${MONTH_OR_SEASON})$`, 'i').test(w) && !/(an|ans|ish|ese|ch|ic)$/.test(w)) names.push(w);
  }
  return names;
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-zÀ-ž0-9]/.test(w)).length;
}

describe('historical notes (issue 14)', () => {
  it('covers the 14 special events, the 12 general events and the 5 Calendar events of the data tables', () => {
    expect(specialIds).toHaveLength(14);
    expect(generalIds).toHaveLength(12);
    expect(calendarIds).toHaveLength(5);
  });

  it('finds the named tiles from the data: leaders, named armies and one-of-a-kind tiles, not numbered armies', () => {
    expect(named).toEqual(expect.arrayContaining(['red-baron', 'gb-lawrence', 'kemal', 'high-seas-fleet', 'gb-bef', 'dunsterforce', 'gb-xx-corps']));
    for (const numbered of ['fr-5', 'rus-10', 'usa-iv', 'cruiser-1', 'city-berlin', 'turn-chit-3']) {
      expect(named).not.toContain(numbered);
    }
    // Every tile is either named or of an unnamed kind or a numbered army: nothing falls between.
    const armyIds = new Set(ARMIES.map((a) => a.id));
    for (const t of TILES) {
      if (!named.includes(t.id)) expect(armyIds.has(t.id) || UNNAMED_TILE_KINDS.includes(t.kind), t.id).toBe(true);
    }
  });

  it.each(allNotes)('%s has a note of at least 40 words with a year', (_label, note) => {
    expect(note).toBeTypeOf('string');
    expect(words(note ?? '')).toBeGreaterThanOrEqual(40);
    expect(note).toMatch(/\b(18|19)\d\d\b/);
  });

  it('no two notes are alike, and no note is kept for something the data does not have', () => {
    const texts = allNotes.map(([, n]) => n);
    expect(new Set(texts).size).toBe(texts.length);
    // No two notes open the same way either (a copied paragraph with a word changed would slip past equality).
    const openings = texts.map((n) => (n ?? '').split(/\s+/).slice(0, 6).join(' '));
    expect(new Set(openings).size).toBe(openings.length);
    expect(Object.keys(TILE_NOTES).sort()).toEqual([...named].sort());
    expect(Object.keys(GENERAL_EVENT_NOTES).sort()).toEqual([...generalIds].sort());
  });

  it('names a date: a day or a month or a season with its year ("22 April 1915", "May 1915", "the spring of 1918")', () => {
    for (const [label, note] of allNotes) expect(note, label).toMatch(DATE);
  });

  it('names people or places: capitalised words inside a sentence, not a month or a nationality ("German")', () => {
    for (const [label, note] of allNotes) expect(properNames(note ?? '').length, `${label}: ${properNames(note ?? '').join(', ')}`).toBeGreaterThanOrEqual(2);
    // The check itself: sentence openings, months and nationalities do not count; a name does.
    expect(properNames('The war began. In August 1914 German and French armies met.')).toEqual([]);
    expect(properNames('The war began near Liège, where Ludendorff took a fort.')).toEqual(['Liège', 'Ludendorff']);
  });

  it('no two notes share a run of six words (a paragraph copied with a few words changed)', () => {
    const seen = new Map<string, string>();
    for (const [label, note] of allNotes) {
      const w = (note ?? '').toLowerCase().replace(/[^a-z0-9à-ž ]/g, '').split(/\s+/);
      for (let i = 0; i + 6 <= w.length; i++) {
        const run = w.slice(i, i + 6).join(' ');
        const other = seen.get(run);
        expect(other === undefined || other === label, `"${run}" in ${other} and ${label}`).toBe(true);
        seen.set(run, label);
      }
    }
  });

  it('lists the sources of the facts in docs/history-notes.md', () => {
    const doc = readFileSync(join(__dirname, '../../docs/history-notes.md'), 'utf8');
    const sources = doc.split('## Sources of the facts')[1] ?? '';
    const works = sources.split('\n').filter((l) => /^- .*\*.+\*.*\((1[89]|20)\d\d\)/.test(l)); // "- Author, *Title* (year)"
    expect(works.length).toBeGreaterThanOrEqual(10);
  });
});
