// The strong policy's choices at the front (§9.4, §9.6, §9.7, §10, §11.3, §15.2): each legal action is priced
// by what it does to the fronts (front-danger.ts) against what its RM would buy later this turn (money-plan.ts).
import {
  armiesAt, armyCount, attackBoxOf, countryActive, germanAirSuperiority, rm, type Action, type GameState,
} from '../../engine/index.js';
import type { CountryId } from '../../data/ids.js';
import { armyRemovalValue, COUNTRY_IDS, extraCityCost, readFronts, type Fronts } from './front-danger.js';
import { AttackGains, BEST_BARON, baronChance, bombChance, hitChance } from './attack-worth.js';
import { addUse, laterUses, priceOf, type Use } from './money-plan.js';
import type { StrongParams } from './params.js';

/** The best of `actions` by `worth` (ties to the earlier one; `noise` breaks exact ties with the policy's coin). */
export function best<A>(actions: readonly A[], worth: (a: A) => number, noise: () => number): { action: A; worth: number } {
  let top = actions[0];
  let topWorth = -Infinity;
  for (const a of actions) {
    const w = worth(a) + noise() * 1e-9;
    if (w > topWorth) {
      top = a;
      topWorth = w;
    }
  }
  return { action: top, worth: topWorth };
}

/**
 * Adds to `uses` the attacks the CP Attack Phase could still buy, as uses of RM (each front's armies, weakest
 * first), so that a choice made before it (air research, a chit event's 1 RM) knows what its RM would otherwise do.
 */
export function addAttackUses(uses: Use[], st: GameState, f: Fronts, p: StrongParams): Use[] {
  for (let c = 0; c < COUNTRY_IDS.length; c++) {
    if (!countryActive(st, COUNTRY_IDS[c])) continue;
    for (let n = f.armies[c]; n >= 2; n--) addUse(uses, { kind: 'bank', cost: 1, perRm: 0.5 * armyRemovalValue(f, c, p, n) });
  }
  return uses;
}

/** What 1 RM (or `cost`) is worth before the CP Attack Phase: the attacks and later uses it would fund. */
export function priceBeforeAttacks(st: GameState, p: StrongParams, cost: number): number {
  const f = readFronts(st, p);
  return priceOf(addAttackUses(laterUses(st, p, 'attack'), st, f, p), rm(st), cost);
}

function kruppPrice(p: StrongParams, krupp: number, kaisertreu: number): number {
  return krupp * p.kruppValue + kaisertreu * p.kaisertreuValue;
}

/** §10, §11.3, §10.7, §10.1.1: one step of the CP Attack Phase. */
export function chooseCpAttack(st: GameState, actions: readonly Action[], p: StrongParams, noise: () => number): Action {
  const f = readFronts(st, p);
  const uses = laterUses(st, p, 'attack');
  const money = rm(st);
  const gains = new AttackGains(st, f, p);
  const rmPrice = priceOf(uses, money, 1); // an attack paid in RM: the same price whatever its target
  // best() written out: one loop, no closure per decision (the phase asks after every single attack)
  let top = actions[0];
  let topWorth = -Infinity;
  let topGain = 0; // the best attack's gain so far, for suppressWorth
  let suppress: number | undefined; // the same for every Civil Society tile
  let target = ''; // the last attack's target (the list names each once per payment), its box and gain's bound
  let box = '';
  let bound = 0;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    let worth: number;
    switch (a.type) {
      case 'attack': {
        const pay = 'pay' in a ? a.pay : 'rm';
        const price = pay === 'rm' ? rmPrice : pay === 'krupp' ? p.kruppValue : p.kaisertreuValue;
        const n = noise() * 1e-9;
        if (a.target !== target) {
          target = a.target;
          box = attackBoxOf(a) ?? st.loc[target]; // the box the engine listed it for: no keyed read of st.loc
          bound = gains.bound(target, box);
        }
        // Lazily: a target that can neither beat the best so far nor raise the best gain is not priced
        // (its strength and its box's modifiers are never read); the choice is the same.
        if (bound <= topGain && bound - price + n <= topWorth) continue;
        const gain = gains.gain(target, box);
        topGain = Math.max(topGain, gain);
        const w = gain - price + n;
        if (w > topWorth) {
          top = a;
          topWorth = w;
        }
        continue;
      }
      case 'kaiserschlacht': // §10.7: a Country out of the war for good
        worth = p.surrenderValue * hitChance(st, firstArmy(st, a.country), true) - priceOf(uses, money, a.rm) - kruppPrice(p, a.krupp, a.kaisertreu);
        break;
      case 'red-baron': {
        // §10.1.1: 1 RM with German skies, 2 without
        const at = st.loc[a.target];
        worth = baronChance(st, a.target, gains.drm(a.target, at)) * gains.removal(a.target, at) - priceOf(uses, money, germanAirSuperiority(st) ? 1 : 2);
        break;
      }
      case 'suppress':
        // the engine lists the attacks first; were one listed later, all are read again
        suppress ??= suppressWorth(st, p, attackAfter(actions, i) ? bestGain(actions, gains) : topGain);
        worth = suppress;
        break;
      default:
        worth = 0; // done
    }
    const w = worth + noise() * 1e-9;
    if (w > topWorth) {
      top = a;
      topWorth = w;
    }
  }
  return top;
}

/** §10.7: the Kaiserschlacht strikes the Country's last army. */
function firstArmy(st: GameState, country: CountryId): string {
  return armiesAt(st, country)[0];
}

