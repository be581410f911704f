// The strong policy (issue 15): the advisor's rollout player and a real opponent of the game. Every decision
// is priced in "chances of losing the war": what an action does to the fronts (an Over the Top at five
// armies, §6.3, §15.2), against what its RM would buy later in the turn (builds, banking). It reads only the
// visible position — never st.rng or st.forced — and its own seeded coin breaks exact ties.
import { airBox, type Action, type Decision, type GameState } from '../engine/index.js';
import { AIR_TRACK } from '../data/board.js';
import { turnDef } from '../data/calendar.js';
import { STRONG_DEFAULTS, type StrongParams } from './strong/params.js';
import {
  chooseAirResearch, chooseAirStrike, chooseAnotherCity, chooseCityAttack, chooseCpAttack,
} from './strong/war-choices.js';
import {
  chooseAskariBuild, chooseBanking, chooseFleetArea, chooseOttomanAttack, choosePayment, choosePurchase,
  chooseRunnerArea, chooseUBoatDiscard,
} from './strong/home-choices.js';
import type { Policy } from './policy.js';
import { toolRng } from './tool-rng.js';
import { keyedCoins } from './strong/keyed-coin.js';

export { STRONG_DEFAULTS, type StrongParams } from './strong/params.js';

/** The first of `actions` of one of these types, else the first action. */
function pick(actions: readonly Action[], ...types: Action['type'][]): Action {
  for (const t of types) {
    const a = actions.find((x) => x.type === t);
    if (a !== undefined) return a;
  }
  return actions[0];
}

/** Every decision kind has its case above: a new kind does not compile until it has one (never falls through). */
function noChoiceFor(kind: never): never {
  throw new Error(`The strong policy has no choice for the decision ${String(kind)}`);
}

/** §9.3: whether the side the next air box belongs to is Germany (then research helps the roll succeed). */
function airResearch(st: GameState, p: Decision, params: StrongParams): Action {
  const wantSuccess = AIR_TRACK[Math.min(AIR_TRACK.length - 1, airBox(st) + 1)].holder === 'germany';
  return chooseAirResearch(st, p.actions, params, wantSuccess, turnDef(st.turn).airThreshold);
}

/**
 * The strong policy with these weights. `coin`: 'running' (one seeded stream breaks every tie: kk sim and the
 * strength table) or 'keyed' (each decision's own coin, strong/keyed-coin.ts: the advisor's rollouts).
 */
export function strongPolicyWith(params: StrongParams, seed: number, coin: 'running' | 'keyed' = 'running'): Policy {
  const running = toolRng(seed);
  const keyed = coin === 'keyed' ? keyedCoins(seed) : null;
  return (st, p) => {
    const a = p.actions;
    const noise = keyed === null ? running : keyed(st, p);
    switch (p.kind) {
      case 'cp-attack':
        return chooseCpAttack(st, a, params, noise);
      case 'defeat:city-attack':
        return chooseCityAttack(st, a, params, noise);
      case 'defeat:another-city':
        return chooseAnotherCity(st, a, params);
      case 'german-bombers':
      case 'red-baron-placement':
      case 'zeppelin-raid':
        return chooseAirStrike(st, a, params, noise);
      case 'air-research':
        return airResearch(st, p, params);
      case 'runner-placement':
        return chooseRunnerArea(st, a, noise);
      case 'hsf-placement':
        return chooseFleetArea(st, a, noise);
      case 'socialist-agitation':
        return choosePayment(st, a, params.agitationValue, params);
      case 'irish-rising':
        return choosePayment(st, a, params.irishValue, params);
      case 'senussi-revolt':
        return choosePayment(st, a, params.senussiValue, params);
      case 'convoy-success':
      case 'us-entry-u-boat':
        return chooseUBoatDiscard(st, a);
      case 'near-east:attack':
        return chooseOttomanAttack(st, a, noise);
      case 'near-east:askari-build':
        return chooseAskariBuild(st, a, params);
      case 'industrial-purchases':
        return choosePurchase(st, a, params);
      case 'turn-end:bank':
        return chooseBanking(st, a, params);
      case 'near-east:lira': // §12.5
      case 'near-east:kemal': // §12.6.3
      case 'near-east:siege-of-kut': // §12.6.2
      case 'turkish-smugglers': // §9.1.7 the Aegean haul
        // Take what is offered.
        return pick(a, 'draw', 'reroll', 'declare', 'haul-to-germany', 'done', 'decline');
      case 'enter-dice': // the table companion asks the campaign's player, never a rollout (a branch rolls its own)
      case 'enter-draw':
        return a[0];
      default:
        return noChoiceFor(p.kind);
    }
  };
}

/** The strong policy with its tuned weights. */
export function strongPolicy(seed: number): Policy {
  return strongPolicyWith(STRONG_DEFAULTS, seed);
}

/** The strong policy as the advisor's rollout player: the same choices, ties broken by each decision's keyed coin. */
export function strongRolloutPolicy(seed: number): Policy {
  return strongPolicyWith(STRONG_DEFAULTS, seed, 'keyed');
}
