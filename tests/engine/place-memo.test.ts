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

describe('§10.1 / §11.1 / §11.2 / §15.2 / R32 the attack lists kept per box', () => {
  it('equal the lists of a fresh copy (no index, no memo) at every CP Attack and City attack decision of 60 random campaigns', () => {
    setEventRecording(false);
    const checked = { 'cp-attack': 0, 'defeat:city-attack': 0 };
    try {
      for (let seed = 0; seed < 60; seed++) {
        const st = newGame({ seed: 7000 + seed });
        const r = toolRng(seed);
        for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
          const kind = prompt(st)?.kind;
          if (kind === 'cp-attack' || kind === 'defeat:city-attack') {
            expect(legal).toEqual(legalActions(structuredClone(st)));
            checked[kind]++;
          }
          actTrusted(st, legal[Math.floor(r() * legal.length)]);
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(checked['cp-attack']).toBeGreaterThan(500);
    expect(checked['defeat:city-attack']).toBeGreaterThan(20);
  });
});
