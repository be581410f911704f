// What a roll decided, in words (issue 32): the sentence of the roll (its dice and what they were for) and the
// sentence of the event that follows from it under the same rule (an attack's result, a check's verdict, the
// Cruiser that sails), both from the log's own entries (one per event), never guessed from the dice.
import type { GameEvent, LogEntry } from '../../shared/engine/index.js';
import { entrySentence } from '../screens/entente-turn.js';

/** Events that are not the outcome of the roll before them (another roll, a new phase). */
const NOT_AN_OUTCOME: ReadonlySet<GameEvent['type']> = new Set(['dice', 'phase']);

/**
 * For each roll of a batch (its event's index), what the roll was and what it decided: "Attack on the Russian 5th
 * Army: rolled 3 (§10.1). Attack on the Russian 5th Army (strength 3, …): die 3 — failed (§10.1)." Empty when the
 * log does not match the events one to one (an update without its lines).
 */
export function diceWords(events: readonly GameEvent[], log: readonly LogEntry[]): Map<number, string> {
  const out = new Map<number, string>();
  if (log.length !== events.length) return out;
  events.forEach((e, i) => {
    if (e.type !== 'dice') return;
    const roll = entrySentence(log[i]);
    const next = events[i + 1] as GameEvent | undefined;
    const outcome = next !== undefined && next.rule === e.rule && !NOT_AN_OUTCOME.has(next.type) ? entrySentence(log[i + 1]) : '';
    out.set(i, outcome === '' ? roll : `${roll} ${outcome}`);
  });
  return out;
}
