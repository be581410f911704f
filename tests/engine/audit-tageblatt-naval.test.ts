// Audit of §7 Berliner Tageblatt, §8 Alliances, §9 Naval/Air and §13 Industrial: the edges the other test
// files leave open, each proved with forced dice.
import { describe, it, expect } from 'vitest';
import { freshState, force, runPhase, pending, play, at } from './helpers.js';
import { lira, rm, setTrack } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GeneralEventId } from '../../shared/data/ids.js';

const ALL_EVENTS: GeneralEventId[] = [
  'turkish-entry', 'italian-entry', 'bulgarian-entry', 'hinden-luden', 'roumanian-entry', 'siegfried-line',
  'german-bombers', 'arab-revolt', 'us-entry', 'british-bombers', 'french-tank-army', 'nervenkrieg',
];

/** Runs the Tageblatt on `turn` with `die`, every General event but `keep` already happened. */
function tageblatt(st: GameState, turn: number, die: number, ...keep: GeneralEventId[]): void {
  st.turn = turn;
  for (const id of ALL_EVENTS) if (!keep.includes(id) && !st.f.generalEvents.includes(id)) st.f.generalEvents.push(id);
  force(st, [die]);
  runPhase(st, 'tageblatt');
}

/** Turn 1 board for §9.1 alone: `runners` in their box, `cruisers` in the British Cruisers box. */
function naval(runners: number, cruisers: number): GameState {
  const st = freshState();
  st.turn = 1;
  for (let i = 1; i <= 4; i++) st.loc[`blockade-runner-${i}`] = i <= runners ? 'blockade-runners-box' : 'neutral-ports';
  for (let i = 1; i <= 4; i++) st.loc[`cruiser-${i}`] = i <= cruisers ? 'british-cruisers-box' : 'chit-cup';
  return st;
}

/** No runners, no Cruisers: the Naval/Air phase goes straight to the air war. */
function air(turn: number, box: number, rmValue: number): GameState {
  const st = freshState();
  st.turn = turn;
  st.loc['blockade-runner-1'] = 'neutral-ports';
  st.loc['cruiser-1'] = 'chit-cup';
  st.loc['air-superiority'] = `air:${box}`;
  setTrack(st, 'rm-coin', rmValue, 'test');
  return st;
}

describe('§8.6 the lost U-Boat is the player\'s choice', () => {
  it('§8.6 with one U-Boat on the map and one unbuilt, the player may give up the unbuilt one', () => {
    const st = freshState();
    st.loc['u-boats-1'] = 'belgium';
    tageblatt(st, 17, 6, 'us-entry'); // 23: US Entry
    const p = pending(st);
    expect(p?.kind).toBe('us-entry-u-boat');
    expect(p?.actions).toEqual([
      { type: 'discard-u-boat', tile: 'u-boats-1' },
      { type: 'discard-u-boat', tile: 'u-boats-2' },
    ]);
    play(st, { type: 'discard-u-boat', tile: 'u-boats-2' });
    expect(st.loc['u-boats-2']).toBe('discarded');
    expect(st.loc['u-boats-1']).toBe('belgium');
    expect(pending(st)).toBeNull();
  });

  it('§8.6 …or the one on the map', () => {
    const st = freshState();
    st.loc['u-boats-2'] = 'france';
    tageblatt(st, 17, 6, 'us-entry');
    play(st, { type: 'discard-u-boat', tile: 'u-boats-2' });
    expect(st.loc['u-boats-2']).toBe('discarded');
    expect(st.loc['u-boats-1']).toBe('counter-tray');
  });

  it('§8.6 with both on the tray there is nothing to choose: one of them leaves the game', () => {
    const st = freshState();
    tageblatt(st, 17, 6, 'us-entry');
    expect(pending(st)).toBeNull();
    expect([st.loc['u-boats-1'], st.loc['u-boats-2']].sort()).toEqual(['counter-tray', 'discarded']);
  });
});

