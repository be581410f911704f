// §10.1.1 / R26 / R38 the Red Baron's air attack on the EP army he was placed on in §9.7.
import type { GameState } from '../core/state.js';
import { emit } from '../core/events.js';
import { rollDice, type NeedWords } from '../core/random.js';
import { asksRoll, higherOrDoublesNeed } from './roll-needs.js';
import { addRm, armyCount, germanAirSuperiority, isAt, rm, strengthOf } from '../core/board.js';
import { COSTS } from '../../data/costs.js';
import { TILE_BY_ID } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { BEF, TANK_ARMY, boxOpen, trenchesOrFortsIn } from './attack-targets.js';
import { attackDrmSources, countCpAttack, reportDrm } from './drm.js';
import { attackNeedWords, attackSucceeds, beatenEffect, beatenWords, removeBeaten, tankAbsorbs } from './combat.js';
import { placeTurnsAhead, turnsAheadWords } from './turns-ahead.js';
import { AIR_TARGET_COUNTRIES } from './air-targets.js';

const RED_BARON = 'red-baron';
/** §9.7: the Red Baron flies over France and Belgium only (the same Countries as his §9.7 placement). */
const RED_BARON_BOXES: readonly string[] = AIR_TARGET_COUNTRIES;

/** §10.1.1: 1 RM while Germany holds the skies, 2 RM while the Entente do (§9.3). */
export function redBaronCost(st: GameState): number {
  return germanAirSuperiority(st) ? COSTS.redBaronGermanSkies : COSTS.redBaronEntenteSkies;
}

/**
 * The army the Red Baron may attack now, or null. Once per turn (R26); his army must still be a legal
 * air target (§9.7: France or Belgium, never a Country's last army, R27 BEF). R38: his attack is an attack
 * on an EP army like any other, so §10.3 holds: it is offered only while his army's Country holds no
 * Trenches or Forts at this moment (defeated this turn, or Trenches taken by a Zeppelin reconnaissance);
 * until then he waits over the army. The French Tank Army does not stop the offer: it absorbs the attack
 * (R38, §10.6; see redBaronAttack).
 */
export function redBaronTarget(st: GameState): string | null {
  const army = st.f.redBaronOn;
  if (army === null || st.f.redBaronUsed || !isAt(st, RED_BARON, 'germany')) return null;
  const box = st.loc[army] as CountryId;
  if (!RED_BARON_BOXES.includes(box) || !boxOpen(st, box)) return null;
  if (armyCount(st, box) < 2) return null; // §9.7 / R3
  if (box === 'belgium' && army !== BEF && isAt(st, BEF, 'belgium')) return null; // R27
  if (trenchesOrFortsIn(st, box)) return null; // R38 / §10.3: Trenches, then Forts, must be gone first
  if (rm(st) < redBaronCost(st)) return null;
  return army;
}

/**
 * The table companion's words for his two dice (§10.1.1, R26, R2): the whole rule before any die is entered;
 * after the first, the higher dice still possible and what each does, and the doubles a second die the same makes.
 */
function redBaronNeed(st: GameState, target: string, drm: number, strength: number): NeedWords {
  const whole = `doubles: the attack fails and the Red Baron goes as many turns ahead as one die shows; otherwise the higher die attacks, ${attackNeedWords(drm, strength)}; ${beatenWords(st, target)}`;
  const byHigher = (higher: number): string => (attackSucceeds(higher, drm, strength) ? `the attack wins and ${beatenEffect(st, target)}` : 'the attack fails');
  return higherOrDoublesNeed(whole, byHigher, (face) => `the attack fails and the Red Baron ${turnsAheadWords(st, face)}`);
}

/**
 * §10.1.1 / R26: pays, rolls two dice; doubles send him that many turns ahead and the attack fails. After
 * a failed attack without doubles he stays over his army, spent for this turn (R38: "as after a failed
 * attack"; §10.1.1 sends him back to Germany only when he wins), so the army is still no §10.1 target.
 */
export function redBaronAttack(st: GameState, target: string): void {
  const cost = redBaronCost(st);
  addRm(st, -cost, '§10.1.1');
  st.f.redBaronUsed = true; // R26: once per turn
  const box = st.loc[target];
  if (isAt(st, TANK_ARMY, box)) {
    // R38 / §10.6: the first German attack in France, whatever its target: the Tank absorbs it, its cost
    // is paid, no dice are rolled, and he stays over his army as after a failed attack.
    tankAbsorbs(st, target, 'R38', 'red-baron');
    return;
  }
  const drm = reportDrm(st, '§10.2', target, attackDrmSources(st, box, false)); // before counting this attack (R20)
  countCpAttack(st);
  const strength = strengthOf(st, target);
  const needs = asksRoll(st) ? redBaronNeed(st, target, drm, strength) : undefined;
  const [a, b] = rollDice(st, 2, '§10.1.1', `Red Baron attacks ${TILE_BY_ID[target].name}`, needs);
  const paid = [{ what: 'rm', amount: cost }] as const;
  if (a === b) {
    // R26: doubles: the attack fails and he goes the face value of one die ahead on the Calendar (R5 past Turn 27).
    emit(st, { type: 'attack', rule: '§10.1.1', kind: 'red-baron', target, paid, roll: a, drm, strength, success: false });
    emit(st, { type: 'red-baron-down', rule: 'R26', turns: a });
    st.f.redBaronOn = null;
    placeTurnsAhead(st, RED_BARON, a, 'R26');
    return;
  }
  // R26: otherwise the higher die is the attack roll (R2 naturals apply to it).
  const roll = Math.max(a, b);
  const success = attackSucceeds(roll, drm, strength);
  emit(st, { type: 'attack', rule: '§10.1.1', kind: 'red-baron', target, paid, roll, drm, strength, success });
  if (success) {
    st.f.redBaronOn = null; // §10.1.1: he wins and goes back to Germany
    removeBeaten(st, target, box, '§10.1.1');
  }
}
