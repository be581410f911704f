// §15.2 German Defeat: the roll, the fizzle, the cities into unrest one at a time (R39) and their free attacks (R32).
import { describe, it, expect } from 'vitest';
import { runStack, play, rollThenPlay, pending, at, board, allAt, eventsOf } from './helpers.js';
import { defeatCheckInFrance as ottInFrance } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import { describeEvent } from '../../shared/engine/core/log.js';
import { pushDeploy } from '../../shared/engine/rules/deploy.js';
import { pushDefeatCheck } from '../../shared/engine/rules/defeat.js';
import { CITY_IDS } from '../../shared/data/tiles.js';
import type { GameState } from '../../shared/engine/core/state.js';

function countRuhe(st: GameState): number {
  return at(st, 'ruhe').length;
}

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

  it('§15.2 R39 a fizzle: OTT back to Reserves, the Trenches there to the tray, one City into Unruhe and its attack asked at once', () => {
    const st = ottInFrance(0, { tiles: { 'trenches-2': 'france' } });
    const ev = runStack(st, [1, 1]);
    expect(st.over).toBeNull();
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(st.loc['trenches-2']).toBe('counter-tray');
    expect(at(st, 'unruhe')).toEqual([CITY_IDS[0]]);
    expect(eventsOf(ev, 'dice')).toHaveLength(1); // only the Defeat roll: no number of Cities chosen, no attack die yet
    const p = pending(st);
    expect(p?.kind).toBe('defeat:city-attack');
    expect(p?.rule).toBe('§15.2');
    expect(p?.text).toContain('(R39)');
    expect(p?.actions.some((a) => a.type === 'unrest' || a.type === 'stop-unrest')).toBe(false);
    expect(p?.actions).toContainEqual({ type: 'attack', target: 'fr-5' });
    expect(p?.actions[p.actions.length - 1]).toEqual({ type: 'give-up-attack' });
  });

  it('§15.2 R39 each City moves alone and attacks at once, for free, rolled like any CP attack; then another may follow', () => {
    const st = ottInFrance(0);
    runStack(st, [4, 4]);
    const ev = rollThenPlay(st, [3], { type: 'attack', target: 'fr-5' });
    expect(eventsOf(ev, 'attack')[0]).toMatchObject({ rule: '§15.2', kind: 'city', paid: [], success: true });
    expect(st.loc['fr-5']).toBe('france-reserves');
    expect(rm(st)).toBe(0);
    expect(at(st, 'unruhe')).toHaveLength(1);
    const p = pending(st);
    expect(p?.kind).toBe('defeat:another-city');
    expect(p?.actions).toEqual([{ type: 'unrest-another' }, { type: 'stop-unrest' }]);
    play(st, { type: 'unrest-another' });
    expect(at(st, 'unruhe')).toEqual([CITY_IDS[0], CITY_IDS[1]]);
    expect(pending(st)?.kind).toBe('defeat:city-attack');
    rollThenPlay(st, [6], { type: 'attack', target: 'fr-1' });
    expect(st.loc['fr-1']).toBe('france-reserves');
    play(st, { type: 'stop-unrest' });
    expect(pending(st)).toBeNull();
    expect(at(st, 'unruhe')).toHaveLength(2);
  });

  it('§15.2 R39 stopping after the first City leaves every other City in Ruhe', () => {
    const st = ottInFrance(0);
    runStack(st, [4, 4]);
    rollThenPlay(st, [2], { type: 'attack', target: 'fr-5' });
    play(st, { type: 'stop-unrest' });
    expect(pending(st)).toBeNull();
    expect(at(st, 'unruhe')).toHaveLength(1);
    expect(at(st, 'ruhe')).toHaveLength(CITY_IDS.length - 1);
  });

  it('§15.2 R39 the player may give up one City\'s attack and still move another', () => {
    const st = ottInFrance(0);
    runStack(st, [4, 4]);
    const ev = play(st, { type: 'give-up-attack' });
    expect(eventsOf(ev, 'dice')).toEqual([]);
    expect(at(st, 'unruhe')).toHaveLength(1);
    play(st, { type: 'unrest-another' });
    rollThenPlay(st, [6], { type: 'attack', target: 'fr-5' });
    expect(st.loc['fr-5']).toBe('france-reserves');
    expect(at(st, 'unruhe')).toHaveLength(2);
    expect(pending(st)?.kind).toBe('defeat:another-city');
  });

  it('§15.2 R39 the first City moves even when no target is legal; its attack is lost without asking', () => {
    // A position built for this branch: an Italian crisis on a Winter turn (§10.4: Italy cannot be attacked)
    // with every other box down to its last army (R3, R32) or neutral.
    const tiles = {
      ...allAt(['it-4', 'it-carnia', 'ott-italy'], 'italy'), 'neutral-italy': 'discarded',
      ...allAt(['be-army', 'gb-1'], 'belgium-reserves'), ...allAt(['fr-1', 'fr-2', 'fr-4', 'fr-5'], 'france-reserves'),
      ...allAt(['rus-2', 'rus-4'], 'lithuania-reserves'), ...allAt(['rus-5', 'rus-7'], 'ukraine-reserves'),
      ...allAt(['srb-2', 'srb-3'], 'serbia-reserves'),
    };
    const st = board({ turn: 10, tiles });
    pushDefeatCheck(st, { country: 'italy' });
    const ev = runStack(st, [6, 6]);
    expect(at(st, 'unruhe')).toEqual([CITY_IDS[0]]);
    expect(eventsOf(ev, 'skipped')).toContainEqual({ type: 'skipped', rule: 'R39', skip: 'city-attack-given-up', city: CITY_IDS[0] });
    expect(pending(st)?.kind).toBe('defeat:another-city');
    play(st, { type: 'unrest-another' });
    expect(at(st, 'unruhe')).toHaveLength(2);
    expect(pending(st)?.kind).toBe('defeat:another-city');
  });

  it('§15.2 R39 with no City left in Ruhe the sequence ends: no further choice is asked', () => {
    const st = ottInFrance(CITY_IDS.length - 2); // two Cities left in Ruhe
    runStack(st, [6, 6]);
    rollThenPlay(st, [1], { type: 'attack', target: 'fr-5' });
    play(st, { type: 'unrest-another' });
    expect(countRuhe(st)).toBe(0);
    const ev = play(st, { type: 'give-up-attack' });
    expect(pending(st)).toBeNull();
    expect(eventsOf(ev, 'skipped')).toContainEqual({ type: 'skipped', rule: 'R39', skip: 'no-city-in-ruhe' });
  });

  it('§15.2 R39 with a single City in Ruhe it moves, makes its attack, and nothing more is asked', () => {
    const st = ottInFrance(CITY_IDS.length - 1);
    runStack(st, [6, 6]);
    expect(pending(st)?.kind).toBe('defeat:city-attack');
    rollThenPlay(st, [6], { type: 'attack', target: 'fr-5' });
    expect(pending(st)).toBeNull();
    expect(at(st, 'ruhe')).toEqual([]);
  });

  it('§15.2 R39 R32 city attacks ignore Forts, not Trenches; never a Country\'s last army; Roumania\'s last is fair game', () => {
    const elsewhere = { 'trenches-1': 'belgium', 'srb-2': 'serbia-reserves', 'srb-3': 'serbia-reserves' };
    const st = ottInFrance(0, { tiles: { ...elsewhere, 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania' } }); // France still holds its Border Forts
    runStack(st, [4, 4]);
    const t = targets(st);
    expect(t).toEqual(expect.arrayContaining(['fr-2', 'fr-5', 'trenches-1', 'rou-1']));
    expect(t).not.toContain('border-forts-2');
    expect(t).not.toContain('gb-bef');
    expect(t).not.toContain('srb-1');
    expect(pending(st)?.actions.some((a) => a.type === 'kaiserschlacht')).toBe(false);
  });

  it('§15.2 with every city already in Unruhe a fizzle moves nothing and buys nothing', () => {
    const st = ottInFrance(11);
    runStack(st, [6, 6]);
    expect(st.over).toBeNull();
    expect(pending(st)).toBeNull();
    expect(st.loc['ott-france']).toBe('france-reserves');
  });
});
