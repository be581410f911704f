// One batch of the advisor's rollouts: from the position, with fresh dice (branchWithFreshDice), take the
// action, then let the rollout policy play the rest of the war; count the Armistices and their VP (§15.3).
import { actTrusted, branchWithFreshDice, legalActions, prompt, type Action, type GameState } from '../engine/index.js';
import { policyByName, type Policy } from '../policies/policies.js';
import { strongRolloutPolicy } from '../policies/strong-policy.js';
import { policySeed } from './seeds.js';
import { recordingEvents, setEventRecording } from '../engine/core/events.js';

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
}

/**
 * A Defeat's entry in `outcomes`: null, never a number, since an Armistice can score any number of VP, below
 * zero too (§15.3 ①: 30 less every EP army in the seven boxes, so 31 armies and nothing else make −1).
 */
export const DEFEAT = null;

/** How one rollout ended: the VP of its Armistice, or DEFEAT. */
export type RolloutOutcome = number | typeof DEFEAT;

/** The rollout player: the named policy, with strong's ties broken by keyed coins (in step between branches). */
function rolloutPolicy(name: string, seed: number): Policy {
  return name === 'strong' ? strongRolloutPolicy(seed) : policyByName(name, seed);
}

/** A rollout that never ends would hang a worker: far more decisions than any campaign takes. */
const MAX_DECISIONS = 20000;

/** Plays the rollouts of `seeds` for the legal action `actionIndex` of the position; the position is not changed. */
export function runRollouts(state: GameState, actionIndex: number, seeds: readonly number[], policyName: string): RolloutResult {
  const action = legalActions(state)[actionIndex];
  if (action === undefined) throw new RangeError(`No legal action number ${actionIndex} in this position`);
  const recording = recordingEvents();
  setEventRecording(false); // nobody reads a rollout's events; building them costs time
  try {
    return playAll(state, action, actionIndex, seeds, policyName);
  } finally {
    setEventRecording(recording);
  }
}

function playAll(state: GameState, action: Action, actionIndex: number, seeds: readonly number[], policyName: string): RolloutResult {
  let armistice = 0;
  let vpSum = 0;
  let vpSqSum = 0;
  const outcomes: RolloutOutcome[] = [];
  for (const seed of seeds) {
    const branch = branchWithFreshDice(state, seed);
    actTrusted(branch, action);
    const policy = rolloutPolicy(policyName, policySeed(seed));
    let decisions = 0;
    for (let p = prompt(branch); p !== null; p = prompt(branch)) {
      if (++decisions > MAX_DECISIONS) throw new Error('A rollout did not end: the rules loop');
      actTrusted(branch, policy(branch, p));
    }
    if (branch.over?.result === 'armistice') {
      armistice++;
      vpSum += branch.over.vp;
      vpSqSum += branch.over.vp * branch.over.vp;
      outcomes.push(branch.over.vp);
    } else outcomes.push(DEFEAT);
  }
  return { actionIndex, n: seeds.length, armistice, vpSum, vpSqSum, outcomes };
}
