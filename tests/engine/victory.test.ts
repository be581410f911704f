// §15.3 Armistice Day: the VP count and the result band.
import { describe, it, expect } from 'vitest';
import { freshState, runStack } from './helpers.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { victoryBreakdown } from '../../shared/engine/rules/victory.js';
import { resultBand } from '../../shared/data/victory.js';
import { CITY_IDS } from '../../shared/data/tiles.js';
import { invalidateIndex } from '../../shared/engine/core/board.js';

function armistice(st: GameState): void {
  st.turn = 27;
  st.stack.push({ k: 'armistice', s: 0, d: {} });
  runStack(st);
}

describe('§15.3 Armistice Day', () => {
  it('§15.3 ①–⑤ on the opening board: 30 − 17 armies + 5 East Africa + 11 Ruhe + 15 Civil Society = 44', () => {
    const st = freshState();
    armistice(st);
    expect(st.over).toMatchObject({
      result: 'armistice',
      vp: 44,
      band: 'Marginal victory',
      breakdown: { base: 30, epArmies: -17, turkey: 0, eastAfrica: 5, ruhe: 11, civilSociety: 15 },
    });
  });

  it('§15.3 ② +10 only while Turkey fights on; a surrendered or neutral Turkey gives nothing', () => {
    const st = freshState();
    st.loc['neutral-ottoman'] = 'counter-tray';
    invalidateIndex(st);
    expect(victoryBreakdown(st).turkey).toBe(10);
    st.loc['surrender-ottoman'] = 'ottoman-turkey';
    invalidateIndex(st);
    expect(victoryBreakdown(st).turkey).toBe(0);
  });

  it('§15.3 ③ East Africa counts only while an Askari holds it and it is not closed', () => {
    const st = freshState();
    st.loc['askari-1'] = 'counter-tray';
    invalidateIndex(st);
    expect(victoryBreakdown(st).eastAfrica).toBe(0);
    st.loc['askari-2'] = 'german-east-africa';
    invalidateIndex(st);
    expect(victoryBreakdown(st).eastAfrica).toBe(5);
    st.f.eastAfricaClosed = true;
    expect(victoryBreakdown(st).eastAfrica).toBe(0);
  });

  it('§15.3 ① Roumanian armies count; Reserves do not; ④ Unruhe cities and ⑤ lost Civil Society give nothing', () => {
    const st = freshState();
    st.loc['neutral-roumania'] = 'counter-tray';
    st.loc['rou-1'] = 'roumania';
    st.loc['rou-2'] = 'roumania';
    for (let i = 0; i < 4; i++) st.loc[CITY_IDS[i]] = 'unruhe';
    st.loc['civil-society-1'] = 'discarded';
    st.loc['gb-3'] = 'belgium-reserves';
    invalidateIndex(st);
    const b = victoryBreakdown(st);
    expect(b.epArmies).toBe(-19);
    expect(b.ruhe).toBe(7);
    expect(b.civilSociety).toBe(10);
  });

  it('§15.3 result bands from the data', () => {
    expect(resultBand(65)).toBe('Weltgeschichtlicher Sieg');
    expect(resultBand(64)).toBe('Major victory');
    expect(resultBand(50)).toBe('Victory');
    expect(resultBand(39)).toBe('Draw-like peace');
    expect(resultBand(20)).toBe('Peace without honour');
    expect(resultBand(19)).toBe('Collapse');
  });
});
