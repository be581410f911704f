// §15.1 Entente surrenders and §12.7 Turkish surrender: what changes on the board.
// OWNER: the §10/§15 engineer. Stub until implemented.
import type { GameState } from '../core/state.js';
import { emit } from '../core/events.js';

/** §12.7: the Ottoman Empire surrenders (Gallipoli §5.3.1 or a fifth army R33). */
export function surrenderTurkey(st: GameState, rule: string): void {
  emit(st, { type: 'not-implemented', rule, text: 'Turkish surrender: not implemented yet' });
}
