// §6 Entente Powers Attack phase: one deployment per letter of the turn's chit in BFLUIS order (§6.1;
// under O1 chit 1's letters then chit 2's, R10), then the British against the Irish (§6.4), the Senussi
// war (§6.5) and digging the Trenches (§6.6).
import type { GameState } from '../core/state.js';
import { defineStepList } from '../core/flow.js';
import { emit, skipped } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll, onFacesNeed } from './roll-needs.js';
import { placeName } from '../../data/names.js';
import { armiesAt, countryActive, moveTile } from '../core/board.js';
import { chitDef } from '../../data/chits.js';
import { COUNTRY_BY_LETTER } from '../../data/board.js';
import { DIE } from '../../data/dice.js';
import { CALENDAR } from '../../data/calendar.js';
import { ARMY_BY_ID, TRENCH_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { turnChits } from './chit-draw.js';
import { pushDeploy } from './deploy.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/** §6.6: the first turn the Trenches are dug — the turn printed with the "Trenches" Calendar Event (§5.3.4). */
export const TRENCHES_FROM_TURN: number = (() => {
  const def = CALENDAR.find((t) => t.events.includes('trenches'));
  if (def === undefined) throw new Error('§5.3.4: no Calendar box carries the Trenches event');
  return def.turn;
})();

/** §6.6 / R16: the Countries that get a Trenches tile, one each. */
const TRENCH_COUNTRIES: readonly CountryId[] = ['belgium', 'france'];

/** §6.4: an army sent to Ireland comes back to Belgium Reserves. */
const IRISH_RETURN = 'belgium-reserves';

/** §6.4 / §6.5: a roll on the printed faces, reported with what it needed. */
function onFaces(st: GameState, check: 'irish-rising' | 'senussi', faces: readonly number[], roll: number, rule: RuleRef): boolean {
  const success = faces.includes(roll);
  emit(st, { type: 'check', rule, check, roll, need: { faces }, success });
  return success;
}

function listSteps(st: GameState): string[] {
  const steps: string[] = [];
  for (const n of turnChits(st)) for (const letter of chitDef(n).deploy) steps.push(COUNTRY_BY_LETTER[letter].id);
  steps.push('irish', 'senussi', 'trenches');
  return steps;
}

/** §6.4 / R13: the British put down the Irish on a 6 and go back to Belgium Reserves. */
function britishAttackIrish(st: GameState): void {
  const inIreland = armiesAt(st, 'ireland');
  if (inIreland.length === 0) return;
  const roll = rollDie(st, '§6.4', 'British against the Irish rising', asksRoll(st) ? onFacesNeed(DIE.irishSuppressed, `the British put the rising down and go back to ${placeName(IRISH_RETURN)}`, 'the rising goes on') : undefined);
  if (!onFaces(st, 'irish-rising', DIE.irishSuppressed, roll, '§6.4')) return;
  for (const a of inIreland) moveTile(st, a, IRISH_RETURN, '§6.4');
}

/**
 * §6.5 / R13: the Senussi war is fought even if Italy is neutral or surrendered. On a 6 the Italians go to
 * Italy Reserves and the British back to Egypt. An army that took an Italian's place there by the Over
 * There chain (§5.2.1) stands for that Italian army and goes to Italy Reserves with it.
 */
function senussiWar(st: GameState): void {
  const inLibya = armiesAt(st, 'senussi-revolt');
  if (inLibya.length === 0) return;
  const roll = rollDie(st, '§6.5', 'Senussi war in Libya', asksRoll(st) ? onFacesNeed(DIE.senussiSuppressed, 'the Italians go to Italy Reserves and the British back to Egypt', 'the war in Libya goes on') : undefined);
  if (!onFaces(st, 'senussi', DIE.senussiSuppressed, roll, '§6.5')) return;
  for (const a of inLibya) moveTile(st, a, ARMY_BY_ID[a].nearEast ? 'egypt' : 'italy-reserves', '§6.5');
}

/** §6.6 / R16: one Trenches tile in Belgium and one in France (while at war), from wherever they are. */
function digTrenches(st: GameState): void {
  if (st.turn < TRENCHES_FROM_TURN) return;
  for (const c of TRENCH_COUNTRIES) {
    if (!countryActive(st, c)) {
      skipped(st, 'R16', { skip: 'trenches-not-at-war', country: c }); // R16: France only while at war
      continue;
    }
    if (TRENCH_IDS.some((t) => st.loc[t] === c)) continue; // one there already
    const free = TRENCH_IDS.find((t) => !TRENCH_COUNTRIES.some((other) => st.loc[t] === other && countryActive(st, other)));
    if (free === undefined) continue;
    moveTile(st, free, c, '§6.6');
  }
}

/** §6.1: the chit's Countries in BFLUIS order, then §6.4, §6.5 and §6.6. */
export const pushEntenteAttackPhase = defineStepList<string>('phase:entente-attack', listSteps, (st, step) => {
  switch (step) {
    case 'irish':
      return britishAttackIrish(st);
    case 'senussi':
      return senussiWar(st);
    case 'trenches':
      return digTrenches(st);
    default:
      pushDeploy(st, { country: step as CountryId, rule: '§6.1', source: 'chit' }); // R8: a Chit's letter
  }
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const ENTENTE_ATTACK_FRAMES = [pushEntenteAttackPhase] as const;
