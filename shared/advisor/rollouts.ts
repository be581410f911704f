// One batch of the advisor's rollouts: from the position, with fresh dice (branchWithFreshDice), take the
// action, then let the rollout policy play the rest of the war; count the Armistices and their VP (§15.3).
// A batch plays several actions on the same seeds, seed by seed: where one action's rollout reaches, at the
// start of a turn, a position an earlier action's rollout of that seed already stood in (branchMeetingKey),
// the rest is the same war (keyed dice and coins), so it ends as that one did without being played.
import {
  actTrusted, branchMeetingKey, branchWithFreshDice, decision, legalActions, recordingEvents, rm, setEventRecording, unruheCount,
  type Action, type GameState,
} from '../engine/index.js';
import { policyByName, type Policy } from '../policies/policies.js';
import { strongRolloutPolicy } from '../policies/strong-policy.js';
import type { CountryId } from '../data/ids.js';
import { policySeed } from './seeds.js';

/** The sums a batch of rollouts of one action adds to the answer (summed, so batches merge in any order). */
export interface RolloutResult {
  readonly actionIndex: number;
  /** Rollouts played. */
  readonly n: number;
  /** How many reached the Armistice (§15.3) rather than a Defeat (§15.2). */
  readonly armistice: number;
  /** Sum and sum of squares of the VP of the Armistice rollouts (a Defeat scores none). */
  readonly vpSum: number;
  readonly vpSqSum: number;
  /** Each rollout's end, in the order of the seeds: its VP for an Armistice, DEFEAT for a Defeat (the paired tests). */
  readonly outcomes: readonly RolloutOutcome[];
  /** Each rollout's end facts, in the order of the seeds (why.ts: what the wars after an action had in common). */
  readonly ends?: readonly RolloutEnd[];
  /** Of those, the rollouts that met an earlier action's rollout of their seed and took its end (not played out). */
  readonly met: number;
}

/**
 * A Defeat's entry in `outcomes`: null, never a number, since an Armistice can score any number of VP, below
 * zero too (§15.3 ①: 30 less every EP army in the seven boxes, so 31 armies and nothing else make −1).
 */
export const DEFEAT = null;

/** How one rollout ended: the VP of its Armistice, or DEFEAT. */
export type RolloutOutcome = number | typeof DEFEAT;

/**
 * How one rollout's war ended, in a few numbers (why.ts turns their differences into the "why" sentence): the
 * turn it ended, the front that broke for a Defeat (§15.2), the §15.3 items of an Armistice that vary (① EP
 * armies, ② Turkey, ③ East Africa, ④ Ruhe, ⑤ Civil Society; null for a Defeat), RM and Cities in Unruhe at the end.
 */
export interface RolloutEnd {
  readonly outcome: RolloutOutcome;
  readonly turn: number;
  readonly front: CountryId | null;
  readonly parts: readonly [number, number, number, number, number] | null;
  readonly rm: number;
  readonly unruhe: number;
}

/** The §15.3 items RolloutEnd.parts holds, in its order (the keys of GameOver.breakdown). */
export const ARMISTICE_PARTS = ['epArmies', 'turkey', 'eastAfrica', 'ruhe', 'civilSociety'] as const;

/** The end facts of a war that is over. */
function endOf(branch: GameState): RolloutEnd {
  const over = branch.over!;
  const armistice = over.result === 'armistice';
  return {
    outcome: armistice ? over.vp : DEFEAT,
    turn: over.turn,
    front: over.front ?? null,
    parts: armistice ? [over.breakdown.epArmies ?? 0, over.breakdown.turkey ?? 0, over.breakdown.eastAfrica ?? 0, over.breakdown.ruhe ?? 0, over.breakdown.civilSociety ?? 0] : null,
    rm: rm(branch),
    unruhe: unruheCount(branch),
  };
}

