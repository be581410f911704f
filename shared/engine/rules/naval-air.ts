// §9 Naval/Air Warfare phase, in printed order: Blockade Runners (§9.1), Hinden-Luden (§9.2), control of
// the skies (§9.3), German Bombers (§9.4), British Bombers (§9.5), Zeppelin (§9.6), Red Baron (§9.7).
import { defineProc, pop } from '../core/flow.js';
import { addRm, isAt } from '../core/board.js';
import { note } from '../core/events.js';
import { HINDEN_LUDEN_BONUS } from '../../data/costs.js';
import { pushBlockade } from './blockade.js';
import {
  airRollNeeded,
  britishBombing,
  germanBombersCanStrike,
  pushAirResearch,
  pushGermanBombers,
  pushRedBaronPlacement,
  redBaronCanFly,
} from './air-war.js';
import { pushZeppelinRaid, zeppelinCanRaid } from './zeppelin.js';

defineProc<Record<string, never>>('phase:naval-air', (st, f) => {
  switch (f.s++) {
    case 0:
      pushBlockade(st, {});
      return;
    case 1:
      if (isAt(st, 'hinden-luden', 'germany')) {
        note(st, '§9.2', `Hinden-Luden brings in ${HINDEN_LUDEN_BONUS} RM.`);
        addRm(st, HINDEN_LUDEN_BONUS, '§9.2');
      }
      return;
    case 2:
      if (airRollNeeded(st)) pushAirResearch(st, {});
      else note(st, '§9.3', 'The skies are held as the year expects: no air roll.');
      return;
    case 3:
      if (germanBombersCanStrike(st)) pushGermanBombers(st, {});
      return;
    case 4:
      if (isAt(st, 'british-bombers', 'germany')) britishBombing(st);
      return;
    case 5:
      if (zeppelinCanRaid(st)) pushZeppelinRaid(st, {});
      return;
    case 6:
      if (redBaronCanFly(st)) pushRedBaronPlacement(st, {});
      return;
    default:
      pop(st);
  }
});
