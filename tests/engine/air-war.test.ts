// §9.2 Hinden-Luden, §9.3 control of the skies (R6, R26), §9.4 German Bombers (R25, R3, R27),
// §9.5 British Bombers (R24, R4), §9.7 the Red Baron's placement.
import { describe, it, expect } from 'vitest';
import { runPhase, pending, play, place } from './helpers.js';
import { airWar as air } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { logEntriesOf } from '../../shared/engine/core/log-entry.js';

function diceRules(events: { type: string; rule: string }[]): string[] {
  return events.filter((e) => e.type === 'dice').map((e) => e.rule);
}

describe('§9.2 Hinden-Luden', () => {
  it('§9.2 Hinden-Luden in Germany adds 2 RM', () => {
    const st = air(1, 0, 3, { tiles: { 'hinden-luden': 'germany' } });
    runPhase(st, 'naval-air');
    expect(rm(st)).toBe(5);
  });

  it('§9.2 no bonus while Hinden-Luden is not in Germany', () => {
    const st = air(1, 0, 3);
    runPhase(st, 'naval-air');
    expect(rm(st)).toBe(3);
  });
});

describe('§9.3 control of the skies', () => {
  it('§9.3 no roll while the marker is where the year expects (khaki in 1914, gray in 1917)', () => {
    const st = air(1, 0);
    expect(diceRules(runPhase(st, 'naval-air'))).toEqual([]);
    const st2 = air(17, 3);
    expect(diceRules(runPhase(st2, 'naval-air'))).toEqual([]);
    expect(st2.loc['air-superiority']).toBe('air:3');
  });

  it('§9.3 the rulebook example: Turn 17, threshold 4 (R6), a 4 moves the marker to D-Type Fighters', () => {
    const st = air(17, 2, 0);
    const events = runPhase(st, 'naval-air', [4]); // no RM: nothing to decide, the roll is made at once
    expect(diceRules(events)).toEqual(['§9.3']);
    expect(st.loc['air-superiority']).toBe('air:3');
  });

  it('§9.3 R6 a roll above the turn threshold leaves the marker (Turn 5: 2 or less)', () => {
    const st = air(5, 0);
    runPhase(st, 'naval-air', [3]);
    expect(st.loc['air-superiority']).toBe('air:0');
  });

  it('§9.3 the prompt names the box a success moves to and whose skies it gives (1916: the Entente\'s)', () => {
    const turn1916 = air(12, 1, 2);
    runPhase(turn1916, 'naval-air', []);
    expect(pending(turn1916)?.text).toMatch(/^Roll 3 or less to move the air marker right to Nieuport & Spad \(Entente skies\)/);
    const turn1917 = air(17, 2, 2);
    runPhase(turn1917, 'naval-air', []);
    expect(pending(turn1917)?.text).toMatch(/^Roll 4 or less to move the air marker right to D-Type Fighters \(German skies\)/);
  });

  it('§9.3 research: pay 1 RM to take 1 off the roll (Turn 17, 5 − 1 = 4)', () => {
    const st = air(17, 2, 2);
    runPhase(st, 'naval-air', [5]);
    const p = pending(st);
    expect(p?.kind).toBe('air-research');
    expect(p?.actions).toEqual([
      { type: 'air-research', shift: -1 },
      { type: 'air-research', shift: 1 },
      { type: 'decline' },
    ]);
    play(st, { type: 'air-research', shift: -1 });
    expect(rm(st)).toBe(1);
    expect(st.loc['air-superiority']).toBe('air:3');
  });

  it('§9.3 research cannot change a natural 6 (nor a natural 1)', () => {
    const st = air(21, 2, 2); // ND 1917: threshold 6
    runPhase(st, 'naval-air', [6]);
    play(st, { type: 'air-research', shift: 1 });
    expect(st.loc['air-superiority']).toBe('air:3'); // 6 stays 6 ≤ 6

    const st2 = air(16, 2, 2); // JF 1917: threshold 1
    runPhase(st2, 'naval-air', [1]);
    play(st2, { type: 'air-research', shift: 1 });
    expect(st2.loc['air-superiority']).toBe('air:3'); // 1 stays 1 ≤ 1
  });

  it('§9.3 the air roll\'s log line names the research paid', () => {
    const st = air(17, 2, 2);
    runPhase(st, 'naval-air', [5]);
    const events = play(st, { type: 'air-research', shift: -1 });
    const line = logEntriesOf(events).find((l) => l.rule === '§9.3' && l.text.startsWith('Control of the skies,'));
    expect(line?.text).toBe('Control of the skies, with 1 RM of aircraft research (die -1): 4 (needs 4 or less) — the air marker moves one box right');
  });

  it('§9.3 research bought for a natural 6 is named as paid, and as changing nothing', () => {
    const st = air(21, 2, 2);
    runPhase(st, 'naval-air', [6]);
    const events = play(st, { type: 'air-research', shift: 1 });
    const line = logEntriesOf(events).find((l) => l.text.startsWith('Control of the skies,'));
    expect(line?.text).toContain('with 1 RM of aircraft research (no effect on a natural 1 or 6)');
  });

  it('§9.3 declining research rolls the plain die', () => {
    const st = air(17, 2, 2);
    runPhase(st, 'naval-air', [5]);
    play(st, { type: 'decline' });
    expect(rm(st)).toBe(2);
    expect(st.loc['air-superiority']).toBe('air:2');
  });

  it('§9.3.1 R26 the first time the marker reaches Fokker Scourge the Red Baron comes to Germany', () => {
    const st = air(5, 0);
    runPhase(st, 'naval-air', [2]);
    expect(st.loc['air-superiority']).toBe('air:1');
    expect(st.loc['red-baron']).toBe('germany');
    expect(st.f.redBaronArrived).toBe(true);
  });

  it('§9.3.1 R26 whatever the year: a late Fokker Scourge in 1917 still brings him', () => {
    const st = air(17, 0);
    runPhase(st, 'naval-air', [4]);
    expect(st.loc['red-baron']).toBe('germany');
  });

  it('§9.3.1 R26 he arrives only once', () => {
    const st = air(5, 0, 0, { flags: { redBaronArrived: true }, tiles: { 'red-baron': 'calendar:9' } });
    runPhase(st, 'naval-air', [2]);
    expect(st.loc['red-baron']).toBe('calendar:9');
  });

  it('§9.3 the marker never moves past the last box', () => {
    const st = air(17, 4);
    expect(diceRules(runPhase(st, 'naval-air'))).toEqual([]);
    expect(st.loc['air-superiority']).toBe('air:4');
  });
});

