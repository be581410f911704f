// §9 Naval/Air Warfare phase, in printed order: Blockade Runners (§9.1), Hinden-Luden (§9.2), control of
// the skies (§9.3), German Bombers (§9.4), British Bombers (§9.5), Zeppelin (§9.6), Red Baron (§9.7).
import { defineProc, pop } from '../core/flow.js';
import { addRm, isAt } from '../core/board.js';
import { note, skipped } from '../core/events.js';
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
      else skipped(st, '§9.3', { skip: 'air-roll-not-needed' });
      return;
    case 3:
      if (germanBombersCanStrike(st)) pushGermanBombers(st, {});
      else if (isAt(st, 'german-bombers', 'germany')) skipped(st, '§9.4', { skip: 'german-bombers-no-target' });
      return;
    case 4:
      if (isAt(st, 'british-bombers', 'germany')) britishBombing(st);
      return;
    case 5:
      if (zeppelinCanRaid(st)) pushZeppelinRaid(st, {});
      else if (isAt(st, 'zeppelin', 'germany')) skipped(st, '§9.6', { skip: 'zeppelin-no-raid' });
      return;
    case 6:
      if (redBaronCanFly(st)) pushRedBaronPlacement(st, {});
      else if (isAt(st, 'red-baron', 'germany')) skipped(st, '§9.7', { skip: 'red-baron-no-target' });
      return;
    default:
      pop(st);
  }
});
