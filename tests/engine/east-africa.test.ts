// §12.2 Build Askari, §12.3 Indians attack the Askari, the Indian pursuit (§12.2 / §9.6 ③), R34, O2.
import { describe, it, expect } from 'vitest';
import { force, runPhase, runStack, pending, play, rollThenPlay, at, allAt } from './helpers.js';
import { turkeyAtWar as atWar } from './positions.js';
import { canBuildAskari, indianPursuesAskari, indiansAttackAskari, pushAskariBuild } from '../../shared/engine/rules/east-africa.js';
import { rm } from '../../shared/engine/core/board.js';
import { takeEvents } from '../../shared/engine/core/events.js';
import type { GameState } from '../../shared/engine/core/state.js';

/** §12.2 the Askari build on its own (Turkey at war, Turn 8), up to the offer when there is RM to pay. */
function askariBuild(rmValue?: number): GameState {
  const st = atWar(rmValue === undefined ? {} : { tracks: { 'rm-coin': rmValue } });
  pushAskariBuild(st, {});
  runStack(st);
  return st;
}

describe('§12.2 Build Askari (naval option)', () => {
  it('§12.2 the naval build succeeds on a 6 (R34): second Askari and an Indian from India in pursuit', () => {
    const st = askariBuild(2);
    expect(pending(st)?.kind).toBe('near-east:askari-build');
    expect(pending(st)?.actions).toEqual([{ type: 'naval-build' }, { type: 'decline' }]);
    rollThenPlay(st, [6], { type: 'naval-build' });
    expect(rm(st)).toBe(1);
    expect(at(st, 'german-east-africa')).toEqual(['ind-a', 'ind-d', 'askari-1', 'askari-2']);
    expect(at(st, 'india')).toEqual(['ind-b', 'ind-c']);
  });

  it('§12.2 the naval build fails on a 5 (R34): the RM is lost, nothing arrives', () => {
    const st = askariBuild(1);
    rollThenPlay(st, [5], { type: 'naval-build' });
    expect(rm(st)).toBe(0);
    expect(st.loc['askari-2']).toBe('counter-tray');
    expect(at(st, 'india')).toEqual(['ind-a', 'ind-b', 'ind-c']);
  });

  it('§12.2 declining costs nothing and rolls nothing', () => {
    const st = askariBuild(3);
    const events = play(st, { type: 'decline' });
    expect(rm(st)).toBe(3);
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(st.loc['askari-2']).toBe('counter-tray');
  });

  it('§12.2 with no RM only declining is possible, taken without asking', () => {
    const st = askariBuild();
    expect(pending(st)).toBeNull();
    expect(st.stack).toEqual([]);
  });

  it('§12.2 is offered only with exactly one Askari in East Africa and East Africa open', () => {
    const st = atWar();
    expect(canBuildAskari(st)).toBe(true);
    st.loc['askari-2'] = 'german-east-africa';
    expect(canBuildAskari(st)).toBe(false);
    st.loc['askari-2'] = 'counter-tray';
    st.f.eastAfricaClosed = true;
    expect(canBuildAskari(st)).toBe(false);
  });

  it('§12.2 in the phase: the offer comes first, with RM to spend', () => {
    const st = atWar({ tracks: { 'rm-coin': 1 } });
    runPhase(st, 'near-east');
    expect(pending(st)?.kind).toBe('near-east:askari-build');
  });
});

describe('§12.2 / §9.6 ③ Indian pursuit of a new Askari', () => {
  it('§12.2 the pursuer comes from India first, in roster order (R1)', () => {
    const st = atWar();
    indianPursuesAskari(st, '§12.2');
    expect(st.loc['ind-a']).toBe('german-east-africa');
  });

  it('§12.2 with India empty the pursuer comes from Mesopotamia', () => {
    const st = atWar({ tiles: { 'ind-a': 'german-east-africa', 'ind-b': 'mesopotamia', 'ind-c': 'mesopotamia' } });
    indianPursuesAskari(st, '§9.6');
    expect(st.loc['ind-b']).toBe('german-east-africa');
    expect(st.loc['ind-c']).toBe('mesopotamia');
  });

  it('§12.2 with no Indian in India or Mesopotamia nothing moves', () => {
    const st = atWar({ tiles: allAt(['ind-a', 'ind-b', 'ind-c'], 'german-east-africa') });
    const before = { ...st.loc };
    indianPursuesAskari(st, '§12.2');
    expect(st.loc).toEqual(before);
    expect(takeEvents().some((e) => e.type === 'skipped' && e.skip === 'askari-no-pursuer' && e.rule === '§12.2')).toBe(true);
  });
});

