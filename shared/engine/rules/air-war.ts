// The air war of the Naval/Air phase: control of the skies (§9.3, R6, R26), German Bombers (§9.4, R25),
// British Bombers (§9.5, R24), where a bombed army goes (R41) and placing the Red Baron over an EP army (§9.7, R38).
import { airTrackBox } from '../../data/locations.js';
import type { GameState } from '../core/state.js';
import { defineDecision, pop } from '../core/flow.js';
import type { AirResearch, Bomb, Decline, PlaceRedBaron } from '../core/actions.js';
import { emit } from '../core/events.js';
import { rollDice, rollDie, type NeedWords } from '../core/random.js';
import { asksRoll, lowerDieNeed, onFacesNeed, perFaceNeed } from './roll-needs.js';
import { addRm, airBox, germanAirSuperiority, isAt, moveTile, reservesOf, rm } from '../core/board.js';
import { AIR_TRACK, COUNTRY_BY_ID, RED_BARON_AIR_BOX } from '../../data/board.js';
import { turnDef } from '../../data/calendar.js';
import { COSTS } from '../../data/costs.js';
import { DIE } from '../../data/dice.js';
import { BRITISH_BOMBING } from '../../data/small-tables.js';
import { TILE_BY_ID } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { AIR_TARGET_COUNTRIES, airTargets, weakestAirTarget } from './air-targets.js';
import { reportDrm } from './drm.js';
import { trenchesOrFortsIn } from './attack-targets.js';
import type { RuleRef } from '../../data/rule-numbers.js';

type Empty = Record<string, never>;

const LAST_AIR_BOX = AIR_TRACK.length - 1;

// ── §9.3 Control of the skies ─────────────────────────────────────────────────────────────────────────

/**
 * §9.3: no roll while the marker's box is held by the side that normally holds the skies this year (the
 * holder of the box standing for the year), nor once the marker is in the last box (it only moves right).
 */
export function airRollNeeded(st: GameState): boolean {
  const box = airBox(st);
  if (box >= LAST_AIR_BOX) return false;
  const year = turnDef(st.turn).year;
  const normal = AIR_TRACK.find((b) => b.year === year)?.holder;
  return AIR_TRACK[box].holder !== normal;
}

/** What the air roll must show, research counted as the roll will count it (the table companion's question). */
function skiesWords(st: GameState, shift: number): string {
  const threshold = turnDef(st.turn).airThreshold; // R6
  const ineffective = DIE.researchIneffectiveNaturals as readonly number[];
  const wins = [1, 2, 3, 4, 5, 6].filter((n) => (ineffective.includes(n) ? n : n + shift) <= threshold);
  const research = shift === 0 ? '' : ` (research shifts the die by ${shift > 0 ? '+' : ''}${shift}, not a natural 1 or 6)`;
  return `${onFacesNeed(wins, `the air marker moves right to ${nextAirBoxText(st)}`, 'it stays')}${research}`;
}

function rollForTheSkies(st: GameState, shift: number, paid: number): void {
  const natural = rollDie(st, '§9.3', 'Control of the skies', asksRoll(st) ? skiesWords(st, shift) : undefined);
  // §9.3: research cannot change a natural 1 or 6.
  const applies = shift !== 0 && !(DIE.researchIneffectiveNaturals as readonly number[]).includes(natural);
  const modified = natural + reportDrm(st, '§9.3', null, applies ? [{ source: 'air-research', value: shift, rule: '§9.3' }] : []);
  const threshold = turnDef(st.turn).airThreshold; // R6
  const success = modified <= threshold;
  // The line names the research paid, even when a natural 1 or 6 made it useless.
  const research = paid > 0 ? { research: { rm: paid, shift, applied: applies } } : {};
  emit(st, { type: 'check', rule: '§9.3', check: 'air-superiority', roll: modified, need: { atMost: threshold }, success, ...research });
  if (!success) return;
  const to = airBox(st) + 1;
  moveTile(st, 'air-superiority', airTrackBox(to), '§9.3');
  // R26: the first time the marker reaches Fokker Scourge, the Red Baron arrives in Germany, whatever the year.
  if (to === RED_BARON_AIR_BOX && !st.f.redBaronArrived) {
    st.f.redBaronArrived = true;
    moveTile(st, 'red-baron', 'germany', 'R26');
  }
}

