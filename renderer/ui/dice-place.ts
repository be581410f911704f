// Where the last dice and their words go (issue 32; issue #33: any window): about the middle of the board's
// area, the words wrapped to fit inside it, so that in a small window they never run under the side panel.
// Pure: the rectangles are in the stage's units.
import type { Rect } from './tooltip-place.js';

/** The words' widest line in a large window (two sentences fit in two lines). */
export const DICE_WORDS_WRAP = 560;
/** Room kept between the words' plate and the board area's edges. */
const EDGE = 16;

/** The dice tray's top-left corner and the width its words wrap at, inside the board area `board`. */
export function dicePlace(board: Rect): { x: number; y: number; wrap: number } {
  const wrap = Math.max(160, Math.min(DICE_WORDS_WRAP, board.w - 2 * EDGE));
  // 80 left of the middle in a large window, pulled left where the words would run past the area's right edge.
  const x = Math.max(board.x + EDGE, Math.min(board.x + board.w / 2 - 80, board.x + board.w - wrap - EDGE));
  return { x, y: board.y + board.h * 0.4, wrap };
}
