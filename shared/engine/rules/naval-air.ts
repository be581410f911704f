// §9 Naval/Air Warfare phase, in printed order: Blockade Runners (§9.1), Hinden-Luden (§9.2), control of
// the skies (§9.3), German Bombers (§9.4), British Bombers (§9.5), Zeppelin (§9.6), Red Baron (§9.7).
import { defineSteps } from '../core/flow.js';
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

export const pushNavalAirPhase = defineSteps<Record<string, never>>('phase:naval-air', [
  ['§9.1 Blockade Runners', (st) => pushBlockade(st, {})],
  [
    '§9.2 Hinden-Luden brings in RM',
    (st) => {
      if (isAt(st, 'hinden-luden', 'germany')) {
        note(st, '§9.2', `Hinden-Luden brings in ${HINDEN_LUDEN_BONUS} RM.`);
        addRm(st, HINDEN_LUDEN_BONUS, '§9.2');
      }
    },
  ],
  [
    '§9.3 control of the skies: the air roll, when the year calls for one',
    (st) => {
      if (airRollNeeded(st)) pushAirResearch(st, {});
      else skipped(st, '§9.3', { skip: 'air-roll-not-needed' });
    },
  ],
  [
    '§9.4 German Bombers',
    (st) => {
      if (germanBombersCanStrike(st)) pushGermanBombers(st, {});
      else if (isAt(st, 'german-bombers', 'germany')) skipped(st, '§9.4', { skip: 'german-bombers-no-target' });
    },
  ],
  [
    '§9.5 British Bombers',
    (st) => {
      if (isAt(st, 'british-bombers', 'germany')) britishBombing(st);
    },
  ],
  [
    '§9.6 Zeppelin raid',
    (st) => {
      if (zeppelinCanRaid(st)) pushZeppelinRaid(st, {});
      else if (isAt(st, 'zeppelin', 'germany')) skipped(st, '§9.6', { skip: 'zeppelin-no-raid' });
    },
  ],
  [
    '§9.7 the Red Baron takes his place',
    (st) => {
      if (redBaronCanFly(st)) pushRedBaronPlacement(st, {});
      else if (isAt(st, 'red-baron', 'germany')) skipped(st, '§9.7', { skip: 'red-baron-no-target' });
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const NAVAL_AIR_FRAMES = [pushNavalAirPhase] as const;
