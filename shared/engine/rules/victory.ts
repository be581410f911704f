// §15.3 Armistice Day: Victory Points and the result band.
// OWNER: the §10/§15 engineer (this first version counts the VP; refine and test it).
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';
import { armiesAt, tilesAt, turkeyStatus } from '../core/board.js';
import { COUNTRIES } from '../../data/board.js';
import { CIVIL_SOCIETY_IDS } from '../../data/tiles.js';
import { VICTORY, resultBand } from '../../data/victory.js';

defineProc<Record<string, never>>('armistice', (st) => {
  pop(st);
  let armies = armiesAt(st, 'roumania').length;
  for (const c of COUNTRIES) armies += armiesAt(st, c.id).length;
  const breakdown = {
    base: VICTORY.base,
    epArmies: -armies,
    turkey: turkeyStatus(st) === 'cp' ? VICTORY.turkeyAtWar : 0,
    eastAfrica: st.f.eastAfricaClosed ? 0 : VICTORY.eastAfrica,
    ruhe: tilesAt(st, 'ruhe').length * VICTORY.perCityInRuhe,
    civilSociety: CIVIL_SOCIETY_IDS.filter((id) => st.loc[id] === 'germany').length * VICTORY.perCivilSociety,
  };
  const vp = Object.values(breakdown).reduce((a, b) => a + b, 0);
  const band = resultBand(vp);
  st.over = { result: 'armistice', turn: st.turn, vp, band, breakdown };
  emit(st, { type: 'game-over', rule: '§15.3', result: 'armistice', vp, band });
});
