// §12.6 Ottoman ground combat: the player's Lira-paid attacks on EP armies in the three Ottoman boxes, with
// the Armenian genocide (§12.6.1), the Siege of Kut (§12.6.2) and Kemal's re-roll (§12.6.3). R2, R35.
import type { GameState } from '../core/state.js';
import { defineDecision, pop } from '../core/flow.js';
import type { Accept, Attack, Decline, Declare, Done, Reroll } from '../core/actions.js';
import { emit, skipped, type DrmSource } from '../core/events.js';
import { addLira, armiesAtNow, discardTile, lira, moveTile, reservesOf, strengthOf } from '../core/board.js';
import { attackOn } from '../core/attack-actions.js';
import { rollDice, rollDie } from '../core/random.js';
import { asksRoll, totalAtMostSum } from './roll-needs.js';
import { attackNeedWords, attackSucceeds } from './combat.js';
import { reportDrm } from './drm.js';
import { pushUsEntry } from './us-entry.js';
import { THEATERS } from '../../data/board.js';
import { ARMY_BY_ID } from '../../data/tiles.js';
import { ARMENIANS_DRM, COSTS, DIE, MEF_GALLIPOLI_DRM } from '../../data/tables.js';
import type { TheaterId } from '../../data/ids.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const ARMENIA: TheaterId = 'armenia';
const MESOPOTAMIA: TheaterId = 'mesopotamia';
const TRAY = 'counter-tray';

/** Every EP army the Turks may attack now: any army in an Ottoman box except the last one there (§12.6). */
export function ottomanTargets(st: GameState): { target: string; theater: TheaterId }[] {
  const out: { target: string; theater: TheaterId }[] = [];
  for (const t of THEATERS) {
    const armies = armiesAtNow(st, t.id); // read only
    if (armies.length < 2) continue; // §12.6: never the last EP army in a Near East box
    for (const a of armies) out.push({ target: a, theater: t.id });
  }
  return out;
}

function theaterOf(st: GameState, target: string): TheaterId {
  return st.loc[target] as TheaterId;
}

/** §5.3.1.1: the stalled MEF −1 everywhere; §12.6.1: the Armenians −1 in Armenia. No other DRMs (components). */
export function ottomanDrmSources(st: GameState, theater: TheaterId): DrmSource[] {
  const out: DrmSource[] = [];
  if (st.loc['gb-mef'] === 'gallipoli') out.push({ source: 'mef-stalled', value: MEF_GALLIPOLI_DRM, rule: '§5.3.1.1' });
  if (theater === ARMENIA && st.loc['armenians'] === ARMENIA) out.push({ source: 'armenians', value: ARMENIANS_DRM, rule: '§12.6.1' });
  return out;
}


/** What a natural 6 sets off besides the hit (R35), as afterAttack will play it; the USA's roll only while it is neutral. */
export type NaturalSixEffect = 'armenian-genocide' | 'armenian-genocide-usa-at-war' | 'siege-of-kut';

/**
 * R35: what the natural roll `natural` on `target` sets off besides the hit, or null: §12.6.1 in Armenia while the
 * Armenians are there, §12.6.2 on an Indian army in Mesopotamia while the Siege of Kut is still on the tray (it
 * is placed once). Read before the beaten army moves; afterAttack plays it, the words of the attack say it.
 */
export function naturalSixEffect(st: GameState, target: string, natural: number = DIE.naturalSuccess): NaturalSixEffect | null {
  const theater = theaterOf(st, target);
  if (theater === ARMENIA && natural === DIE.genocideNatural && st.loc['armenians'] === ARMENIA) {
    return st.f.usaAtWar ? 'armenian-genocide-usa-at-war' : 'armenian-genocide';
  }
  const indian = ARMY_BY_ID[target].nationality === 'IND';
  if (theater === MESOPOTAMIA && indian && natural === DIE.siegeOfKutNatural && st.loc['siege-of-kut'] === TRAY) return 'siege-of-kut';
  return null;
}

