// Audit of §10 CP attacks, §11 Emergency Finances, §12 Near East / East Africa and §14 Turn End: the edge
// cases the per-module tests did not yet pin down, each with forced dice.
import { describe, it, expect } from 'vitest';
import { freshState, force, runPhase, play, pending, at } from './helpers.js';
import { rm, setTrack, trackValue } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { Action } from '../../shared/engine/core/flow.js';
import type { GameEvent } from '../../shared/engine/core/events.js';

function withRm(st: GameState, n: number): void {
  setTrack(st, 'rm-coin', n, 'test');
}

function attacks(events: GameEvent[]): Extract<GameEvent, { type: 'attack' }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: 'attack' }> => e.type === 'attack');
}

function actions(st: GameState, type: string): Action[] {
  return (pending(st)?.actions ?? []).filter((a) => a.type === type);
}

function targets(st: GameState): string[] {
  return [...new Set(actions(st, 'attack').map((a) => String(a.target)))];
}

/** Turn 9 (not Winter), both Border Forts gone, the Red Baron in Germany over `army`. */
function baronOver(army: string, airBox = 1): GameState {
  const st = freshState();
  st.turn = 9;
  st.loc['border-forts-1'] = 'discarded';
  st.loc['border-forts-2'] = 'discarded';
  st.loc['red-baron'] = 'germany';
  st.loc['air-superiority'] = `air:${airBox}`;
  st.f.redBaronArrived = true;
  st.f.redBaronOn = army;
  return st;
}

