// Every roll and draw's own effect (issue #34, docs/advisor.md "The review of a war"): the General Staff's
// chance of the Armistice just before the roll against just after it. Neither moment is a decision of the
// player's (a roll falls inside an action: an attack, the end of a phase and the whole Entente turn after it),
// so the chance there is estimated the advisor's way, from wars played out from the position before the action
// by the advisor's rollout policy on the advisor's seeds (rollout n of every estimate on seed n, common random
// numbers): "before roll j" plays the action with its first j − 1 rolls as they fell and the rest fresh,
// "after roll j" with its first j as they fell. Estimate j serves as roll j's after and roll j + 1's before, so
// an action with k rolls costs k + 1 estimates, and its rolls' changes add up to the last minus the first.
// The change is paired seed by seed, and called clear only where its 95 % interval (Agresti–Min, as the
// ranking's gaps) excludes 0.
import { agrestiMin } from '../advisor/estimates.js';
import { playBranchOut } from '../advisor/rollouts.js';
import { rolloutSeed } from '../advisor/seeds.js';
import { actTrusted, branchWithFreshDice, recordingEvents, setEventRecording, type Action, type GameEvent, type GameState } from '../engine/index.js';
import { rollsIn, type FoundRoll } from './roll-words.js';

/** One roll or draw of the war and how much it moved the chance of the Armistice (the contract of issue #34). */
export interface ReviewedRoll {
  /** Moves of the record before the action that rolled (its moment in History). */
  readonly step: number;
  readonly turn: number;
  /** The rule it was rolled under (§ / R), shown beside the text as the log does. */
  readonly rule: string;
  /** What was rolled and what it decided, in the player's words (the log's sentences). */
  readonly text: string;
  /** The chance just before it and just after it, and after − before. */
  readonly before: number;
  readonly after: number;
  readonly change: number;
  /** The 95 % margin of the change (paired, Agresti–Min). */
  readonly margin: number;
  /** Whether the 95 % interval of the change excludes 0 (otherwise the roll's effect is within the noise). */
  readonly clear: boolean;
  /** Wars played out for each of its two estimates (the same seeds). */
  readonly wars: number;
}

/**
 * Wars per estimate of a roll in the first pass. A war of ~370 rolls in ~280 actions needs ~650 estimates:
 * at 100 wars each that is ~65,000 wars, about as many as the decisions take (docs/advisor.md "Measured").
 */
export const ROLL_BUDGET = 100;

export interface RollEstimateOptions {
  readonly seed: number;
  readonly policy: string;
  /** Wars per estimate (ROLL_BUDGET in the first pass). */
  readonly wars: number;
}

/** The rolls of `action` taken at `state` (its events as the record's replay gave them), each estimated. */
export function estimateRolls(state: GameState, action: Action, events: readonly GameEvent[], step: number, opts: RollEstimateOptions): ReviewedRoll[] {
  const found = rollsIn(events, state.turn);
  if (found.length === 0 || opts.wars <= 0) return [];
  const outcomes = rolloutsWithRollsFixed(state, action, found, opts);
  return found.map((roll, j) => {
    const before = outcomes[j];
    const after = outcomes[j + 1];
    const share = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / v.length;
    const paired = agrestiMin(after, before)!;
    const b = share(before);
    const a = share(after);
    return { step, turn: roll.turn, rule: roll.event.rule, text: roll.text, before: b, after: a, change: a - b, margin: paired.margin, clear: Math.abs(paired.mean) > paired.margin, wars: opts.wars };
  });
}

/** outcomes[j][n]: 1 if war n (seed n) with the first j rolls as they fell reached the Armistice, else 0. */
export function rolloutsWithRollsFixed(state: GameState, action: Action, rolls: readonly FoundRoll[], opts: RollEstimateOptions): number[][] {
  const outcomes: number[][] = rolls.map(() => []);
  outcomes.push([]);
  const recording = recordingEvents();
  setEventRecording(false); // nobody reads a rollout's events
  try {
    for (let n = 0; n < opts.wars; n++) {
      const seed = rolloutSeed(opts.seed, n);
      const ends = new Map<string, number>(); // this seed's positions at a turn's start → how that war ended
      for (let j = 0; j <= rolls.length; j++) outcomes[j][n] = playOut(state, action, rolls.slice(0, j), seed, opts.policy, ends);
    }
  } finally {
    setEventRecording(recording);
  }
  return outcomes;
}

/**
 * One war: the action from `state` with fresh dice of `seed`, its first rolls forced to the ones that fell,
 * then the rollout policy to the end; 1 for an Armistice. As the advisor's rollouts (rollouts.ts), a war that
 * reaches at a turn's start a position an earlier war of the same seed stood in ends as that one did.
 */
function playOut(state: GameState, action: Action, fixed: readonly FoundRoll[], seed: number, policyName: string, ends: Map<string, number>): number {
  const branch = branchWithFreshDice(state, seed);
  for (const { event } of fixed) {
    if (event.type === 'dice') branch.forced.dice.push(...event.dice);
    else branch.forced.draws.push(event.tile);
  }
  actTrusted(branch, action);
  return playBranchOut(branch, seed, policyName, ends, (war) => (war.over?.result === 'armistice' ? 1 : 0)).end;
}