function nextAirBoxText(st: GameState): string {
  const next = AIR_TRACK[airBox(st) + 1];
  return `${next.name} (${next.holder === 'germany' ? 'German' : 'Entente'} skies)`;
}

export const pushAirResearch = defineDecision<Empty, AirResearch | Decline>('air-research', {
  prompt: (st) => ({
    rule: '§9.3',
    // §9.3: a success moves the marker one box right, whoever holds that box (in 1916 and 1918 the Entente).
    text: `Roll ${turnDef(st.turn).airThreshold} or less to move the air marker right to ${nextAirBoxText(st)}; pay ${COSTS.airResearch} RM for research to shift the die by ${DIE.airResearchShift}, or just roll.`,
  }),
  actions: (st) => {
    const out: (AirResearch | Decline)[] = [];
    if (rm(st) >= COSTS.airResearch) {
      out.push({ type: 'air-research', shift: -DIE.airResearchShift }, { type: 'air-research', shift: DIE.airResearchShift });
    }
    out.push({ type: 'decline' });
    return out;
  },
  apply: (st, _f, action) => {
    pop(st);
    let shift = 0;
    let paid = 0;
    if (action.type === 'air-research') {
      addRm(st, -COSTS.airResearch, '§9.3');
      shift = action.shift;
      paid = COSTS.airResearch;
    }
    rollForTheSkies(st, shift, paid);
  },
  autoWhenSingle: true, // with no RM there is nothing to decide: just roll
});

// ── §9.4 German Bombers ───────────────────────────────────────────────────────────────────────────────

function bomberTargets(st: GameState): Bomb[] {
  const out: Bomb[] = [];
  for (const country of AIR_TARGET_COUNTRIES) {
    const army = weakestAirTarget(st, country);
    if (army !== null) out.push({ type: 'bomb', country, army });
  }
  return out;
}

export function germanBombersCanStrike(st: GameState): boolean {
  return isAt(st, 'german-bombers', 'germany') && bomberTargets(st).length > 0;
}

/** R25: the success faces of a raid, by who holds the skies. */
export function airFaces(st: GameState, faces: { readonly germany: readonly number[]; readonly entente: readonly number[] }): readonly number[] {
  return germanAirSuperiority(st) ? faces.germany : faces.entente;
}

/**
 * R41 (rules edition 2): bombing is not combat. A German Bombers (§9.4) or Zeppelin economic-bombing
 * (§9.6 ①) hit sends the army to its Country's Reserves whatever marks it bears: the ☠ discard (§10.5) and
 * the British 2nd Army's coming (§10.5.1) follow only a defeat in combat (§10.1). A bombed BEF waits in
 * Belgium Reserves, and there it is not "in Belgium" (R15), so R27 shields nothing until it is deployed again.
 */
export function removeBombed(st: GameState, army: string, country: CountryId, rule: RuleRef): void {
  const reserves = reservesOf(country);
  if (reserves === null) throw new Error(`${army} in ${country} has no Reserves to go to`);
  moveTile(st, army, reserves, rule);
}

export const pushGermanBombers = defineDecision<Empty, Bomb | Decline>('german-bombers', {
  prompt: () => ({ rule: '§9.4', text: 'German Bombers: strike the weakest army of Belgium or France, or stay grounded.' }),
  actions: (st) => [...bomberTargets(st), { type: 'decline' }],
  apply: (st, _f, action) => {
    pop(st);
    if (action.type !== 'bomb') return;
    const { army, country } = action;
    const faces = airFaces(st, DIE.germanBombers);
    const needs = asksRoll(st) ? onFacesNeed(faces, `the ${TILE_BY_ID[army].name} goes to its Reserves`, 'it stays') : undefined;
    const die = rollDie(st, '§9.4', `German Bombers over the ${TILE_BY_ID[army].name}`, needs);
    const hit = faces.includes(die);
    emit(st, { type: 'bombing', rule: 'R25', bomber: 'german-bombers', army, country, roll: die, need: { faces }, hit });
    if (hit) removeBombed(st, army, country, 'R25');
  },
});