/**
 * The rollout player: the named policy, with strong's ties broken by keyed coins (in step between branches).
 * `keyed`: its choices follow from the position and its keyed coin alone, so two of its rollouts of one seed
 * that meet play on alike. Not so for a policy drawing from one running stream (greedy, random): its next
 * draw depends on how many it made before.
 */
function rolloutPlayer(name: string, seed: number): { readonly policy: Policy; readonly keyed: boolean } {
  return name === 'strong' ? { policy: strongRolloutPolicy(seed), keyed: true } : { policy: policyByName(name, seed), keyed: false };
}

/** A rollout that never ends would hang a worker: far more decisions than any campaign takes. */
const MAX_DECISIONS = 20000;

/**
 * Plays the rollouts of `seeds` for each of the legal actions `actionIndices` of the position, one result per
 * action in that order; the position is not changed. The results are exactly those of playing each action's
 * rollouts alone: meeting an earlier rollout only spares playing out an end already known.
 */
export function runRollouts(state: GameState, actionIndices: readonly number[], seeds: readonly number[], policyName: string): RolloutResult[] {
  const all = legalActions(state);
  const actions = actionIndices.map((i) => {
    const action = all[i];
    if (action === undefined) throw new RangeError(`No legal action number ${i} in this position`);
    return action;
  });
  const recording = recordingEvents();
  setEventRecording(false); // nobody reads a rollout's events; building them costs time
  try {
    const tallies = actionIndices.map((actionIndex) => ({ actionIndex, n: 0, armistice: 0, vpSum: 0, vpSqSum: 0, outcomes: [] as RolloutOutcome[], ends: [] as RolloutEnd[], met: 0 }));
    for (const seed of seeds) {
      const ends = new Map<string, RolloutEnd>(); // this seed's positions at a turn's start → how that war ended
      actions.forEach((action, i) => {
        const t = tallies[i];
        const { end, met } = playOne(state, action, seed, policyName, ends);
        const outcome = end.outcome;
        t.n++;
        t.outcomes.push(outcome);
        t.ends.push(end);
        if (met) t.met++;
        if (outcome === DEFEAT) return;
        t.armistice++;
        t.vpSum += outcome;
        t.vpSqSum += outcome * outcome;
      });
    }
    return tallies;
  } finally {
    setEventRecording(recording);
  }
}

/**
 * One rollout of `action` on `seed`. At the first decision of each turn it looks its position up in `ends`:
 * found, the war ends as it did there. Otherwise it plays on, and on its end records the end for every turn's
 * position it passed.
 */
function playOne(state: GameState, action: Action, seed: number, policyName: string, ends: Map<string, RolloutEnd>): { end: RolloutEnd; met: boolean } {
  const branch = branchWithFreshDice(state, seed);
  actTrusted(branch, action);
  return playBranchOut(branch, seed, policyName, ends, endOf);
}

/**
 * A branch played by the rollout policy of `seed` to the war's end, meeting earlier wars of the same seed as
 * playOne says (the review's roll estimates play their wars so too): `end` reads how a finished war ended.
 */
export function playBranchOut<E>(branch: GameState, seed: number, policyName: string, ends: Map<string, E>, end: (war: GameState) => E): { end: E; met: boolean } {
  const { policy, keyed } = rolloutPlayer(policyName, policySeed(seed));
  const passed: string[] = [];
  let turn = branch.turn;
  let decisions = 0;
  for (let p = decision(branch); p !== null; p = decision(branch)) {
    if (keyed && branch.turn !== turn) {
      turn = branch.turn;
      const key = branchMeetingKey(branch);
      if (key !== null) {
        const met = ends.get(key);
        if (met !== undefined) return { end: met, met: true };
        passed.push(key);
      }
    }
    if (++decisions > MAX_DECISIONS) throw new Error('A rollout did not end: the rules loop');
    actTrusted(branch, policy(branch, p));
  }
  const result = end(branch);
  for (const key of passed) ends.set(key, result);
  return { end: result, met: false };
}
