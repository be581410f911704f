// The strong policy's weights, in one place so a tuning run can change them (tools/sim reads the defaults).
// Values are "chances of losing the war" (or of the Armistice's VP, scaled the same way) per thing bought.

export interface StrongParams {
  /** Later crises assumed when pricing one more City in Unruhe: (turns left) / turnsPerCrisis, at least min. */
  readonly turnsPerCrisis: number;
  readonly minLaterCrises: number;
  /** Weight of an army taken from a front of five, four, three, fewer (how near its Over the Top is). */
  readonly weightAt5: number;
  readonly weightAt4: number;
  readonly weightAt3: number;
  readonly weightLow: number;
  /** One VP at the Armistice (§15.3), in the same units. */
  readonly vpValue: number;
  /** One RM kept for next turn (§14.1), sent to Turkey (R30), spent on an Askari (§12.2), per RM. */
  readonly bankValue: number;
  readonly railwayValue: number;
  readonly askariValue: number;
  /** A Blockade Runner rebuilt (§13.2): worth rmValue per RM of its expected hauls, discounted, capped. */
  readonly rmValue: number;
  readonly runnerDiscount: number;
  readonly runnerCap: number;
  /** The Siegfried Line (§13.3) and a U-Boat (§13.1), per RM. */
  readonly siegfriedValue: number;
  readonly uBoatValue: number;
  /** A Krupp / Kaisertreu point kept for a later turn (§11.1, §11.2). */
  readonly kruppValue: number;
  readonly kaisertreuValue: number;
  /** A Roumanian army beaten (§8.4: Hypothesis Z ends with the last). */
  readonly roumaniaValue: number;
  /** Trenches (or the Tank Army) and Forts beaten, as a share of the army behind them (§10.3, §10.6). */
  readonly trenchShare: number;
  readonly fortShare: number;
  /** Paying 1 RM for Socialist agitation (§5.4.1), the Irish Rising (§5.4.2), the Senussi Revolt (§5.4.3). */
  readonly agitationValue: number;
  readonly irishValue: number;
  readonly senussiValue: number;
  /** A Country knocked out by a Kaiserschlacht (§15.1). */
  readonly surrenderValue: number;
  /** Air superiority won (or kept from the Entente) for a year (§9.3). */
  readonly airValue: number;
  /** Suppress Civil Society (§11.3) up to this turn, and only when the best attack is worth this much. */
  readonly civilLastTurn: number;
  readonly civilNeed: number;
}

export const STRONG_DEFAULTS: StrongParams = {
  turnsPerCrisis: 6,
  minLaterCrises: 0.5,
  weightAt5: 1,
  weightAt4: 0.35,
  weightAt3: 0.25,
  weightLow: 0.03,
  vpValue: 0.002,
  bankValue: 0.015,
  railwayValue: 0.004,
  askariValue: 0.004,
  rmValue: 0.02,
  runnerDiscount: 0.3,
  runnerCap: 4,
  siegfriedValue: 0.03,
  uBoatValue: 0.02,
  kruppValue: 0.02,
  kaisertreuValue: 0.01,
  surrenderValue: 0.5,
  roumaniaValue: 0.01,
  trenchShare: 0.5,
  fortShare: 0.7,
  agitationValue: 0.05,
  irishValue: 0.02,
  senussiValue: 0.02,
  airValue: 0.05,
  civilLastTurn: 20,
  civilNeed: 0.02,
};
