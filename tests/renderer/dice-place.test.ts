// Issue #33 (any window): the last dice's words stay inside the board's area, never under the side panel
// (renderer/ui/dice-place.ts); in a large window the dice keep their place of issue 32.
import { describe, expect, it } from 'vitest';
import { windowLayout } from '../../renderer/app/window-layout.js';
import { DICE_WORDS_WRAP, dicePlace } from '../../renderer/ui/dice-place.js';

const WINDOWS = [[960, 600], [1024, 600], [1280, 720], [1920, 1080], [800, 1280], [3840, 2160]] as const;

describe('where the last dice and their words go', () => {
  for (const [w, h] of WINDOWS) {
    it(`at ${w}×${h} the words' plate (8 each side of the wrap width) is inside the board's area`, () => {
      const board = windowLayout(w, h).boardArea;
      const at = dicePlace(board);
      expect(at.x - 8).toBeGreaterThanOrEqual(board.x);
      expect(at.x + at.wrap + 8).toBeLessThanOrEqual(board.x + board.w);
      expect(at.y).toBeGreaterThan(board.y);
      expect(at.y).toBeLessThan(board.y + board.h);
    });
  }

  it('in a large window they sit 80 left of the middle, the words two lines of 560', () => {
    const board = windowLayout(1920, 1080).boardArea;
    expect(dicePlace(board)).toEqual({ x: board.x + board.w / 2 - 80, y: board.y + board.h * 0.4, wrap: DICE_WORDS_WRAP });
  });
});
