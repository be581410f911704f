// Issue 15: the rolls no decision makes but a choice risks: the Defeat roll (§15.2, the odds after a fizzle, R39)
// and the Indians against the Askari (§12.3, R34), every pair forced through the real rule.
import { describe, expect, it } from 'vitest';
import { chance, defeatOdds, indiansOdds, sameChance } from '../../../shared/engine/odds/index.js';
import { pushDefeatCheck } from '../../../shared/engine/rules/defeat.js';
import { indiansAttackAskari } from '../../../shared/engine/rules/east-africa.js';
import { CITY_IDS } from '../../../shared/data/tiles.js';
import { board, runStack } from '../helpers.js';
import { allFaces } from './enumerate.js';

describe('issue 15: automatic rolls', () => {
  it('§15.2 the Defeat roll: Germany falls on two dice at or below the Cities in Unruhe, for every count', () => {
    for (let unruhe = 0; unruhe <= CITY_IDS.length; unruhe++) {
      const tiles = Object.fromEntries(CITY_IDS.slice(0, unruhe).map((c) => [c, 'unruhe']));
      let falls = 0;
      for (const dice of allFaces(2)) {
        const st = board({ turn: 9, tiles });
        pushDefeatCheck(st, { country: 'belgium' });
        runStack(st, dice);
        if (st.over?.result === 'defeat') falls++;
      }
      const odds = defeatOdds(unruhe);
      expect(sameChance(odds.success, chance(falls, 36)), `${unruhe} in Unruhe: ${falls}/36`).toBe(true);
    }
  });

  it('§12.3 R34 one Indian roll against the Askari wins on 12 only', () => {
    let wins = 0;
    for (const dice of allFaces(2)) {
      const st = board({ turn: 9, tiles: { 'ind-a': 'german-east-africa' } });
      st.forced.dice = [...dice];
      indiansAttackAskari(st);
      if (st.loc['ind-a'] === 'india') wins++;
    }
    expect(sameChance(indiansOdds().success, chance(wins, 36))).toBe(true);
    expect(wins).toBe(1);
  });
});
