// §6.1–§6.3 deploying one EP army into a Country (strongest from Reserves, or its Over the Top tile
// when the Country already holds five armies), with the limits of R7/R8. Used by the chit's BFLUIS
// letters (§6.1), Random Entente Offensives (§5.4.6), US Assistance (§7.1.1.3) and a failed
// Kaiserschlacht (§10.7). R8 (amended): who ordered the deployment decides which §6.2 limits it meets.
import type { GameState } from '../core/state.js';
import { defineSteps, pop } from '../core/flow.js';
import { emit, recordingEvents, skipped, type CheckId, type DeployReason } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll, onFacesNeed } from './roll-needs.js';
import { armiesAtNow, armyCount, countryActive, discardTile, moveTile, strengthOf, strongest } from '../core/board.js';
import { COUNTRY_BY_ID, MAX_ARMIES_PER_COUNTRY } from '../../data/board.js';
import { UBOAT_IDS } from '../../data/tiles.js';
import { DIE } from '../../data/dice.js';
import { turnDef } from '../../data/calendar.js';
import type { CountryId } from '../../data/ids.js';
import { pushDefeatCheck } from './defeat.js';
import { usArmyInFrance } from './over-there.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/**
 * R8 (amended): who ordered a deployment. 'chit' = a Turn Chit (its BFLUIS letters §6.1, or its Random
 * Entente Offensive §5.4.6); 'us-assistance' = the Special Event §7.1.1.3; 'volunteers' = a failed
 * Kaiserschlacht §10.7. Only a chit's orders meet the U-Boat, French Mutiny and Siegfried Line limits.
 */
export type DeploySource = 'chit' | 'us-assistance' | 'volunteers';

export interface DeployData {
  readonly country: CountryId;
  /** The rule that ordered the deployment, for the log. */
  readonly rule: RuleRef;
  /** R8: who ordered it (which §6.2 limits apply). */
  readonly source: DeploySource;
}

/** R8 (amended): §6.2.1, §6.2.2 and §6.2.4 speak of what a Chit tells you: only those deployments meet them. */
function chitLimitsApply(source: DeploySource): source is 'chit' {
  return source === 'chit';
}

/**
 * §6.1 / R1: why `army` was the one to deploy from `reserves` (it is the strongest there, first in roster order among
 * equals): its strength, the equally strong armies left behind, and how many stayed. Built only when events are read.
 */
function deployReason(st: GameState, army: string, reserves: readonly string[]): DeployReason {
  const strength = strengthOf(st, army);
  const tiedWith = reserves.filter((a) => a !== army && strengthOf(st, a) === strength);
  return { strength, tiedWith, stayed: reserves.length - 1 };
}

/** Where a U-Boat goes when it cancels a deployment (§6.2.4): back to the Counter Tray, to be built again. */
const SPENT_UBOAT_TO = 'counter-tray';

/** §6.3 / R31: the Country's Over the Top tile (the AAO one once the AAO holds Serbia). */
export function ottTileOf(st: GameState, country: CountryId): string {
  const def = COUNTRY_BY_ID[country];
  return st.f.aao && def.ottAfterAao !== undefined ? def.ottAfterAao : def.ott;
}

function uBoatIn(st: GameState, country: CountryId): string | null {
  for (const id of UBOAT_IDS) if (st.loc[id] === country) return id;
  return null;
}

/** R8 ④ / §6.2.1 / §6.2.2: a roll that lets the Over the Top tile through only on the listed faces. */
function ottRollSucceeds(st: GameState, check: CheckId, faces: readonly number[], rule: RuleRef, why: string, hit: string): boolean {
  const roll = rollDie(st, rule, why, asksRoll(st) ? onFacesNeed(faces, hit, 'it is stopped') : undefined);
  const success = faces.includes(roll);
  emit(st, { type: 'check', rule, check, roll, need: { faces }, success });
  return success;
}

/**
 * §6.2 special deployment limits: steps the limits of R8 for an Over the Top deployment after the U-Boat check; true when the OTT tile
 * may be placed.
 */
