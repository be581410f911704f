// The odds of every CP attack (§10.1, §10.1.1, §10.7, §12.6, §12.6.3, §15.2, R2, R26), computed from the die and
// the printed strengths: never by rolling. The modifiers are the rules' own list (drm.ts, ottoman-attacks.ts),
// read before the attack as the rule reads them (R20).
import type { GameState } from '../core/state.js';
import { armiesAt, isAt, strengthOf } from '../core/board.js';
import { DIE } from '../../data/tables.js';
import { OMNIBUS } from '../../data/board.js';
import type { TheaterId } from '../../data/ids.js';
import { attackDrmSources, drmTotal } from '../rules/drm.js';
import { TANK_ARMY } from '../rules/attack-targets.js';
import { kemalReady, naturalSixEffect, ottomanDrmSources, type NaturalSixEffect } from '../rules/ottoman-attacks.js';
import { CERTAIN, NEVER, chance, not, plus, times, type Chance } from './chance.js';
import type { DrmSource, Odds } from './types.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/** A six-sided die: its top face is the natural 6 of R2. */
const FACES = DIE.naturalSuccess;

/** R2: the lowest natural face that beats `strength` after `drm`; a natural 1 never does, a natural 6 always. */
export function faceNeeded(strength: number, drm: number): number {
  return Math.min(DIE.naturalSuccess, Math.max(DIE.naturalFail + 1, strength - drm + 1));
}

/** One die: the faces from `need` up. */
function oneDie(need: number): Chance {
  return chance(FACES - need + 1, FACES);
}

function winOrLose(rule: RuleRef, dice: number, need: number, success: Chance, drm: readonly DrmSource[], kind: Odds['kind'] = 'attack'): Odds {
  return {
    kind, rule, dice, need: { atLeast: need }, success, drm,
    outcomes: [{ id: 'success', chance: success }, { id: 'failure', chance: not(success) }],
  };
}

/** §10.6: the Tank Army takes the attack; no die is rolled. */
function absorbed(rule: RuleRef): Odds {
  return { kind: 'attack', rule, dice: 0, need: null, success: NEVER, drm: [], outcomes: [{ id: 'absorbed', chance: CERTAIN }] };
}

/** §10.1, §15.2, §10.7: one die against the target's strength, with the box's modifiers. */
export function singleAttackOdds(st: GameState, target: string, rule: RuleRef, kaiserschlacht = false): Odds {
  if (target === TANK_ARMY) return absorbed('§10.6');
  const drm = attackDrmSources(st, st.loc[target], kaiserschlacht);
  const need = faceNeeded(strengthOf(st, target), drmTotal(drm));
  return winOrLose(rule, 1, need, oneDie(need), drm);
}

/** §10.7: the Kaiserschlacht strikes the Country's last army at −1. */
export function kaiserschlachtOdds(st: GameState, country: string): Odds {
  return singleAttackOdds(st, armiesAt(st, country)[0], '§10.7', true);
}

/**
 * §10.1.1 / R26: two dice; doubles fail (and send him ahead), otherwise the higher die is the roll. Of the 36
 * pairs, 2·(m−1) have m as the higher of two different faces.
 */
export function redBaronOdds(st: GameState, target: string): Odds {
  const box = st.loc[target];
  if (isAt(st, TANK_ARMY, box)) return absorbed('R38');
  const drm = attackDrmSources(st, box, false);
  const need = faceNeeded(strengthOf(st, target), drmTotal(drm));
  let wins = 0;
  for (let m = need; m <= FACES; m++) wins += 2 * (m - 1);
  const pairs = FACES * FACES;
  const success = chance(wins, pairs);
  const doubles = chance(FACES, pairs);
  return {
    kind: 'red-baron', rule: '§10.1.1', dice: 2, need: { atLeast: need }, success, drm,
    outcomes: [
      { id: 'success', chance: success },
      { id: 'doubles', chance: doubles },
      { id: 'failure', chance: chance(pairs - wins - FACES, pairs) },
    ],
  };
}

/**
 * §12.6: one die against the EP army, with the stalled MEF and the Armenians (§5.3.1.1, §12.6.1). In Armenia
 * with Kemal ready (§12.6.3) the chance counts his re-roll after a failure: p + (1 − p)·p.
 */
export function ottomanAttackOdds(st: GameState, target: string): Odds {
  const theater = st.loc[target] as TheaterId;
  const drm = ottomanDrmSources(st, theater);
  const need = faceNeeded(strengthOf(st, target), drmTotal(drm));
  const p = oneDie(need);
  const six = withSix(st, target);
  if (!kemalReady(st, theater)) return { ...winOrLose('§12.6', 1, need, p, drm), ...six };
  return { ...winOrLose('§12.6', 2, need, plus(p, times(not(p), p)), drm), counts: 'kemal', ...six };
}

/** R35: what a natural 6 on `target` would set off besides the hit, for the words of the choice (none: no field). */
function withSix(st: GameState, target: string): { onSix?: NaturalSixEffect } {
  const six = naturalSixEffect(st, target);
  return six === null ? {} : { onSix: six };
}

/** §12.6.3: Kemal's re-roll of the failed attack on `target`: the same roll again. */
export function kemalOdds(st: GameState, target: string): Odds {
  const drm = ottomanDrmSources(st, st.loc[target] as TheaterId);
  const need = faceNeeded(strengthOf(st, target), drmTotal(drm));
  return { ...winOrLose('§12.6.3', 1, need, oneDie(need), drm), ...withSix(st, target) };
}

/**
 * §5.3.1 ② / R9: the landing's free attacks, one per box from the MEF's start toward Constantinople (box 0),
 * each beating it on a die above its strength, no modifiers. 'success': the MEF is pinned (§5.3.1.1);
 * 'failure': it reaches Constantinople and Turkey surrenders.
 */
export function gallipoliOdds(): Odds {
  const attacks = OMNIBUS.mefStart - 1;
  const need = faceNeeded(DIE.gallipoliBeats, 0);
  let allFail: Chance = CERTAIN;
  for (let i = 0; i < attacks; i++) allFail = times(allFail, not(oneDie(need)));
  return winOrLose('R9', attacks, need, not(allFail), [], 'gallipoli');
}