describe('§7.1.1 Special Events: edges', () => {
  it('§7.1.1.2 Spanish Flu: with every counted Country tied, every one loses its weakest army', () => {
    const st = freshState();
    st.loc['neutral-italy'] = 'discarded'; // Italy at war: six Countries counted (R19)
    st.loc['fr-1'] = 'france'; // France up to 3: all six hold three armies
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
    const st = freshState();
    for (const id of ['fr-1', 'fr-4', 'fr-5']) st.loc[id] = 'counter-tray'; // France (2 armies, the fewest) has no reserves
    st.loc['french-tank-army'] = 'france';
    tageblatt(st, 24, 5, 'french-tank-army'); // 29: US Assistance
    expect(st.loc['special-event']).toBe('special-events:us-assistance');
    expect(at(st, 'france').filter((t) => t.startsWith('fr-'))).toEqual(['fr-2', 'fr-3']);
    expect(st.loc['ott-france']).toBe('france-reserves');
  });

  it('§7.1.1.3 R19 US Assistance into a Country of five is an ordinary deployment: Over the Top and a Defeat roll', () => {
    const st = freshState();
    // Only Belgium and Serbia are counted (R19): Russia and France out, Italy neutral. Both hold five.
    st.f.russiaSurrendered = true;
    st.loc['surrender-france'] = 'france';
    st.loc['gb-3'] = 'belgium';
    st.loc['gb-4'] = 'belgium';
    st.loc['srb-uzice'] = 'serbia';
    st.loc['srb-montenegro'] = 'serbia';
    st.turn = 24;
    for (const id of ALL_EVENTS) st.f.generalEvents.push(id);
    force(st, [5, 6, 6]); // 29; then Belgium's Defeat roll: 12, more than the 0 cities in Unruhe
    const ev = runPhase(st, 'tageblatt');
    expect(ev.some((e) => e.type === 'move' && e.tile === 'ott-britain' && e.to === 'belgium')).toBe(true);
    expect(ev.some((e) => e.type === 'defeat-check' && e.rule === '§15.2' && !e.success)).toBe(true);
    expect(st.over).toBeNull();
    // Serbia's deployment waits on the stack for its turn, after Belgium's (BFLUIS order).
    expect(st.stack.some((f) => f.k === 'deploy' && (f.d as { country: string }).country === 'serbia')).toBe(true);
  });
});

describe('§9.1 Blockade Runners: edges', () => {
  it('§9.1.5 R23 two Cruisers: two dice and the lower counts, also when it is the second (6, 2 → HSF 3 turns ahead)', () => {
    const st = naval(1, 2);
    force(st, [1, 1, 6, 2]); // 2 with two Cruisers: [2b]; battle 6 and 2 → 2
    runPhase(st, 'naval-air');
    play(st, { type: 'place-runner', area: '2b' });
    play(st, { type: 'place-hsf', area: '2b' });
    expect(st.loc['high-seas-fleet']).toBe('calendar:4');
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports'); // §9.1.3: the HSF does not prevent the sinking
    expect(rm(st)).toBe(0);
  });

  it('§9.1.5 R23 R22 German Victory over two Cruisers: one goes into the cup, the other stays, the sunk runner earns nothing', () => {
    const st = naval(1, 2);
    force(st, [1, 1, 6, 6]);
    runPhase(st, 'naval-air');
    play(st, { type: 'place-runner', area: '2b' });
    play(st, { type: 'place-hsf', area: '2b' });
    expect(st.loc['cruiser-1']).toBe('chit-cup');
    expect(st.loc['cruiser-2']).toBe('sea:2b');
    expect(st.loc['high-seas-fleet']).toBe('germany');
    expect(rm(st)).toBe(0);
  });

  it('§9.1.3 a bracketed result among three Cruisers sinks only the runner in the doubled area', () => {
    const st = naval(2, 3);
    force(st, [1, 1]); // 2 with three Cruisers: [2c], 2b
    runPhase(st, 'naval-air');
    play(st, { type: 'place-runner', area: '2c' });
    play(st, { type: 'place-runner', area: '2b' });
    play(st, { type: 'decline' });
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports');
    expect(st.loc['blockade-runner-2']).toBe('sea:2b'); // blocked, not sunk
    expect(rm(st)).toBe(0);
  });

  it('§9.1.7 a surrendered Turkey is not at war: the Aegean haul goes to Germany without asking', () => {
    const st = naval(1, 1);
    st.loc['neutral-ottoman'] = 'discarded';
    st.loc['surrender-ottoman'] = 'ottoman-turkey';
    force(st, [6, 6]); // 12 with one Cruiser: 2a
    runPhase(st, 'naval-air');
    play(st, { type: 'place-runner', area: '1b' });
    expect(pending(st)).toBeNull();
    expect(rm(st)).toBe(1);
    expect(lira(st)).toBe(0);
  });
});

