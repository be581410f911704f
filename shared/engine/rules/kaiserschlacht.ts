// §10.7 Kaiserschlacht, the decisive battle (§10.7.1, R19, R28, R31): when it may be launched, how it is
// paid for, and what follows (surrender §15.1, or a flood of volunteers).
import type { GameState } from '../core/state.js';
import type { Kaiserschlacht } from '../core/actions.js';
import { emit, type Payment } from '../core/events.js';
import { addRm, armiesAt, armyCount, countryActive, rm, setTrack, discardTile } from '../core/board.js';
import { NOTHING } from '../core/speed/v8.js';
import { COUNTRIES, COUNTRY_BY_ID, KAISERSCHLACHT_MAX_ARMIES_ELSEWHERE, type CountryDef } from '../../data/board.js';
import type { CountryId } from '../../data/ids.js';
import { boxOpen, financePoints, hasDefenceWorks, type FinanceTile } from './attack-targets.js';
import { resolveAttack } from './combat.js';
import { surrenderCountry } from './surrender.js';
import { pushDeploy } from './deploy.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/** §5.4.1.1: the two Socialist Revolution tiles; either one in a Russian box is its pink tile (§10.7 ①). */
const REVOLUTION_1 = 'pink-socialist-revolution-1';
const REVOLUTION_2 = 'pink-socialist-revolution-2';
const RUSSIAN_PINK = 'pink-socialist-revolution';

function hasPinkTile(st: GameState, def: CountryDef): boolean {
  const pink = def.pinkTile;
  if (pink === null) return false;
  if (pink === RUSSIAN_PINK) return st.loc[REVOLUTION_1] === def.id || st.loc[REVOLUTION_2] === def.id;
  return st.loc[pink] === def.id;
}

/** §10.7 ①②③ (never Belgium §15.1.1, never the AAO §15.1.4); the price, or null when it cannot be launched. */
export function kaiserschlachtCost(st: GameState, country: CountryId): number | null {
  return costOf(st, COUNTRY_BY_ID[country]);
}

// kaiserschlachtCost with the Country's row already in hand: the CP Attack list asks it for every Country
// after every attack, and looking the row up by name each time was a dictionary lookup per Country (issue 15).
function costOf(st: GameState, def: CountryDef): number | null {
  const country = def.id;
  if (def.kaiserschlachtCost === null) return null; // §10.7 / §15.1.1: Britain never surrenders
  if (country === 'serbia' && st.f.aao) return null; // §10.7: never against the AAO
  // ① first: the cheapest test, and the one that fails for most of the war (the list is asked after every attack).
  if (!hasPinkTile(st, def)) return null; // ①
  if (!boxOpen(st, country)) return null; // §15.1, §10.4
  if (armyCount(st, country) !== 1 || hasDefenceWorks(st, country)) return null; // ②
  for (let i = 0; i < COUNTRIES.length; i++) {
    // ③ / R19: the six Country boxes only, neutral and surrendered ones skipped.
    const other = COUNTRIES[i].id;
    if (other === country || !countryActive(st, other)) continue;
    if (armyCount(st, other) > KAISERSCHLACHT_MAX_ARMIES_ELSEWHERE) return null;
  }
  return def.kaiserschlachtCost; // §10.7: 3; §10.7.1 / R28: 4 against Russia
}

/** One action per legal way to pay: RM plus points of the Country's own finance tile (§10.7, R28, §11.1, §11.2); a shared empty list when none. */
export function kaiserschlachtActions(st: GameState): readonly Kaiserschlacht[] {
  let out: Kaiserschlacht[] | null = null;
  // Indexed loop: asked after every attack of the CP Attack phase (for…of left iterators as garbage).
  for (let i = 0; i < COUNTRIES.length; i++) {
    const c = COUNTRIES[i];
    const cost = costOf(st, c);
    if (cost === null) continue;
    const money = rm(st);
    const tile = c.financeTile;
    const points = financePoints(st, tile);
    for (let r = Math.max(0, cost - points); r <= Math.min(money, cost); r++) {
      const f = cost - r;
      (out ??= []).push({ type: 'kaiserschlacht', country: c.id, rm: r, krupp: tile === 'krupp' ? f : 0, kaisertreu: tile === 'kaisertreu' ? f : 0 });
    }
  }
  return out ?? NOTHING; // shared, read only (core/speed/v8.ts)
}

/** §11.1 / §11.2: spend points of a finance tile; at the zero box it leaves the game. */
export function spendFinance(st: GameState, tile: FinanceTile, points: number, rule: RuleRef): void {
  const left = financePoints(st, tile) - points;
  if (left <= 0) discardTile(st, tile, rule);
  else setTrack(st, tile, left, rule);
}

/** Pays, attacks the last army at −1, and surrenders the Country or floods it with volunteers (§10.7). */
export function launchKaiserschlacht(st: GameState, country: CountryId, pay: { rm: number; krupp: number; kaisertreu: number }): void {
  if (pay.rm > 0) addRm(st, -pay.rm, '§10.7');
  if (pay.krupp > 0) spendFinance(st, 'krupp', pay.krupp, '§11.1');
  if (pay.kaisertreu > 0) spendFinance(st, 'kaisertreu', pay.kaisertreu, '§11.2');
  const target = armiesAt(st, country)[0];
  const paid: Payment[] = [];
  if (pay.rm > 0) paid.push({ what: 'rm', amount: pay.rm });
  if (pay.krupp > 0) paid.push({ what: 'krupp', amount: pay.krupp });
  if (pay.kaisertreu > 0) paid.push({ what: 'kaisertreu', amount: pay.kaisertreu });
  emit(st, { type: 'kaiserschlacht', rule: '§10.7', country, outcome: 'launched' });
  if (resolveAttack(st, target, paid, '§10.7', true)) {
    surrenderCountry(st, country, '§15.1');
    return;
  }
  // §10.7: a failed Kaiserschlacht brings a flood of volunteers: the strongest Reserve army deploys.
  emit(st, { type: 'kaiserschlacht', rule: '§10.7', country, outcome: 'failed' });
  pushDeploy(st, { country, rule: '§10.7', source: 'volunteers' }); // R8 (amended): past U-Boats, Mutiny and Siegfried Line
}
