// The strong policy's choices away from the front: chit events (§5.4), the U-Boat to discard (§5.3.2, §8.6),
// the sea (§9.1), the Near East (§12), the Industrial Phase (§13) and banking (§14.1).
import {
  armyCount, drmTotal, faceNeeded, ottomanDrmSources, rm, strengthOf, type Action, type GameState,
} from '../../engine/index.js';
import { seaBox } from '../../data/locations.js';
import { SEA_AREAS } from '../../data/board.js';
import { RUNNER_IDS } from '../../data/tiles.js';
import type { TheaterId } from '../../data/ids.js';
import { fleetGain, runnerHaul, runnerHauls } from './sea-areas.js';
import { laterUses, type Stage, type Use } from './money-plan.js';
import { best, priceBeforeAttacks } from './war-choices.js';
import type { StrongParams } from './params.js';

/** The kinds of later use the RM in hand pays for, best first, as far as it goes. */
function fundedKinds(uses: readonly Use[], budget: number): Use['kind'][] {
  const out: Use['kind'][] = [];
  let left = budget;
  for (const u of uses) {
    if (u.cost > left) continue;
    left -= u.cost;
    out.push(u.kind);
  }
  return out;
}

function funds(st: GameState, p: StrongParams, stage: Stage, kind: Use['kind']): boolean {
  return fundedKinds(laterUses(st, p, stage), rm(st)).includes(kind);
}

/** §5.4.1–§5.4.3: pay the chit event's 1 RM when it is worth more than the attacks that RM would make. */
export function choosePayment(st: GameState, actions: readonly Action[], worth: number, p: StrongParams): Action {
  const pay = actions.find((a) => a.type === 'pay');
  if (pay !== undefined && worth > priceBeforeAttacks(st, p, 1)) return pay;
  return actions.find((a) => a.type === 'decline') ?? actions[0];
}

/** §5.3.2, §8.6: give up a U-Boat still on the Counter Tray before one that guards a Country. */
export function chooseUBoatDiscard(st: GameState, actions: readonly Action[]): Action {
  return actions.find((a) => a.type === 'discard-u-boat' && st.loc[a.tile] === 'counter-tray') ?? actions[0];
}

function fleetReady(st: GameState): boolean {
  return st.loc['high-seas-fleet'] === 'germany';
}

const NORTH_SEA_BOXES: ReadonlySet<string> = new Set(SEA_AREAS.filter((a) => a.northSea).map((a) => seaBox(a.id)));

/** §9.1.1: each runner to the area of best expected haul; the first North Sea runner sails with the fleet (§9.1.4). */
export function chooseRunnerArea(st: GameState, actions: readonly Action[], noise: () => number): Action {
  const fleetFree = fleetReady(st) && !RUNNER_IDS.some((r) => NORTH_SEA_BOXES.has(st.loc[r]));
  const hauls = runnerHauls(st, fleetFree);
  return best(actions, (a) => (a.type === 'place-runner' ? (hauls.get(a.area) ?? runnerHaul(st, a.area, fleetFree)) : 0), noise).action;
}

/** §9.1.4: the fleet goes where it saves the most haul from a single Cruiser. */
export function chooseFleetArea(st: GameState, actions: readonly Action[], noise: () => number): Action {
  return best(actions, (a) => (a.type === 'place-hsf' ? fleetGain(st, a.area) + 1e-3 : 0), noise).action;
}

/** §12.6: each Lira on the fullest theatre (a fifth army there surrenders Turkey, R33), weakest army first. */
export function chooseOttomanAttack(st: GameState, actions: readonly Action[], noise: () => number): Action {
  const worth = (a: Action): number => {
    if (a.type !== 'attack') return 0;
    const theater = st.loc[a.target] as TheaterId;
    const need = faceNeeded(strengthOf(st, a.target), drmTotal(ottomanDrmSources(st, theater)));
    const n = armyCount(st, theater);
    return ((7 - need) / 6) * (n >= 4 ? 1 : n === 3 ? 0.4 : 0.1) + 1e-4;
  };
  return best(actions, worth, noise).action;
}

/** §12.2: the naval build of the second Askari, when the RM is not wanted for §13 or banking. */
export function chooseAskariBuild(st: GameState, actions: readonly Action[], p: StrongParams): Action {
  const build = actions.find((a) => a.type === 'naval-build');
  if (build !== undefined && funds(st, p, 'near-east', 'askari')) return build;
  return actions.find((a) => a.type === 'decline') ?? actions[0];
}

/** §13: Siegfried Line, runners, a U-Boat, in the order their worth per RM ranks them. */
export function choosePurchase(st: GameState, actions: readonly Action[], p: StrongParams): Action {
  const funded = fundedKinds(laterUses(st, p, 'industrial'), rm(st));
  for (const kind of funded) {
    const a = actions.find((x) =>
      kind === 'runner' ? x.type === 'build-runner' : kind === 'siegfried' ? x.type === 'build-siegfried' : kind === 'u-boat' ? x.type === 'build-u-boat' && x.country === 'belgium' : false,
    );
    if (a !== undefined) return a;
  }
  return actions.find((a) => a.type === 'done') ?? actions[0];
}

/** §14.1, R30: keep the one RM allowed, and send one to Turkey by rail when another is left. */
export function chooseBanking(st: GameState, actions: readonly Action[], p: StrongParams): Action {
  const funded = fundedKinds(laterUses(st, p, 'bank'), rm(st));
  const keep = funded.includes('bank') ? 1 : 0;
  const railway = funded.includes('railway');
  return actions.find((a) => a.type === 'bank' && a.keep === keep && a.railway === railway) ?? actions[actions.length - 1];
}
