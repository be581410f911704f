// What the odds adapter says about one legal action: the roll it makes, what it needs, and the exact chance of
// each way it can end. Plain JSON, so the view carries it to the app and the terminal as it is.
import type { DrmSource } from '../core/events.js';
import type { Chance } from './chance.js';

export type { Chance, DrmSource };

/**
 * How a roll can end. 'success' and 'failure' are the action's own aims; the others are the named ways it
 * can end beside them (the Tank Army takes the attack §10.6, the Red Baron's doubles R26).
 */
export type OutcomeId = 'success' | 'failure' | 'absorbed' | 'doubles';

export interface Outcome {
  readonly id: OutcomeId;
  readonly chance: Chance;
}

/** What the roll needs on the natural die: that face or higher (R2 caps it at 2..6); null: no roll is made. */
export type OddsNeed = { readonly atLeast: number } | null;

export interface Odds {
  /** The rule of the roll (§10.1, §10.1.1, §12.6 …). */
  readonly rule: string;
  /** How many dice the action rolls at most (the tests enumerate every face of each). */
  readonly dice: number;
  readonly need: OddsNeed;
  /** The chance the action does what it is for (the sum of the 'success' outcomes). */
  readonly success: Chance;
  /** Every way it can end; the chances add up to 1. */
  readonly outcomes: readonly Outcome[];
  /** The modifiers of the roll, each with its source and rule (empty: none apply). */
  readonly drm: readonly DrmSource[];
  /** A word on what the chance already counts: 'kemal' (§12.6.3, his re-roll taken after a failure). */
  readonly counts?: 'kemal';
}
