// Which tiles a CP attack may strike (§10.1, §10.3, §10.4, §10.6, R3, R27, R32, §15.1) and what may pay for
// it (§10.1, §11.1, §11.2).
import type { GameState } from '../core/state.js';
import { armiesAtNow, armyCount, countryActive, idsAt, isAt, locationNumber, rm, roumaniaStatus, trackValue } from '../core/board.js';
import { COUNTRIES, COUNTRY_BY_ID } from '../../data/board.js';
import { FORT_IDS, TRENCH_IDS } from '../../data/tiles.js';
import { COSTS } from '../../data/costs.js';
import { turnDef } from '../../data/calendar.js';
import type { CountryId } from '../../data/ids.js';
import type { FinanceTile, Payment } from '../core/actions.js';

/** A box a CP attack can go into: the six Countries and Roumania (§10.1). */
export type AttackBox = CountryId | 'roumania';

export const ATTACK_BOXES: readonly AttackBox[] = [...COUNTRIES.map((c) => c.id), 'roumania'];
/** Their location numbers (core/speed/location-index.ts locationNumber), for reads of the location index without a lookup by name. */
export const ATTACK_BOX_NUMBERS: readonly number[] = ATTACK_BOXES.map(locationNumber);

/** §11.2: attacks on Roumania are made from Austria-Hungary, so Kaisertreu pays for them. */
const ROUMANIA_FINANCE = 'kaisertreu';

export const TANK_ARMY = 'french-tank-army';
export const BEF = 'gb-bef';

export type { FinanceTile, Payment };

/**
 * 'ordinary': the §10.1 attacks of the CP Attack Phase. 'city': the free attacks after a fizzled Defeat
 * (§15.2, R32): Forts are ignored (they neither shield nor can be struck), Trenches still shield.
 */
export type AttackMode = 'ordinary' | 'city';

/** A box that can be attacked at all now: at war, not surrendered (§15.1.2, §15.1.3, §15.1.5), no Alpine Winter (§10.4). */
export function boxOpen(st: GameState, box: AttackBox): boolean {
  if (box === 'roumania') return roumaniaStatus(st) === 'war'; // §8.4
  if (!countryActive(st, box)) return false;
  if (box === 'italy' && turnDef(st.turn).season === 'winter') return false; // §10.4
  return true;
}

/** Appends the tiles an attack of this mode may strike in `box` to `out`. */
export function targetsIn(st: GameState, box: AttackBox, mode: AttackMode, out: string[]): void {
  if (!boxOpen(st, box)) return;
  // §10.6: while the French Tank Army is in France it takes the first attack made there (no roll).
  if (box === 'france' && isAt(st, TANK_ARMY, 'france')) {
    out.push(TANK_ARMY);
    return;
  }
  // §10.3: Trenches first, then Forts, before any army (R32: a city attack ignores Forts, not Trenches).
  const before = out.length;
  idsAt(st, TRENCH_IDS, box, out);
  if (out.length > before) return;
  if (mode === 'ordinary') {
    idsAt(st, FORT_IDS, box, out);
    if (out.length > before) return;
  }
  // R3 / R32: a Country's last army falls only to a Kaiserschlacht; Roumania's last army may be attacked.
  if (box !== 'roumania' && armyCount(st, box) <= 1) return;
  const armies = armiesAtNow(st, box); // read only, nothing moves here
  // R27: while the original BEF stands in Belgium it is the only Belgian army that may be attacked.
  if (box === 'belgium' && isAt(st, BEF, 'belgium')) {
    if (!(mode === 'ordinary' && st.f.redBaronOn === BEF)) out.push(BEF);
    return;
  }
  const spared = mode === 'ordinary' ? st.f.redBaronOn : null;
  for (let i = 0; i < armies.length; i++) {
    // §10.1.1: the army under the Red Baron is attacked only by him, not by an ordinary §10.1 attack.
    if (armies[i] !== spared) out.push(armies[i]);
  }
}

/** Every tile an attack of this mode may strike now, box by box in BFLUIS order then Roumania. */
export function allTargets(st: GameState, mode: AttackMode): string[] {
  const out: string[] = [];
  for (const box of ATTACK_BOXES) targetsIn(st, box, mode, out);
  return out;
}

