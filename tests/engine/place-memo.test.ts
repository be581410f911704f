// The location index's per-place memo (core/board.ts memoAt) and the CP Attack list kept in it (§10.1,
// §11.1, §11.2): a kept list must always equal the list worked out afresh (issue 15).
import { describe, it, expect } from 'vitest';
import { freshState } from './helpers.js';
import { addRm, armiesAt, memoAt, moveTile, setMemoAt } from '../../shared/engine/core/board.js';
import { actTrusted, legalActions, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { toolRng } from '../../shared/policies/policies.js';

describe('per-place memo of the location index', () => {
  it('is kept while nothing moves and dropped when a tile enters or leaves the place', () => {
    const st = freshState();
    const memo = Object.freeze({ n: 1 });
    setMemoAt(st, 'france', memo);
    setMemoAt(st, 'germany', memo);
    addRm(st, 1, 'test'); // a move on the Omnibus track, neither in France nor in Germany
    expect(memoAt(st, 'france')).toBe(memo);
    expect(memoAt(st, 'germany')).toBe(memo);
    const army = armiesAt(st, 'france')[0];
    moveTile(st, army, 'germany', 'test'); // leaves France, enters Germany
    expect(memoAt(st, 'france')).toBeUndefined();
    expect(memoAt(st, 'germany')).toBeUndefined();
  });
});

describe('§10.1 / §11.1 / §11.2 the CP Attack list kept per box', () => {
  it('equals the list of a fresh copy (no index, no memo) at every CP Attack decision of 60 random campaigns', () => {
    setEventRecording(false);
    let checked = 0;
    try {
      for (let seed = 0; seed < 60; seed++) {
        const st = newGame({ seed: 7000 + seed });
        const r = toolRng(seed);
        for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
          if (prompt(st)?.kind === 'cp-attack') {
            expect(legal).toEqual(legalActions(structuredClone(st)));
            checked++;
          }
          actTrusted(st, legal[Math.floor(r() * legal.length)]);
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(checked).toBeGreaterThan(500);
  });
});
