// Hover texts only after the pointer moves over the board (issue #33): a board that appears under a resting
// pointer (after Start, Continue, Play from here) gets hover events from Pixi, which re-checks what is under
// the pointer on every frame; a tooltip then opened over the prompt bar by itself. A real move is a DOM
// pointermove at another point than where the pointer was while a screen or dialog covered the board.
import { dialogOpen } from './dialog-watch.js';

export class PointerMoved {
  private moved = true;
  private restX = NaN;
  private restY = NaN;

  /** `onMoved`: the pointer moved after resting, so the hover it was on may now show its text. */
  constructor(private readonly onMoved: () => void = () => undefined, target: Window = window) {
    // Capture on the window: seen before Pixi's own listeners hover anything with it.
    target.addEventListener('pointermove', (e) => this.seen(e.clientX, e.clientY, dialogOpen()), { capture: true });
  }

  /** A pointer event at (x, y); `covered`: a screen or dialog is over the board, so the board is not being pointed at. */
  seen(x: number, y: number, covered: boolean): void {
    if (covered) this.rest(x, y);
    else if (!this.moved && (x !== this.restX || y !== this.restY)) {
      this.moved = true;
      this.onMoved();
    }
  }

  /** The board is covered (or about to appear) with the pointer at (x, y): hovers wait for a move from there. */
  rest(x = this.restX, y = this.restY): void {
    this.moved = false;
    this.restX = x;
    this.restY = y;
  }

  /** May a hover over the board open a tooltip now? */
  get allowed(): boolean {
    return this.moved;
  }
}
