// One log entry per event (issue 29): its sentence, its rule and what it is about, as separate fields, so
// nothing that shows the log (the renderer's panel, its Entente turn tab, the announcements, kk) reads a
// rule back out of a sentence. Written from the event, with the same words describeEvent puts after the rule.
import type { GameEvent } from './events.js';
import { eventSentence } from './log.js';
import { logRefOf, type LogRef } from './log-refs.js';

export interface LogEntry extends LogRef {
  /** The sentence the player reads, without the rule ("Reichsmark coin: 0 → 1"). */
  readonly text: string;
  /** The rule the event was played under (§9.1.6, R26), shown beside the sentence. */
  readonly rule: GameEvent['rule'];
}

/** The entry of event `e`, the `index`-th of its action's events (its LogRef's place). */
export function logEntryOf(e: GameEvent, index: number): LogEntry {
  return { text: eventSentence(e), rule: e.rule, ...logRefOf(e, index) };
}

/** One entry per event, in order: an action's log. */
export function logEntriesOf(events: readonly GameEvent[]): LogEntry[] {
  return events.map(logEntryOf);
}

/** An entry as one line of plain text, the rule first in brackets ("[§9.1.6] Reichsmark coin: 0 → 1"), as kk
 *  prints it and describeEvent writes it. */
export function logLineText(entry: Pick<LogEntry, 'rule' | 'text'>): string {
  return `[${entry.rule}] ${entry.text}`;
}