describe('§9.4 German Bombers', () => {
  function bombers(box = 1): GameState {
    return air(5, box, 0, { tiles: { 'german-bombers': 'germany' } }); // 1915: gray box 1 is normal, no air roll
  }

  it('§9.4 R27 R1 with the BEF in Belgium only France is offered, at its weakest army', () => {
    const st = bombers();
    runPhase(st, 'naval-air');
    const p = pending(st);
    expect(p?.kind).toBe('german-bombers');
    expect(p?.actions).toEqual([{ type: 'bomb', country: 'france', army: 'fr-3' }, { type: 'decline' }]);
  });

  it('§9.4 R25 with German air superiority a 5 sends the army to Reserves', () => {
    const st = bombers(1);
    runPhase(st, 'naval-air', [5]);
    play(st, { type: 'bomb', country: 'france' });
    expect(st.loc['fr-3']).toBe('france-reserves');
    expect(st.loc['german-bombers']).toBe('germany');
  });

  it('§9.4 R25 with Entente air superiority a 5 misses and a 6 hits', () => {
    const st = bombers(0);
    st.turn = 1; // 1914, khaki box: no air roll
    runPhase(st, 'naval-air', [5]);
    play(st, { type: 'bomb', country: 'france' });
    expect(st.loc['fr-3']).toBe('france');

    const st2 = bombers(0);
    st2.turn = 1;
    runPhase(st2, 'naval-air', [6]);
    play(st2, { type: 'bomb', country: 'france' });
    expect(st2.loc['fr-3']).toBe('france-reserves');
  });

  it('§9.4 R27 once the BEF is gone Belgium can be bombed (its weakest army)', () => {
    const st = bombers();
    place(st, { 'gb-bef': 'discarded' });
    runPhase(st, 'naval-air');
    expect(pending(st)?.actions[0]).toEqual({ type: 'bomb', country: 'belgium', army: 'be-army' });
  });

  it('§9.4 R3 never the last army of a Country; with no target there is no offer', () => {
    const st = bombers();
    place(st, { 'fr-2': 'france-reserves' });
    runPhase(st, 'naval-air');
    expect(pending(st)).toBeNull();
  });

  it('§9.4 declining keeps the bombers home without a roll', () => {
    const st = bombers();
    runPhase(st, 'naval-air');
    const events = play(st, { type: 'decline' });
    expect(diceRules(events)).toEqual([]);
  });
});

