// The location vocabulary (shared/data/locations.ts): every id of the game parses and builds back to
// itself, the setup uses only those, and the helpers read and make the ids saves and goldens hold.
import { describe, it, expect } from 'vitest';
import {
  HUNDRED_DAYS_BOX, LOCATIONS, OMNIBUS_EXPLOSION, airTrackBox, airTrackValue, buildLocation, calendarBox, countryOfBox,
  countryOfReserves, isCalendar, isLocation, isOmnibus, isReserves, isSea, omnibusBox, omnibusValue, parseCalendar,
  parseLocation, reservesOf, seaAreaOf, seaBox, specialEventBox, specialEventOf, theaterReserves, trackBox,
} from '../../shared/data/locations.js';
import { SETUP } from '../../shared/data/setup.js';
import { COUNTRIES, SEA_AREAS, THEATERS } from '../../shared/data/board.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';

describe('locations', () => {
  it('lists 104 distinct ids: 6 Countries and their Reserves, 3 theatres and theirs, 18 boxes, the tracks, seas and display', () => {
    expect(new Set(LOCATIONS).size).toBe(LOCATIONS.length);
    expect(LOCATIONS).toHaveLength(12 + 6 + 14 + 4 + 14 + 5 + 28 + 7 + 14);
  });

  it('every location parses, and builds back to itself', () => {
    for (const loc of LOCATIONS) {
      const p = parseLocation(loc);
      expect(p, loc).not.toBeNull();
      expect(isLocation(loc)).toBe(true);
      if (p !== null) expect(buildLocation(p)).toBe(loc);
    }
  });

  it('every location of the setup is one of them', () => {
    for (const [tile, loc] of Object.entries(SETUP)) expect(isLocation(loc), `${tile} in ${loc}`).toBe(true);
  });

  it('refuses what is not a location of the game', () => {
    for (const s of ['calendar:0', 'calendar:28', 'calendar:1.5', 'omnibus:13', 'omnibus:-1', 'air:5', 'sea:5', 'sea:', 'special-events:kaiser', 'Germany', 'russia', 'russia-reserves', 'armenia-reserves', '']) {
      expect(isLocation(s), s).toBe(false);
      expect(parseLocation(s), s).toBeNull();
    }
    expect(isLocation(7)).toBe(false);
  });

  it('the Calendar: calendarBox and parseCalendar round-trip turns 1…27; the Hundred Days box apart', () => {
    for (let t = 1; t <= 27; t++) {
      expect(calendarBox(t)).toBe(`calendar:${t}`);
      expect(parseCalendar(calendarBox(t))).toBe(t);
      expect(trackBox('calendar', t)).toBe(calendarBox(t));
    }
    expect(HUNDRED_DAYS_BOX).toBe('calendar:hundred-days');
    expect(parseCalendar(HUNDRED_DAYS_BOX)).toBe('hundred-days');
    expect(isCalendar(HUNDRED_DAYS_BOX)).toBe(true);
    expect(parseCalendar('germany')).toBeNull();
    expect(() => calendarBox(0)).toThrow(RangeError);
    expect(() => calendarBox(28)).toThrow(RangeError);
  });

  it('the Omnibus and Air tracks: box n ↔ value n; the Explosion box counts as 13', () => {
    for (let n = 0; n <= 12; n++) {
      expect(omnibusBox(n)).toBe(`omnibus:${n}`);
      expect(omnibusValue(omnibusBox(n))).toBe(n);
      expect(trackBox('omnibus', n)).toBe(omnibusBox(n));
    }
    expect(OMNIBUS_EXPLOSION).toBe('omnibus:explosion');
    expect(omnibusValue(OMNIBUS_EXPLOSION)).toBe(13);
    expect(isOmnibus(OMNIBUS_EXPLOSION)).toBe(true);
    expect(omnibusValue('air:3')).toBeNull();
    // Read off the id's digits: every other location, and look-alikes, are no Omnibus box.
    for (const loc of LOCATIONS) if (!loc.startsWith('omnibus:')) expect(omnibusValue(loc)).toBeNull();
    for (const fake of ['omnibus:13', 'omnibus:-1', 'omnibus:x', 'omnibusx05', 'omnibus:05', 'omnibus:1 ', '']) expect(omnibusValue(fake)).toBeNull();
    expect(() => omnibusBox(13)).toThrow(RangeError);
    for (let n = 0; n <= 4; n++) {
      expect(airTrackBox(n)).toBe(`air:${n}`);
      expect(airTrackValue(airTrackBox(n))).toBe(n);
      expect(trackBox('air', n)).toBe(airTrackBox(n));
    }
    expect(airTrackValue('omnibus:3')).toBeNull();
    expect(() => airTrackBox(5)).toThrow(RangeError);
  });

  it('Reserves: reservesOf a Country or a theatre, and back', () => {
    for (const c of COUNTRIES) {
      expect(reservesOf(c.id)).toBe(`${c.id}-reserves`);
      expect(reservesOf(c.id)).toBe(c.reserves);
      expect(isReserves(c.reserves)).toBe(true);
      expect(countryOfReserves(c.reserves)).toBe(c.id);
      expect(countryOfBox(c.id)).toBe(c.id);
      expect(countryOfBox(c.reserves)).toBe(c.id);
      expect(isReserves(c.id)).toBe(false);
    }
    for (const t of THEATERS) {
      expect(reservesOf(t.id)).toBe(t.reserves);
      expect(theaterReserves(t.id)).toBe(t.reserves);
      expect(isReserves(t.reserves)).toBe(false); // a theatre's box, not a Country's Reserves
    }
    expect(reservesOf('armenia')).toBe('yerevan');
    expect(reservesOf('germany')).toBeNull();
    expect(reservesOf('france-reserves')).toBeNull();
    expect(countryOfBox('roumania')).toBeNull();
    expect(countryOfReserves('yerevan')).toBeNull();
  });

  it('seas and the Special Events display', () => {
    for (const a of SEA_AREAS) {
      expect(seaBox(a.id)).toBe(`sea:${a.id}`);
      expect(seaAreaOf(seaBox(a.id))).toBe(a.id);
      expect(isSea(seaBox(a.id))).toBe(true);
    }
    expect(isSea('british-cruisers-box')).toBe(false);
    expect(seaAreaOf('neutral-ports')).toBeNull();
    for (const e of SPECIAL_EVENTS) {
      expect(specialEventBox(e.id)).toBe(`special-events:${e.id}`);
      expect(specialEventOf(specialEventBox(e.id))).toBe(e.id);
    }
    expect(specialEventOf('counter-tray')).toBeNull();
  });
});
