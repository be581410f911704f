// Issue #33: hover texts open only after the pointer moves over the board, not when a board appears under a
// resting pointer (after Start, Continue, Play from here).
import { describe, expect, it } from 'vitest';
import { PointerMoved } from '../../renderer/ui/pointer-moved.js';

const noWindow = { addEventListener: () => undefined } as unknown as Window;

describe('hover texts wait for a move of the pointer', () => {
  it('holds them back once a screen covered the board, until the pointer moves from where it rested', () => {
    let moves = 0;
    const p = new PointerMoved(() => moves++, noWindow);
    expect(p.allowed).toBe(true); // a board shown before any screen: the pointer is the player's
    p.seen(300, 200, true); // the pointer over the New campaign screen, Start clicked there
    expect(p.allowed).toBe(false);
    p.seen(300, 200, false); // the board appeared: Pixi's re-check at the same point is no move
    expect(p.allowed).toBe(false);
    expect(moves).toBe(0);
    p.seen(301, 200, false);
    expect(p.allowed).toBe(true);
    expect(moves).toBe(1); // the held hover is shown now
    p.seen(305, 200, false);
    expect(moves).toBe(1);
  });
});