describe('§12.3 Indians attack the Askari', () => {
  /** Each Indian army in East Africa rolls 2d6 against the Askari, with `dice` forced. */
  function indiansRoll(st: GameState, dice: number[]): void {
    force(st, dice);
    indiansAttackAskari(st);
  }

  it('§12.3 an Indian army needs 2d6 = 12 (R34): 11 does nothing', () => {
    const st = atWar();
    indiansRoll(st, [5, 6]);
    expect(st.loc['askari-1']).toBe('german-east-africa');
    expect(st.loc['ind-d']).toBe('german-east-africa');
    expect(st.f.eastAfricaClosed).toBe(false);
  });

  it('§12.3 a beaten second Askari goes back to the tray and the winner goes home to India', () => {
    const st = atWar({ tiles: { 'askari-2': 'german-east-africa', 'ind-a': 'german-east-africa' } });
    indiansRoll(st, [6, 6, 1, 2]); // ind-a wins, ind-d misses
    expect(st.loc['askari-2']).toBe('counter-tray');
    expect(st.loc['askari-1']).toBe('german-east-africa');
    expect(st.loc['ind-a']).toBe('india');
    expect(st.loc['ind-d']).toBe('german-east-africa');
    expect(st.f.eastAfricaClosed).toBe(false);
  });

  it('§12.3 the last Askari beaten closes East Africa for good (tile leaves the game)', () => {
    const st = atWar();
    indiansRoll(st, [6, 6]);
    expect(st.loc['askari-1']).toBe('discarded');
    expect(st.loc['ind-d']).toBe('india');
    expect(st.f.eastAfricaClosed).toBe(true);
  });

  it('§12.3 both Askari can fall in one phase, the second closing East Africa', () => {
    const st = atWar({ tiles: { 'askari-2': 'german-east-africa', 'ind-a': 'german-east-africa' } });
    indiansRoll(st, [6, 6, 6, 6]);
    expect(st.loc['askari-2']).toBe('counter-tray');
    expect(st.loc['askari-1']).toBe('discarded');
    expect(st.f.eastAfricaClosed).toBe(true);
    expect(at(st, 'german-east-africa')).toEqual([]);
  });

  it('§12.3 once East Africa is closed no Indian rolls and no Askari can be built', () => {
    const st = atWar({ tracks: { 'rm-coin': 5 }, tiles: { 'askari-1': 'discarded' }, flags: { eastAfricaClosed: true } });
    const events = runPhase(st, 'near-east', [3]); // only the §12.4 die
    expect(events.filter((e) => e.type === 'dice').map((e) => e.rule)).toEqual(['§12.4']);
    expect(pending(st)?.kind).toBe('near-east:lira');
  });

  it('§12.3 O2: each Indian rolls twice', () => {
    const st = atWar({ options: { indiansTwice: true } });
    indiansRoll(st, [1, 1, 6, 6]);
    expect(st.f.eastAfricaClosed).toBe(true);
    expect(st.loc['ind-d']).toBe('india');
  });

  it('§12.3 O2: an Indian that won on its first roll has gone home and rolls no more', () => {
    const st = atWar({ options: { indiansTwice: true } });
    st.loc['askari-2'] = 'german-east-africa';
    indiansRoll(st, [6, 6]);
    const dice = takeEvents().filter((e) => e.type === 'dice');
    expect(dice).toHaveLength(1);
    expect(st.loc['askari-2']).toBe('counter-tray');
    expect(st.loc['ind-d']).toBe('india');
    expect(st.forced.dice).toEqual([]);
  });

  it('§12.3 without O2 each Indian rolls once', () => {
    const st = atWar();
    indiansRoll(st, [1, 1, 6, 6]);
    expect(st.f.eastAfricaClosed).toBe(false);
    expect(st.forced.dice).toEqual([6, 6]);
  });
});

describe('§12.7 East Africa after the Turkish surrender', () => {
  it('§12.7 §12.2 and §12.3 are still played, nothing else of the phase', () => {
    const st = atWar({ tracks: { 'rm-coin': 1 }, tiles: { 'surrender-ottoman': 'ottoman-turkey' } });
    runPhase(st, 'near-east');
    expect(pending(st)?.kind).toBe('near-east:askari-build');
    force(st, [6, 6, 6, 1, 1]); // the Askari lands; ind-a beats it at once; ind-d misses
    const events = play(st, { type: 'naval-build' });
    expect(st.loc['askari-2']).toBe('counter-tray');
    expect(st.loc['ind-a']).toBe('india');
    expect(events.some((e) => e.rule === '§12.4')).toBe(false);
    expect(st.forced.dice).toEqual([]);
    expect(pending(st)).toBeNull();
  });
});