describe('§9.3 – §9.6 the air war: edges', () => {
  it('§9.3 research the other way: +1 turns a 4 into a 5, above Turn 17\'s 4 (R6), and the RM is spent', () => {
    const st = air(17, 2, 2);
    force(st, [4]);
    runPhase(st, 'naval-air');
    play(st, { type: 'air-research', shift: 1 });
    expect(st.loc['air-superiority']).toBe('air:2');
    expect(rm(st)).toBe(1);
  });

  it('§9.3 a gray box in 1916 is rolled for: Turn 11 (2 or less), a 2 hands the skies to Nieuport & Spad', () => {
    const st = air(11, 1, 0);
    force(st, [2]);
    runPhase(st, 'naval-air');
    expect(st.loc['air-superiority']).toBe('air:2');
  });

  it('§9.3 a gray box in 1918 is rolled for: Turn 22 (1 or less), a 1 moves to Mass Production', () => {
    const st = air(22, 3, 0);
    force(st, [1]);
    runPhase(st, 'naval-air');
    expect(st.loc['air-superiority']).toBe('air:4');
  });

  it('§9.3 a khaki box in 1916 is not rolled for (no die is used)', () => {
    const st = air(11, 0, 0);
    const ev = runPhase(st, 'naval-air');
    expect(ev.some((e) => e.type === 'dice')).toBe(false);
    expect(st.loc['air-superiority']).toBe('air:0');
  });

  it('§9.6 ① R25 with Entente skies a 6 hits', () => {
    const st = air(1, 0, 0);
    st.loc['zeppelin'] = 'germany';
    force(st, [6, 2]);
    runPhase(st, 'naval-air');
    play(st, { type: 'zeppelin-bomb', army: 'fr-2' });
    expect(st.loc['fr-2']).toBe('france-reserves');
    expect(st.loc['zeppelin']).toBe('calendar:3');
  });

  it('§9.4 R25 with Entente skies a 6 hits', () => {
    const st = air(1, 0, 0);
    st.loc['german-bombers'] = 'germany';
    force(st, [6]);
    runPhase(st, 'naval-air');
    play(st, { type: 'bomb', country: 'france' });
    expect(st.loc['fr-3']).toBe('france-reserves'); // France's weakest: fr-3 (3) before fr-2 (4)
  });
});

describe('§13.1.1 Unrestricted Submarine Warfare, each time', () => {
  it('§13.1.1 R36 every new second U-Boat rolls again: a 5 the first time, a 6 the next brings the USA in', () => {
    const st = freshState();
    st.turn = 6;
    setTrack(st, 'rm-coin', 4, 'test');
    st.loc['u-boats-1'] = 'belgium';
    force(st, [5, 6]);
    runPhase(st, 'industrial');
    play(st, { type: 'build-u-boat', country: 'france' });
    expect(st.f.usaAtWar).toBe(false);
    // The French U-Boat is spent against a deployment (§6.2.4) and goes back to the tray.
    st.loc['u-boats-2'] = 'counter-tray';
    play(st, { type: 'build-u-boat', country: 'france' });
    expect(st.f.usaAtWar).toBe(true);
    expect(pending(st)?.kind).toBe('us-entry-u-boat');
  });
});
