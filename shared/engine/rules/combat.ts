// Attack resolution shared by every CP attack (§10.1, §10.2, §10.3, §10.5, §10.6, R2): the roll, the result
// and where a beaten tile goes.
import type { GameState } from '../core/state.js';
import { emit, recordingEvents, type Payment } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { armyCount, discardTile, isAt, kindOf, moveTile, reservesOf, strengthOf } from '../core/board.js';
import { COSTS, DIE } from '../../data/tables.js';
import { ARMY_BY_ID, TILE_BY_ID } from '../../data/tiles.js';
import { attackDrmSources, countCpAttack, reportDrm } from './drm.js';
import { BEF, TANK_ARMY } from './attack-targets.js';
import { surrenderRoumania } from './surrender.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/** §10.5.1: what is left of the BEF, waiting on the Counter Tray. */
const BEF_REMNANT = 'gb-2';
/** §10.3: beaten Trenches go back to the tray (they return at §6.6); §10.6: so does the Tank Army (§7.1.2.6). */
const TRAY = 'counter-tray';

/** R2 / §10.2: a natural 1 always fails, a natural 6 always succeeds; otherwise die + DRM > strength. */
export function attackSucceeds(natural: number, drm: number, strength: number): boolean {
  if (natural === DIE.naturalFail) return false;
  if (natural === DIE.naturalSuccess) return true;
  return natural + drm > strength;
}

/** What the attack's die must show, in words (the table companion's question): §10.1, a 1 fails, a 6 wins. */
export function attackNeedWords(drm: number, strength: number): string {
  const need = Math.min(DIE.naturalSuccess, Math.max(DIE.naturalFail + 1, strength - drm + 1));
  if (need === DIE.naturalSuccess) return `only a ${DIE.naturalSuccess} wins`;
  if (need === DIE.naturalFail + 1) return `anything but a ${DIE.naturalFail} wins`;
  return `${need} or more wins, a ${DIE.naturalFail} always fails`;
}

/** What beating `tile` would do, in words, as removeBeaten does it (the table companion's question, issue 32). */
export function beatenWords(st: GameState, tile: string): string {
  return `a win ${beatenEffect(st, tile)}`;
}

/** beatenWords without "a win": "sends the French 2nd Army to its Reserves". */
export function beatenEffect(st: GameState, tile: string): string {
  const kind = kindOf(tile);
  if (kind === 'trenches') return 'sends the Trenches back to the Counter Tray';
  if (kind === 'border-forts' || ARMY_BY_ID[tile]?.skull) return `removes the ${TILE_BY_ID[tile].name} for good${replacementWords(st, tile)}`;
  return `sends the ${TILE_BY_ID[tile].name} to its Reserves`;
}

/** §10.5.1: the one ☠ army with a replacement (the asterisk): what removeBeaten then does with the British 2nd. */
function replacementWords(st: GameState, tile: string): string {
  if (tile !== BEF) return '';
  const remnant = TILE_BY_ID[BEF_REMNANT].name;
  if (isAt(st, BEF_REMNANT, TRAY)) return ` and the ${remnant}, what is left of it, goes from the Counter Tray to Belgium Reserves (§10.5.1)`;
  return `; no ${remnant} is left on the Counter Tray to take its place (§10.5.1)`;
}

/**
 * Removes a tile beaten in combat from `box` (§10.1, §10.3, §10.5, §10.5.1) and surrenders Roumania when it is
 * empty (§8.4, R3). Only combat discards a ☠ army: a bombed one goes to Reserves (R41, air-war.ts removeBombed).
 */
export function removeBeaten(st: GameState, tile: string, box: string, rule: RuleRef): void {
  const kind = kindOf(tile);
  if (kind === 'trenches') {
    moveTile(st, tile, TRAY, '§10.3');
  } else if (kind === 'border-forts') {
    discardTile(st, tile, '§10.5'); // ☠: gone for good
  } else if (ARMY_BY_ID[tile]?.skull) {
    discardTile(st, tile, '§10.5');
    if (tile === BEF && isAt(st, BEF_REMNANT, TRAY)) moveTile(st, BEF_REMNANT, 'belgium-reserves', '§10.5.1');
  } else {
    // §10.1: back to the Reserves of the box it stood in (an army in Italy goes to Italy Reserves).
    const reserves = reservesOf(box);
    if (reserves === null) throw new Error(`${tile} in ${box} has no Reserves to go to`);
    moveTile(st, tile, reserves, rule);
  }
  if (box === 'roumania' && armyCount(st, 'roumania') === 0) surrenderRoumania(st, 'R3');
}

/**
 * §10.6: the Tank Army takes the attack on `target` (already paid for): no roll, it goes back to the tray. R38: a
 * Red Baron attack is absorbed the same way (`by`, `rule` say so in the log).
 */
export function tankAbsorbs(st: GameState, target: string, rule: RuleRef = '§10.6', by: 'attack' | 'red-baron' = 'attack'): void {
  countCpAttack(st); // R20 (amended): an absorbed attack is an attack: it uses up Poison Gas
  emit(st, { type: 'tank-absorbs', rule, target, by });
  moveTile(st, TANK_ARMY, TRAY, '§10.6');
}

/** What an attack was paid with: the `pay` of a §10.1 action (1 point of RM, Krupp or Kaisertreu), or 'city' (free, §15.2). */
function paymentOf(pay: string): Payment[] {
  if (pay === 'rm' || pay === 'krupp' || pay === 'kaisertreu') return [{ what: pay, amount: COSTS.attack }];
  return [];
}

/**
 * One single-die CP attack (ordinary §10.1, city §15.2, Kaiserschlacht §10.7) on a tile the caller has
 * checked is a legal target and has paid for (`pay`: the action's payment, 'city' for a free City attack, or
 * the Kaiserschlacht's payments). Returns true when the target is beaten.
 */
export function resolveAttack(st: GameState, target: string, pay: string | readonly Payment[], rule: RuleRef, kaiserschlacht = false): boolean {
  if (target === TANK_ARMY) {
    tankAbsorbs(st, target);
    return false;
  }
  const box = st.loc[target];
  const drm = reportDrm(st, '§10.2', target, attackDrmSources(st, box, kaiserschlacht)); // before counting this attack (R20)
  countCpAttack(st);
  const strength = strengthOf(st, target);
  // With the log off (rollouts) nothing is built for it: the sentence, the payment list and the event.
  const logged = recordingEvents();
  // The table companion asks for this die with what it must show (issue 32); a rollout never builds the words.
  const needs = st.entry === undefined ? undefined : `${attackNeedWords(drm, strength)}; ${beatenWords(st, target)}`;
  const roll = rollDie(st, rule, logged ? `Attack on ${TILE_BY_ID[target].name}` : '', needs);
  const success = attackSucceeds(roll, drm, strength);
  if (logged) {
    const kind = kaiserschlacht ? 'kaiserschlacht' : pay === 'city' ? 'city' : 'ordinary';
    const paid = typeof pay === 'string' ? paymentOf(pay) : pay;
    emit(st, { type: 'attack', rule, kind, target, paid, roll, drm, strength, success });
  }
  if (success) removeBeaten(st, target, box, rule);
  return success;
}