/** §11.1 / §11.2: Krupp pays for attacks on Belgium, France, Lithuania; Kaisertreu on Italy, Serbia, Ukraine, Roumania. */
export function financeTileOf(box: AttackBox): FinanceTile {
  return box === 'roumania' ? ROUMANIA_FINANCE : COUNTRY_BY_ID[box].financeTile;
}

/** Points left on a Krupp/Kaisertreu tile (0 once it is discarded, §11.1, §5.4.4). */
export function financePoints(st: GameState, tile: FinanceTile): number {
  return trackValue(st, tile) ?? 0;
}

/** What may pay for one ordinary attack into `box` (§10.1: 1 RM, or one point of the right finance tile). */
export function paymentsFor(st: GameState, box: AttackBox): readonly Payment[] {
  return paymentsIn(box, canPay(st));
}

/** Whether RM and each finance tile can pay for one attack now (§10.1, §11.1, §11.2). */
export interface Affordable {
  readonly rm: boolean;
  readonly krupp: boolean;
  readonly kaisertreu: boolean;
}

/** What can pay for one attack now, read once for every box of the CP Attack list (the tracks are read once, not per box). */
export function canPay(st: GameState): Affordable {
  return AFFORDABLE[canPayNumber(st)];
}

/** canPay as its number 0…7 (RM 4, Krupp 2, Kaisertreu 1): the key of AFFORDABLE and of paymentsOfBox. */
export function canPayNumber(st: GameState): number {
  const money = rm(st) >= COSTS.attack;
  const krupp = financePoints(st, 'krupp') >= COSTS.attack;
  const kaisertreu = financePoints(st, 'kaisertreu') >= COSTS.attack;
  return Number(money) * 4 + Number(krupp) * 2 + Number(kaisertreu);
}
/** The eight answers of canPay, made once (no object per call). */
const AFFORDABLE: readonly Affordable[] = Array.from({ length: 8 }, (_, i) => ({ rm: i >= 4, krupp: (i & 2) !== 0, kaisertreu: (i & 1) !== 0 }));

/** paymentsFor with the money already read (canPay): one of the shared lists. */
export function paymentsIn(box: AttackBox, can: Affordable): readonly Payment[] {
  const tile = financeTileOf(box);
  // Shared lists: the CP Attack phase asks this for every box after every attack.
  if (can[tile]) return can.rm ? PAY_BOTH[tile] : PAY_TILE[tile];
  return can.rm ? PAY_RM : PAY_NONE;
}
// Shared and read only, not frozen (core/speed/v8.ts); core/attack-actions.ts paidAttacks keys its lists by them.
const PAY_NONE: readonly Payment[] = [];
const PAY_RM: readonly Payment[] = ['rm'];
const PAY_TILE: Readonly<Record<FinanceTile, readonly Payment[]>> = { krupp: ['krupp'], kaisertreu: ['kaisertreu'] };
const PAY_BOTH: Readonly<Record<FinanceTile, readonly Payment[]>> = { krupp: ['rm', 'krupp'], kaisertreu: ['rm', 'kaisertreu'] };

/**
 * paymentsIn of the box ATTACK_BOXES[b] for each canPayNumber, made once. Why: the CP Attack list asks it for
 * every box after every attack, and a box's finance tile read from the Country table by name each time was a
 * dictionary lookup per box (issue 15).
 */
const PAYMENTS_OF_BOX: readonly (readonly (readonly Payment[])[])[] = ATTACK_BOXES.map((box) => AFFORDABLE.map((can) => paymentsIn(box, can)));

/** paymentsIn(ATTACK_BOXES[b], AFFORDABLE[can]) by numbers: one of the same shared lists. */
export function paymentsOfBox(b: number, can: number): readonly Payment[] {
  return PAYMENTS_OF_BOX[b][can];
}

/**
 * Trenches or Forts standing in a box now (§10.3), however earlier ones left it (defeated, or Trenches taken
 * away by a Zeppelin reconnaissance, §9.6 ②). R38: while any stand, the Red Baron waits over his army.
 */
export function trenchesOrFortsIn(st: GameState, box: AttackBox): boolean {
  for (const id of TRENCH_IDS) if (st.loc[id] === box) return true;
  for (const id of FORT_IDS) if (st.loc[id] === box) return true;
  return false;
}

/** Forts, Trenches or the Tank Army in a box (they block a Kaiserschlacht, §10.7 ②). */
export function hasDefenceWorks(st: GameState, box: AttackBox): boolean {
  return trenchesOrFortsIn(st, box) || isAt(st, TANK_ARMY, box);
}
