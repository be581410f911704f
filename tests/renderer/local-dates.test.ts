// Issue 31: dates and numbers in the player's locale — the Campaigns screen's dates, the notes' room and kk's
// tables follow the locale they are read in (two locales here, in one time zone so the test reads the same
// anywhere), and the packaged app ships every locale, so the system's is there to follow.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { instantOf, localDateTime, localNumber } from '../../shared/local-dates.js';
import { datesInWords, keptUntil } from '../../renderer/screens/plain-words.js';

const GB = { locale: 'en-GB', timeZone: 'Europe/London' } as const;
const DE = { locale: 'de-DE', timeZone: 'Europe/Berlin' } as const;

describe('dates and numbers in the player’s locale', () => {
  it('a stored date reads as each locale writes it, in its time zone; none is empty', () => {
    expect(localDateTime('2026-11-28T09:30:00.000Z', GB)).toBe('28 Nov 2026, 09:30');
    expect(localDateTime('2026-11-28T09:30:00.000Z', DE)).toBe('28.11.2026, 10:30');
    expect(localDateTime('2026-11-28T09:30:00.000Z', { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Nov 28, 2026, 4:30 AM');
    expect(localDateTime(null, GB)).toBe('');
    expect(localDateTime('not a date', DE)).toBe('');
  });

  it('a stored instant is read from its text as Date reads it', () => {
    for (const iso of ['1970-01-01T00:00:00.000Z', '2026-11-28T09:30:00.250Z', '2000-02-29T23:59:59.999Z', '1914-08-04T12:00:00Z', '2100-03-01T00:00Z']) {
      expect(instantOf(iso)).toBe(Date.parse(iso));
    }
    expect(instantOf('2026-13-01T00:00:00.000Z')).toBeNull();
    expect(instantOf('2026-11-28 09:30')).toBeNull();
  });

  it('the Campaigns screen’s dates follow the locale', () => {
    const s = { started: '2026-11-20T10:00:00.000Z', lastPlayed: '2026-11-21T18:05:00.000Z' };
    expect(datesInWords(s, GB)).toBe('Started 20 Nov 2026, 10:00 · last played 21 Nov 2026, 18:05');
    expect(datesInWords(s, DE)).toBe('Started 20.11.2026, 11:00 · last played 21.11.2026, 19:05');
    expect(keptUntil('2026-11-01T00:00:00.000Z', 30, DE)).toBe('01.12.2026, 01:00');
  });

  it('numbers follow the locale', () => {
    expect(localNumber(10_000, GB)).toBe('10,000');
    expect(localNumber(10_000, DE)).toBe('10.000');
  });

  it('the packaged app ships every locale (no electronLanguages list of one)', () => {
    const yml = readFileSync(join(import.meta.dirname, '../../electron-builder.yml'), 'utf8');
    expect(yml).not.toMatch(/^electronLanguages:/m);
  });
});
