// R38 the Red Baron against Forts and Trenches (§9.7, §10.1.1, §10.3) and against the French Tank Army
// (§10.6): when his attack is offered, what the placement prompt says, and what the Tank does to it.
import { describe, it, expect } from 'vitest';
import { runPhase, runStack, play, rollThenPlay, pending, offered, eventsOf } from './helpers.js';
import { airWar, baronOver } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import { pushZeppelinRaid } from '../../shared/engine/rules/zeppelin.js';
import type { GameState } from '../../shared/engine/core/state.js';

function baronOffered(st: GameState): boolean {
  return offered(st, 'red-baron').length > 0;
}

function ordinaryTargets(st: GameState): string[] {
  return [...new Set(offered(st, 'attack').map((a) => String(a.target)))];
}

describe('R38 the Red Baron waits until the Trenches, then the Forts, of his Country are gone', () => {
  it('R38 §10.3 with Trenches in France his attack is not offered; once an attack defeats them it is', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'trenches-2': 'france' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    expect(baronOffered(st)).toBe(false);
    expect(ordinaryTargets(st).filter((t) => st.loc[t] === 'france')).toEqual(['trenches-2']);
    rollThenPlay(st, [6], { type: 'attack', target: 'trenches-2', pay: 'rm' });
    expect(st.loc['trenches-2']).toBe('counter-tray');
    expect(offered(st, 'red-baron')).toEqual([{ type: 'red-baron', target: 'fr-2' }]);
    const ev = rollThenPlay(st, [2, 5], { type: 'red-baron', target: 'fr-2' });
    expect(eventsOf(ev, 'attack')[0]).toMatchObject({ target: 'fr-2', roll: 5, strength: 4, success: true });
    expect(st.loc['fr-2']).toBe('france-reserves');
  });

  it('R38 §10.3 Trenches then Forts: with the Forts still standing after the Trenches fall he still waits', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'trenches-2': 'france', 'border-forts-2': 'france' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    expect(baronOffered(st)).toBe(false);
    rollThenPlay(st, [6], { type: 'attack', target: 'trenches-2', pay: 'rm' });
    expect(ordinaryTargets(st).filter((t) => st.loc[t] === 'france')).toEqual(['border-forts-2']);
    expect(baronOffered(st)).toBe(false);
    rollThenPlay(st, [6], { type: 'attack', target: 'border-forts-2', pay: 'rm' });
    expect(st.loc['border-forts-2']).toBe('discarded');
    expect(offered(st, 'red-baron')).toEqual([{ type: 'red-baron', target: 'fr-2' }]);
  });

  it('R38 §10.3 a failed attack on the Forts leaves them standing, and him waiting', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'border-forts-2': 'france' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [2], { type: 'attack', target: 'border-forts-2', pay: 'rm' });
    expect(st.loc['border-forts-2']).toBe('france');
    expect(baronOffered(st)).toBe(false);
  });

  it('R38 the Forts of Belgium hold him back over the BEF; the Trenches of France do not (his army\'s Country counts)', () => {
    const st = baronOver('gb-bef', 1, { tiles: { 'border-forts-1': 'belgium', 'trenches-2': 'france' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    expect(baronOffered(st)).toBe(false);
    rollThenPlay(st, [6], { type: 'attack', target: 'border-forts-1', pay: 'rm' });
    expect(st.loc['trenches-2']).toBe('france');
    expect(offered(st, 'red-baron')).toEqual([{ type: 'red-baron', target: 'gb-bef' }]);
  });

  it('R38 Trenches taken away by a Zeppelin reconnaissance (§9.6 ②) count as gone: his attack is offered at once', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'trenches-2': 'france', zeppelin: 'germany' }, tracks: { 'rm-coin': 1 } });
    pushZeppelinRaid(st, {});
    runStack(st);
    rollThenPlay(st, [4], { type: 'zeppelin-recon', trenches: 'trenches-2' }); // the §9.6.1 saving throw
    expect(st.loc['trenches-2']).toBe('counter-tray');
    runPhase(st, 'cp-attack');
    expect(offered(st, 'red-baron')).toEqual([{ type: 'red-baron', target: 'fr-2' }]);
  });

  it('R38 while he waits, his army is still no ordinary §10.1 target once the Trenches fall', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'trenches-2': 'france' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [6], { type: 'attack', target: 'trenches-2', pay: 'rm' });
    expect(ordinaryTargets(st)).toContain('fr-3');
    expect(ordinaryTargets(st)).not.toContain('fr-2');
  });
});

