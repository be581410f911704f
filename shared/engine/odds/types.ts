// What the odds adapter says about one legal action: the roll it makes, what it needs, and the exact chance of
// each way it can end. Plain JSON, so the view carries it to the app and the terminal as it is.
import type { DrmSource } from '../core/events.js';
import type { Chance } from './chance.js';
import type { RuleRef } from '../../data/rule-numbers.js';
import type { NaturalSixEffect } from '../rules/ottoman-attacks.js';

export type { Chance, DrmSource };

/** What kind of roll the odds are for (the words and the tests read it). */
export type OddsKind =
  | 'attack' | 'red-baron' | 'gallipoli' | 'bombing' | 'zeppelin' | 'air-research' | 'askari-build' | 'indians'
  | 'u-boat-war' | 'civil-society' | 'runner' | 'hsf' | 'defeat' | 'agitation' | 'lira';

/**
 * How a roll can end. 'success' and 'failure' are the action's own aim (for the U-Boat war's roll and the Defeat
 * roll: that the USA enters, that Germany falls); beside them, by kind: 'absorbed' (the Tank Army takes the attack
 * §10.6), 'doubles' (the Red Baron R26); Civil Society 'riots', 'resistance', 'reward-N' (R29); a runner 'through',
 * 'caught', 'sunk' (§9.1.2, §9.1.3); the High Seas Fleet 'no-battle' or the naval battle's effect (R23:
 * 'hsf-discarded', 'hsf-to-calendar-N', 'none', 'cruiser-to-calendar-N', 'cruiser-to-cup'); Socialist agitation
 * 'explosion' or 'revolution-N' (§5.4.1); a Lira chit 'lira-N', the Lira gained (§12.5).
 */
export type OutcomeId = string;

export interface Outcome {
  readonly id: OutcomeId;
  readonly chance: Chance;
}

/**
 * What the roll needs: a natural face or higher (R2 caps attacks at 2..6), at most a total (the air roll §9.3,
 * the Defeat roll §15.2), or one of some faces (of one die, or of the sum of two); null: no single aim.
 */
export type OddsNeed = { readonly atLeast: number } | { readonly atMost: number } | { readonly faces: readonly number[] } | null;

export interface Odds {
  readonly kind: OddsKind;
  /** The rule of the roll (§10.1, §10.1.1, §12.6 …). */
  readonly rule: RuleRef;
  /** How many dice the action rolls at most (the tests enumerate every face of each). */
  readonly dice: number;
  /** The cup the action draws one tile from, blind (the tests draw each tile in it in turn); absent: no draw. */
  readonly cup?: string;
  readonly need: OddsNeed;
  /** The chance the action does what it is for (the sum of the 'success' outcomes). */
  readonly success: Chance;
  /** Every way it can end; the chances add up to 1. */
  readonly outcomes: readonly Outcome[];
  /** The modifiers of the roll, each with its source and rule (empty: none apply). */
  readonly drm: readonly DrmSource[];
  /** The same chance as things stand, before this choice (R39: the next Defeat roll before another City moves). */
  readonly before?: Chance;
  /** A word on what the chance already counts: 'kemal' (§12.6.3, his re-roll taken after a failure). */
  readonly counts?: 'kemal';
  /** What a natural 6 sets off besides the hit (a Turkish attack, R35: §12.6.1, §12.6.2); absent: nothing more. */
  readonly onSix?: NaturalSixEffect;
}
