// Issue 14, historical notes: every event, special event and named tile has a note of our own, derived from the
// data tables (so a new event or named tile without a note fails here).
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

  it('names a person or a place: every note holds a capitalised name past its first word', () => {
    for (const [label, note] of allNotes) {
      const inner = (note ?? '').split(/\s+/).slice(1).filter((w) => /^[A-ZÀ-Ž][a-zà-ž]/.test(w));
      expect(inner.length, label).toBeGreaterThanOrEqual(2);
    }
  });
});
