// A state's copy (core/board.ts copyState): the tile → location record is filled from the location index's tile
// numbers (location-index.ts copyLocations) instead of key by key (issue 30, speed only). Proven here: every copy
// along random campaigns and their branches is the same JSON with the same key order as its source, and a record
// not known to be in roster order (a position read from a file with its own order) is still copied key by key.
import { describe, expect, it } from 'vitest';
import { actTrusted, branchWithFreshDice, copyState, legalActions, newGame, setEventRecording, type GameState } from '../../shared/engine/index.js';
import { copyLocations, TILE_IDS } from '../../shared/engine/core/speed/location-index.js';
import { toolRng } from '../../shared/policies/policies.js';

function sameCopy(st: GameState): void {
  const copy = copyState(st);
  expect(JSON.stringify(copy)).toBe(JSON.stringify(st));
  expect(Object.keys(copy.loc)).toEqual(Object.keys(st.loc));
}

describe('copyState: the tile → location record from the index', () => {
  it('a new game, its copies and its branches are copied from the index (roster order), the same JSON, at every 7th action of 20 random campaigns', () => {
    setEventRecording(false);
    try {
      for (let seed = 0; seed < 20; seed++) {
        let st = newGame({ seed: 4100 + seed });
        expect(Object.keys(st.loc)).toEqual(TILE_IDS);
        const r = toolRng(seed);
        let n = 0;
        for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
          if (n++ % 7 === 0) {
            expect(copyLocations(st)).not.toBeNull(); // the index's way, not key by key
            sameCopy(st);
            if (n % 3 === 0) st = copyState(st); // the copy plays on
            if (n % 5 === 0) st = branchWithFreshDice(st, seed);
          }
          actTrusted(st, legal[Math.floor(r() * legal.length)]);
        }
        sameCopy(st);
      }
    } finally {
      setEventRecording(true);
    }
  });

  it('a record in another order (read from a file) is copied key by key, its order kept', () => {
    const st = newGame({ seed: 12 });
    const reversed = JSON.parse(JSON.stringify(st)) as GameState;
    reversed.loc = Object.fromEntries(Object.entries(st.loc).reverse()) as GameState['loc'];
    legalActions(reversed); // its location index is built from it
    expect(copyLocations(reversed)).toBeNull();
    sameCopy(reversed);
    expect(Object.keys(copyState(reversed).loc)[0]).toBe(TILE_IDS[TILE_IDS.length - 1]);
  });
});
