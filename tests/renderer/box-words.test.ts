// Issue #33: the Board list's words (the DOM itself is walked in tests/e2e/screen-reader-play.spec.ts). A box
// reads as the board shows it: printed names, a front's count of armies out of its limit (§6.3, R33), each
// army's strength and skull (§2.4, §10.5), markers after a semicolon, a cup only counted; and a box's moves are
// the pending decision's actions that name it or a tile in it.
import { describe, expect, it } from 'vitest';
import { boxWords, movesByBox, tileWords, walkedBoxes } from '../../renderer/ui/box-words.js';
import { LAYOUT } from '../../renderer/board/layout.js';
import { newGame, positionFrom, view } from '../../shared/engine/index.js';

/** An engine id or action type where words belong. */
const ID_LIKE = /\b[a-z]+-[a-z0-9]+\b|\b(sea|calendar|omnibus|air|special-event):\w/;

describe('a box in words (§6.3, §2.4)', () => {
  const v = view(positionFrom({ seed: 1915 }));

  it('reads a front as the issue asks: name, armies of the limit, armies with strength and skull; markers', () => {
    expect(boxWords('belgium', v)).toBe('Belgium, 3 of 5: Belgian Army 3, British Expeditionary Force 5 skull, British 1st Army 4; Border Forts 3');
    expect(boxWords('mesopotamia', v)).toBe('Mesopotamia, 0 of 4: empty'); // R33: a theatre holds four
  });

  it('counts a cup and the tray and never names what is in them (face down, §4.0)', () => {
    expect(boxWords('chit-cup', v)).toMatch(/^Chit cup: \d+ tiles$/);
    expect(boxWords('counter-tray', v)).toMatch(/^Counter tray: \d+ tiles$/);
  });

  it('§2.4: a Serbian or AAO army reads the strength that counts now', () => {
    expect(tileWords('aao-1', { status: { ...v.status, turkey: 'neutral' } })).toBe('AAO 1st Army 2');
    expect(tileWords('aao-1', { status: { ...v.status, turkey: 'surrendered' } })).toBe('AAO 1st Army 4');
  });

  it('never says an id, in any box of the layout', () => {
    for (const b of LAYOUT) expect(boxWords(b.id, v), b.id).not.toMatch(ID_LIKE);
  });

  it('lists every framed box and only the tracks\' boxes with something in them', () => {
    const boxes = walkedBoxes(v, new Map());
    expect(boxes).toContain('mesopotamia'); // empty, framed: listed
    expect(boxes).not.toContain('calendar:5'); // an empty Calendar box: not worth hearing
    expect(boxes.indexOf('belgium')).toBeLessThan(boxes.indexOf('serbia')); // the board's reading order
  });
});

describe('a box\'s moves', () => {
  it('§9.1.1: each sea area holds the one runner placement that names it', () => {
    const v = view(newGame({ seed: 1915 }));
    expect(v.prompt?.rule).toBe('§9.1.1');
    const moves = movesByBox(v);
    const all = [...moves.values()].flat().sort((a, b) => a - b);
    expect(all).toEqual(v.prompt?.actions.map((_a, i) => i));
    for (const [box, indexes] of moves) {
      expect(box).toMatch(/^sea:/);
      expect(indexes).toHaveLength(1);
    }
    // A box the decision does not name has none, and still is listed.
    expect(moves.has('belgium')).toBe(false);
    expect(walkedBoxes(v, moves)).toContain('belgium');
  });
});
