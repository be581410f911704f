// §15.2 German Defeat: the roll, the fizzle, the cities in unrest and the free attacks (R32).
import { describe, it, expect } from 'vitest';
import { runStack, play, rollThenPlay, pending, at, board, allAt, eventsOf } from './helpers.js';
import { defeatCheckInFrance as ottInFrance } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import { describeEvent } from '../../shared/engine/core/log.js';
import { pushDeploy } from '../../shared/engine/rules/deploy.js';
import { CITY_IDS } from '../../shared/data/tiles.js';
import type { GameState } from '../../shared/engine/core/state.js';

function targets(st: GameState): string[] {
  return (pending(st)?.actions ?? []).filter((a) => a.type === 'attack').map((a) => String(a.target));
}

describe('§15.2 the Defeat roll', () => {
  it('§15.2 two dice totalling no more than the cities in Unruhe: Germany is defeated', () => {
    const st = ottInFrance(5);
    const ev = runStack(st, [2, 3]);
    expect(st.over).toMatchObject({ result: 'defeat', turn: 8 });
    expect(ev).toContainEqual({ type: 'defeat-check', rule: '§15.2', dice: [2, 3], unruhe: 5, success: true });
    expect(ev.some((e) => e.type === 'game-over')).toBe(true);
    expect(pending(st)).toBeNull();
  });

  it('§15.2 a Defeat records its front: the Country whose Over the Top tile was placed (§6.3)', () => {
    // Serbia at five armies, three cities in Unruhe: the next Serbian deployment is its OTT tile.
    const st = board({ turn: 8, tiles: { ...allAt(['srb-uzice', 'srb-montenegro'], 'serbia'), ...allAt(CITY_IDS.slice(0, 3), 'unruhe') } });
    pushDeploy(st, { country: 'serbia', rule: '§6.1', source: 'chit' });
    const ev = runStack(st, [1, 2]);
    expect(st.over).toMatchObject({ result: 'defeat', front: 'serbia' });
    const [end] = eventsOf(ev, 'game-over');
    expect(end).toMatchObject({ rule: '§15.2', result: 'defeat', front: 'serbia' });
    expect(describeEvent(end)).toBe('[§15.2] Germany is defeated: the front in Serbia collapsed');
  });

  it('§15.2 no DRM ever: a Special Event on the display changes nothing', () => {
    const st = ottInFrance(5, { tiles: { 'special-event': 'special-events:stosstruppen' } });
    const ev = runStack(st, [3, 3]);
    expect(st.over).toBeNull();
    expect(ev).toContainEqual({ type: 'defeat-check', rule: '§15.2', dice: [3, 3], unruhe: 5, success: false });
  });

  it('§15.2 a fizzle: OTT back to Reserves, the Trenches there to the tray, then the choice of cities', () => {
    const st = ottInFrance(0, { tiles: { 'trenches-2': 'france' } });
    runStack(st, [1, 1]);
    expect(st.over).toBeNull();
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(st.loc['trenches-2']).toBe('counter-tray');
    const p = pending(st);
    expect(p?.kind).toBe('defeat:unrest');
    expect(p?.actions).toHaveLength(11);
    expect(p?.actions[0]).toEqual({ type: 'unrest', cities: 1 });
  });

  it('§15.2 each city moved buys one free attack; they cost nothing and roll like any CP attack', () => {
    const st = ottInFrance(0);
    runStack(st, [4, 4]);
    play(st, { type: 'unrest', cities: 2 });
    expect(at(st, 'unruhe')).toHaveLength(2);
    expect(pending(st)?.kind).toBe('defeat:city-attack');
    const ev = rollThenPlay(st, [3], { type: 'attack', target: 'fr-5' });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ rule: '§15.2', paidWith: 'city', success: true });
    expect(st.loc['fr-5']).toBe('france-reserves');
    expect(rm(st)).toBe(0);
    rollThenPlay(st, [6], { type: 'attack', target: 'fr-1' });
    expect(st.loc['fr-1']).toBe('france-reserves');
    expect(pending(st)).toBeNull();
  });

  it('§15.2 R32 city attacks ignore Forts, not Trenches; never a Country\'s last army; Roumania\'s last is fair game', () => {
    const elsewhere = { 'trenches-1': 'belgium', 'srb-2': 'serbia-reserves', 'srb-3': 'serbia-reserves' };
    const st = ottInFrance(0, { tiles: { ...elsewhere, 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania' } }); // France still holds its Border Forts
    runStack(st, [4, 4]);
    play(st, { type: 'unrest', cities: 1 });
    const t = targets(st);
    expect(t).toEqual(expect.arrayContaining(['fr-2', 'fr-5', 'trenches-1', 'rou-1']));
    expect(t).not.toContain('border-forts-2');
    expect(t).not.toContain('gb-bef');
    expect(t).not.toContain('srb-1');
    expect(pending(st)?.actions.some((a) => a.type === 'kaiserschlacht')).toBe(false);
  });

  it('§15.2 the player may give up the free attacks still left', () => {
    const st = ottInFrance(0);
    runStack(st, [4, 4]);
    play(st, { type: 'unrest', cities: 3 });
    play(st, { type: 'decline' });
    expect(pending(st)).toBeNull();
    expect(at(st, 'unruhe')).toHaveLength(3);
  });

  it('§15.2 with every city already in Unruhe a fizzle moves nothing and buys nothing', () => {
    const st = ottInFrance(11);
    runStack(st, [6, 6]);
    expect(st.over).toBeNull();
    expect(pending(st)).toBeNull();
    expect(st.loc['ott-france']).toBe('france-reserves');
  });
});
