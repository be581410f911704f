// R41 (rules edition 2): bombing is not combat. A German Bombers (§9.4) or Zeppelin economic-bombing (§9.6 ①)
// hit sends its army to Reserves whatever marks it bears; only a defeat in combat (§10.1) discards a ☠ army
// (§10.5) and brings in the British 2nd (§10.5.1). A BEF in Belgium Reserves shields nobody (R15, R27).
import { describe, it, expect } from 'vitest';
import { board, eventsOf, pending, place, play, rollThenPlay, runPhase } from './helpers.js';
import { airWar } from './positions.js';
import { removeBombed } from '../../shared/engine/rules/air-war.js';
import { airTargets, weakestAirTarget } from '../../shared/engine/rules/air-targets.js';
import type { GameState } from '../../shared/engine/core/state.js';

/** Turn 5 (1915), German skies (gray box 1, no air roll): a Zeppelin raid hits on 5–6 (R25). */
function zeppelinReady(rm = 0): GameState {
  return airWar(5, 1, rm, { tiles: { zeppelin: 'germany' } });
}

/** The ordinary-attack targets offered in the CP Attack phase. */
function groundTargets(st: GameState): string[] {
  return [...new Set((pending(st)?.actions ?? []).filter((a) => a.type === 'attack').map((a) => String(a.target)))];
}

describe('R41 bombing is not combat', () => {
  it('R41 §9.6 ① a Zeppelin hit on the BEF sends it to Belgium Reserves; the British 2nd stays on the Counter Tray', () => {
    const st = zeppelinReady();
    runPhase(st, 'naval-air', [5, 2]); // the raid hits; the saving throw sends the Zeppelin 2 turns ahead
    const events = play(st, { type: 'zeppelin-bomb', army: 'gb-bef' });
    expect(st.loc['gb-bef']).toBe('belgium-reserves');
    expect(st.loc['gb-2']).toBe('counter-tray');
    expect(eventsOf(events, 'move').filter((e) => e.tile === 'gb-2')).toEqual([]);
    expect(st.loc['zeppelin']).toBe('calendar:7');
  });

  it('R41 §9.4 the German Bombers\' hit on a ☠ army (the removal both raids share) moves it to Reserves, never discards it', () => {
    // The BEF is never the weakest army in Belgium (R1), so the Bombers reach a ☠ army only through this removal.
    const st = board({ turn: 5 });
    removeBombed(st, 'gb-bef', 'belgium', 'R25');
    expect(st.loc['gb-bef']).toBe('belgium-reserves');
    expect(st.loc['gb-2']).toBe('counter-tray');
  });

  it('R41 §9.4 a German Bombers hit still sends an ordinary army to its Reserves', () => {
    const st = airWar(5, 1, 0, { tiles: { 'german-bombers': 'germany' } });
    runPhase(st, 'naval-air', [6]);
    play(st, { type: 'bomb', country: 'france' });
    expect(st.loc['fr-3']).toBe('france-reserves');
  });

  it('R41 §10.1 §10.5 §10.5.1 a ☠ army defeated in combat is still discarded and the British 2nd comes in', () => {
    const st = board({ tracks: { 'rm-coin': 1 }, tiles: { 'border-forts-1': 'discarded' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [6], { type: 'attack', target: 'gb-bef', pay: 'rm' });
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
  });

  it('R41 R27 R15 while the bombed BEF waits in Belgium Reserves it shields no army in Belgium', () => {
    const st = zeppelinReady(3);
    place(st, { 'border-forts-1': 'discarded' });
    runPhase(st, 'naval-air', [6, 2]);
    play(st, { type: 'zeppelin-bomb', army: 'gb-bef' });
    expect(st.loc['gb-bef']).toBe('belgium-reserves');
    // The air arm may now pick any Belgian army, the Bombers the weakest (R1) …
    expect(airTargets(st, 'belgium')).toEqual(expect.arrayContaining(['be-army', 'gb-1']));
    expect(weakestAirTarget(st, 'belgium')).toBe('be-army');
    // … and so may the ground attacks.
    runPhase(st, 'cp-attack');
    expect(groundTargets(st)).toEqual(expect.arrayContaining(['be-army', 'gb-1']));
    expect(groundTargets(st)).not.toContain('gb-bef');
  });

  it('R41 R27 once deployed into the Belgium box again the BEF shields Belgium once more', () => {
    const st = zeppelinReady();
    runPhase(st, 'naval-air', [6, 2]);
    play(st, { type: 'zeppelin-bomb', army: 'gb-bef' });
    place(st, { 'gb-bef': 'belgium' });
    expect(airTargets(st, 'belgium')).toEqual(['gb-bef']);
  });
});
