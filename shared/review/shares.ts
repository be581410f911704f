// The split of the chance of Armistice between two decisions (issue #34, defined for players in
// docs/advisor.md "The review of a war"). The chance at a decision is the General Staff's estimate after its
// best choice there. From one decision to the next the chance moves by:
//   the player's share = the choice made against the best, paired on the same dice (0 when it was the best),
//   the dice's share   = all the rest (the rolls and draws until the next decision, and the estimates' noise).
// So the two always add up to the change, exactly: the dice's share is defined as the remainder. Where the
// rolls were reviewed one by one (rolls.ts), the dice's share is also told as the sum of the step's rolls
// plus the estimates' noise, the noise again being the remainder, so that sum is exact too.

export interface StepShares {
  /** The chance at the earlier decision, the chance at the next one (or 1 / 0 at an Armistice / a Defeat). */
  readonly before: number;
  readonly after: number;
  /** after − before. */
  readonly change: number;
  readonly playerShare: number;
  readonly diceShare: number;
  /** The sum of the changes of the step's reviewed rolls and draws; null where rolls were not reviewed. */
  readonly rolls: number | null;
  /** diceShare − rolls: the estimates' noise (and the rolls' own); null where rolls were not reviewed. */
  readonly noise: number | null;
}

/**
 * The split of one step: `player` is the paired gap of the choice made (≤ 0 when it fell short of the best);
 * `rolls` the sum of the step's reviewed rolls (null when not reviewed).
 */
export function splitChange(before: number, after: number, player: number, rolls: number | null = null): StepShares {
  const change = after - before;
  const diceShare = change - player;
  return { before, after, change, playerShare: player, diceShare, rolls, noise: rolls === null ? null : diceShare - rolls };
}
