// §5.3 Calendar Events printed on the turn's Calendar box: Gallipoli? (§5.3.1–§5.3.1.2, R9), Convoy
// Success (§5.3.2), Zeppelins (§5.3.5). Trenches (§5.3.4) happen in §6.6 and the Miracle of the Marne
// (§5.3.3) at the end of Turn 2 (§14.3).
import { omnibusBox } from '../../data/locations.js';
import type { GameState } from '../core/state.js';
import { defineDecision, pop } from '../core/flow.js';
import type { DiscardUBoat } from '../core/actions.js';
import { emit, note, skipped } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll } from './roll-needs.js';
import { discardTile, moveTile, turkeyStatus } from '../core/board.js';
import { OMNIBUS } from '../../data/board.js';
import { DIE } from '../../data/dice.js';
import { uBoatsToDiscard } from './u-boats.js';
import { attackNeedWords, attackSucceeds } from './combat.js';
import { countCpAttack } from './drm.js';
import { surrenderTurkey } from './surrender.js';

const MEF = 'gb-mef';
const KEMAL = 'kemal';
/** §5.3.1 ②: the MEF's last box is 0, Constantinople. */
const CONSTANTINOPLE = 0;

/** §5.3.1 / R9: the Gallipoli? notice. */
export function gallipoli(st: GameState): void {
  const turkey = turkeyStatus(st);
  if (turkey !== 'cp') {
    skipped(st, '§5.3.1', { skip: 'gallipoli-turkey-not-at-war', status: turkey });
    return;
  }
  const mef = st.loc[MEF];
  if (mef === 'discarded') {
    skipped(st, 'R9', { skip: 'gallipoli-evacuated' });
    return;
  }
  // §5.3.1.2: a stalled campaign is given up.
  if (mef === 'gallipoli') {
    note(st, '§5.3.1.2', 'Gallipoli evacuation: the MEF leaves the game', 'gallipoli');
    discardTile(st, MEF, '§5.3.1.2');
    return;
  }
  // §5.3.1 ①: the landing.
  note(st, '§5.3.1', 'Gallipoli?: the Entente land at Gallipoli', 'gallipoli');
  moveTile(st, MEF, omnibusBox(OMNIBUS.mefStart), '§5.3.1');
  // §5.3.1 ②: each step toward Constantinople gives one free attack (R9: die > 3, no DRMs).
  for (let box = OMNIBUS.mefStart - 1; box > CONSTANTINOPLE; box--) {
    moveTile(st, MEF, omnibusBox(box), '§5.3.1');
    const needs = asksRoll(st) ? `${attackNeedWords(0, DIE.gallipoliBeats)}; a win pins the MEF at Gallipoli, a miss lets it advance` : undefined;
    const roll = rollDie(st, 'R9', `Free attack on the MEF (box ${box})`, needs);
    const success = attackSucceeds(roll, 0, DIE.gallipoliBeats);
    countCpAttack(st); // R2 / R20 (amended): a CP attack, but made before the Tageblatt can place Poison Gas
    emit(st, { type: 'attack', rule: 'R9', kind: 'gallipoli', target: MEF, paid: [], roll, drm: 0, strength: DIE.gallipoliBeats, success });
    if (success) {
      // §5.3.1.1: the MEF is pinned on the peninsula; Kemal makes his name.
      moveTile(st, MEF, 'gallipoli', '§5.3.1.1');
      // §5.3.1.1 / R9: Kemal to Armenia — unless Russia's surrender already discarded him for good (§15.1.5, §2.4).
      if (st.loc[KEMAL] === 'discarded') skipped(st, '§15.1.5', { skip: 'kemal-gone' });
      else moveTile(st, KEMAL, 'armenia', '§5.3.1.1');
      return;
    }
  }
  moveTile(st, MEF, omnibusBox(CONSTANTINOPLE), '§5.3.1');
  note(st, '§5.3.1', 'The MEF reaches Constantinople: Turkey surrenders');
  surrenderTurkey(st, '§5.3.1');
}

/** §5.3.5: the Zeppelin comes into Germany for the first time. */
export function zeppelins(st: GameState): void {
  if (st.loc.zeppelin !== 'counter-tray') return skipped(st, '§5.3.5', { skip: 'zeppelin-in-service' });
  moveTile(st, 'zeppelin', 'germany', '§5.3.5');
}

/** §5.3.2 Convoy Success: the player picks the U-Boat to lose, as for US entry (§8.6). */
export const pushConvoySuccess = defineDecision<Record<string, never>, DiscardUBoat>('convoy-success', {
  prompt: () => ({ rule: '§5.3.2', text: 'Convoys beat the U-Boats: choose one U-Boat to discard' }),
  actions: (st) => uBoatsToDiscard(st).map((tile) => ({ type: 'discard-u-boat', tile })),
  apply: (st, _f, action) => {
    pop(st);
    discardTile(st, action.tile, '§5.3.2');
  },
  autoWhenSingle: true,
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const CALENDAR_EVENT_FRAMES = [pushConvoySuccess] as const;
