// Issue 14: a log line that names an event carries that event's historical note (renderer/ui/log-history.ts),
// found from the line's reference to the engine event it was written from (shared/engine/core/log-refs.ts).
import { describe, expect, it } from 'vitest';
import { HISTORICAL_NOTE, logLineHistory } from '../../renderer/ui/log-history.js';
import { historyLine } from '../../renderer/ui/tooltip-text.js';
import { logRefOf, type GameEvent } from '../../shared/engine/index.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { GENERAL_EVENT_NAMES } from '../../shared/data/names.js';
import type { GeneralEventId } from '../../shared/data/ids.js';
import { CALENDAR_EVENT_NOTES, GENERAL_EVENT_NOTES, SPECIAL_EVENT_NOTES } from '../../shared/data/history-notes.js';
import { board, runPhase } from '../engine/helpers.js';
import { onTurn } from '../engine/positions.js';
import { CALENDAR } from '../../shared/data/calendar.js';

const notesOf = (events: readonly GameEvent[]): (string | undefined)[] => events.map((e, i) => logLineHistory(logRefOf(e, i)));

describe('history behind the log lines (issue 14)', () => {
  it('every special and general event line leads to its own note, by the event, not the words', () => {
    for (const e of SPECIAL_EVENTS) {
      expect(logLineHistory(logRefOf({ type: 'special-event', rule: '§7.1.1', event: e.id }, 0)), e.id).toBe(SPECIAL_EVENT_NOTES[e.id]);
    }
    for (const id of Object.keys(GENERAL_EVENT_NAMES) as GeneralEventId[]) {
      expect(logLineHistory(logRefOf({ type: 'general-event', rule: '§7.1.2', event: id }, 3)), id).toBe(GENERAL_EVENT_NOTES[id]);
    }
  });

  it('a reference says the event type and its place among its action\'s events', () => {
    expect(logRefOf({ type: 'special-event', rule: '§7.1.1', event: 'foch' }, 4)).toEqual({ type: 'special-event', index: 4, subject: { kind: 'special-event', id: 'foch' } });
    expect(logRefOf({ type: 'dice', rule: '§7.1', dice: [5], why: 'Tageblatt', forced: false }, 0)).toEqual({ type: 'dice', index: 0, subject: null });
  });

  it('a real Tageblatt roll (Turn 6, die 5 = 11): Mackensen and the entries each carry their note, the dice none', () => {
    const events = runPhase(board({ turn: 6 }), 'tageblatt', [5]);
    const notes = notesOf(events);
    expect(notes).toContain(SPECIAL_EVENT_NOTES.mackensen);
    expect(notes).toContain(GENERAL_EVENT_NOTES['turkish-entry']);
    expect(notes).toContain(GENERAL_EVENT_NOTES['bulgarian-entry']);
    expect(notes[events.findIndex((e) => e.type === 'dice')]).toBeUndefined();
  });

  it('the Calendar events of Turns 2, 3 and 4 (Marne, Trenches, Zeppelins) carry their notes at the start of the turn', () => {
    const expected = { 2: 'miracle-of-the-marne', 3: 'trenches', 4: 'zeppelins' } as const;
    for (const [turn, id] of Object.entries(expected)) {
      expect(notesOf(runPhase(board({ turn: Number(turn) }), 'turn-start', [1, 1, 1, 1])), `turn ${turn}`).toContain(CALENDAR_EVENT_NOTES[id]);
    }
  });

  it('§5.3.1 Gallipoli?: the landing carries its note, not each step of the MEF toward Constantinople', () => {
    const gallipoliTurn = CALENDAR.find((t) => t.events.includes('gallipoli'))?.turn ?? 0; // Turn 5, MA 1915
    const events = runPhase(onTurn(gallipoliTurn, null, { tiles: { 'neutral-ottoman': 'discarded' } }), 'turn-start', [1, 1, 1, 1, 1, 1]);
    const landing = events.findIndex((e) => e.type === 'note' && e.about === 'gallipoli');
    expect(landing, 'the landing is announced').toBeGreaterThanOrEqual(0);
    const notes = notesOf(events);
    expect(notes[landing]).toBe(CALENDAR_EVENT_NOTES.gallipoli);
    expect(notes.filter((n) => n === CALENDAR_EVENT_NOTES.gallipoli)).toHaveLength(1);
    expect(logLineHistory(logRefOf({ type: 'note', rule: '§5.3.1', text: 'The MEF reaches Constantinople: Turkey surrenders' }, 0))).toBeUndefined();
    expect(logLineHistory(logRefOf({ type: 'note', rule: '§5.3.1.2', text: 'Gallipoli evacuation: the MEF leaves the game', about: 'gallipoli' }, 0))).toBe(CALENDAR_EVENT_NOTES.gallipoli);
  });

  it('lines that name no event, or carry no reference, have no history', () => {
    expect(logLineHistory(logRefOf({ type: 'attack', rule: '§10.1', kind: 'ordinary', target: 'fr-5', paid: [], roll: 3, drm: 0, strength: 2, success: true }, 0))).toBeUndefined();
    expect(logLineHistory(logRefOf({ type: 'phase', rule: '§7', turn: 3, phase: 'tageblatt', name: 'Berliner Tageblatt' }, 0))).toBeUndefined();
    expect(logLineHistory(null)).toBeUndefined();
  });
});

describe('the historical notes are named apart from the History screen (issue 32)', () => {
  it('a note is a "Historical note", in the log\'s fold and the hover texts alike', () => {
    expect(HISTORICAL_NOTE).toBe('Historical note');
    expect(historyLine('A note.')).toBe('Historical note: A note.');
  });
});
