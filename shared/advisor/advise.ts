// The advisor on one thread (tests, `kk advise`): the session's jobs played one after another.
import type { GameState } from '../engine/index.js';
import { policyByName } from '../policies/policies.js';
import { AdvisorSession, type Advice, type AdvisorOptions } from './session.js';
import { runRollouts } from './rollouts.js';

/** The policy that plays the rollouts unless told: the strong one once it is registered, else greedy. */
export function shippingPolicy(): string {
  try {
    policyByName('strong', 0);
    return 'strong';
  } catch {
    return 'greedy';
  }
}

export interface AdviseOptions extends Partial<AdvisorOptions> {
  /** Called after every job with the answer so far. */
  readonly onProgress?: (advice: Advice) => void;
}

/** The full answer for the position's pending decision (advisor seed 1 and the shipping policy unless told). */
export function advise(state: GameState, opts: AdviseOptions = {}): Advice {
  const session = new AdvisorSession(state, { seed: opts.seed ?? 1, policy: opts.policy ?? shippingPolicy(), maxPerAction: opts.maxPerAction });
  for (let job = session.nextJob(); job !== null; job = session.nextJob()) {
    session.addResult(runRollouts(state, job.actionIndices, job.seeds, session.policy), job.first);
    opts.onProgress?.(session.advice());
  }
  return session.advice();
}