describe('R38 the Red Baron may still be placed over an army behind Trenches or Forts (§9.7)', () => {
  function placement(tiles: Record<string, string>): GameState {
    const st = airWar(9, 1, 0, { tiles: { 'red-baron': 'germany', 'border-forts-1': 'discarded', 'border-forts-2': 'discarded', ...tiles } });
    runPhase(st, 'naval-air');
    expect(pending(st)?.kind).toBe('red-baron-placement');
    return st;
  }

  it('R38 with Trenches in France he may go over a French army, and the prompt says he then waits there', () => {
    const st = placement({ 'trenches-2': 'france' });
    expect(offered(st, 'place-red-baron')).toContainEqual({ type: 'place-red-baron', army: 'fr-2' });
    expect(pending(st)?.text).toContain('Over an army in France he waits: he cannot attack it until the Trenches and Forts of that Country are gone (R38).');
    play(st, { type: 'place-red-baron', army: 'fr-2' });
    expect(st.f.redBaronOn).toBe('fr-2');
  });

  it('R38 the prompt names every Country behind Trenches or Forts (Forts in Belgium, Trenches in France)', () => {
    const st = placement({ 'border-forts-1': 'belgium', 'trenches-2': 'france' });
    expect(pending(st)?.text).toContain('Over an army in Belgium or France he waits');
  });

  it('R38 with no Trenches or Forts anywhere he can reach, the prompt has no warning', () => {
    const st = placement({});
    expect(pending(st)?.text).toBe('Put the Red Baron over an EP army in Belgium or France for this turn, or keep him home.');
  });
});

describe('R38 §10.6 the French Tank Army absorbs the first German attack in France, whatever its target', () => {
  it('R38 §10.6 with Trenches standing the Tank absorbs the attack made on the Trenches; he still waits', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'trenches-2': 'france', 'french-tank-army': 'france' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    expect(ordinaryTargets(st).filter((t) => st.loc[t] === 'france')).toEqual(['french-tank-army']);
    expect(baronOffered(st)).toBe(false);
    const ev = play(st, { type: 'attack', target: 'french-tank-army', pay: 'rm' });
    expect(eventsOf(ev, 'dice')).toEqual([]);
    expect(st.loc['french-tank-army']).toBe('counter-tray');
    expect(st.loc['trenches-2']).toBe('france');
    expect(ordinaryTargets(st).filter((t) => st.loc[t] === 'france')).toEqual(['trenches-2']);
    expect(baronOffered(st)).toBe(false);
  });

  it('R38 §10.6 a Red Baron attack made first in France: cost paid, Tank removed, no dice, his use spent, he stays over his army', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'french-tank-army': 'france', 'special-event': 'special-events:poison-gas' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    expect(offered(st, 'red-baron')).toEqual([{ type: 'red-baron', target: 'fr-2' }]);
    const ev = rollThenPlay(st, [6, 5], { type: 'red-baron', target: 'fr-2' });
    expect(eventsOf(ev, 'dice')).toEqual([]);
    expect(eventsOf(ev, 'attack')).toEqual([]);
    expect(st.forced.dice).toEqual([6, 5]); // nothing rolled
    expect(rm(st)).toBe(2); // 1 RM with German skies
    expect(st.loc['french-tank-army']).toBe('counter-tray');
    expect(st.loc['fr-2']).toBe('france');
    expect(st.loc['red-baron']).toBe('germany');
    expect(st.f.redBaronUsed).toBe(true);
    expect(st.f.redBaronOn).toBe('fr-2');
    expect(baronOffered(st)).toBe(false);
    expect(ordinaryTargets(st)).not.toContain('fr-2');
    expect(ordinaryTargets(st)).toContain('fr-3');
  });

  it('R38 §10.6 with Entente skies the absorbed Red Baron attack still costs 2 RM', () => {
    const st = baronOver('fr-3', 0, { tiles: { 'french-tank-army': 'france' }, tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    play(st, { type: 'red-baron', target: 'fr-3' });
    expect(rm(st)).toBe(0);
    expect(st.loc['french-tank-army']).toBe('counter-tray');
    expect(st.f.redBaronOn).toBe('fr-3');
  });

  it('R38 §10.6 the Tank in France does not touch a Red Baron attack in Belgium', () => {
    const st = baronOver('gb-bef', 1, { tiles: { 'french-tank-army': 'france' }, tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [1, 6], { type: 'red-baron', target: 'gb-bef' });
    expect(eventsOf(ev, 'attack')[0]).toMatchObject({ target: 'gb-bef', roll: 6, success: true });
    expect(st.loc['french-tank-army']).toBe('france');
  });

  it('R38 §10.6 once an ordinary attack has taken the Tank away, his attack in France rolls the dice', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'french-tank-army': 'france' }, tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    play(st, { type: 'attack', target: 'french-tank-army', pay: 'rm' });
    const ev = rollThenPlay(st, [2, 5], { type: 'red-baron', target: 'fr-2' });
    expect(eventsOf(ev, 'attack')[0]).toMatchObject({ target: 'fr-2', roll: 5, success: true });
    expect(st.f.redBaronOn).toBeNull();
  });
});

describe('R38 §10.1.1 after a failed attack he stays over his army', () => {
  it('R38 §10.1.1 a failed attack without doubles: spent for the turn, still over his army, which stays no §10.1 target', () => {
    const st = baronOver('fr-3', 1, { tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [1, 2], { type: 'red-baron', target: 'fr-3' });
    expect(eventsOf(ev, 'attack')[0]).toMatchObject({ roll: 2, success: false });
    expect(st.loc['red-baron']).toBe('germany');
    expect(st.f.redBaronOn).toBe('fr-3');
    expect(baronOffered(st)).toBe(false);
    expect(ordinaryTargets(st)).not.toContain('fr-3');
  });
});