// ── §9.5 British Bombers ──────────────────────────────────────────────────────────────────────────────

/** What the British Bombing face `face` costs Germany now, in words (R24; R4: never more RM than it has). */
function bombingLossWords(st: GameState, face: number): string {
  const lost = Math.min(BRITISH_BOMBING[face], rm(st));
  if (lost === 0) return 'no loss';
  return lost < BRITISH_BOMBING[face] ? `Germany loses ${lost} RM, all it has (R4)` : `Germany loses ${lost} RM`;
}

/** The table companion's words for the British Bombing roll of `count` dice (§9.5, R24). */
function bombingNeed(st: GameState, count: number): NeedWords {
  const loss = (face: number): string => bombingLossWords(st, face);
  return count === 1 ? perFaceNeed(loss) : lowerDieNeed(loss);
}

export function britishBombing(st: GameState): void {
  // §9.5: one die if Germany holds the skies, else two dice keeping the lower (after the first, the faces left).
  const count = germanAirSuperiority(st) ? 1 : 2;
  const needs = asksRoll(st) ? bombingNeed(st, count) : undefined;
  const dice = rollDice(st, count, '§9.5', 'British Bombing', needs);
  const loss = BRITISH_BOMBING[Math.min(...dice)]; // R24
  emit(st, { type: 'bombing', rule: 'R24', bomber: 'british-bombers', dice, rmLost: loss });
  if (loss > 0) addRm(st, -loss, 'R24'); // R4: never below 0
}

// ── §9.7 the Red Baron over an EP army ────────────────────────────────────────────────────────────────

function redBaronTargets(st: GameState): PlaceRedBaron[] {
  const out: PlaceRedBaron[] = [];
  for (const country of AIR_TARGET_COUNTRIES) {
    for (const army of airTargets(st, country)) out.push({ type: 'place-red-baron', army });
  }
  return out;
}

export function redBaronCanFly(st: GameState): boolean {
  return isAt(st, 'red-baron', 'germany') && redBaronTargets(st).length > 0;
}

/**
 * R38: he may be put over an army behind Trenches or Forts, but he cannot attack it until they are gone
 * (§10.3); the prompt says so in plain words for each such Country where he could go.
 */
function waitingText(st: GameState): string {
  const shielded = AIR_TARGET_COUNTRIES.filter((c) => airTargets(st, c).length > 0 && trenchesOrFortsIn(st, c));
  if (shielded.length === 0) return '';
  const names = shielded.map((c) => COUNTRY_BY_ID[c].name).join(' or ');
  return ` Over an army in ${names} he waits: he cannot attack it until the Trenches and Forts of that Country are gone (R38).`;
}

export const pushRedBaronPlacement = defineDecision<Empty, PlaceRedBaron | Decline>('red-baron-placement', {
  prompt: (st) => ({
    rule: '§9.7',
    text: `Put the Red Baron over an EP army in Belgium or France for this turn, or keep him home.${waitingText(st)}`,
  }),
  actions: (st) => [...redBaronTargets(st), { type: 'decline' }],
  apply: (st, _f, action) => {
    pop(st);
    // §9.7: the tile stays in Germany; the flag names the army his attack (§10.1.1) will be against.
    if (action.type === 'place-red-baron') {
      st.f.redBaronOn = action.army;
      emit(st, { type: 'red-baron-over', rule: '§9.7', army: st.f.redBaronOn });
    }
  },
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const AIR_WAR_FRAMES = [pushAirResearch, pushGermanBombers, pushRedBaronPlacement] as const;
