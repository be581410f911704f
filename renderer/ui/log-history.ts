// The historical note behind a log line that names an event (issue 14): the log crosses from the engine as
// sentences, so the event is read back from the printed name or the Calendar rule the line carries.
import type { CalendarEventId } from '../../shared/data/calendar.js';
import { GENERAL_EVENT_NAMES } from '../../shared/data/names.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { CALENDAR_EVENT_NOTES, GENERAL_EVENT_NOTES, SPECIAL_EVENT_NOTES } from '../../shared/data/history-notes.js';

const SPECIAL_BY_NAME = new Map(SPECIAL_EVENTS.map((e) => [e.name, SPECIAL_EVENT_NOTES[e.id]]));
const GENERAL_BY_NAME = new Map(
  (Object.keys(GENERAL_EVENT_NAMES) as (keyof typeof GENERAL_EVENT_NAMES)[]).map((id) => [GENERAL_EVENT_NAMES[id], GENERAL_EVENT_NOTES[id]]),
);

/** The Calendar events by the rule of their lines (§5.3.2–§5.3.5; the Marne is settled under §14.3). */
const CALENDAR_BY_RULE: Readonly<Record<string, CalendarEventId>> = {
  '§5.3.2': 'convoy-success',
  '§5.3.3': 'miracle-of-the-marne',
  '§14.3': 'miracle-of-the-marne',
  '§5.3.4': 'trenches',
  '§5.3.5': 'zeppelins',
};

/** The historical note for a log line ("[§7.1.1] Special Event: Foch"), or undefined when it names no event. */
export function logLineHistory(line: string): string | undefined {
  const m = /^\[([^\]]+)\]\s*(.*)$/s.exec(line);
  const rule = m?.[1] ?? '';
  const text = m?.[2] ?? line;
  const special = /^Special Event: (.+)$/.exec(text);
  if (special) return SPECIAL_BY_NAME.get(special[1]);
  const general = /^General Event: (.+)$/.exec(text);
  if (general) return GENERAL_BY_NAME.get(general[1]);
  // Gallipoli?: only the lines that name it (the landing, the notice, the evacuation), not each MEF step.
  if (rule.startsWith('§5.3.1') && /^Gallipoli/.test(text)) return CALENDAR_EVENT_NOTES.gallipoli;
  const calendar = CALENDAR_BY_RULE[rule];
  return calendar === undefined ? undefined : CALENDAR_EVENT_NOTES[calendar];
}
