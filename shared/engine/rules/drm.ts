// Die-roll modifiers of a CP attack (§10.2, §10.2.1, R20, §8.4, §10.7). The natural 1 / natural 6 of R2
// are applied by `attackSucceeds` (combat.ts), never here.
import type { GameState } from '../core/state.js';
import { armyCount } from '../core/board.js';
import { HYPOTHESIS_Z } from '../../data/board.js';
import { KAISERSCHLACHT_DRM } from '../../data/costs.js';
import { POISON_GAS_COUNTRIES, POISON_GAS_DRMS, SPECIAL_EVENT_BY_ID } from '../../data/special-events.js';
import type { SpecialEventId } from '../../data/ids.js';
import { specialEventOf } from '../../data/locations.js';
import { emit, type DrmSource } from '../core/events.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const HYPOTHESIS_Z_BOXES: readonly string[] = HYPOTHESIS_Z.countries;

/** §7.1.1: the Special Event the marker stands on this turn, or null. */
export function specialEventOnDisplay(st: GameState): SpecialEventId | null {
  return specialEventOf(st.loc['special-event']);
}

/** §8.4: Hypothesis Z bites while any Roumanian army is on the map (only the Roumania box holds them). */
export function hypothesisZActive(st: GameState): boolean {
  return armyCount(st, 'roumania') > 0;
}

/**
 * R20 (amended): one CP attack is made (rolled, or absorbed by the French Tank Army, §10.6). It uses up Poison
 * Gas's +2 / +1 only while the Poison Gas tile is on the Special Events display (§10.2: a Special Event's DRM
 * exists only while its tile is there): attacks made earlier in the turn, before the Tageblatt placed it
 * (Gallipoli, city attacks after a fizzled Defeat), leave them whole. German Bombers and Zeppelin raids are not
 * attacks and never call this.
 */
export function countCpAttack(st: GameState): void {
  if (specialEventOnDisplay(st) === 'poison-gas') st.f.gasAttacks++;
}

// Each source of a CP attack's modifiers written once, as its value (null: it does not apply), so the list
// with sources and rules (the log, the odds' breakdown) and the bare sum (a policy pricing every target at
// every decision, issue 15) can never disagree.

/**
 * §10.2, §10.2.1: the displayed Special Event's DRM on the next CP attack into `box`, or null. Poison Gas (R20):
 * +2 on the first CP attack made while it is on the display, +1 on the second, wherever made; only Belgium,
 * France, Italy. Any other event: its printed DRM where it applies ('all' = every CP Attack Phase target incl.
 * Roumania).
 */
function eventDrm(st: GameState, box: string, event: SpecialEventId | null): number | null {
  if (event === null) return null;
  if (event === 'poison-gas') {
    const before = st.f.gasAttacks;
    return POISON_GAS_COUNTRIES.includes(box) && before < POISON_GAS_DRMS.length ? POISON_GAS_DRMS[before] : null;
  }
  const def = SPECIAL_EVENT_BY_ID[event];
  return def.drm !== 0 && (def.countries === 'all' || def.countries.includes(box)) ? def.drm : null;
}

/** §8.4: attacks from Austria-Hungary suffer −1 while Roumanian armies stand; else null. */
function hypothesisZDrm(st: GameState, box: string): number | null {
  return HYPOTHESIS_Z_BOXES.includes(box) && hypothesisZActive(st) ? HYPOTHESIS_Z.drm : null;
}

/** §10.7: a Kaiserschlacht is made at −1 (a +1 event cancels it simply by adding up, §10.2); else null. */
function kaiserschlachtDrm(kaiserschlacht: boolean): number | null {
  return kaiserschlacht ? KAISERSCHLACHT_DRM : null;
}

/**
 * The modifiers of the next CP attack into `box` (a Country box or 'roumania'), each with its source and rule.
 * Read them BEFORE the attack is counted (countCpAttack): Poison Gas looks at how many attacks came before (R20).
 */
export function attackDrmSources(st: GameState, box: string, kaiserschlacht: boolean): DrmSource[] {
  const out: DrmSource[] = [];
  const event = specialEventOnDisplay(st);
  const e = eventDrm(st, box, event);
  if (e !== null) out.push({ source: event as SpecialEventId, value: e, rule: event === 'poison-gas' ? '§10.2.1' : '§10.2' });
  const z = hypothesisZDrm(st, box);
  if (z !== null) out.push({ source: 'hypothesis-z', value: z, rule: '§8.4' });
  const k = kaiserschlachtDrm(kaiserschlacht);
  if (k !== null) out.push({ source: 'kaiserschlacht', value: k, rule: '§10.7' });
  return out;
}

/** The sum of a roll's modifiers. */
export function drmTotal(sources: readonly DrmSource[]): number {
  let total = 0;
  for (const s of sources) total += s.value;
  return total;
}

/**
 * The DRM of the next CP attack into `box` (read before the attack is counted, R20): attackDrmSources' sum, from
 * the same sources, without building the list.
 */
export function attackDrm(st: GameState, box: string, kaiserschlacht: boolean): number {
  return (eventDrm(st, box, specialEventOnDisplay(st)) ?? 0) + (hypothesisZDrm(st, box) ?? 0) + (kaiserschlachtDrm(kaiserschlacht) ?? 0);
}

/** Reports the modifiers of the roll that follows (none: no event), and returns their sum. */
export function reportDrm(st: GameState, rule: RuleRef, target: string | null, sources: readonly DrmSource[]): number {
  const total = drmTotal(sources);
  if (sources.length > 0) emit(st, { type: 'drm', rule, target, total, sources });
  return total;
}
