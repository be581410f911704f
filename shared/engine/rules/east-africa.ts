// §12.2 / §9.6 ③: a new Askari in German East Africa pulls one Indian army after it.
// OWNER: the §12 engineer. Stub until implemented.
import type { GameState } from '../core/state.js';
import { emit } from '../core/events.js';

/** Moves one Indian army from India (else Mesopotamia) to German East Africa. */
export function indianPursuesAskari(st: GameState, rule: string): void {
  emit(st, { type: 'not-implemented', rule, text: 'Indian pursuit of the Askari: not implemented yet' });
}
