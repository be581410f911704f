// The board as a picture, for the after-action report (issue #34). The board's chunk (app/board-app.ts) says how
// it draws one once Pixi is up; the screens (the shell's chunk) only ask, so they never load Pixi themselves.
import type { BoardView } from '../../shared/engine/index.js';
import type { Palette } from '../board/tile-look.js';

/** Draws a board view as a PNG data URL, in the player's palette. */
export type BoardPictures = (view: BoardView, palette: Palette) => Promise<string>;

let drawer: BoardPictures | null = null;

/** Called by the board once it can draw (board-picture.ts). */
export function provideBoardPictures(draw: BoardPictures): void {
  drawer = draw;
}

/** How to draw the board, or null while the board is not loaded (a report then goes without pictures). */
export function boardPictures(): BoardPictures | null {
  return drawer;
}