describe('§10.1.1 the Red Baron: edges', () => {
  it('§10.1.1 R27 no Red Baron attack on another Belgian army while the BEF stands in Belgium', () => {
    const st = baronOver('gb-1');
    withRm(st, 2);
    runPhase(st, 'cp-attack');
    expect(actions(st, 'red-baron')).toEqual([]);
    // and gb-1 is no ordinary target either (R27): only the BEF is
    expect(targets(st).filter((t) => st.loc[t] === 'belgium')).toEqual(['gb-bef']);
  });

  it('§10.1.1 R2 §10.5.1 a natural 6 on the higher die beats the BEF despite Black Day; the 2nd Army comes in', () => {
    const st = baronOver('gb-bef');
    st.loc['special-event'] = 'special-events:black-day-of-the-army';
    withRm(st, 1);
    runPhase(st, 'cp-attack');
    force(st, [2, 6]);
    const ev = play(st, { type: 'red-baron', target: 'gb-bef' });
    expect(attacks(ev)[0]).toMatchObject({ roll: 6, drm: -1, strength: 5, success: true }); // 6 − 1 = 5 is not > 5
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
  });

  it('§10.1.1 R26 a higher die that is a natural 1 is impossible; a 1-2 uses the 2 and fails', () => {
    const st = baronOver('fr-3');
    withRm(st, 1);
    runPhase(st, 'cp-attack');
    force(st, [1, 2]);
    const ev = play(st, { type: 'red-baron', target: 'fr-3' });
    expect(attacks(ev)[0]).toMatchObject({ roll: 2, success: false });
    expect(st.loc['fr-3']).toBe('france');
    expect(st.loc['red-baron']).toBe('germany');
    // §10.1.1 once per turn: no second Red Baron attack; the army is now open to an ordinary attack
    expect(actions(st, 'red-baron')).toEqual([]);
  });

  it('§10.1.1 R20 the Red Baron attack takes Poison Gas +2 as the first attack; the next attack gets +1', () => {
    const st = baronOver('fr-2');
    st.loc['fr-1'] = 'france';
    st.loc['special-event'] = 'special-events:poison-gas';
    withRm(st, 3);
    runPhase(st, 'cp-attack');
    force(st, [1, 3, 3]);
    const first = attacks(play(st, { type: 'red-baron', target: 'fr-2' }))[0];
    expect(first).toMatchObject({ roll: 3, drm: 2, strength: 4, success: true }); // 3 + 2 > 4
    const second = attacks(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' }))[0];
    expect(second).toMatchObject({ roll: 3, drm: 1, strength: 3, success: true });
  });

  it('§10.1.1 R3 once an ordinary attack leaves his army the last one in France, he cannot strike', () => {
    const st = baronOver('fr-2');
    withRm(st, 3);
    runPhase(st, 'cp-attack');
    expect(actions(st, 'red-baron')).toHaveLength(1);
    force(st, [6]);
    play(st, { type: 'attack', target: 'fr-3', pay: 'rm' });
    expect(actions(st, 'red-baron')).toEqual([]);
  });
});

describe('§10.2 / §10.3 / §10.6 DRMs and what must fall first', () => {
  it('§10.2 a Special Event DRM also applies to an attack on Forts (Place of Execution +1 in France)', () => {
    const st = freshState();
    st.turn = 9;
    st.loc['special-event'] = 'special-events:place-of-execution';
    withRm(st, 1);
    runPhase(st, 'cp-attack');
    force(st, [3]);
    const ev = attacks(play(st, { type: 'attack', target: 'border-forts-2', pay: 'rm' }))[0];
    expect(ev).toMatchObject({ target: 'border-forts-2', roll: 3, drm: 1, strength: 3, success: true });
    expect(st.loc['border-forts-2']).toBe('discarded');
  });

  it('§10.3 R3 Forts and Trenches may be attacked while the Country holds only its last army', () => {
    const st = freshState();
    st.turn = 9;
    st.loc['fr-2'] = 'france-reserves';
    st.loc['trenches-2'] = 'france';
    withRm(st, 2);
    runPhase(st, 'cp-attack');
    expect(targets(st).filter((t) => st.loc[t] === 'france')).toEqual(['trenches-2']);
    force(st, [5]);
    play(st, { type: 'attack', target: 'trenches-2', pay: 'rm' });
    expect(targets(st).filter((t) => st.loc[t] === 'france')).toEqual(['border-forts-2']);
    force(st, [4]);
    play(st, { type: 'attack', target: 'border-forts-2', pay: 'rm' });
    expect(targets(st).filter((t) => st.loc[t] === 'france')).toEqual([]); // fr-3 is the last army (R3)
  });

  it('§10.6 R20 the Tank Army absorbing the first attack uses up the Poison Gas +2', () => {
    const st = freshState();
    st.turn = 9;
    st.loc['border-forts-2'] = 'discarded';
    st.loc['french-tank-army'] = 'france';
    st.loc['special-event'] = 'special-events:poison-gas';
    withRm(st, 2);
    runPhase(st, 'cp-attack');
    play(st, { type: 'attack', target: 'french-tank-army', pay: 'krupp' });
    expect(trackValue(st, 'krupp')).toBe(4); // §11.1: Krupp may pay the absorbed attack in France
    force(st, [2]);
    const ev = attacks(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' }))[0];
    expect(ev).toMatchObject({ roll: 2, drm: 1, success: false }); // 2 + 1 is not > 3
  });

  it('§10.4 Alpine Winter bars only Italy: Roumania is attacked from Austria-Hungary in Winter, Kaisertreu pays', () => {
    const st = freshState();
    st.turn = 16; // JF 1917, Winter
    st.loc['neutral-italy'] = 'counter-tray';
    st.loc['neutral-roumania'] = 'counter-tray';
    st.loc['rou-1'] = 'roumania';
    st.loc['rou-2'] = 'roumania';
    st.loc['hypothesis-z'] = 'austria-hungary';
    runPhase(st, 'cp-attack');
    expect(targets(st).some((t) => st.loc[t] === 'italy')).toBe(false);
    expect(actions(st, 'attack')).toContainEqual({ type: 'attack', target: 'rou-1', pay: 'kaisertreu' });
    force(st, [3]);
    const ev = attacks(play(st, { type: 'attack', target: 'rou-1', pay: 'kaisertreu' }))[0];
    expect(ev).toMatchObject({ roll: 3, drm: -1, strength: 2, success: false }); // §8.4 Hypothesis Z
  });
});

describe('§10.7 Kaiserschlacht: edges', () => {
  /** France down to fr-3 with France in Danger; every other Country at 3 armies. */
  function franceAtTheBrink(): GameState {
    const st = freshState();
    st.turn = 9;
    st.loc['border-forts-2'] = 'discarded';
    st.loc['fr-2'] = 'france-reserves';
    withRm(st, 3);
    return st;
  }

  function russiaAtTheBrink(): GameState {
    const st = freshState();
    st.turn = 14;
    st.f.exploded = true;
    st.loc['pink-socialist-revolution-1'] = 'lithuania';
    st.loc['pink-socialist-revolution-2'] = 'ukraine';
    st.loc['rus-2'] = 'lithuania-reserves';
    st.loc['rus-4'] = 'lithuania-reserves';
    return st;
  }

  it('§10.2.1 R20 a Kaiserschlacht as the first attack: Poison Gas +2 and the −1 make +1', () => {
    const st = franceAtTheBrink();
    st.loc['special-event'] = 'special-events:poison-gas';
    runPhase(st, 'cp-attack');
    force(st, [3]);
    const ev = attacks(play(st, { type: 'kaiserschlacht', country: 'france', rm: 3 }))[0];
    expect(ev).toMatchObject({ target: 'fr-3', roll: 3, drm: 1, success: true });
    expect(st.loc['surrender-france']).toBe('france');
  });

  it('§10.7 ③ R19 a Kaiserschlacht in Lithuania needs Ukraine at 3 armies or fewer', () => {
    const st = russiaAtTheBrink();
    st.loc['rus-8'] = 'ukraine';
    withRm(st, 4);
    runPhase(st, 'cp-attack');
    expect(actions(st, 'kaiserschlacht')).toEqual([]);
  });

  it('§10.7.1 R28 §11.2 a Kaiserschlacht in Ukraine is paid with RM and Kaisertreu, never Krupp', () => {
    const st = russiaAtTheBrink();
    st.loc['rus-2'] = 'lithuania';
    st.loc['rus-5'] = 'ukraine-reserves';
    st.loc['rus-7'] = 'ukraine-reserves';
    withRm(st, 2);
    setTrack(st, 'kaisertreu', 2, 'test');
    runPhase(st, 'cp-attack');
    expect(actions(st, 'kaiserschlacht')).toEqual([{ type: 'kaiserschlacht', country: 'ukraine', rm: 2, krupp: 0, kaisertreu: 2 }]);
    const st2 = russiaAtTheBrink();
    st2.loc['rus-2'] = 'lithuania';
    st2.loc['rus-5'] = 'ukraine-reserves';
    st2.loc['rus-7'] = 'ukraine-reserves';
    withRm(st2, 3); // Krupp still holds 5 points, but it cannot pay in Ukraine
    setTrack(st2, 'kaisertreu', 0, 'test');
    st2.loc['kaisertreu'] = 'discarded';
    runPhase(st2, 'cp-attack');
    expect(actions(st2, 'kaiserschlacht')).toEqual([]);
  });

  it('§10.7 §8.4 a Kaiserschlacht from Austria-Hungary with Roumanian armies standing is made at −2', () => {
    const st = russiaAtTheBrink();
    st.loc['rus-2'] = 'lithuania';
    st.loc['rus-5'] = 'ukraine-reserves';
    st.loc['rus-7'] = 'ukraine-reserves';
    st.loc['neutral-roumania'] = 'counter-tray';
    st.loc['rou-1'] = 'roumania';
    st.loc['hypothesis-z'] = 'austria-hungary';
    withRm(st, 4);
    runPhase(st, 'cp-attack');
    force(st, [5]);
    const ev = attacks(play(st, { type: 'kaiserschlacht', country: 'ukraine', rm: 4 }))[0];
    expect(ev).toMatchObject({ target: 'rus-3', roll: 5, drm: -2, strength: 3, success: false });
    expect(st.f.russiaSurrendered).toBe(false);
    expect(st.loc['rus-5']).toBe('ukraine'); // §10.7 volunteers: the strongest of Ukraine Reserves (all 3: R1 roster order)
  });

  it('§10.7 a failed Kaiserschlacht with empty Reserves deploys nothing', () => {
    const st = franceAtTheBrink();
    for (const a of ['fr-1', 'fr-2', 'fr-4', 'fr-5']) st.loc[a] = 'discarded';
    runPhase(st, 'cp-attack');
    force(st, [2]);
    play(st, { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(at(st, 'france').filter((t) => t.startsWith('fr-'))).toEqual(['fr-3']);
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(pending(st)?.kind).toBe('cp-attack');
    expect(rm(st)).toBe(0);
  });
});

describe('§11.3 Civil Society: the other faces', () => {
  function hindenLuden(): GameState {
    const st = freshState();
    st.loc['hinden-luden'] = 'germany';
    return st;
  }

  it('§11.3 R29 a 3 earns 3 RM and discards the tile', () => {
    const st = hindenLuden();
    runPhase(st, 'cp-attack');
    force(st, [3]);
    play(st, { type: 'suppress', tile: 'civil-society-1' });
    expect(rm(st)).toBe(3);
    expect(st.loc['civil-society-1']).toBe('discarded');
  });

  it('§11.3 R29 R4 a 5 earns 5 RM, capped at 12', () => {
    const st = hindenLuden();
    withRm(st, 9);
    runPhase(st, 'cp-attack');
    force(st, [5]);
    play(st, { type: 'suppress', tile: 'civil-society-3' });
    expect(rm(st)).toBe(12);
    expect(st.loc['civil-society-3']).toBe('discarded');
  });

  it('§11.3 R29 Riots with no city left in Ruhe move nothing, and the turn\'s attempt is spent', () => {
    const st = hindenLuden();
    for (const c of at(st, 'ruhe')) st.loc[c] = 'unruhe';
    const unrest = at(st, 'unruhe').length;
    runPhase(st, 'cp-attack');
    force(st, [1]);
    play(st, { type: 'suppress', tile: 'civil-society-2' });
    expect(at(st, 'unruhe')).toHaveLength(unrest);
    expect(st.loc['civil-society-2']).toBe('germany');
    expect(actions(st, 'suppress')).toEqual([]);
  });
});

describe('§12 Near East: edges', () => {
  it('§12.4 R33 a 4 deploys into Armenia first, then Mesopotamia holding four Indians surrenders Turkey', () => {
    const st = freshState();
    st.loc['neutral-ottoman'] = 'discarded';
    st.turn = 8;
    st.loc['askari-1'] = 'discarded'; // East Africa closed: no §12.3 rolls
    st.f.eastAfricaClosed = true;
    for (const id of ['ind-a', 'ind-b', 'ind-c', 'ind-d']) st.loc[id] = 'mesopotamia';
    force(st, [4]);
    runPhase(st, 'near-east');
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(st.loc['surrender-ottoman']).toBe('ottoman-turkey');
    expect(pending(st)).toBeNull();
  });
});
