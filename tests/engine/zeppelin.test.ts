// §9.6 Zeppelin raids ① – ④ (R25, R3, R27) and the saving throw §9.6.1 (R5).
import { describe, it, expect } from 'vitest';
import { runPhase, pending, play, place } from './helpers.js';
import { airWar } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';

/** Turn 5 (1915) with the air marker in gray box 1 (German skies, no roll); no runners, no Cruisers. */
function zeppelin(opts: { turn?: number; box?: number; rm?: number } = {}): GameState {
  return airWar(opts.turn ?? 5, opts.box ?? 1, opts.rm ?? 0, { tiles: { zeppelin: 'germany' } });
}

describe('§9.6 Zeppelin', () => {
  it('§9.6 offers every possible raid and a decline (R27: only the BEF in Belgium)', () => {
    const st = zeppelin();
    runPhase(st, 'naval-air');
    const p = pending(st);
    expect(p?.kind).toBe('zeppelin-raid');
    expect(p?.actions).toEqual([
      { type: 'zeppelin-bomb', army: 'gb-bef' },
      { type: 'zeppelin-bomb', army: 'fr-2' },
      { type: 'zeppelin-bomb', army: 'fr-3' },
      { type: 'zeppelin-supply' },
      { type: 'decline' },
    ]);
  });

  it('§9.6 ① R25 with German skies a 5 sends the chosen army to Reserves; §9.6.1 saving throw 3 → Turn 8', () => {
    const st = zeppelin();
    runPhase(st, 'naval-air', [5, 3]);
    play(st, { type: 'zeppelin-bomb', army: 'fr-2' });
    expect(st.loc['fr-2']).toBe('france-reserves');
    expect(st.loc['zeppelin']).toBe('calendar:8');
  });

  it('§9.6 ① R25 with Entente skies a 5 misses (saving throw still made)', () => {
    const st = zeppelin({ turn: 1, box: 0 });
    runPhase(st, 'naval-air', [5, 2]);
    play(st, { type: 'zeppelin-bomb', army: 'gb-bef' });
    expect(st.loc['gb-bef']).toBe('belgium');
    expect(st.loc['zeppelin']).toBe('calendar:3');
  });

  it('§9.6 ① R3 the last army of a Country is never a target', () => {
    const st = zeppelin();
    place(st, { 'fr-2': 'france-reserves' });
    runPhase(st, 'naval-air');
    expect(pending(st)?.actions.some((a) => a.army === 'fr-3')).toBe(false);
  });

  it('§9.6 ② recon lifts a Trenches tile off the map', () => {
    const st = zeppelin();
    place(st, { 'trenches-1': 'belgium' });
    runPhase(st, 'naval-air', [1]);
    play(st, { type: 'zeppelin-recon', trenches: 'trenches-1' });
    expect(st.loc['trenches-1']).toBe('counter-tray');
    expect(st.loc['zeppelin']).toBe('calendar:6');
  });

  it('§9.6 ③ R25 a 5 flies the second Askari into German East Africa', () => {
    const st = zeppelin();
    runPhase(st, 'naval-air', [5, 1]);
    const events = play(st, { type: 'zeppelin-supply' });
    expect(st.loc['askari-2']).toBe('german-east-africa');
    // The Indians pursue at once: one Indian army from India follows the Askari (§9.6 ③, §12.2).
    expect(events.some((e) => e.type === 'move' && e.tile.startsWith('ind-') && e.from === 'india' && e.to === 'german-east-africa')).toBe(true);
    expect(st.loc['zeppelin']).toBe('calendar:6');
  });

  it('§9.6 ③ R25 a 4 fails', () => {
    const st = zeppelin();
    runPhase(st, 'naval-air', [4, 1]);
    play(st, { type: 'zeppelin-supply' });
    expect(st.loc['askari-2']).toBe('counter-tray');
  });

  it('§9.6 ③ not offered once East Africa is out of the war', () => {
    const st = zeppelin();
    st.f.eastAfricaClosed = true;
    runPhase(st, 'naval-air');
    expect(pending(st)?.actions.some((a) => a.type === 'zeppelin-supply')).toBe(false);
  });

  it('§9.6 ④ R25 pay 2 RM: with German skies a 4 puts a North Sea Cruiser into the cup', () => {
    const st = zeppelin({ rm: 3 });
    place(st, { 'cruiser-2': 'sea:3' });
    place(st, { 'cruiser-3': 'sea:1a' }); // not the North Sea
    runPhase(st, 'naval-air', [4, 2]);
    expect(pending(st)?.actions.filter((a) => a.type === 'zeppelin-naval')).toEqual([{ type: 'zeppelin-naval', cruiser: 'cruiser-2' }]);
    play(st, { type: 'zeppelin-naval', cruiser: 'cruiser-2' });
    expect(rm(st)).toBe(1);
    expect(st.loc['cruiser-2']).toBe('chit-cup');
  });

  it('§9.6 ④ R25 with Entente skies a 4 misses (the 2 RM are spent)', () => {
    const st = zeppelin({ turn: 1, box: 0, rm: 2 });
    place(st, { 'cruiser-2': 'sea:4' });
    runPhase(st, 'naval-air', [4, 2]);
    play(st, { type: 'zeppelin-naval', cruiser: 'cruiser-2' });
    expect(rm(st)).toBe(0);
    expect(st.loc['cruiser-2']).toBe('sea:4');
  });

  it('§9.6 ④ not offered without 2 RM', () => {
    const st = zeppelin({ rm: 1 });
    place(st, { 'cruiser-2': 'sea:4' });
    runPhase(st, 'naval-air');
    expect(pending(st)?.actions.some((a) => a.type === 'zeppelin-naval')).toBe(false);
  });

  it('§9.6.1 R5 a saving throw past Turn 27 discards the Zeppelin', () => {
    const st = zeppelin({ turn: 25, box: 4 });
    runPhase(st, 'naval-air', [1, 3]);
    play(st, { type: 'zeppelin-bomb', army: 'fr-2' });
    expect(st.loc['zeppelin']).toBe('discarded');
  });

  it('§9.6 declining means no raid and no saving throw', () => {
    const st = zeppelin();
    runPhase(st, 'naval-air');
    const events = play(st, { type: 'decline' });
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(st.loc['zeppelin']).toBe('germany');
  });
});
