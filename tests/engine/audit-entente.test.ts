// Audit of §3 options, §4–§6 and §15 (setup, chit draw, turn start, EP attack, defeat, surrenders, armistice):
// the edges the other test files do not reach, each with forced dice where a die is rolled.
import { describe, it, expect } from 'vitest';
import { board, freshState, force, runPhase, runStack, pending, rollThenPlay, at, allAt, eventsOf, place, play } from './helpers.js';
import { defeatCheckInFrance, onTurn, ONLY_LAST_TWO_CHITS_LEFT } from './positions.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import { CITY_IDS, CRUISER_IDS, TURN_CHIT_IDS } from '../../shared/data/tiles.js';
import { CALENDAR } from '../../shared/data/calendar.js';
import { TRENCHES_FROM_TURN } from '../../shared/engine/rules/entente-attack.js';
import { victoryBreakdown } from '../../shared/engine/rules/victory.js';

function dice(events: GameEvent[]): number {
  return eventsOf(events, 'dice').length;
}

describe('§3.2 O3 Beginner: fewer Cruisers', () => {
  it('§3.2 O3 one or two Cruisers leave the game from the Chit Cup; none without the option', () => {
    const inCup = (st: GameState): string[] => CRUISER_IDS.filter((c) => st.loc[c] === 'chit-cup');
    const off = freshState(1);
    expect(inCup(off)).toHaveLength(3);
    expect(CRUISER_IDS.filter((c) => off.loc[c] === 'discarded')).toEqual([]);
    const one = freshState(1, { removeCruisers: 1 });
    expect(inCup(one)).toHaveLength(2);
    expect(CRUISER_IDS.filter((c) => one.loc[c] === 'discarded')).toHaveLength(1);
    const two = freshState(1, { removeCruisers: 2 });
    expect(inCup(two)).toHaveLength(1);
    expect(CRUISER_IDS.filter((c) => two.loc[c] === 'discarded')).toHaveLength(2);
    // The Cruiser the Setup Sheet puts in the British Cruisers box stays; every Turn Chit stays.
    expect(at(two, 'british-cruisers-box')).toEqual(['cruiser-1']);
    expect(TURN_CHIT_IDS.slice(1).every((c) => two.loc[c] === 'chit-cup')).toBe(true);
  });

  it('§3.2 §4.4 O3 with O1: two Cruisers removed, Turn 27 still plays both remaining chits', () => {
    const options = { hundredDays: true, removeCruisers: 2 } as const;
    const st = board({ options, turn: 27, tiles: ONLY_LAST_TWO_CHITS_LEFT });
    force(st, [], ['turn-chit-27', 'turn-chit-28']);
    runPhase(st, 'chit-draw');
    expect(at(st, 'calendar:27')).toEqual(['turn-chit-27']);
    expect(at(st, 'calendar:hundred-days')).toEqual(['turn-chit-28']);
  });
});

describe('§5.3.1.1 Kemal and a Russia already out of the war', () => {
  it('§5.3.1.1 §15.1.5 R9 stopping the MEF does not bring back a Kemal discarded when Russia surrendered', () => {
    // Turkey fights for the CP
    const st = onTurn(20, null, { tiles: { 'neutral-ottoman': 'discarded', kemal: 'discarded' }, flags: { russiaSurrendered: true } });
    const events = runPhase(st, 'turn-start', [4]); // beats the MEF's 3 at the first free attack
    expect(st.loc['gb-mef']).toBe('gallipoli');
    expect(st.loc.kemal).toBe('discarded');
    expect(events.some((e) => e.type === 'move' && e.tile === 'kemal')).toBe(false);
  });

  it('§5.3.1.1 R9 with Russia still fighting a 6 stops the MEF and Kemal comes into Armenia', () => {
    const st = onTurn(25, null, { tiles: { 'neutral-ottoman': 'discarded' } });
    runPhase(st, 'turn-start', [6]);
    expect(st.loc['gb-mef']).toBe('gallipoli');
    expect(st.loc.kemal).toBe('armenia');
  });
});

