// §13 Industrial phase: U-Boats (§13.1, §13.1.1, R36), Blockade Runners (§13.2), Siegfried Line (§13.3).
import { describe, it, expect } from 'vitest';
import { board, runPhase, pending, play, type Given } from './helpers.js';
import { over } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';

/** Turn 6 with `rmValue` RM to spend in the Industrial phase. */
function industry(rmValue: number, more: Given = {}): GameState {
  return board(over({ turn: 6, tracks: { 'rm-coin': rmValue } }, more));
}

describe('§13 Industrial phase', () => {
  it('§13.1 the first U-Boat on the map must go to Belgium', () => {
    const st = industry(4);
    runPhase(st, 'industrial');
    const p = pending(st);
    expect(p?.kind).toBe('industrial-purchases');
    expect(p?.actions).toEqual([{ type: 'build-u-boat', country: 'belgium' }, { type: 'build-runner' }, { type: 'done' }]);
    play(st, { type: 'build-u-boat', country: 'belgium' });
    expect(st.loc['u-boats-1']).toBe('belgium');
    expect(rm(st)).toBe(2);
  });

  it('§13.1.1 R36 a second U-Boat (France only) with the USA neutral: a 6 brings the USA in', () => {
    const st = industry(4, { tiles: { 'u-boats-1': 'belgium' } });
    runPhase(st, 'industrial', [6]);
    expect(pending(st)?.actions.filter((a) => a.type === 'build-u-boat')).toEqual([{ type: 'build-u-boat', country: 'france' }]);
    const events = play(st, { type: 'build-u-boat', country: 'france' });
    expect(st.loc['u-boats-2']).toBe('france');
    expect(events.some((e) => e.type === 'dice' && e.rule === '§13.1.1')).toBe(true);
    expect(events).toContainEqual({ type: 'check', rule: 'R36', check: 'unrestricted-submarine-warfare', roll: 6, need: { faces: [6] }, success: true });
    expect(st.f.usaAtWar).toBe(true);
    // §8.6 (the US-entry seam) asks which U-Boat leaves the game; then the shopping goes on.
    play(st, { type: 'discard-u-boat', tile: 'u-boats-1' });
    expect(st.loc['u-boats-1']).toBe('discarded');
    expect(pending(st)?.kind).toBe('industrial-purchases');
  });

  it('§13.1.1 R36 a 5 leaves the USA neutral', () => {
    const st = industry(2, { tiles: { 'u-boats-1': 'belgium' } });
    runPhase(st, 'industrial', [5]);
    const events = play(st, { type: 'build-u-boat', country: 'france' });
    expect(events).toContainEqual({ type: 'check', rule: 'R36', check: 'unrestricted-submarine-warfare', roll: 5, need: { faces: [6] }, success: false });
    expect(st.f.usaAtWar).toBe(false);
    expect(pending(st)).toBeNull(); // 0 RM: only "done" was left, taken at once
  });

  it('§13.1.1 no roll once the USA is at war', () => {
    const st = industry(2, { tiles: { 'u-boats-1': 'belgium' }, flags: { usaAtWar: true } });
    runPhase(st, 'industrial');
    const events = play(st, { type: 'build-u-boat', country: 'france' });
    expect(events.some((e) => e.type === 'dice')).toBe(false);
  });

  it('§13.1 one per Country: with the only U-Boat in France, the next goes to Belgium', () => {
    const st = industry(2, { tiles: { 'u-boats-2': 'france' } });
    runPhase(st, 'industrial');
    expect(pending(st)?.actions.filter((a) => a.type === 'build-u-boat')).toEqual([{ type: 'build-u-boat', country: 'belgium' }]);
  });

  it('§13.1 a discarded U-Boat is gone: only tray U-Boats can be built', () => {
    const st = industry(4, { tiles: { 'u-boats-1': 'belgium', 'u-boats-2': 'discarded' } });
    runPhase(st, 'industrial');
    expect(pending(st)?.actions.some((a) => a.type === 'build-u-boat')).toBe(false);
  });

  it('§13.2 each runner costs 2 RM: 5 RM buys two out of Neutral Ports', () => {
    const st = industry(5, { tiles: { 'u-boats-1': 'discarded', 'u-boats-2': 'discarded' } });
    runPhase(st, 'industrial');
    play(st, { type: 'build-runner' });
    play(st, { type: 'build-runner' });
    expect(st.loc['blockade-runner-2']).toBe('blockade-runners-box');
    expect(st.loc['blockade-runner-3']).toBe('blockade-runners-box');
    expect(st.loc['blockade-runner-4']).toBe('neutral-ports');
    expect(rm(st)).toBe(1);
    expect(pending(st)).toBeNull();
  });

  it('§13.3 the Siegfried Line is built into Belgium for 2 RM', () => {
    const st = industry(2, { tiles: { 'siegfried-line': 'germany' } });
    runPhase(st, 'industrial');
    expect(pending(st)?.actions).toContainEqual({ type: 'build-siegfried' });
    play(st, { type: 'build-siegfried' });
    expect(st.loc['siegfried-line']).toBe('belgium');
    expect(rm(st)).toBe(0);
  });

  it('§13 "done" ends the phase with the RM unspent', () => {
    const st = industry(6);
    runPhase(st, 'industrial');
    play(st, { type: 'done' });
    expect(pending(st)).toBeNull();
    expect(rm(st)).toBe(6);
  });

  it('§13 with less than 2 RM nothing can be bought and there is no question', () => {
    const st = industry(1);
    runPhase(st, 'industrial');
    expect(pending(st)).toBeNull();
  });
});
