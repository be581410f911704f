// One checked way from a given position to a game state (shared/engine/game.ts positionFrom / changePosition):
// the test helpers and the scenario files both go through it; a position the rules could never reach is
// refused with the broken invariant named (shared/engine/invariants.ts).
import { describe, it, expect } from 'vitest';
import { positionFrom, changePosition, InvalidPositionError } from '../../shared/engine/game.js';
import { runScenario, scenarioState, type Scenario } from '../../shared/engine/scenario.js';
import { armiesAt, copyState, rm, tilesAt } from '../../shared/engine/core/board.js';
import { clonePlain } from '../../shared/engine/core/clone.js';
import { LOCATIONS } from '../../shared/data/locations.js';

const SIX_IN_FRANCE = { 'fr-1': 'france', 'fr-4': 'france', 'fr-5': 'france', 'gb-1': 'france' };

describe('positionFrom: a given position, checked', () => {
  it('§6.3 refuses a sixth army in a Country, naming the Country and the limit', () => {
    expect(() => positionFrom({ tiles: SIX_IN_FRANCE })).toThrow(InvalidPositionError);
    expect(() => positionFrom({ tiles: SIX_IN_FRANCE })).toThrow('The given position breaks the rules: france holds 6 armies (§6.3: at most 5)');
  });

  it('R4 refuses money off the track, given as a track value or as a place', () => {
    expect(() => positionFrom({ tracks: { 'rm-coin': 13 } })).toThrow('rm-coin at 13 is off the Omnibus track (R4: 0–12)');
    expect(() => positionFrom({ tracks: { 'lira-coin': -1 } })).toThrow('lira-coin at -1 is off the Omnibus track (R4: 0–12)');
    expect(() => positionFrom({ tiles: { 'rm-coin': 'omnibus:explosion' } })).toThrow('rm-coin (rm-coin) may not be in omnibus:explosion');
  });

  it('refuses an unknown tile, an unknown place, a tile where its kind never goes, a turn off the Calendar', () => {
    expect(() => positionFrom({ tiles: { 'fr-9': 'france' } })).toThrow('unknown tile "fr-9"');
    expect(() => positionFrom({ tiles: { 'fr-1': 'frnace' } })).toThrow('fr-1 is in an unknown place "frnace"');
    expect(() => positionFrom({ tiles: { 'city-berlin': 'germany' } })).toThrow('city-berlin (city) may not be in germany');
    expect(() => positionFrom({ tiles: { 'turn-chit-5': 'discarded' } })).toThrow('turn-chit-5 (turn-chit) may not be in discarded');
    expect(() => positionFrom({ turn: 28 })).toThrow('turn 28 is off the Calendar');
  });

  it('names every broken invariant at once', () => {
    expect(() => positionFrom({ turn: 0, tiles: { ...SIX_IN_FRANCE, 'fr-1': 'frnace' } })).toThrow(
      'The given position breaks the rules: fr-1 is in an unknown place "frnace"; turn 0 is off the Calendar',
    );
  });

  it('accepts a legal position: turn, tracks before tiles, flags, and a location index that matches st.loc', () => {
    const st = positionFrom({ seed: 7, turn: 9, tracks: { 'rm-coin': 4, krupp: 2 }, tiles: { 'fr-1': 'france', krupp: 'counter-tray' }, flags: { usaAtWar: true } });
    expect(st.seed).toBe(7);
    expect(st.turn).toBe(9);
    expect(rm(st)).toBe(4);
    expect(st.loc.krupp).toBe('counter-tray'); // the tile given after the track wins
    expect(st.f.usaAtWar).toBe(true);
    expect(st.stack).toEqual([]);
    expect(armiesAt(st, 'france')).toEqual(['fr-1', 'fr-2', 'fr-3']); // roster order
    const rebuilt = clonePlain(st); // no index: built from st.loc on first use
    for (const where of LOCATIONS) expect(tilesAt(st, where)).toEqual(tilesAt(rebuilt, where));
  });

  it('changePosition refuses a change that breaks the rules and leaves the state as it was', () => {
    const st = positionFrom({ turn: 5 });
    const before = clonePlain(st);
    expect(() => changePosition(st, { turn: 6, tiles: SIX_IN_FRANCE, flags: { usaAtWar: true } })).toThrow('france holds 6 armies');
    expect(st).toEqual(before);
    expect(armiesAt(st, 'france')).toEqual(['fr-2', 'fr-3']);
  });

  it('changePosition moves tiles mid-game and keeps the index (a copy of the state sees the same board)', () => {
    const st = positionFrom({});
    changePosition(st, { tiles: { 'fr-1': 'france' } });
    expect(armiesAt(copyState(st), 'france')).toEqual(['fr-1', 'fr-2', 'fr-3']);
  });
});

describe('scenario files start from a checked position', () => {
  const base: Scenario = { name: 'six armies', rule: '§6.3', start: { turn: 5, phase: 'entente-attack' }, expect: {} };

  it('§6.3 a scenario whose start breaks an invariant is refused with the reason', () => {
    const sc: Scenario = { ...base, start: { ...base.start, place: SIX_IN_FRANCE } };
    expect(() => scenarioState(sc)).toThrow('france holds 6 armies (§6.3: at most 5)');
    expect(runScenario(sc)).toMatchObject({ passed: false, failures: ['error: The given position breaks the rules: france holds 6 armies (§6.3: at most 5)'] });
  });

  it('R4 a scenario track off the Omnibus track is refused', () => {
    expect(() => scenarioState({ ...base, start: { ...base.start, tracks: { 'rm-coin': 14 } } })).toThrow('rm-coin at 14 is off the Omnibus track');
  });
});
