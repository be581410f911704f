// The advisor as a player (issue #15 "A strong policy"): at every decision whose actions can differ in
// outcome, ask the General Staff with a small fixed budget and play its best action. Where the advisor
// cannot separate the best from others at 95 % (see AdvisorSession.undecided), the strong policy chooses
// among those: a small budget then never overrules the policy on noise alone. docs/strength.md has its row.
import { legalActions, type Action, type Decision, type GameState } from '../engine/index.js';
import { policyByName, type Policy } from '../policies/policies.js';
import { groupActions } from './groups.js';
import { rolloutSeed } from './seeds.js';
import { AdvisorSession } from './session.js';
import { runRollouts } from './rollouts.js';
import { shippingPolicy } from './advise.js';

export interface AdvisorPlayerOptions {
  /** The campaign's seed: the advisor's own seeds derive from it and the decision count (never its dice). */
  readonly campaignSeed: number;
  /** Rollouts per action at every advised decision. */
  readonly budget: number;
  /** The rollout policy and the tie-breaker (default: the shipping policy, strong). */
  readonly policy?: string;
}

/** What the player did, for the strength table. */
export interface AdvisorPlayerTally {
  /** Decisions played (every prompt). */
  decisions: number;
  /** Decisions with two or more outcome groups (the advisor was asked). */
  advised: number;
  /** Rollouts played over all advised decisions. */
  rollouts: number;
  /** Advised decisions where the advisor separated its best action from every other (no tie-break needed). */
  decided: number;
  /** Advised decisions where the action played differs from the policy's own choice on the full prompt. */
  overruled: number;
}

export interface AdvisorPlayer {
  readonly policy: Policy;
  readonly tally: AdvisorPlayerTally;
}

/** Kept apart from the rollouts' seeds of `kk advise` (which start from advisor seed 1). */
const PLAYER_SALT = 0x0ad71503;

/** The advisor's seed at decision number `decision` of the campaign of `campaignSeed`. */
export function advisorPlayerSeed(campaignSeed: number, decision: number): number {
  return rolloutSeed(campaignSeed ^ PLAYER_SALT, decision);
}

/** The advisor's undecided actions at this position: the best first (indices into legalActions). */
function undecidedActions(st: GameState, seed: number, budget: number, policyName: string): { undecided: number[]; rollouts: number } {
  const session = new AdvisorSession(st, { seed, policy: policyName, maxPerAction: budget });
  for (let job = session.nextJob(); job !== null; job = session.nextJob()) {
    session.addResult(runRollouts(st, job.actionIndices, job.seeds, session.policy), job.first);
  }
  return { undecided: session.undecided(), rollouts: session.advice().rolloutsDone };
}

/** A player that asks the advisor at every decision with a real choice (same seed, same campaign). */
export function advisorPlayer(opts: AdvisorPlayerOptions): AdvisorPlayer {
  if (!Number.isInteger(opts.budget) || opts.budget < 1) throw new RangeError(`The budget must be a whole number of rollouts ≥ 1, not ${opts.budget}`);
  const policyName = opts.policy ?? shippingPolicy();
  // the same coin as `kk sim` gives the policy for this seed
  const own = policyByName(policyName, opts.campaignSeed ^ 0x5bd1e995);
  const tally: AdvisorPlayerTally = { decisions: 0, advised: 0, rollouts: 0, decided: 0, overruled: 0 };
  const policy: Policy = (st: GameState, p: Decision): Action => {
    const decision = tally.decisions++;
    const actions = legalActions(st);
    const groups = groupActions(st, actions);
    if (groups.length < 2) return own(st, p);
    tally.advised++;
    const mine = own(st, p);
    const { undecided, rollouts } = undecidedActions(st, advisorPlayerSeed(opts.campaignSeed, decision), opts.budget, policyName);
    tally.rollouts += rollouts;
    if (undecided.length === 1) tally.decided++;
    // The policy picks among every action of the undecided groups (equal-outcome members included).
    const firsts = new Set(undecided);
    const tiedGroups = groups.filter((g) => firsts.has(g.members[0]));
    const mineIndex = indexOf(actions, mine);
    if (tiedGroups.some((g) => g.members.includes(mineIndex))) return mine;
    tally.overruled++;
    if (undecided.length === 1) return actions[undecided[0]];
    const tied = tiedGroups.flatMap((g) => g.members.map((i) => actions[i]));
    const choice = own(st, { ...p, actions: tied });
    return indexOf(tied, choice) >= 0 ? choice : actions[undecided[0]];
  };
  return { policy, tally };
}

/** The index of `a` among `actions`: the same object, else an equal one (a policy may build its action anew). */
function indexOf(actions: readonly Action[], a: Action): number {
  const i = actions.indexOf(a);
  if (i >= 0) return i;
  const key = JSON.stringify(a);
  return actions.findIndex((x) => JSON.stringify(x) === key);
}
