// Issue 14: a log line that names an event carries that event's historical note (renderer/ui/log-history.ts),
// read back from the engine's own sentences.
import { describe, expect, it } from 'vitest';
import { logLineHistory } from '../../renderer/ui/log-history.js';
import { describeEvent } from '../../shared/engine/core/log.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { GENERAL_EVENT_NAMES } from '../../shared/data/names.js';
import type { GeneralEventId } from '../../shared/data/ids.js';
import { CALENDAR_EVENT_NOTES, GENERAL_EVENT_NOTES, SPECIAL_EVENT_NOTES } from '../../shared/data/history-notes.js';
import { board, runPhase } from '../engine/helpers.js';

describe('history behind the log lines (issue 14)', () => {
  it('every special and general event line of the engine leads to its own note', () => {
    for (const e of SPECIAL_EVENTS) {
      expect(logLineHistory(describeEvent({ type: 'special-event', rule: '§7.1.1', event: e.id })), e.id).toBe(SPECIAL_EVENT_NOTES[e.id]);
    }
    for (const id of Object.keys(GENERAL_EVENT_NAMES) as GeneralEventId[]) {
      expect(logLineHistory(describeEvent({ type: 'general-event', rule: '§7.1.2', event: id })), id).toBe(GENERAL_EVENT_NOTES[id]);
    }
  });

  it('a real Tageblatt roll (Turn 6, die 5 = 11): Mackensen and the entries each carry their note', () => {
    const lines = runPhase(board({ turn: 6 }), 'tageblatt', [5]).map(describeEvent);
    const notes = lines.map(logLineHistory).filter((n) => n !== undefined);
    expect(notes).toContain(SPECIAL_EVENT_NOTES.mackensen);
    expect(notes).toContain(GENERAL_EVENT_NOTES['turkish-entry']);
    expect(notes).toContain(GENERAL_EVENT_NOTES['bulgarian-entry']);
    // The dice line itself names no event.
    expect(logLineHistory(lines.find((l) => l.includes('Berliner Tageblatt')) ?? '')).toBeUndefined();
  });

  it('the Calendar events of Turns 2, 3 and 4 (Marne, Trenches, Zeppelins) carry their notes at the start of the turn', () => {
    const expected = { 2: 'miracle-of-the-marne', 3: 'trenches', 4: 'zeppelins' } as const;
    for (const [turn, id] of Object.entries(expected)) {
      const lines = runPhase(board({ turn: Number(turn) }), 'turn-start', [1, 1, 1, 1]).map(describeEvent);
      expect(lines.map(logLineHistory), `turn ${turn}`).toContain(CALENDAR_EVENT_NOTES[id]);
    }
  });

  it('Gallipoli?: the lines that name it carry its note, not every step of the MEF', () => {
    expect(logLineHistory('[§5.3.1] Gallipoli?: the Entente land at Gallipoli')).toBe(CALENDAR_EVENT_NOTES.gallipoli);
    expect(logLineHistory('[§5.3.1.2] Gallipoli evacuation: the MEF leaves the game')).toBe(CALENDAR_EVENT_NOTES.gallipoli);
    expect(logLineHistory('[§5.3.1] The MEF reaches Constantinople: Turkey surrenders')).toBeUndefined();
  });

  it('lines that name no event have no history', () => {
    expect(logLineHistory('[§10.1] Attack on French 5th Army (strength 2): die 3 — success')).toBeUndefined();
    expect(logLineHistory('Turn 3: Tageblatt phase')).toBeUndefined();
    expect(logLineHistory('[§7.1.1] Special Event: Nobody')).toBeUndefined();
  });
});