function ottAllowed(st: GameState, country: CountryId, source: DeploySource): boolean {
  // §6.2.3 / R8 ③ (amended): no Over the Top in Italy on a Winter turn, whatever ordered it.
  if (country === 'italy' && turnDef(st.turn).season === 'winter') {
    skipped(st, '§6.2.3', { skip: 'ott-alpine-winter', country });
    return false;
  }
  // R8 (amended): the Mutiny and the Siegfried Line only test a Turn Chit's Over the Top; others go in without a roll
  // and leave the tile where it is (the Siegfried Line stays: it was never tested).
  if (!chitLimitsApply(source)) {
    if (country === 'france' && st.loc['french-mutiny'] === 'france') skipped(st, 'R8', { skip: 'limit-not-chit', limit: 'french-mutiny', source, country });
    if (country === 'belgium' && st.loc['siegfried-line'] === 'belgium') skipped(st, 'R8', { skip: 'limit-not-chit', limit: 'siegfried-line', source, country });
    return true;
  }
  // §6.2.1 / R8 ④: the French Mutiny stops the French OTT unless the die shows a success face.
  if (country === 'france' && st.loc['french-mutiny'] === 'france') {
    if (!ottRollSucceeds(st, 'french-mutiny', DIE.mutinyOttSucceeds, '§6.2.1', 'French Mutiny: does the French Over the Top go ahead?', 'the French Over the Top goes ahead')) return false;
  }
  // §6.2.2 / R8 ④: the Siegfried Line stops the British OTT; a breakthrough discards the Line.
  if (country === 'belgium' && st.loc['siegfried-line'] === 'belgium') {
    if (!ottRollSucceeds(st, 'siegfried-line', DIE.siegfriedOttSucceeds, '§6.2.2', 'Siegfried Line: does the British Over the Top break through?', 'the British Over the Top breaks through and the Line is discarded')) return false;
    discardTile(st, 'siegfried-line', '§6.2.2');
  }
  return true;
}

export const pushDeploy = defineSteps<DeployData>('deploy', [
  [
    '§6.1–§6.3 the strongest army in Reserves moves up, or the Over the Top tile goes in (R7, R8)',
    (st, f) => {
      const { country, rule, source } = f.d;
      const def = COUNTRY_BY_ID[country];
      // R8 ① / §6.1.1 / §15.1: neutral or surrendered Countries take no deployments.
      if (!countryActive(st, country)) {
        skipped(st, '§6.1.1', { skip: 'deploy-not-at-war', country, ordered: rule });
        pop(st);
        return;
      }
      const over = armyCount(st, country) >= MAX_ARMIES_PER_COUNTRY; // §6.3: Forts/Trenches are not armies
      const inReserves = over ? [] : armiesAtNow(st, def.reserves); // roster order (R1); never the OTT tile
      const reserve = over ? null : strongest(st, inReserves); // §6.1 / R1
      // R7: fewer than five armies and no army in Reserves → nothing happens (and nothing is cancelled).
      if (!over && reserve === null) {
        skipped(st, 'R7', { skip: 'deploy-reserves-empty', country, ordered: rule });
        pop(st);
        return;
      }
      // §6.2.4 / R8 ②: a U-Boat cancels the deployment (army or OTT) and is spent — only when it cancels something.
      // R8 (amended): only a Turn Chit's deployment; US Assistance and the volunteers sail past and the U-Boat stays.
      const uBoat = uBoatIn(st, country);
      if (uBoat !== null && !chitLimitsApply(source)) {
        skipped(st, 'R8', { skip: 'limit-not-chit', limit: 'u-boats', source, country });
      } else if (uBoat !== null) {
        emit(st, { type: 'u-boats-stop', rule: '§6.2.4', country, tile: uBoat });
        moveTile(st, uBoat, SPENT_UBOAT_TO, '§6.2.4');
        pop(st);
        return;
      }
      if (reserve !== null) {
        // §6.1: the strongest army in Reserves moves up; the event says why it was this one (R1 ties).
        moveTile(st, reserve, country, rule, recordingEvents() ? deployReason(st, reserve, inReserves) : undefined);
        usArmyInFrance(st, reserve, 'R15'); // R15 (clarified): a US army entering the France box ends the Mutiny
        pop(st);
        return;
      }
      if (!ottAllowed(st, country, source)) {
        pop(st);
        return;
      }
      const ott = ottTileOf(st, country);
      moveTile(st, ott, country, '§6.3');
      emit(st, { type: 'over-the-top', rule: '§6.3', country, tile: ott });
      pushDefeatCheck(st, { country }); // §6.3 / §15.2: check now for a German Defeat
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const DEPLOY_FRAMES = [pushDeploy] as const;
