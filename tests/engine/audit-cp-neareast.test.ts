// Audit of §10 CP attacks, §11 Emergency Finances, §12 Near East / East Africa and §14 Turn End: the edge
// cases the per-module tests did not yet pin down, each with forced dice.
import { describe, it, expect } from 'vitest';
import { board, runPhase, play, rollThenPlay, pending, offered, eventsOf, at, allAt, place, type Given } from './helpers.js';
import { baronOver, franceAtTheBrink, over, russiaAtTheBrink, turkeyAtWar } from './positions.js';
import { rm, trackValue } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GameEvent } from '../../shared/engine/core/events.js';

const actions = offered;

function attacks(events: GameEvent[]): Extract<GameEvent, { type: 'attack' }>[] {
  return eventsOf(events, 'attack');
}

function targets(st: GameState): string[] {
  return [...new Set(actions(st, 'attack').map((a) => String(a.target)))];
}

describe('§10.1.1 the Red Baron: edges', () => {
  it('§10.1.1 R27 no Red Baron attack on another Belgian army while the BEF stands in Belgium', () => {
    const st = baronOver('gb-1', 1, { tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    expect(actions(st, 'red-baron')).toEqual([]);
    // and gb-1 is no ordinary target either (R27): only the BEF is
    expect(targets(st).filter((t) => st.loc[t] === 'belgium')).toEqual(['gb-bef']);
  });

  it('§10.1.1 R2 §10.5.1 a natural 6 on the higher die beats the BEF despite Black Day; the 2nd Army comes in', () => {
    const st = baronOver('gb-bef', 1, { tiles: { 'special-event': 'special-events:black-day-of-the-army' }, tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [2, 6], { type: 'red-baron', target: 'gb-bef' });
    expect(attacks(ev)[0]).toMatchObject({ roll: 6, drm: -1, strength: 5, success: true }); // 6 − 1 = 5 is not > 5
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
  });

  it('§10.1.1 R26 a higher die that is a natural 1 is impossible; a 1-2 uses the 2 and fails', () => {
    const st = baronOver('fr-3', 1, { tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [1, 2], { type: 'red-baron', target: 'fr-3' });
    expect(attacks(ev)[0]).toMatchObject({ roll: 2, success: false });
    expect(st.loc['fr-3']).toBe('france');
    expect(st.loc['red-baron']).toBe('germany');
    // §10.1.1 once per turn: no second Red Baron attack; R38: he stays over the army, still no ordinary target
    expect(actions(st, 'red-baron')).toEqual([]);
    expect(st.f.redBaronOn).toBe('fr-3');
    expect(targets(st)).not.toContain('fr-3');
  });

  it('§10.1.1 R20 the Red Baron attack takes Poison Gas +2 as the first attack; the next attack gets +1', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'fr-1': 'france', 'special-event': 'special-events:poison-gas' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    const first = attacks(rollThenPlay(st, [1, 3, 3], { type: 'red-baron', target: 'fr-2' }))[0];
    expect(first).toMatchObject({ roll: 3, drm: 2, strength: 4, success: true }); // 3 + 2 > 4
    const second = attacks(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' }))[0];
    expect(second).toMatchObject({ roll: 3, drm: 1, strength: 3, success: true });
  });

  it('§10.1.1 R3 once an ordinary attack leaves his army the last one in France, he cannot strike', () => {
    const st = baronOver('fr-2', 1, { tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    expect(actions(st, 'red-baron')).toHaveLength(1);
    rollThenPlay(st, [6], { type: 'attack', target: 'fr-3', pay: 'rm' });
    expect(actions(st, 'red-baron')).toEqual([]);
  });
});

describe('§10.2 / §10.3 / §10.6 DRMs and what must fall first', () => {
  it('§10.2 a Special Event DRM also applies to an attack on Forts (Place of Execution +1 in France)', () => {
    const st = board({ turn: 9, tiles: { 'special-event': 'special-events:place-of-execution' }, tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    const ev = attacks(rollThenPlay(st, [3], { type: 'attack', target: 'border-forts-2', pay: 'rm' }))[0];
    expect(ev).toMatchObject({ target: 'border-forts-2', roll: 3, drm: 1, strength: 3, success: true });
    expect(st.loc['border-forts-2']).toBe('discarded');
  });

  it('§10.3 R3 Forts and Trenches may be attacked while the Country holds only its last army', () => {
    const st = board({ turn: 9, tiles: { 'fr-2': 'france-reserves', 'trenches-2': 'france' }, tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    expect(targets(st).filter((t) => st.loc[t] === 'france')).toEqual(['trenches-2']);
    rollThenPlay(st, [5], { type: 'attack', target: 'trenches-2', pay: 'rm' });
    expect(targets(st).filter((t) => st.loc[t] === 'france')).toEqual(['border-forts-2']);
    rollThenPlay(st, [4], { type: 'attack', target: 'border-forts-2', pay: 'rm' });
    expect(targets(st).filter((t) => st.loc[t] === 'france')).toEqual([]); // fr-3 is the last army (R3)
  });

  it('§10.6 R20 the Tank Army absorbing the first attack uses up the Poison Gas +2', () => {
    const tiles = { 'border-forts-2': 'discarded', 'french-tank-army': 'france', 'special-event': 'special-events:poison-gas' };
    const st = board({ turn: 9, tiles, tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    play(st, { type: 'attack', target: 'french-tank-army', pay: 'krupp' });
    expect(trackValue(st, 'krupp')).toBe(4); // §11.1: Krupp may pay the absorbed attack in France
    const ev = attacks(rollThenPlay(st, [2], { type: 'attack', target: 'fr-3', pay: 'rm' }))[0];
    expect(ev).toMatchObject({ roll: 2, drm: 1, success: false }); // 2 + 1 is not > 3
  });

  it('§10.4 Alpine Winter bars only Italy: Roumania is attacked from Austria-Hungary in Winter, Kaisertreu pays', () => {
    const tiles = {
      'neutral-italy': 'counter-tray',
      'neutral-roumania': 'counter-tray',
      'rou-1': 'roumania',
      'rou-2': 'roumania',
      'hypothesis-z': 'austria-hungary',
    };
    const st = board({ turn: 16, tiles }); // JF 1917, Winter
    runPhase(st, 'cp-attack');
    expect(targets(st).some((t) => st.loc[t] === 'italy')).toBe(false);
    expect(actions(st, 'attack')).toContainEqual({ type: 'attack', target: 'rou-1', pay: 'kaisertreu' });
    const ev = attacks(rollThenPlay(st, [3], { type: 'attack', target: 'rou-1', pay: 'kaisertreu' }))[0];
    expect(ev).toMatchObject({ roll: 3, drm: -1, strength: 2, success: false }); // §8.4 Hypothesis Z
  });
});

describe('§10.7 Kaiserschlacht: edges', () => {
  /** Russia at the brink with Lithuania back to two armies and Ukraine down to rus-3 (its Reserves: rus-5, rus-7). */
  const ukraineAtTheBrink = { 'rus-2': 'lithuania', 'rus-5': 'ukraine-reserves', 'rus-7': 'ukraine-reserves' };

  it('§10.2.1 R20 a Kaiserschlacht as the first attack: Poison Gas +2 and the −1 make +1', () => {
    const st = franceAtTheBrink({ tiles: { 'special-event': 'special-events:poison-gas' } });
    runPhase(st, 'cp-attack');
    const ev = attacks(rollThenPlay(st, [3], { type: 'kaiserschlacht', country: 'france', rm: 3 }))[0];
    expect(ev).toMatchObject({ target: 'fr-3', roll: 3, drm: 1, success: true });
    expect(st.loc['surrender-france']).toBe('france');
  });

  it('§10.7 ③ R19 a Kaiserschlacht in Lithuania needs Ukraine at 3 armies or fewer', () => {
    const st = russiaAtTheBrink({ tiles: { 'rus-8': 'ukraine' }, tracks: { 'rm-coin': 4 } });
    runPhase(st, 'cp-attack');
    expect(actions(st, 'kaiserschlacht')).toEqual([]);
  });

  it('§10.7.1 R28 §11.2 a Kaiserschlacht in Ukraine is paid with RM and Kaisertreu, never Krupp', () => {
    const st = russiaAtTheBrink({ tiles: ukraineAtTheBrink, tracks: { 'rm-coin': 2, kaisertreu: 2 } });
    runPhase(st, 'cp-attack');
    expect(actions(st, 'kaiserschlacht')).toEqual([{ type: 'kaiserschlacht', country: 'ukraine', rm: 2, krupp: 0, kaisertreu: 2 }]);
    // Krupp still holds 5 points, but it cannot pay in Ukraine
    const st2 = russiaAtTheBrink({ tiles: { ...ukraineAtTheBrink, kaisertreu: 'discarded' }, tracks: { 'rm-coin': 3, kaisertreu: 0 } });
    runPhase(st2, 'cp-attack');
    expect(actions(st2, 'kaiserschlacht')).toEqual([]);
  });

  it('§10.7 §8.4 a Kaiserschlacht from Austria-Hungary with Roumanian armies standing is made at −2', () => {
    const roumania = { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'hypothesis-z': 'austria-hungary' };
    const st = russiaAtTheBrink({ tiles: { ...ukraineAtTheBrink, ...roumania }, tracks: { 'rm-coin': 4 } });
    runPhase(st, 'cp-attack');
    const ev = attacks(rollThenPlay(st, [5], { type: 'kaiserschlacht', country: 'ukraine', rm: 4 }))[0];
    expect(ev).toMatchObject({ target: 'rus-3', roll: 5, drm: -2, strength: 3, success: false });
    expect(st.f.russiaSurrendered).toBe(false);
    expect(st.loc['rus-5']).toBe('ukraine'); // §10.7 volunteers: the strongest of Ukraine Reserves (all 3: R1 roster order)
  });

  it('§10.7 a failed Kaiserschlacht with empty Reserves deploys nothing', () => {
    const st = franceAtTheBrink({ tiles: allAt(['fr-1', 'fr-2', 'fr-4', 'fr-5'], 'discarded') });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [2], { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(at(st, 'france').filter((t) => t.startsWith('fr-'))).toEqual(['fr-3']);
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(pending(st)?.kind).toBe('cp-attack');
    expect(rm(st)).toBe(0);
  });
});

describe('§11.3 Civil Society: the other faces', () => {
  function hindenLuden(more: Given = {}): GameState {
    return board(over({ tiles: { 'hinden-luden': 'germany' } }, more));
  }

  it('§11.3 R29 a 3 earns 3 RM and discards the tile', () => {
    const st = hindenLuden();
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [3], { type: 'suppress', tile: 'civil-society-1' });
    expect(rm(st)).toBe(3);
    expect(st.loc['civil-society-1']).toBe('discarded');
  });

  it('§11.3 R29 R4 a 5 earns 5 RM, capped at 12', () => {
    const st = hindenLuden({ tracks: { 'rm-coin': 9 } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [5], { type: 'suppress', tile: 'civil-society-3' });
    expect(rm(st)).toBe(12);
    expect(st.loc['civil-society-3']).toBe('discarded');
  });

  it('§11.3 R29 Riots with no city left in Ruhe move nothing, and the turn\'s attempt is spent', () => {
    const st = hindenLuden();
    place(st, allAt(at(st, 'ruhe'), 'unruhe'));
    const unrest = at(st, 'unruhe').length;
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [1], { type: 'suppress', tile: 'civil-society-2' });
    expect(at(st, 'unruhe')).toHaveLength(unrest);
    expect(st.loc['civil-society-2']).toBe('germany');
    expect(actions(st, 'suppress')).toEqual([]);
  });
});

describe('§12 Near East: edges', () => {
  it('§12.4 R33 a 4 deploys into Armenia first, then Mesopotamia holding four Indians surrenders Turkey', () => {
    const indians = { 'ind-a': 'mesopotamia', 'ind-b': 'mesopotamia', 'ind-c': 'mesopotamia', 'ind-d': 'mesopotamia' };
    // East Africa closed: no §12.3 rolls
    const st = turkeyAtWar({ tiles: { 'askari-1': 'discarded', ...indians }, flags: { eastAfricaClosed: true } });
    runPhase(st, 'near-east', [4]);
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(st.loc['surrender-ottoman']).toBe('ottoman-turkey');
    expect(pending(st)).toBeNull();
  });
});
