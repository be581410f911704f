// §8.6 the USA enters the war: the Over There schedule onto the Calendar (R5) and the lost U-Boat.
import { describe, it, expect } from 'vitest';
import { board, runStack, runPhase, pending, offered, loseUBoat } from './helpers.js';
import { pushUsEntry } from '../../shared/engine/rules/us-entry.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { RuleRef } from '../../shared/engine/index.js';

/** §8.6 the USA enters on `turn` (for the reason `rule`); runs up to the U-Boat choice or the end. */
function enter(st: GameState, turn: number, rule: RuleRef = '§13.1.1'): GameEvent[] {
  st.turn = turn;
  pushUsEntry(st, { rule });
  return runStack(st);
}

describe('§8.6 US entry', () => {
  it('§8.6 example: entry on Turn 17 puts I on 18, V on 21, IV on 22, VI on 23', () => {
    const st = board();
    enter(st, 17);
    expect(st.f.usaAtWar).toBe(true);
    expect(st.f.usEntryTurn).toBe(17);
    expect(st.loc['usa-i']).toBe('calendar:18');
    expect(st.loc['usa-v']).toBe('calendar:21');
    expect(st.loc['usa-iv']).toBe('calendar:22');
    expect(st.loc['usa-vi']).toBe('calendar:23');
  });

  it('§8.6 R5: a US army due after Turn 27 is discarded', () => {
    const st = board();
    enter(st, 23);
    expect(st.loc['usa-i']).toBe('calendar:24');
    expect(st.loc['usa-v']).toBe('calendar:27');
    expect(st.loc['usa-iv']).toBe('discarded'); // 28
    expect(st.loc['usa-vi']).toBe('discarded'); // 29
  });

  it('§8.6 R5: entry on Turn 27 brings no US army at all', () => {
    const st = board();
    enter(st, 27);
    for (const id of ['usa-i', 'usa-v', 'usa-iv', 'usa-vi']) expect(st.loc[id]).toBe('discarded');
  });

  it('§8.6 with two U-Boats on the map the player chooses which one is discarded', () => {
    const st = board({ tiles: { 'u-boats-1': 'belgium', 'u-boats-2': 'france' } });
    enter(st, 17);
    const p = pending(st);
    expect(p?.kind).toBe('us-entry-u-boat');
    expect(p?.rule).toBe('§8.6');
    loseUBoat(st, ['u-boats-1', 'u-boats-2'], 'u-boats-2', 'belgium');
    expect(st.stack).toEqual([]);
  });

  it('§8.6 R42 with one U-Boat on the map and one on the tray the player chooses either (your choice, from the game)', () => {
    const st = board({ tiles: { 'u-boats-2': 'belgium' } });
    enter(st, 17);
    loseUBoat(st, ['u-boats-2', 'u-boats-1'], 'u-boats-2', 'counter-tray');
  });

  it('R42 §8.6 §13.1 the U-Boat discarded from the Counter Tray can never be built, whatever the RM', () => {
    const st = board({ tracks: { 'rm-coin': 12 }, tiles: { 'u-boats-1': 'belgium' } });
    enter(st, 17);
    loseUBoat(st, ['u-boats-1', 'u-boats-2'], 'u-boats-2', 'belgium');
    runPhase(st, 'industrial');
    expect(offered(st, 'build-u-boat')).toEqual([]);
    expect(offered(st, 'build-runner').length + offered(st, 'done').length).toBeGreaterThan(0); // the phase asks, without U-Boats
  });

  it('§8.6 with the other U-Boat already gone, the one on the map is discarded (nothing to choose)', () => {
    const st = board({ tiles: { 'u-boats-1': 'discarded', 'u-boats-2': 'belgium' } });
    enter(st, 17);
    expect(pending(st)).toBeNull();
    expect(st.loc['u-boats-2']).toBe('discarded');
  });

  it('§8.6 R42 with no U-Boat on the map one is taken from the tray, so it can never be built', () => {
    const st = board();
    enter(st, 17);
    expect(pending(st)).toBeNull();
    expect(st.loc['u-boats-1']).toBe('discarded');
    expect(st.loc['u-boats-2']).toBe('counter-tray');
  });

  it('§8.6 with no U-Boat left anywhere nothing more is lost', () => {
    const st = board({ tiles: { 'u-boats-1': 'discarded', 'u-boats-2': 'discarded' } });
    const ev = enter(st, 17, '§12.6.1');
    expect(pending(st)).toBeNull();
    expect(ev.filter((e) => e.type === 'move' && e.tile.startsWith('u-boats'))).toEqual([]);
    expect(st.f.usaAtWar).toBe(true);
  });

  it('§8.6 a USA already at war does not enter again', () => {
    const st = board({ flags: { usaAtWar: true, usEntryTurn: 12 }, tiles: { 'u-boats-1': 'belgium' } });
    enter(st, 17);
    expect(st.f.usEntryTurn).toBe(12);
    expect(st.loc['usa-i']).toBe('counter-tray');
    expect(st.loc['u-boats-1']).toBe('belgium');
    expect(st.stack).toEqual([]);
  });

  it('§8.6 every event of the entry carries its rule', () => {
    const st = board();
    const ev = enter(st, 17, '§12.6.1');
    expect(ev).toContainEqual({ type: 'usa-at-war', rule: '§12.6.1', turn: 17 });
    expect(ev.filter((e) => e.type === 'move' && e.tile.startsWith('usa-')).every((e) => e.rule === '§8.6')).toBe(true);
  });
});