describe('§5.4.6 Random Offensives meet the §6.2 limits', () => {
  it('§5.4.6 §6.2.3 R8 Alpine Winter: a Random Offensive into a full Italy on a Winter turn places nothing, no Defeat roll', () => {
    const winter = CALENDAR.find((t) => t.season === 'winter' && t.turn > 1);
    if (winter === undefined) throw new Error('no Winter turn');
    const st = onTurn(winter.turn, 23, { tiles: { 'neutral-italy': 'discarded', ...allAt(['it-4', 'it-carnia'], 'italy') } });
    const events = runPhase(st, 'turn-start', [3]); // Italy
    expect(st.loc['ott-italy']).toBe('italy-reserves');
    expect(events.some((e) => e.type === 'defeat-check')).toBe(false);
    expect(dice(events)).toBe(1);
  });

  it('§5.4.6 §6.2.4 R8 a U-Boat in France stops a Random Offensive there and goes back to the tray', () => {
    const st = onTurn(8, 23, { tiles: { 'u-boats-1': 'france' } });
    runPhase(st, 'turn-start', [2]); // France
    expect(st.loc['u-boats-1']).toBe('counter-tray');
    expect(at(st, 'france-reserves')).toEqual(['fr-1', 'fr-4', 'fr-5', 'ott-france']);
  });

  it('§5.4.6 §6.2.1 R8 into a full France with the Mutiny there: a 4 keeps the OTT in Reserves', () => {
    const st = onTurn(8, 23, { tiles: allAt(['fr-1', 'fr-4', 'fr-5', 'french-mutiny'], 'france') });
    const events = runPhase(st, 'turn-start', [2, 4]); // France, then the Mutiny roll
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(events.some((e) => e.type === 'defeat-check')).toBe(false);
  });
});

describe('§5.4.1.1 the Explosion with Countries out of the war', () => {
  it('§5.4.1.1 R14 with Italy and France surrendered the Explosion leaves both alone; Russia still mutinies', () => {
    const surrendered = { 'neutral-italy': 'discarded', 'surrender-italy': 'italy', 'surrender-france': 'france' };
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 1, 'pink-socialist-revolution-1': 12 }, tiles: surrendered });
    runPhase(st, 'turn-start');
    expect(pending(st)?.kind).toBe('socialist-agitation');
    rollThenPlay(st, [1], { type: 'pay' }); // 12 + 1: the Explosion box
    expect(st.f.exploded).toBe(true);
    expect(st.loc['rus-1']).toBe('lithuania-reserves');
    expect(at(st, 'italy').filter((t) => t.startsWith('it-'))).toEqual(['it-1', 'it-2', 'it-3']);
    expect(at(st, 'france').filter((t) => t.startsWith('fr-'))).toEqual(['fr-2', 'fr-3']);
    expect(st.loc['french-mutiny']).toBe('counter-tray');
    expect(st.loc['pink-italy-in-danger']).toBe('counter-tray');
  });
});

describe('§15.2 the fizzle', () => {
  it('§15.2 with a single city left in Ruhe it falls into unrest without asking; its free attack follows', () => {
    const st = defeatCheckInFrance(CITY_IDS.length - 1);
    runStack(st, [6, 6]); // 12 > 10 cities in Unruhe: fizzle
    expect(st.over).toBeNull();
    expect(at(st, 'ruhe')).toEqual([]);
    expect(at(st, 'unruhe')).toHaveLength(CITY_IDS.length);
    expect(pending(st)?.kind).toBe('defeat:city-attack');
  });

  it('§15.2 R39 with two cities in Ruhe the first moves unasked; after its attack the player chooses whether the second follows', () => {
    const st = defeatCheckInFrance(CITY_IDS.length - 2);
    runStack(st, [6, 6]);
    expect(pending(st)?.kind).toBe('defeat:city-attack');
    expect(at(st, 'ruhe')).toHaveLength(1);
    play(st, { type: 'give-up-attack' });
    expect(pending(st)?.kind).toBe('defeat:another-city');
    expect(pending(st)?.actions).toEqual([{ type: 'unrest-another' }, { type: 'stop-unrest' }]);
  });
});

describe('§6.6 Trenches from the Calendar', () => {
  it('§6.6 §5.3.4 the Trenches are dug from the turn printed with the Trenches event', () => {
    const printed = CALENDAR.filter((t) => t.events.includes('trenches')).map((t) => t.turn);
    expect(printed).toEqual([TRENCHES_FROM_TURN]);
    const before = onTurn(TRENCHES_FROM_TURN - 1, null);
    runPhase(before, 'entente-attack');
    expect(before.loc['trenches-1']).toBe('counter-tray');
    const from = onTurn(TRENCHES_FROM_TURN, null);
    runPhase(from, 'entente-attack');
    expect(from.loc['trenches-1']).toBe('belgium');
    expect(from.loc['trenches-2']).toBe('france');
  });
});

describe('§15.3 what counts as an EP army', () => {
  it('§15.3 ① Over the Top tiles, Forts, Trenches and armies in Ireland, the Senussi box or Reserves do not count', () => {
    const st = freshState();
    const base = victoryBreakdown(st).epArmies;
    place(st, { 'ott-france': 'france', 'trenches-1': 'belgium', 'gb-1': 'ireland', 'it-4': 'senussi-revolt' });
    // gb-1 left Belgium: one army fewer; nothing else changes the count.
    expect(victoryBreakdown(st).epArmies).toBe(base + 1);
  });
});
