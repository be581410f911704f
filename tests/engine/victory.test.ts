// §15.3 Armistice Day: the VP count and the result band.
import { describe, it, expect } from 'vitest';
import { board, freshState, place, allAt, runStack } from './helpers.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { victoryBreakdown } from '../../shared/engine/rules/victory.js';
import { resultBand } from '../../shared/data/victory.js';
import { CITY_IDS } from '../../shared/data/tiles.js';

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
    const st = board({ tiles: { 'neutral-ottoman': 'counter-tray' } });
    expect(victoryBreakdown(st).turkey).toBe(10);
    place(st, { 'surrender-ottoman': 'ottoman-turkey' });
    expect(victoryBreakdown(st).turkey).toBe(0);
  });

  it('§15.3 ③ East Africa counts only while an Askari holds it and it is not closed', () => {
    const st = board({ tiles: { 'askari-1': 'counter-tray' } });
    expect(victoryBreakdown(st).eastAfrica).toBe(0);
    place(st, { 'askari-2': 'german-east-africa' });
    expect(victoryBreakdown(st).eastAfrica).toBe(5);
    st.f.eastAfricaClosed = true;
    expect(victoryBreakdown(st).eastAfrica).toBe(0);
  });

  it('§15.3 ① Roumanian armies count; Reserves do not; ④ Unruhe cities and ⑤ lost Civil Society give nothing', () => {
    const tiles = { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'rou-2': 'roumania', ...allAt(CITY_IDS.slice(0, 4), 'unruhe') };
    const st = board({ tiles: { ...tiles, 'civil-society-1': 'discarded', 'gb-3': 'belgium-reserves' } });
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
