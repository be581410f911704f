// Audit of §7 Berliner Tageblatt, §8 Alliances, §9 Naval/Air and §13 Industrial: the edges the other test
// files leave open, each proved with forced dice.
import { describe, it, expect } from 'vitest';
import { board, runPhase, pending, play, at, loseUBoat, place } from './helpers.js';
import { airWar as air, allBut, ALL_GENERAL_EVENTS, navalOnly as naval, tageblattRoll } from './positions.js';
import { lira, rm } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GeneralEventId } from '../../shared/data/ids.js';

/** Runs the Tageblatt on `turn` with `die`, every General event but `keep` already happened. */
function tageblatt(st: GameState, turn: number, die: number, ...keep: GeneralEventId[]): void {
  tageblattRoll(st, turn, die, allBut(...keep));
}

describe('§8.6 the lost U-Boat is the player\'s choice', () => {
  it('§8.6 with one U-Boat on the map and one unbuilt, the player may give up the unbuilt one', () => {
    const st = board({ tiles: { 'u-boats-1': 'belgium' } });
    tageblatt(st, 17, 6, 'us-entry'); // 23: US Entry
    const p = pending(st);
    expect(p?.kind).toBe('us-entry-u-boat');
    loseUBoat(st, ['u-boats-1', 'u-boats-2'], 'u-boats-2', 'belgium');
    expect(pending(st)).toBeNull();
  });

  it('§8.6 …or the one on the map', () => {
    const st = board({ tiles: { 'u-boats-2': 'france' } });
    tageblatt(st, 17, 6, 'us-entry');
    play(st, { type: 'discard-u-boat', tile: 'u-boats-2' });
    expect(st.loc['u-boats-2']).toBe('discarded');
    expect(st.loc['u-boats-1']).toBe('counter-tray');
  });

  it('§8.6 with both on the tray there is nothing to choose: one of them leaves the game', () => {
    const st = board();
    tageblatt(st, 17, 6, 'us-entry');
    expect(pending(st)).toBeNull();
    expect([st.loc['u-boats-1'], st.loc['u-boats-2']].sort()).toEqual(['counter-tray', 'discarded']);
  });
});

describe('§7.1.1 Special Events: edges', () => {
  it('§7.1.1.2 Spanish Flu: with every counted Country tied, every one loses its weakest army', () => {
    // Italy at war: six Countries counted (R19); France up to 3: all six hold three armies
    const st = board({ tiles: { 'neutral-italy': 'discarded', 'fr-1': 'france' } });
    tageblatt(st, 22, 5); // 27: Spanish Flu
    expect(st.loc['special-event']).toBe('special-events:spanish-flu');
    expect(at(st, 'belgium-reserves')).toContain('be-army');
    expect(at(st, 'france-reserves')).toContain('fr-1'); // 3, first of the 3s in roster order (R1)
    expect(at(st, 'lithuania-reserves')).toContain('rus-1');
    expect(at(st, 'ukraine-reserves')).toContain('rus-3');
    expect(at(st, 'italy-reserves')).toContain('it-1');
    expect(at(st, 'serbia-reserves')).toContain('srb-1');
  });

  it('§7.1.1.3 R7 US Assistance into a Country whose Reserves hold no army does nothing', () => {
    // France (2 armies, the fewest) has no reserves
    const st = board({ tiles: { 'fr-1': 'counter-tray', 'fr-4': 'counter-tray', 'fr-5': 'counter-tray', 'french-tank-army': 'france' } });
    tageblatt(st, 24, 5, 'french-tank-army'); // 29: US Assistance
    expect(st.loc['special-event']).toBe('special-events:us-assistance');
    expect(at(st, 'france').filter((t) => t.startsWith('fr-'))).toEqual(['fr-2', 'fr-3']);
    expect(st.loc['ott-france']).toBe('france-reserves');
  });

  it('§7.1.1.3 R19 US Assistance into a Country of five is an ordinary deployment: Over the Top and a Defeat roll', () => {
    // Only Belgium and Serbia are counted (R19): Russia and France out, Italy neutral. Both hold five.
    const tiles = { 'surrender-france': 'france', 'gb-3': 'belgium', 'gb-4': 'belgium', 'srb-uzice': 'serbia', 'srb-montenegro': 'serbia' };
    const st = board({ turn: 24, tiles, flags: { russiaSurrendered: true, generalEvents: [...ALL_GENERAL_EVENTS] } });
    const ev = runPhase(st, 'tageblatt', [5, 6, 6]); // 29; then Belgium's Defeat roll: 12, more than the 0 cities in Unruhe
    expect(ev.some((e) => e.type === 'move' && e.tile === 'ott-britain' && e.to === 'belgium')).toBe(true);
    expect(ev.some((e) => e.type === 'defeat-check' && e.rule === '§15.2' && !e.success)).toBe(true);
    expect(st.over).toBeNull();
    // Serbia's deployment waits on the stack for its turn, after Belgium's (BFLUIS order).
    expect(st.stack.some((f) => f.k === 'deploy' && (f.d as { country: string }).country === 'serbia')).toBe(true);
  });
});

