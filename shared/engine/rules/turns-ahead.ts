// "Count N turns ahead and place the tile on the Calendar" (§9.1.5, §9.6.1): past the last turn the tile
// never returns and leaves the game (R5).
import { calendarBox } from '../../data/locations.js';
import type { GameState } from '../core/state.js';
import { discardTile, moveTile } from '../core/board.js';
import { LAST_TURN } from '../../data/calendar.js';
import type { RuleRef } from '../../data/rule-numbers.js';

export function placeTurnsAhead(st: GameState, tile: string, ahead: number, rule: RuleRef): void {
  const turn = st.turn + ahead;
  if (turn > LAST_TURN) discardTile(st, tile, 'R5');
  else moveTile(st, tile, calendarBox(turn), rule);
}

/**
 * Where placeTurnsAhead would put a tile now, in words for the table companion's question: "goes 3 turns ahead,
 * to Turn 12", or, past the last turn, "leaves the game (3 turns ahead is past the last turn, R5)".
 */
export function turnsAheadWords(st: GameState, ahead: number): string {
  const turn = st.turn + ahead;
  if (turn > LAST_TURN) return `leaves the game (${ahead} ${ahead === 1 ? 'turn' : 'turns'} ahead is past the last turn, R5)`;
  return `goes ${ahead} ${ahead === 1 ? 'turn' : 'turns'} ahead, to Turn ${turn}`;
}
