// The location index's per-place memo slot (core/speed/location-index.ts) and the CP Attack list kept in it
// (§10.1, §11.1, §11.2): a kept list must always equal the list worked out afresh (issue 15). Every cache against
// a rebuild, and a cache missing a read caught: tests/engine/caches.test.ts.
import { describe, it, expect } from 'vitest';
import { freshState } from './helpers.js';
import { addRm, armiesAt, locationNumber, moveTile, rm, setTrack, tilesAt } from '../../shared/engine/core/board.js';
import { memoAtNumber, setMemoAtNumber, tileLocationNumbers, TILE_IDS } from '../../shared/engine/core/speed/location-index.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { OMNIBUS } from '../../shared/data/board.js';
import { OMNIBUS_EXPLOSION, omnibusBox } from '../../shared/data/locations.js';
import { TILES } from '../../shared/data/tiles.js';
import { actTrusted, branchWithFreshDice, copyState, legalActions, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { toolRng } from '../../shared/policies/policies.js';

describe('per-place memo of the location index', () => {
  it('is kept while nothing moves and dropped when a tile enters or leaves the place', () => {
    const st = freshState();
    const memo = Object.freeze({ n: 1 });
    const [france, germany] = [locationNumber('france'), locationNumber('germany')];
    setMemoAtNumber(st, france, memo);
    setMemoAtNumber(st, germany, memo);
    addRm(st, 1, '§3.0'); // a move on the Omnibus track, neither in France nor in Germany
    expect(memoAtNumber(st, france)).toBe(memo);
    expect(memoAtNumber(st, germany)).toBe(memo);
    const army = armiesAt(st, 'france')[0];
    moveTile(st, army, 'germany', '§3.0'); // leaves France, enters Germany
    expect(memoAtNumber(st, france)).toBeUndefined();
    expect(memoAtNumber(st, germany)).toBeUndefined();
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

describe('R4 the Omnibus track, the Counter Tray and the discards (§2.4), left out of the location index', () => {
  it('tilesAt each of them answers from the tiles\' locations, in roster order, at every decision of 25 random campaigns', () => {
    const boxes = [...Array.from({ length: OMNIBUS.max + 1 }, (_, v) => omnibusBox(v)), OMNIBUS_EXPLOSION, 'counter-tray', 'discarded'];
    const expected = (st: GameState, box: string): string[] => TILES.map((t) => t.id).filter((id) => st.loc[id] === box);
    setEventRecording(false);
    let markerMoves = 0;
    try {
      for (let seed = 0; seed < 25; seed++) {
        const st = newGame({ seed: 9000 + seed });
        const r = toolRng(seed);
        let rmBefore = rm(st);
        for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
          for (const box of boxes) expect(tilesAt(st, box)).toEqual(expected(st, box));
          if (rm(st) !== rmBefore) markerMoves++;
          rmBefore = rm(st);
          actTrusted(st, legal[Math.floor(r() * legal.length)]);
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(markerMoves).toBeGreaterThan(150);
  });

  it('a finance tile put onto the track and taken off it again is found where it stands', () => {
    const st = freshState();
    moveTile(st, 'krupp', 'counter-tray', '§3.0');
    expect(tilesAt(st, 'counter-tray')).toContain('krupp');
    setTrack(st, 'krupp', 4, '§3.0'); // onto the track: out of the Counter Tray's place
    expect(tilesAt(st, 'counter-tray')).not.toContain('krupp');
    expect(tilesAt(st, omnibusBox(4))).toEqual(['krupp']);
    moveTile(st, 'krupp', 'discarded', '§3.0');
    expect(tilesAt(st, omnibusBox(4))).toEqual([]);
    expect(tilesAt(st, 'discarded')).toContain('krupp');
  });
});

describe('R4 every tile\'s location number kept with the index (the advisor\'s meeting key reads it)', () => {
  const expected = (st: GameState): number[] => TILE_IDS.map((id) => locationNumber(st.loc[id]));

  it('equals the number of each tile\'s location at every decision of 25 random campaigns, the Omnibus track\'s markers too, and in copies and branches', () => {
    setEventRecording(false);
    let checked = 0;
    try {
      for (let seed = 0; seed < 25; seed++) {
        let st = newGame({ seed: 9500 + seed });
        const r = toolRng(seed);
        for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
          expect([...tileLocationNumbers(st)]).toEqual(expected(st));
          checked++;
          const source = st;
          const before = expected(source);
          if (checked % 40 === 0) st = copyState(st); // the copy plays on; the source's numbers stay its own
          if (checked % 97 === 0) st = branchWithFreshDice(st, seed);
          actTrusted(st, legal[Math.floor(r() * legal.length)]);
          if (source !== st) expect([...tileLocationNumbers(source)]).toEqual(before);
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('follows a marker along the track and a copy moved apart from its source', () => {
    const st = freshState();
    const rmMarker = TILE_IDS.indexOf('rm-coin');
    addRm(st, 2, '§3.0');
    expect(tileLocationNumbers(st)[rmMarker]).toBe(locationNumber(omnibusBox(rm(st))));
    const copy = copyState(st);
    const army = armiesAt(copy, 'france')[0];
    moveTile(copy, army, 'germany', '§3.0');
    expect([...tileLocationNumbers(copy)]).toEqual(expected(copy));
    expect([...tileLocationNumbers(st)]).toEqual(expected(st)); // the source's army is still in France
    expect(tileLocationNumbers(st)[TILE_IDS.indexOf(army)]).toBe(locationNumber('france'));
  });
});
