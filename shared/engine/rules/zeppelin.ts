// §9.6 Zeppelin raids: economic bombing ①, recon ②, supply of East Africa ③ or naval bombing ④, each
// followed by the saving throw (§9.6.1) that sends the airship onto the Calendar.
import { seaBox } from '../../data/locations.js';
import type { GameState } from '../core/state.js';
import { defineDecision, pop } from '../core/flow.js';
import type { Decline, ZeppelinBomb, ZeppelinNaval, ZeppelinRecon, ZeppelinSupply } from '../core/actions.js';
import { emit } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll, onFacesNeed } from './roll-needs.js';
import { addRm, countryOfBox, isAt, moveTile, rm } from '../core/board.js';
import { SEA_AREAS } from '../../data/board.js';
import { COSTS } from '../../data/costs.js';
import { DIE } from '../../data/dice.js';
import { ASKARI_IDS, CRUISER_IDS, TILE_BY_ID, TRENCH_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { AIR_TARGET_COUNTRIES, airTargets } from './air-targets.js';
import { airFaces, removeBombed } from './air-war.js';
import { placeTurnsAhead } from './turns-ahead.js';
import { indianPursuesAskari } from './east-africa.js';

type Empty = Record<string, never>;

const ZEPPELIN = 'zeppelin';
const EAST_AFRICA = 'german-east-africa';
const TRAY = 'counter-tray';

/** ③ needs East Africa still in the war and an Askari on the tray to fly in. */
function spareAskari(st: GameState): string | null {
  if (st.f.eastAfricaClosed) return null;
  return ASKARI_IDS.find((id) => st.loc[id] === TRAY) ?? null;
}

/** The four raids of §9.6. */
type Raid = ZeppelinBomb | ZeppelinRecon | ZeppelinSupply | ZeppelinNaval;

function raids(st: GameState): Raid[] {
  const out: Raid[] = [];
  // ① Economic bombing: any army the player picks in Belgium or France (R3, R27).
  for (const country of AIR_TARGET_COUNTRIES) {
    for (const army of airTargets(st, country)) out.push({ type: 'zeppelin-bomb', army });
  }
  // ② Recon: a Trenches tile on the map.
  for (const trenches of TRENCH_IDS) {
    const where = st.loc[trenches];
    if (countryOfBox(where) === where) out.push({ type: 'zeppelin-recon', trenches });
  }
  // ③ Supply East Africa.
  if (spareAskari(st) !== null) out.push({ type: 'zeppelin-supply' });
  // ④ Naval bombing: 2 RM, a Cruiser in a North Sea area.
  if (rm(st) >= COSTS.zeppelinNaval) {
    for (const cruiser of CRUISER_IDS) {
      const where = st.loc[cruiser];
      if (SEA_AREAS.some((a) => a.northSea && where === seaBox(a.id))) out.push({ type: 'zeppelin-naval', cruiser });
    }
  }
  return out;
}

export function zeppelinCanRaid(st: GameState): boolean {
  return isAt(st, ZEPPELIN, 'germany') && raids(st).length > 0;
}

function economicBombing(st: GameState, army: string): void {
  const faces = airFaces(st, DIE.zeppelinEconomic);
  const needs = asksRoll(st) ? onFacesNeed(faces, `the ${TILE_BY_ID[army].name} goes to its Reserves`, 'it stays') : undefined;
  const die = rollDie(st, '§9.6', `Zeppelin raid on the ${TILE_BY_ID[army].name}`, needs);
  const success = faces.includes(die);
  emit(st, { type: 'zeppelin-raid', rule: 'R25', raid: 'bombing', target: army, roll: die, need: { faces }, success });
  if (success) removeBombed(st, army, countryOfBox(st.loc[army]) as CountryId, 'R25'); // R41: to Reserves, even a ☠ army
}

function supplyEastAfrica(st: GameState): void {
  const askari = spareAskari(st);
  const faces: readonly number[] = DIE.zeppelinSupply;
  const landed = askari === null ? 'no Askari is left to land, so nothing changes' : 'an Askari lands in East Africa';
  const die = rollDie(st, '§9.6', 'Zeppelin supply run to East Africa', asksRoll(st) ? onFacesNeed(askari === null ? [] : faces, landed, 'no Askari lands') : undefined);
  const success = faces.includes(die) && askari !== null;
  emit(st, { type: 'zeppelin-raid', rule: 'R25', raid: 'supply', target: askari, roll: die, need: { faces }, success });
  if (!success || askari === null) return;
  moveTile(st, askari, EAST_AFRICA, 'R25');
  indianPursuesAskari(st, '§9.6'); // the Indians follow at once, not in the Near East phase
}

function navalBombing(st: GameState, cruiser: string): void {
  addRm(st, -COSTS.zeppelinNaval, '§9.6');
  const faces = airFaces(st, DIE.zeppelinNaval);
  const needs = asksRoll(st) ? onFacesNeed(faces, `${TILE_BY_ID[cruiser].name} goes back into the Chit Cup`, 'it stays at sea') : undefined;
  const die = rollDie(st, '§9.6', `Zeppelin raid on ${TILE_BY_ID[cruiser].name}`, needs);
  const success = faces.includes(die);
  emit(st, { type: 'zeppelin-raid', rule: 'R25', raid: 'naval', target: cruiser, roll: die, need: { faces }, success });
  if (!success) return;
  // R25: hit in its North Sea area, the Cruiser goes back into the Chit Cup.
  const area = SEA_AREAS.find((a) => st.loc[cruiser] === seaBox(a.id));
  if (area !== undefined) emit(st, { type: 'ship-damaged', rule: 'R25', ship: cruiser, area: area.id, by: [ZEPPELIN] });
  moveTile(st, cruiser, 'chit-cup', 'R25');
}

/** §9.6.1: after any raid, the airship is away for a die's worth of turns; past Turn 27 it is gone (R5). */
function savingThrow(st: GameState): void {
  const die = rollDie(st, '§9.6.1', 'Zeppelin saving throw', asksRoll(st) ? 'the Zeppelin is away as many turns as the die shows' : undefined);
  placeTurnsAhead(st, ZEPPELIN, die, '§9.6.1');
}

export const pushZeppelinRaid = defineDecision<Empty, Raid | Decline>('zeppelin-raid', {
  prompt: () => ({ rule: '§9.6', text: 'Send the Zeppelin on a raid (it will be away for some turns), or keep it in its shed.' }),
  actions: (st) => [...raids(st), { type: 'decline' }],
  apply: (st, _f, action) => {
    pop(st);
    switch (action.type) {
      case 'zeppelin-bomb':
        economicBombing(st, action.army);
        break;
      case 'zeppelin-recon':
        emit(st, { type: 'zeppelin-raid', rule: '§9.6', raid: 'recon', target: action.trenches, roll: null, need: null, success: true });
        moveTile(st, action.trenches, TRAY, '§9.6'); // back next turn by the usual Trenches rule (§6.6)
        break;
      case 'zeppelin-supply':
        supplyEastAfrica(st);
        break;
      case 'zeppelin-naval':
        navalBombing(st, action.cruiser);
        break;
      case 'decline':
        return; // no raid, no saving throw
    }
    savingThrow(st);
  },
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const ZEPPELIN_FRAMES = [pushZeppelinRaid] as const;