/** A natural 6's further effect in plain words, for the attack's odds and the table companion's question (R35). */
export function naturalSixWords(effect: NaturalSixEffect): string {
  const genocide = `a ${DIE.genocideNatural} also brings the Armenian Genocide (§12.6.1): the Armenians are massacred and their tile leaves the game`;
  if (effect === 'armenian-genocide') return `${genocide}; then two dice are rolled, and a total of ${DIE.genocideUsEntryMax2d6} or less brings the USA into the war`;
  if (effect === 'armenian-genocide-usa-at-war') return genocide;
  return `a ${DIE.siegeOfKutNatural} also lets you declare the Siege of Kut (§12.6.2), which cancels the next Indian deployment into Mesopotamia`;
}

/** The table companion's words for an attack's die: what it needs, what a win does, and what a 6 sets off (R35). */
function attackRollWords(st: GameState, target: string, drm: number, strength: number): string {
  const six = naturalSixEffect(st, target);
  const words = `${attackNeedWords(drm, strength)}; a win sends the ${ARMY_BY_ID[target].name} to its Reserves`;
  return six === null ? words : `${words}; ${naturalSixWords(six)}`;
}

/** Rolls one Ottoman attack (already paid for) and reports it; returns the natural roll and the result. */
function rollAttack(st: GameState, target: string, rule: RuleRef): { natural: number; success: boolean } {
  const theater = theaterOf(st, target);
  const drm = reportDrm(st, rule, target, ottomanDrmSources(st, theater));
  const strength = strengthOf(st, target);
  const natural = rollDie(st, rule, `Turkish attack on the ${ARMY_BY_ID[target].name}`, asksRoll(st) ? attackRollWords(st, target, drm, strength) : undefined);
  const success = attackSucceeds(natural, drm, strength); // R2
  const kemal = rule === '§12.6.3';
  const paid = kemal ? [] : [{ what: 'lira', amount: COSTS.ottomanAttack } as const];
  emit(st, { type: 'attack', rule, kind: kemal ? 'kemal' : 'ottoman', target, paid, roll: natural, drm, strength, success });
  return { natural, success };
}

/** §12.6.1: the massacre discards the Armenians tile; then 2d6 ≤ 3 brings a neutral USA into the war. */
function armenianGenocide(st: GameState): void {
  discardTile(st, 'armenians', '§12.6.1');
  if (st.f.usaAtWar) {
    skipped(st, '§12.6.1', { skip: 'armenians-usa-at-war' });
    return;
  }
  const needs = asksRoll(st) ? totalAtMostSum(DIE.genocideUsEntryMax2d6, 'the USA enters the war', 'it stays neutral') : undefined;
  const dice = rollDice(st, 2, '§12.6.1', 'American outrage at the Armenian massacre', needs);
  const success = dice[0] + dice[1] <= DIE.genocideUsEntryMax2d6;
  emit(st, { type: 'check', rule: '§12.6.1', check: 'armenian-outrage', roll: dice[0] + dice[1], need: { atMost: DIE.genocideUsEntryMax2d6 }, success });
  if (success) pushUsEntry(st, { rule: '§12.6.1' });
}

/** What follows a resolved attack: the beaten army to its Reserves, then the natural-6 consequences (R35). */
function afterAttack(st: GameState, target: string, natural: number, success: boolean): void {
  if (!success) return;
  const theater = theaterOf(st, target);
  const six = naturalSixEffect(st, target, natural); // read where the army stood, before it moves
  const reserves = reservesOf(theater);
  if (reserves === null) throw new Error(`${theater} has no Reserves box`);
  moveTile(st, target, reserves, '§12.6');
  // §12.6.1 / R35: a successful attack in Armenia on a natural 6 while the Armenians are there.
  if (six === 'armenian-genocide' || six === 'armenian-genocide-usa-at-war') armenianGenocide(st);
  // §12.6.2 / R35: an Indian army beaten in Mesopotamia on a natural 6; the tile can be placed only once.
  else if (six === 'siege-of-kut') pushSiegeOfKut(st, {});
}

/**
 * §12.6.3 / R35: Kemal may re-roll one attack in Armenia per turn. Offered only after a failure (re-rolling a
 * success cannot help), so never for the genocide's natural 6 (DIE.kemalCannotRerollNatural), which always succeeds (R2).
 */
function kemalMayReroll(st: GameState, target: string, success: boolean): boolean {
  return !success && kemalReady(st, theaterOf(st, target));
}