/**
 * §11.3, R29: suppressing brings 3–6 RM on four faces in six, Riots (a City into Unruhe) on one; each Civil
 * Society tile kept is 5 VP at the Armistice (§15.3 ⑤). Worth it while the money buys attacks that matter.
 */
function suppressWorth(st: GameState, p: StrongParams, top: number): number {
  if (st.turn > p.civilLastTurn) return -1;
  if (top < p.civilNeed) return -1;
  const riots = (1 / 6) * extraCityCost(st, p);
  return top * 3 - riots - 5 * p.vpValue;
}

/** The best gain of the list's attacks (0 if none is worth more). */
function bestGain(actions: readonly Action[], gains: AttackGains): number {
  let top = 0;
  for (const a of actions) if (a.type === 'attack') top = Math.max(top, gains.gain(a.target));
  return top;
}

function attackAfter(actions: readonly Action[], i: number): boolean {
  for (let j = i + 1; j < actions.length; j++) if (actions[j].type === 'attack') return true;
  return false;
}

/** §15.2, R32: a City's free attack on the target worth most. */
export function chooseCityAttack(st: GameState, actions: readonly Action[], p: StrongParams, noise: () => number): Action {
  const gains = new AttackGains(st, readFronts(st, p), p);
  // best() written out: a target whose bound (AttackGains.bound) cannot beat the best so far is not priced
  let top = actions[0];
  let topWorth = -Infinity;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    const n = noise() * 1e-9;
    let w: number;
    if (a.type === 'attack') {
      const box = attackBoxOf(a) ?? st.loc[a.target];
      if (gains.bound(a.target, box) + n <= topWorth) continue;
      w = gains.gain(a.target, box) + n;
    } else {
      w = -1e-6 + n;
    }
    if (w > topWorth) {
      top = a;
      topWorth = w;
    }
  }
  return top;
}

/** §15.2, R39: move one more City only while its free attack is worth more than the later Defeat risk it adds. */
export function chooseAnotherCity(st: GameState, actions: readonly Action[], p: StrongParams): Action {
  const f = readFronts(st, p);
  let top = 0;
  for (let c = 0; c < COUNTRY_IDS.length; c++) {
    if (countryActive(st, COUNTRY_IDS[c]) && armyCount(st, COUNTRY_IDS[c]) >= 2) top = Math.max(top, 0.5 * armyRemovalValue(f, c, p));
  }
  const cost = extraCityCost(st, p) + p.vpValue;
  const wanted = top > cost ? 'unrest-another' : 'stop-unrest';
  return actions.find((a) => a.type === wanted) ?? actions[0];
}

/** §9.4 German Bombers, §9.7 the Red Baron's army, §9.6 the Zeppelin's raid. */
export function chooseAirStrike(st: GameState, actions: readonly Action[], p: StrongParams, noise: () => number): Action {
  const targets = new AttackGains(st, readFronts(st, p), p);
  let bomb: number | undefined; // R25: the same chance for every army
  const worth = (a: Action): number => {
    switch (a.type) {
      // R41: a bombed army, the BEF too, only goes to its Reserves (never discarded, no British 2nd): it is
      // priced as an army taken out of its box, like any ordinary army beaten in an attack.
      case 'bomb':
        return (bomb ??= bombChance(st)) * targets.removal(a.army);
      case 'zeppelin-bomb':
        return (bomb ??= bombChance(st)) * targets.removal(a.army);
      case 'zeppelin-recon': // §9.6 ②: the Trenches go without a roll
        return targets.removal(a.trenches);
      case 'zeppelin-supply': // §9.6 ③: an Askari on 5–6 (R25)
        return (2 / 6) * p.askariValue * 6;
      case 'zeppelin-naval':
        return -1;
      default:
        return 0; // decline (the Red Baron's armies are priced in the loop below)
    }
  };
  // best() written out: an army for the Red Baron that could not beat the best so far even at his best roll
  // (BEST_BARON times the most its box is worth) is not priced; the choice is the same.
  let top = actions[0];
  let topWorth = -Infinity;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    let w: number;
    if (a.type === 'place-red-baron') {
      const n = noise() * 1e-9;
      const box = st.loc[a.army];
      if (BEST_BARON * targets.removalBound(box) + n <= topWorth) continue;
      w = baronChance(st, a.army, targets.drm(a.army, box)) * targets.removal(a.army, box) + n;
    } else {
      w = worth(a) + noise() * 1e-9;
    }
    if (w > topWorth) {
      top = a;
      topWorth = w;
    }
  }
  return top;
}

/** §9.3: research pushes the air roll toward the side that should hold the next box, when its RM is spare. */
export function chooseAirResearch(st: GameState, actions: readonly Action[], p: StrongParams, wantSuccess: boolean, threshold: number): Action {
  const chanceWith = (shift: number): number => {
    let n = 0;
    for (let d = 1; d <= 6; d++) if ((d === 1 || d === 6 ? d : d + shift) <= threshold) n++;
    return n / 6;
  };
  const base = chanceWith(0);
  const price = priceBeforeAttacks(st, p, 1);
  let pick: Action = actions.find((a) => a.type === 'decline') ?? actions[0];
  let top = 0;
  for (const a of actions) {
    if (a.type !== 'air-research') continue;
    const gain = (wantSuccess ? chanceWith(a.shift) - base : base - chanceWith(a.shift)) * p.airValue - price;
    if (gain > top) {
      top = gain;
      pick = a;
    }
  }
  return pick;
}
