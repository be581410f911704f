// The historical note behind a log line that names an event (issue 14), found from the line's reference to the
// engine event it was written from (shared/engine/core/log-refs.ts), never from its words.
import type { LogRef } from '../../shared/engine/index.js';
import { CALENDAR_EVENT_NOTES, GENERAL_EVENT_NOTES, SPECIAL_EVENT_NOTES } from '../../shared/data/history-notes.js';

/** What the player reads over a historical note (a log line's fold, a hover text's last paragraph): named apart
 *  from the History screen, where a campaign is gone through again (issue 32). */
export const HISTORICAL_NOTE = 'Historical note';

/** The historical note of the event a log line names, or undefined when it names none (or has no reference). */
export function logLineHistory(ref: LogRef | null | undefined): string | undefined {
  const s = ref?.subject;
  if (!s) return undefined;
  switch (s.kind) {
    case 'special-event':
      return SPECIAL_EVENT_NOTES[s.id];
    case 'general-event':
      return GENERAL_EVENT_NOTES[s.id];
    case 'calendar-event':
      return CALENDAR_EVENT_NOTES[s.id];
  }
}
