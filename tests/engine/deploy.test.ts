// §6.1–§6.3 one EP deployment into a Country, with the limits of R7/R8 (rules/deploy.ts).
import { describe, it, expect } from 'vitest';
import { freshState, force, runStack, at } from './helpers.js';
import { pushDeploy } from '../../shared/engine/rules/deploy.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { CountryId } from '../../shared/data/ids.js';

function deploy(st: GameState, country: CountryId): GameEvent[] {
  pushDeploy(st, { country, rule: '§6.1' });
  return runStack(st);
}

/** Fills a Country box up to five armies from the Counter Tray / elsewhere. */
function fill(st: GameState, country: CountryId, armies: string[]): void {
  for (const a of armies) st.loc[a] = country;
}

function ottPlaced(events: GameEvent[], ott: string, country: string): boolean {
  return events.some((e) => e.type === 'move' && e.tile === ott && e.to === country && e.rule === '§6.3');
}

function defeatChecked(events: GameEvent[]): boolean {
  return events.some((e) => e.type === 'defeat-check' && e.rule === '§15.2');
}

describe('§6.1–§6.3 deployments and the §6.2 special limits (deploy.ts)', () => {
  it('§6.1 the strongest army in Reserves moves into the Country', () => {
    const st = freshState();
    st.loc['gb-1'] = 'belgium-reserves'; // 4 beats the 3-strength British 3rd and 4th
    deploy(st, 'belgium');
    expect(st.loc['gb-1']).toBe('belgium');
    expect(at(st, 'belgium-reserves')).toEqual(['gb-3', 'gb-4', 'ott-britain']);
  });

  it('§6.1 R1 equally strong armies: the first in roster order deploys', () => {
    const st = freshState();
    deploy(st, 'belgium');
    expect(st.loc['gb-3']).toBe('belgium');
    expect(st.loc['gb-4']).toBe('belgium-reserves');
  });

  it('R7 fewer than five armies and no army in Reserves: nothing happens, the OTT stays', () => {
    const st = freshState();
    st.loc['gb-3'] = 'counter-tray';
    st.loc['gb-4'] = 'counter-tray';
    const events = deploy(st, 'belgium');
    expect(st.loc['ott-britain']).toBe('belgium-reserves');
    expect(events.some((e) => e.type === 'move')).toBe(false);
    expect(events.some((e) => e.type === 'note' && e.rule === 'R7')).toBe(true);
  });

  it('§6.1.1 a neutral Italy takes no deployment', () => {
    const st = freshState();
    deploy(st, 'italy');
    expect(at(st, 'italy-reserves')).toEqual(['it-4', 'it-carnia', 'ott-italy']);
  });

  it('§6.1.1 R8 a surrendered France takes no deployment', () => {
    const st = freshState();
    st.loc['surrender-france'] = 'france';
    deploy(st, 'france');
    expect(st.loc['fr-1']).toBe('france-reserves');
  });

  it('§6.3 Forts and Trenches are not armies: four armies + Fort + Trenches still take an army', () => {
    const st = freshState();
    fill(st, 'france', ['fr-4', 'fr-5']); // fr-2, fr-3, fr-4, fr-5 + border-forts-2
    st.loc['trenches-2'] = 'france';
    deploy(st, 'france');
    expect(st.loc['fr-1']).toBe('france');
    expect(st.loc['ott-france']).toBe('france-reserves');
  });

  it('§6.3 a sixth army places the Over the Top tile and checks for Defeat (§15.2)', () => {
    const st = freshState();
    fill(st, 'serbia', ['srb-uzice', 'srb-montenegro']);
    const events = deploy(st, 'serbia');
    expect(ottPlaced(events, 'ott-serbia', 'serbia')).toBe(true);
    expect(defeatChecked(events)).toBe(true);
  });

  it('§6.3 R31 after the AAO replaces the Serbs, the AAO Over the Top tile is used', () => {
    const st = freshState();
    st.f.aao = true;
    for (const a of ['srb-1', 'srb-2', 'srb-3', 'srb-uzice', 'srb-montenegro']) st.loc[a] = 'discarded';
    fill(st, 'serbia', ['aao-1', 'aao-2', 'aao-ndac', 'aao-orient', 'aao-salonika']);
    st.loc['ott-aao'] = 'serbia-reserves';
    st.loc['ott-serbia'] = 'discarded';
    const events = deploy(st, 'serbia');
    expect(ottPlaced(events, 'ott-aao', 'serbia')).toBe(true);
  });

  it('§6.2.4 R8 a U-Boat in Belgium cancels an army deployment and is removed', () => {
    const st = freshState();
    st.loc['u-boats-1'] = 'belgium';
    deploy(st, 'belgium');
    expect(st.loc['u-boats-1']).toBe('counter-tray');
    expect(st.loc['gb-3']).toBe('belgium-reserves');
  });

  it('R8 a U-Boat is spent only when it cancels something (empty Reserves)', () => {
    const st = freshState();
    st.loc['u-boats-1'] = 'belgium';
    st.loc['gb-3'] = 'counter-tray';
    st.loc['gb-4'] = 'counter-tray';
    deploy(st, 'belgium');
    expect(st.loc['u-boats-1']).toBe('belgium');
  });

  it('§6.2.4 R8 a U-Boat cancels an OTT before any Mutiny roll is made', () => {
    const st = freshState();
    fill(st, 'france', ['fr-1', 'fr-4', 'fr-5']);
    st.loc['french-mutiny'] = 'france';
    st.loc['u-boats-2'] = 'france';
    force(st, [6]);
    const events = deploy(st, 'france');
    expect(st.loc['u-boats-2']).toBe('counter-tray');
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(st.forced.dice).toEqual([6]);
  });

  it('§6.2.3 Alpine Winter: no Over the Top in Italy on a Winter turn', () => {
    const st = freshState();
    st.turn = 4; // JF 1915
    st.loc['neutral-italy'] = 'discarded';
    fill(st, 'italy', ['it-4', 'it-carnia']);
    const events = deploy(st, 'italy');
    expect(st.loc['ott-italy']).toBe('italy-reserves');
    expect(defeatChecked(events)).toBe(false);
  });

  it('§6.2.3 Alpine Winter does not stop an Italian OTT outside Winter', () => {
    const st = freshState();
    st.turn = 5; // MA 1915
    st.loc['neutral-italy'] = 'discarded';
    fill(st, 'italy', ['it-4', 'it-carnia']);
    const events = deploy(st, 'italy');
    expect(ottPlaced(events, 'ott-italy', 'italy')).toBe(true);
  });

  it('§6.2.1 French Mutiny: the French OTT fails on a 4 (R8)', () => {
    const st = freshState();
    fill(st, 'france', ['fr-1', 'fr-4', 'fr-5']);
    st.loc['french-mutiny'] = 'france';
    force(st, [4]);
    const events = deploy(st, 'france');
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(defeatChecked(events)).toBe(false);
    expect(st.loc['french-mutiny']).toBe('france');
  });

  it('§6.2.1 French Mutiny: the French OTT goes in on a 5 (R8)', () => {
    const st = freshState();
    fill(st, 'france', ['fr-1', 'fr-4', 'fr-5']);
    st.loc['french-mutiny'] = 'france';
    force(st, [5]);
    const events = deploy(st, 'france');
    expect(ottPlaced(events, 'ott-france', 'france')).toBe(true);
    expect(defeatChecked(events)).toBe(true);
  });

  it('§6.2.2 Siegfried Line: the British OTT fails on a 4 and the Line stays (R8)', () => {
    const st = freshState();
    fill(st, 'belgium', ['gb-3', 'gb-4']);
    st.loc['siegfried-line'] = 'belgium';
    force(st, [4]);
    const events = deploy(st, 'belgium');
    expect(st.loc['ott-britain']).toBe('belgium-reserves');
    expect(st.loc['siegfried-line']).toBe('belgium');
    expect(defeatChecked(events)).toBe(false);
  });

  it('§6.2.2 Siegfried Line: on a 5 the British break through, the Line is discarded (R8)', () => {
    const st = freshState();
    fill(st, 'belgium', ['gb-3', 'gb-4']);
    st.loc['siegfried-line'] = 'belgium';
    force(st, [5]);
    const events = deploy(st, 'belgium');
    expect(st.loc['siegfried-line']).toBe('discarded');
    expect(ottPlaced(events, 'ott-britain', 'belgium')).toBe(true);
    expect(defeatChecked(events)).toBe(true);
  });
});
