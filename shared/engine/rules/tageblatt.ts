// §7 Berliner Tageblatt phase: one die plus the turn number picks a row of the table (§7.1); its Special ■
// Event first (§7.1.1), then its General events one by one in the row's printed order (§7.1.2), so an event
// that needs more steps (US entry's U-Boat choice, US Assistance deployments) finishes before the next.
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { applySpecialEvent } from './special-events.js';
import { applyGeneralEvent } from './general-events.js';
import { tageblattRow } from '../../data/tageblatt.js';

interface TageblattData {
  /** Die + turn (§7.1). */
  result: number;
  /** Index of the next General event of the row. */
  next: number;
}

defineProc<TageblattData>('phase:tageblatt', (st, f) => {
  if (f.s === 0) {
    f.s = 1;
    st.f.entriesThisTurn = []; // §8: the Alliances phase reports this turn's entries only
    const die = rollDie(st, '§7.1', 'Berliner Tageblatt');
    const result = die + st.turn; // §7.1
    st.f.lastTageblatt = result;
    f.d = { result, next: 0 };
    const row = tageblattRow(result);
    emit(st, { type: 'tageblatt', rule: '§7.1', die, turn: st.turn, result, rowMin: row.min, rowMax: row.max });
    if (row.special !== null) applySpecialEvent(st, row.special);
    return;
  }
  const general = tageblattRow(f.d.result).general;
  if (f.d.next < general.length) {
    applyGeneralEvent(st, general[f.d.next++]);
    return;
  }
  pop(st);
});