describe('§9.5 British Bombers', () => {
  it('§9.5 R24 with German air superiority one die: a 1 costs 2 RM', () => {
    const st = air(5, 1, 5, { tiles: { 'british-bombers': 'germany' } });
    const events = runPhase(st, 'naval-air', [1]);
    expect(events.filter((e) => e.type === 'dice' && e.rule === '§9.5').map((e) => (e.type === 'dice' ? e.dice : []))).toEqual([[1]]);
    expect(rm(st)).toBe(3);
  });

  it('§9.5 R24 with Entente air superiority two dice, the lower counts (6 and 3 → −1)', () => {
    const st = air(1, 0, 5, { tiles: { 'british-bombers': 'germany' } });
    runPhase(st, 'naval-air', [6, 3]);
    expect(rm(st)).toBe(4);
  });

  it('§9.5 R24 a 6 does nothing', () => {
    const st = air(5, 1, 5, { tiles: { 'british-bombers': 'germany' } });
    runPhase(st, 'naval-air', [6]);
    expect(rm(st)).toBe(5);
  });

  it('§9.5 R4 the RM never goes below 0', () => {
    const st = air(5, 1, 1, { tiles: { 'british-bombers': 'germany' } });
    runPhase(st, 'naval-air', [2]);
    expect(rm(st)).toBe(0);
  });
});

describe('§9.7 the Red Baron', () => {
  function baron(): GameState {
    return air(5, 1, 0, { tiles: { 'red-baron': 'germany' } });
  }

  it('§9.7 R27 R3 he may fly over the BEF or any French army, not the other Belgians', () => {
    const st = baron();
    runPhase(st, 'naval-air');
    expect(pending(st)?.actions).toEqual([
      { type: 'place-red-baron', army: 'gb-bef' },
      { type: 'place-red-baron', army: 'fr-2' },
      { type: 'place-red-baron', army: 'fr-3' },
      { type: 'decline' },
    ]);
  });

  it('§9.7 placing him names the army; the tile stays in Germany', () => {
    const st = baron();
    runPhase(st, 'naval-air');
    play(st, { type: 'place-red-baron', army: 'fr-2' });
    expect(st.f.redBaronOn).toBe('fr-2');
    expect(st.loc['red-baron']).toBe('germany');
    expect(pending(st)).toBeNull();
  });

  it('§9.7 declining leaves him unplaced', () => {
    const st = baron();
    runPhase(st, 'naval-air');
    play(st, { type: 'decline' });
    expect(st.f.redBaronOn).toBeNull();
  });

  it('§9.7 not offered while he is not in Germany', () => {
    const st = air(5, 1, 0, { tiles: { 'red-baron': 'calendar:7' } });
    runPhase(st, 'naval-air');
    expect(pending(st)).toBeNull();
  });
});
