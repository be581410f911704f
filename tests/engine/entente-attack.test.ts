// §6 Entente Powers Attack phase (rules/entente-attack.ts).
import { describe, it, expect } from 'vitest';
import { freshState, runPhase, at, allAt } from './helpers.js';
import { onTurn } from './positions.js';
import type { GameEvent } from '../../shared/engine/core/events.js';

/** Country boxes receiving a deployment, in the order the moves happened. */
function deployedInto(events: GameEvent[]): string[] {
  return events.filter((e) => e.type === 'move' && e.rule === '§6.1').map((e) => (e.type === 'move' ? e.to : ''));
}

describe('§6 Entente Attack', () => {
  it('§6.1 one deployment per letter, in BFLUIS order (Chit #18: B F L U I)', () => {
    const st = onTurn(6, 18, { tiles: { 'neutral-italy': 'discarded' } });
    const events = runPhase(st, 'entente-attack');
    expect(deployedInto(events)).toEqual(['belgium', 'france', 'lithuania', 'ukraine', 'italy']);
    expect(st.loc['gb-3']).toBe('belgium');
    expect(st.loc['fr-1']).toBe('france');
    expect(st.loc['rus-6']).toBe('lithuania');
    expect(st.loc['rus-8']).toBe('ukraine');
    expect(st.loc['it-4']).toBe('italy');
    expect(at(st, 'serbia-reserves')).toEqual(['srb-uzice', 'srb-montenegro', 'ott-serbia']);
  });

  it('§6.1 Turn 1: the gray chit #1 deploys into France, Lithuania, Ukraine and Serbia', () => {
    const st = freshState();
    const events = runPhase(st, 'entente-attack');
    expect(deployedInto(events)).toEqual(['france', 'lithuania', 'ukraine', 'serbia']);
  });

  it('§6.1.1 a neutral Italy ignores its letter', () => {
    const st = onTurn(6, 16); // F U I
    const events = runPhase(st, 'entente-attack');
    expect(deployedInto(events)).toEqual(['france', 'ukraine']);
    expect(st.loc['it-4']).toBe('italy-reserves');
  });

  it('§6.1 R10 O1 on Turn 27: chit 1\'s letters, then chit 2\'s', () => {
    // Chit 25 (B S) on Turn 27, chit 10 (B L) on the Hundred Days box
    const st = onTurn(27, 25, { options: { hundredDays: true }, tiles: { 'turn-chit-10': 'calendar:hundred-days' } });
    const events = runPhase(st, 'entente-attack');
    expect(deployedInto(events)).toEqual(['belgium', 'serbia', 'belgium', 'lithuania']);
  });

  it('§6.4 R13 the British put down the Irish on a 6: back to Belgium Reserves', () => {
    const st = onTurn(6, null, { tiles: { 'gb-1': 'ireland' } });
    runPhase(st, 'entente-attack', [6]);
    expect(st.loc['gb-1']).toBe('belgium-reserves');
  });

  it('§6.4 R13 on a 5 the British stay in Ireland', () => {
    const st = onTurn(6, null, { tiles: { 'gb-1': 'ireland' } });
    runPhase(st, 'entente-attack', [5]);
    expect(st.loc['gb-1']).toBe('ireland');
  });

  it('§6.4 no roll with nobody in Ireland', () => {
    const st = onTurn(6, null);
    const events = runPhase(st, 'entente-attack');
    expect(events.some((e) => e.type === 'dice')).toBe(false);
  });

  it('§6.5 R13 Senussi war with Italy neutral: on a 6 the Italian goes to Italy Reserves, the British to Egypt', () => {
    const st = onTurn(6, null, { tiles: allAt(['it-4', 'gb-lawrence'], 'senussi-revolt') });
    runPhase(st, 'entente-attack', [6]);
    expect(st.loc['it-4']).toBe('italy-reserves');
    expect(st.loc['gb-lawrence']).toBe('egypt');
  });

  it('§6.5 R13 on a 5 the Senussi hold out', () => {
    const st = onTurn(6, null, { tiles: allAt(['it-4', 'gb-lawrence'], 'senussi-revolt') });
    runPhase(st, 'entente-attack', [5]);
    expect(at(st, 'senussi-revolt')).toEqual(['it-4', 'gb-lawrence']);
  });

  it('§6.5 the Senussi war goes on with Italy surrendered (only the British there)', () => {
    const st = onTurn(6, null, { tiles: { 'neutral-italy': 'discarded', 'surrender-italy': 'italy', 'za-saoef': 'senussi-revolt' } });
    runPhase(st, 'entente-attack', [6]);
    expect(st.loc['za-saoef']).toBe('egypt');
  });

  it('§6.6 before Turn 3 no Trenches are dug', () => {
    const st = onTurn(2, null);
    runPhase(st, 'entente-attack');
    expect(st.loc['trenches-1']).toBe('counter-tray');
    expect(st.loc['trenches-2']).toBe('counter-tray');
  });

  it('§6.6 from Turn 3 one Trenches tile in Belgium and the other in France', () => {
    const st = onTurn(3, null);
    runPhase(st, 'entente-attack');
    expect(st.loc['trenches-1']).toBe('belgium');
    expect(st.loc['trenches-2']).toBe('france');
  });

  it('§6.6 Trenches already there stay; a lost one comes back from wherever it is', () => {
    const st = onTurn(9, null, { tiles: { 'trenches-1': 'belgium', 'trenches-2': 'discarded' } });
    const events = runPhase(st, 'entente-attack');
    expect(st.loc['trenches-1']).toBe('belgium');
    expect(st.loc['trenches-2']).toBe('france');
    expect(events.filter((e) => e.type === 'move' && e.rule === '§6.6')).toHaveLength(1);
  });

  it('§6.6 R16 with France surrendered only Belgium gets Trenches (the French ones may move there)', () => {
    const st = onTurn(9, null, { tiles: { 'surrender-france': 'france', ...allAt(['trenches-1', 'trenches-2'], 'france') } });
    runPhase(st, 'entente-attack');
    expect(st.loc['trenches-1']).toBe('belgium');
    expect(st.loc['trenches-2']).toBe('france');
  });
});