/** §12.6.3: Kemal stands in Armenia and has not re-rolled this turn, so a failed attack there may be rolled again. */
export function kemalReady(st: GameState, theater: TheaterId): boolean {
  return !st.f.kemalUsed && theater === ARMENIA && st.loc['kemal'] === ARMENIA;
}

interface KemalData {
  readonly target: string;
}

/** §12.6.3: after a failed attack in Armenia, Kemal may roll it again (once per turn). */
const pushKemal = defineDecision<KemalData, Reroll | Accept>('near-east:kemal', {
  prompt: (_st, d) => ({
    rule: '§12.6.3',
    text: `The attack on ${ARMY_BY_ID[d.target].name} failed. Let Kemal roll it again (once this turn), or accept the failure?`,
  }),
  actions: () => [{ type: 'reroll' }, { type: 'accept' }],
  apply: (st, f, action) => {
    pop(st);
    if (action.type !== 'reroll') return;
    st.f.kemalUsed = true;
    const { natural, success } = rollAttack(st, f.d.target, '§12.6.3');
    afterAttack(st, f.d.target, natural, success);
  },
});

/** §12.6.2: the Turks beat an Indian army in Mesopotamia on a natural 6: declare the Siege of Kut? */
const pushSiegeOfKut = defineDecision<Record<string, never>, Declare | Decline>('near-east:siege-of-kut', {
  prompt: () => ({
    rule: '§12.6.2',
    text: 'An Indian army fell to a natural 6. Declare the Siege of Kut (it cancels the next Indian deployment into Mesopotamia), or not?',
  }),
  actions: () => [{ type: 'declare' }, { type: 'decline' }],
  apply: (st, _f, action) => {
    pop(st);
    if (action.type === 'declare') moveTile(st, 'siege-of-kut', MESOPOTAMIA, '§12.6.2');
  },
});

/**
 * R35: the attack question's sentence on what a 6 would set off among the armies open to attack now, or '' when
 * no such attack can be made: "A 6 in Armenia also brings the Armenian Genocide (§12.6.1)."
 */
function sixesAhead(st: GameState): string {
  if (lira(st) < COSTS.ottomanAttack) return '';
  const effects = new Set(ottomanTargets(st).map(({ target }) => naturalSixEffect(st, target)));
  const said: string[] = [];
  if (effects.has('armenian-genocide') || effects.has('armenian-genocide-usa-at-war')) said.push(`a ${DIE.genocideNatural} in Armenia also brings the Armenian Genocide (§12.6.1)`);
  if (effects.has('siege-of-kut')) said.push(`a ${DIE.siegeOfKutNatural} on an Indian army in Mesopotamia lets you declare the Siege of Kut (§12.6.2)`);
  if (said.length === 0) return '';
  const sentence = said.join('; ');
  return ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** §12.6: attack after attack, 1 Lira each, until the player is done (only `done` when none is possible). */
export const pushOttomanAttacks = defineDecision<Record<string, never>, Attack | Done>('near-east:attack', {
  prompt: (st) => ({
    rule: '§12.6',
    text: `Turkish attacks: ${lira(st)} Lira. Pick an EP army in an Ottoman box to attack for ${COSTS.ottomanAttack} Lira, or finish.${sixesAhead(st)}`,
  }),
  actions: (st) => {
    const out: (Attack | Done)[] = [];
    if (lira(st) >= COSTS.ottomanAttack) {
      for (const { target } of ottomanTargets(st)) out.push(attackOn(target));
    }
    out.push({ type: 'done' });
    return out;
  },
  apply: (st, _f, action) => {
    if (action.type !== 'attack') {
      pop(st);
      return;
    }
    // The frame stays: Kemal, Kut and US entry frames go on top and the loop resumes after them.
    const { target } = action;
    addLira(st, -COSTS.ottomanAttack, '§12.6');
    const { natural, success } = rollAttack(st, target, '§12.6');
    if (kemalMayReroll(st, target, success)) {
      pushKemal(st, { target });
      return;
    }
    afterAttack(st, target, natural, success);
  },
  autoWhenSingle: true,
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const OTTOMAN_ATTACK_FRAMES = [pushOttomanAttacks, pushKemal, pushSiegeOfKut] as const;
