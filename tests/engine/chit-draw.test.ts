// §4 Chit Draw (rules/chit-draw.ts).
import { describe, it, expect } from 'vitest';
import { board, freshState, force, runPhase, at, place } from './helpers.js';
import { ONLY_LAST_TWO_CHITS_LEFT } from './positions.js';
import { turnChits } from '../../shared/engine/rules/chit-draw.js';
import { CRUISER_IDS } from '../../shared/data/tiles.js';

describe('§4 Chit Draw', () => {
  it('§4.0 Turn 1: no draw, Turn Chit #1 stays on August 1914', () => {
    const st = freshState();
    const events = runPhase(st, 'chit-draw');
    expect(events.some((e) => e.type === 'draw')).toBe(false);
    expect(at(st, 'calendar:1')).toEqual(['turn-chit-1']);
    expect(turnChits(st)).toEqual([1]);
  });

  it('§4.2 a Cruiser goes to the British Cruisers box and another tile is drawn (§5.1 example)', () => {
    const st = board({ turn: 2 });
    force(st, [], ['cruiser-2', 'turn-chit-12']);
    const events = runPhase(st, 'chit-draw');
    expect(st.loc['cruiser-2']).toBe('british-cruisers-box');
    expect(at(st, 'calendar:2')).toEqual(['turn-chit-12']);
    expect(events.filter((e) => e.type === 'draw')).toHaveLength(2);
    expect(turnChits(st)).toEqual([12]);
  });

  it('§4.3 §5.1 a Turn Chit goes on the current Calendar box', () => {
    const st = board({ turn: 9 });
    force(st, [], ['turn-chit-5']);
    runPhase(st, 'chit-draw');
    expect(st.loc['turn-chit-5']).toBe('calendar:9');
  });

  it('§4.1 random draws are seeded: the same seed draws the same chit', () => {
    const a = freshState(42);
    const b = freshState(42);
    a.turn = 2;
    b.turn = 2;
    runPhase(a, 'chit-draw');
    runPhase(b, 'chit-draw');
    expect(at(a, 'calendar:2')).toEqual(at(b, 'calendar:2'));
    expect(at(a, 'calendar:2')).toHaveLength(1);
  });

  it('§4.4 without O1, Turn 27 plays one chit only', () => {
    const st = board({ seed: 1, turn: 27 });
    place(st, ONLY_LAST_TWO_CHITS_LEFT);
    force(st, [], ['turn-chit-28']);
    runPhase(st, 'chit-draw');
    expect(at(st, 'calendar:27')).toEqual(['turn-chit-28']);
    expect(st.loc['turn-chit-27']).toBe('chit-cup');
    expect(turnChits(st)).toEqual([28]);
  });

  it('§4.4 R10 O1 The Hundred Days: on Turn 27 both chits are drawn; a Cruiser on the way still goes to its box', () => {
    const st = freshState(1, { hundredDays: true });
    st.turn = 27;
    place(st, ONLY_LAST_TWO_CHITS_LEFT);
    force(st, [], ['turn-chit-28', 'cruiser-3', 'turn-chit-27']);
    runPhase(st, 'chit-draw');
    expect(at(st, 'calendar:27')).toEqual(['turn-chit-28']);
    expect(at(st, 'calendar:hundred-days')).toEqual(['turn-chit-27']);
    expect(st.loc['cruiser-3']).toBe('british-cruisers-box');
    expect(turnChits(st)).toEqual([28, 27]);
    expect(CRUISER_IDS.filter((c) => st.loc[c] === 'chit-cup')).toEqual(['cruiser-2', 'cruiser-4']);
  });
});

describe('§4 through whole campaigns (public API)', () => {
  it('§4.3 §5.1 R10 every turn played gets exactly one Turn Chit; two on Turn 27 under O1; replay is identical', async () => {
    const { newGame, prompt, actInPlace, replay } = await import('../../shared/engine/game.js');
    for (let seed = 1; seed <= 12; seed++) {
      const hundredDays = seed % 2 === 0;
      const st = newGame({ seed, options: { hundredDays } });
      const actions: unknown[] = [];
      let r = seed;
      for (let p = prompt(st); p !== null; p = prompt(st)) {
        expect(p.actions.length).toBeGreaterThan(0);
        r = (r * 1103515245 + 12345) >>> 0;
        const a = p.actions[r % p.actions.length];
        actions.push(a);
        actInPlace(st, a);
      }
      expect(st.over).not.toBeNull();
      const last = st.over?.turn ?? 0;
      for (let t = 1; t <= last; t++) {
        expect(at(st, `calendar:${t}`).filter((id) => id.startsWith('turn-chit'))).toHaveLength(1);
      }
      const second = at(st, 'calendar:hundred-days').length;
      expect(second).toBe(hundredDays && last === 27 ? 1 : 0);
      expect(replay(seed, { hundredDays }, actions).loc).toEqual(st.loc);
    }
  });
});
