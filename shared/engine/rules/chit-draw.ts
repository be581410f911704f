// §4 Chit Draw phase: draw from the Chit Cup until a Turn Chit comes out (Cruisers go to their box), and
// put the Turn Chit on this turn's Calendar box (§5.1). O1 The Hundred Days (§4.4, R10): on the last turn
// the second chit is drawn too and laid in the Hundred Days box.
import { HUNDRED_DAYS_BOX, calendarBox, type Location } from '../../data/locations.js';
import type { GameState } from '../core/state.js';
import { defineProc, pop } from '../core/flow.js';
import { note, skipped } from '../core/events.js';
import { drawFromCup } from '../core/random.js';
import { kindOf, moveTile, tilesAtNow } from '../core/board.js';
import { LAST_TURN } from '../../data/calendar.js';
import { TILE_BY_ID } from '../../data/tiles.js';

const CUP = 'chit-cup';
const CRUISERS_BOX = 'british-cruisers-box';


function chitIn(st: GameState, box: string): number | null {
  for (const id of tilesAtNow(st, box)) {
    const n = TILE_BY_ID[id].chit;
    if (n !== undefined) return n;
  }
  return null;
}

/** The Turn Chit numbers played this turn, in the order drawn (two on Turn 27 under O1, R10). */
export function turnChits(st: GameState): number[] {
  const out: number[] = [];
  const first = chitIn(st, calendarBox(st.turn));
  if (first !== null) out.push(first);
  if (st.options.hundredDays && st.turn === LAST_TURN) {
    const second = chitIn(st, HUNDRED_DAYS_BOX);
    if (second !== null) out.push(second);
  }
  return out;
}

/** §4.1–§4.3: draws until a Turn Chit comes out and places it; false if the cup holds no Turn Chit. */
function drawTurnChit(st: GameState, box: Location): boolean {
  for (;;) {
    const tile = drawFromCup(st, CUP, '§4.1');
    if (tile === null) {
      skipped(st, '§4.1', { skip: 'no-turn-chit' });
      return false;
    }
    if (kindOf(tile) === 'cruiser') {
      moveTile(st, tile, CRUISERS_BOX, '§4.2'); // §4.2: a Cruiser joins the blockade, draw again
      continue;
    }
    moveTile(st, tile, box, '§5.1');
    return true;
  }
}

export const pushChitDrawPhase = defineProc<Record<string, never>>('phase:chit-draw', (st) => {
  pop(st);
  // §4.0: no draw on Turn 1; Turn Chit #1 was laid on August 1914 at setup.
  if (st.turn === 1) {
    skipped(st, '§4.0', { skip: 'first-turn-no-draw' });
    return;
  }
  if (!drawTurnChit(st, calendarBox(st.turn))) return;
  // §4.4 / R10: the Hundred Days play both remaining chits on the last turn.
  if (st.options.hundredDays && st.turn === LAST_TURN) {
    note(st, '§4.4', 'The Hundred Days: the last chit is drawn and played as well');
    drawTurnChit(st, HUNDRED_DAYS_BOX);
  }
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const CHIT_DRAW_FRAMES = [pushChitDrawPhase] as const;
