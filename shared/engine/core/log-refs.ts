// What a log line is about, taken from its event (issue 14): the event's type and its place in its action's
// events, and for a line that names an event of history — a Special or General Event, a Calendar event — which
// one. The renderer finds the line's historical note from this, never from the sentence's words.
import type { GameEvent } from './events.js';
import type { CalendarEventId } from '../../data/calendar.js';
import type { GeneralEventId, SpecialEventId } from '../../data/ids.js';

export type LogSubject =
  | { readonly kind: 'special-event'; readonly id: SpecialEventId }
  | { readonly kind: 'general-event'; readonly id: GeneralEventId }
  | { readonly kind: 'calendar-event'; readonly id: CalendarEventId };

export interface LogRef {
  readonly type: GameEvent['type'];
  /** The event's place among the events of its action (0: the first). */
  readonly index: number;
  readonly subject: LogSubject | null;
}

/** The Calendar events by the rule their events cite (§5.3.2–§5.3.5; the Marne is settled under §14.3). */
const CALENDAR_BY_RULE: Readonly<Record<string, CalendarEventId>> = {
  '§5.3.2': 'convoy-success',
  '§5.3.3': 'miracle-of-the-marne',
  '§14.3': 'miracle-of-the-marne',
  '§5.3.4': 'trenches',
  '§5.3.5': 'zeppelins',
};

function subjectOf(e: GameEvent): LogSubject | null {
  if (e.type === 'special-event') return { kind: 'special-event', id: e.event };
  if (e.type === 'general-event') return { kind: 'general-event', id: e.event };
  // Gallipoli? (§5.3.1): only the announcements that name it (the landing, the evacuation), not each MEF step.
  if (e.type === 'note' && e.about !== undefined) return { kind: 'calendar-event', id: e.about };
  if (e.type === 'skipped' && e.skip === 'gallipoli-turkey-not-at-war') return { kind: 'calendar-event', id: 'gallipoli' };
  const calendar = CALENDAR_BY_RULE[e.rule];
  return calendar === undefined ? null : { kind: 'calendar-event', id: calendar };
}

/** The reference a log line carries for the event it was written from. */
export function logRefOf(e: GameEvent, index: number): LogRef {
  return { type: e.type, index, subject: subjectOf(e) };
}
