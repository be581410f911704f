// §7 Berliner Tageblatt phase: one die plus the turn number picks a row of the table (§7.1); its Special ■
// Event first (§7.1.1), then its General events one by one in the row's printed order (§7.1.2), so an event
// that needs more steps (US entry's U-Boat choice, US Assistance deployments) finishes before the next.
import { AGAIN, defineSteps } from '../core/flow.js';
import { emit } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll } from './roll-needs.js';
import { applySpecialEvent } from './special-events.js';
import { applyGeneralEvent } from './general-events.js';
import { tageblattRow } from '../../data/tageblatt.js';

/** The phase starts with no data; the roll writes both. */
interface TageblattData {
  /** Die + turn (§7.1). */
  result?: number;
  /** Index of the next General event of the row. */
  next?: number;
}

export const pushTageblattPhase = defineSteps<TageblattData>('phase:tageblatt', [
  [
    '§7.1 die + turn picks the row; §7.1.1 its Special ■ Event',
    (st, f) => {
      st.f.entriesThisTurn = []; // §8: the Alliances phase reports this turn's entries only
      const needs = asksRoll(st) ? `the die plus the turn (${st.turn}) picks the row of the Tageblatt table, ${st.turn + 1} to ${st.turn + 6}` : undefined;
      const die = rollDie(st, '§7.1', 'Berliner Tageblatt', needs);
      const result = die + st.turn; // §7.1
      st.f.lastTageblatt = result;
      f.d = { result, next: 0 };
      const row = tageblattRow(result);
      emit(st, { type: 'tageblatt', rule: '§7.1', die, turn: st.turn, result, rowMin: row.min, rowMax: row.max });
      if (row.special !== null) applySpecialEvent(st, row.special);
    },
  ],
  [
    '§7.1.2 the row\'s General events, one at a time in printed order',
    (st, f) => {
      const { result = 0, next = 0 } = f.d;
      const general = tageblattRow(result).general;
      if (next < general.length) {
        f.d.next = next + 1;
        applyGeneralEvent(st, general[next]);
        return AGAIN;
      }
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const TAGEBLATT_FRAMES = [pushTageblattPhase] as const;