describe('§9.1 Blockade Runners: edges', () => {
  it('§9.1.5 R23 two Cruisers: two dice and the lower counts, also when it is the second (6, 2 → HSF 3 turns ahead)', () => {
    const st = naval({ runners: 1, cruisers: 2 });
    runPhase(st, 'naval-air', [1, 1, 6, 2]); // 2 with two Cruisers: [2b]; battle 6 and 2 → 2
    play(st, { type: 'place-runner', area: '2b' });
    play(st, { type: 'place-hsf', area: '2b' });
    expect(st.loc['high-seas-fleet']).toBe('calendar:4');
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports'); // §9.1.3: the HSF does not prevent the sinking
    expect(rm(st)).toBe(0);
  });

  it('§9.1.5 R23 R22 German Victory over two Cruisers: one goes into the cup, the other stays, the sunk runner earns nothing', () => {
    const st = naval({ runners: 1, cruisers: 2 });
    runPhase(st, 'naval-air', [1, 1, 6, 6]);
    play(st, { type: 'place-runner', area: '2b' });
    play(st, { type: 'place-hsf', area: '2b' });
    expect(st.loc['cruiser-1']).toBe('chit-cup');
    expect(st.loc['cruiser-2']).toBe('sea:2b');
    expect(st.loc['high-seas-fleet']).toBe('germany');
    expect(rm(st)).toBe(0);
  });

  it('§9.1.3 a bracketed result among three Cruisers sinks only the runner in the doubled area', () => {
    const st = naval({ runners: 2, cruisers: 3 });
    runPhase(st, 'naval-air', [1, 1]); // 2 with three Cruisers: [2c], 2b
    play(st, { type: 'place-runner', area: '2c' });
    play(st, { type: 'place-runner', area: '2b' });
    play(st, { type: 'decline' });
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports');
    expect(st.loc['blockade-runner-2']).toBe('sea:2b'); // blocked, not sunk
    expect(rm(st)).toBe(0);
  });

  it('§9.1.7 a surrendered Turkey is not at war: the Aegean haul goes to Germany without asking', () => {
    const st = naval({ runners: 1, cruisers: 1 }, { tiles: { 'neutral-ottoman': 'discarded', 'surrender-ottoman': 'ottoman-turkey' } });
    runPhase(st, 'naval-air', [6, 6]); // 12 with one Cruiser: 2a
    play(st, { type: 'place-runner', area: '1b' });
    expect(pending(st)).toBeNull();
    expect(rm(st)).toBe(1);
    expect(lira(st)).toBe(0);
  });
});

describe('§9.3 – §9.6 the air war: edges', () => {
  it('§9.3 research the other way: +1 turns a 4 into a 5, above Turn 17\'s 4 (R6), and the RM is spent', () => {
    const st = air(17, 2, 2);
    runPhase(st, 'naval-air', [4]);
    play(st, { type: 'air-research', shift: 1 });
    expect(st.loc['air-superiority']).toBe('air:2');
    expect(rm(st)).toBe(1);
  });

  it('§9.3 a gray box in 1916 is rolled for: Turn 11 (2 or less), a 2 hands the skies to Nieuport & Spad', () => {
    const st = air(11, 1, 0);
    runPhase(st, 'naval-air', [2]);
    expect(st.loc['air-superiority']).toBe('air:2');
  });

  it('§9.3 a gray box in 1918 is rolled for: Turn 22 (1 or less), a 1 moves to Mass Production', () => {
    const st = air(22, 3, 0);
    runPhase(st, 'naval-air', [1]);
    expect(st.loc['air-superiority']).toBe('air:4');
  });

  it('§9.3 a khaki box in 1916 is not rolled for (no die is used)', () => {
    const st = air(11, 0, 0);
    const ev = runPhase(st, 'naval-air');
    expect(ev.some((e) => e.type === 'dice')).toBe(false);
    expect(st.loc['air-superiority']).toBe('air:0');
  });

  it('§9.6 ① R25 with Entente skies a 6 hits', () => {
    const st = air(1, 0, 0, { tiles: { zeppelin: 'germany' } });
    runPhase(st, 'naval-air', [6, 2]);
    play(st, { type: 'zeppelin-bomb', army: 'fr-2' });
    expect(st.loc['fr-2']).toBe('france-reserves');
    expect(st.loc['zeppelin']).toBe('calendar:3');
  });

  it('§9.4 R25 with Entente skies a 6 hits', () => {
    const st = air(1, 0, 0, { tiles: { 'german-bombers': 'germany' } });
    runPhase(st, 'naval-air', [6]);
    play(st, { type: 'bomb', country: 'france' });
    expect(st.loc['fr-3']).toBe('france-reserves'); // France's weakest: fr-3 (3) before fr-2 (4)
  });
});

describe('§13.1.1 Unrestricted Submarine Warfare, each time', () => {
  it('§13.1.1 R36 every new second U-Boat rolls again: a 5 the first time, a 6 the next brings the USA in', () => {
    const st = board({ turn: 6, tracks: { 'rm-coin': 4 }, tiles: { 'u-boats-1': 'belgium' } });
    runPhase(st, 'industrial', [5, 6]);
    play(st, { type: 'build-u-boat', country: 'france' });
    expect(st.f.usaAtWar).toBe(false);
    // The French U-Boat is spent against a deployment (§6.2.4) and goes back to the tray.
    place(st, { 'u-boats-2': 'counter-tray' });
    play(st, { type: 'build-u-boat', country: 'france' });
    expect(st.f.usaAtWar).toBe(true);
    expect(pending(st)?.kind).toBe('us-entry-u-boat');
  });
});
