// East Africa (§12.2, §12.3): building a second Askari, the Indian pursuit, and the Indians' attacks.
// Played in the Near East Phase, also after Turkey's surrender (§12.7). The Zeppelin supply raid (§9.6 ③)
// calls indianPursuesAskari too.
import type { GameState } from '../core/state.js';
import { defineDecision, pop } from '../core/flow.js';
import type { Decline, NavalBuild } from '../core/actions.js';
import { emit, note, skipped } from '../core/events.js';
import { addRm, moveTile, rm, tilesAt, discardTile } from '../core/board.js';
import { rollDice, rollDie } from '../core/random.js';
import { asksRoll, onFacesNeed, totalsSum } from './roll-needs.js';
import { ARMY_BY_ID, ASKARI_IDS } from '../../data/tiles.js';
import { COSTS, DIE } from '../../data/tables.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const EAST_AFRICA = 'german-east-africa';
const TRAY = 'counter-tray';
const INDIA = 'india';
const MESOPOTAMIA = 'mesopotamia';

function isIndian(tile: string): boolean {
  return ARMY_BY_ID[tile]?.nationality === 'IND';
}

/** The Askari tiles in German East Africa, in tile order. */
export function askariInEastAfrica(st: GameState): string[] {
  return ASKARI_IDS.filter((id) => st.loc[id] === EAST_AFRICA);
}

/** Indian armies in German East Africa, in roster order (R1). */
export function indiansInEastAfrica(st: GameState): string[] {
  return tilesAt(st, EAST_AFRICA).filter(isIndian);
}

/** §12.2 / §9.6 ③: one Indian army from India, else from Mesopotamia (first in roster order, R1), follows the new Askari. */
export function indianPursuesAskari(st: GameState, rule: RuleRef): void {
  const indian = tilesAt(st, INDIA).find(isIndian) ?? tilesAt(st, MESOPOTAMIA).find(isIndian);
  if (indian === undefined) {
    skipped(st, rule, { skip: 'askari-no-pursuer' });
    return;
  }
  moveTile(st, indian, EAST_AFRICA, rule);
}

/** §12.2: the naval build is possible with exactly one Askari in East Africa and the other on the tray. */
export function canBuildAskari(st: GameState): boolean {
  if (st.f.eastAfricaClosed) return false;
  return askariInEastAfrica(st).length === 1 && ASKARI_IDS.some((id) => st.loc[id] === TRAY);
}

/** §12.2 naval option: 1 RM and a die (R34); a success brings the second Askari and an Indian in pursuit. */
export const pushAskariBuild = defineDecision<Record<string, never>, NavalBuild | Decline>('near-east:askari-build', {
  prompt: () => ({
    rule: '§12.2',
    text: `East Africa holds a single Askari. Send a ship with a second one (${COSTS.askariNaval} RM and a die roll), or let it be?`,
  }),
  actions: (st) => (rm(st) >= COSTS.askariNaval ? [{ type: 'naval-build' }, { type: 'decline' }] : [{ type: 'decline' }]),
  apply: (st, _f, action) => {
    pop(st);
    if (action.type !== 'naval-build') return;
    addRm(st, -COSTS.askariNaval, '§12.2');
    const faces: readonly number[] = DIE.askariNaval;
    const roll = rollDie(st, 'R34', 'Askari by sea', asksRoll(st) ? onFacesNeed(faces, 'a second Askari lands in East Africa', 'the RM is lost') : undefined);
    const success = faces.includes(roll);
    emit(st, { type: 'check', rule: '§12.2', check: 'askari-by-sea', roll, need: { faces }, success });
    if (!success) return;
    const second = ASKARI_IDS.find((id) => st.loc[id] === TRAY);
    if (second === undefined) return;
    moveTile(st, second, EAST_AFRICA, '§12.2');
    indianPursuesAskari(st, '§12.2');
  },
  autoWhenSingle: true,
});

/**
 * §12.3: every Indian army in East Africa attacks one Askari with 2d6 (R34: only a 12 wins); O2 gives each
 * two rolls. A beaten Askari that is not the last goes back to the tray; the winning Indian goes home to India.
 * The last Askari beaten closes East Africa for good: its tile leaves the game.
 */
export function indiansAttackAskari(st: GameState): void {
  if (st.f.eastAfricaClosed) return;
  const rollsEach = st.options.indiansTwice ? 2 : 1; // O2
  for (const indian of indiansInEastAfrica(st)) {
    for (let r = 0; r < rollsEach; r++) {
      // An Indian that already won went back to India and rolls no more; nothing to attack once closed.
      if (st.f.eastAfricaClosed || st.loc[indian] !== EAST_AFRICA) break;
      const askari = askariInEastAfrica(st);
      if (askari.length === 0) return;
      const faces: readonly number[] = DIE.indiansVsAskari2d6;
      const needs = asksRoll(st) ? totalsSum(faces, 'an Askari is beaten', 'the Askari hold') : undefined;
      const dice = rollDice(st, 2, '§12.3', `${ARMY_BY_ID[indian].name} attacks the Askari`, needs);
      const success = faces.includes(dice[0] + dice[1]);
      emit(st, { type: 'check', rule: '§12.3', check: 'indians-vs-askari', roll: dice[0] + dice[1], need: { faces }, success, by: indian });
      if (!success) continue;
      const beaten = askari[askari.length - 1];
      if (askari.length > 1) {
        moveTile(st, beaten, TRAY, '§12.3');
      } else {
        discardTile(st, beaten, '§12.3');
        st.f.eastAfricaClosed = true;
        note(st, '§12.3', 'The last Askari is beaten: German East Africa surrenders and is closed for the rest of the war.');
      }
      moveTile(st, indian, INDIA, '§12.3');
    }
  }
}

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const EAST_AFRICA_FRAMES = [pushAskariBuild] as const;
