// Every kind of decision the engine can put to the player, in one list: defineDecision (core/flow.ts) accepts only
// these, so a misspelt or renamed kind is a compile error in the rule that defines it and in everything that
// names it (the odds table odds/decision-odds.ts, the strong policy's switch, the charts, the tests). The rules
// modules (rules/*.ts) define the decisions; tests/engine/decision-kinds.test.ts checks this list against them.
// The spellings are part of the advisor's dice (policies/strong/keyed-coin.ts keys a coin by the kind's words):
// renaming one would change the rollouts' seeds.
export const DECISION_KINDS = [
  'air-research', // §9.3 aircraft research before the air roll (rules/air-war.ts)
  'convoy-success', // §5.3.2 which U-Boat the convoys sink (rules/calendar-events.ts)
  'cp-attack', // §10 / §11 the Central Powers' attacks and Emergency Finances (rules/cp-attack.ts)
  'defeat:another-city', // §15.2, R39 another City into Unruhe for the Defeat roll (rules/defeat.ts)
  'defeat:city-attack', // §15.2 the free attack of a City in Unruhe (rules/defeat.ts)
  'german-bombers', // §9.4 the German Bombers' target (rules/air-war.ts)
  'hsf-placement', // §9.1.4 the High Seas Fleet sails with a runner (rules/blockade.ts)
  'industrial-purchases', // §13 U-Boats, Blockade Runners, the Siegfried Line (rules/industrial.ts)
  'irish-rising', // §5.4.2 pay for the Irish Rising (rules/chit-events.ts)
  'near-east:askari-build', // §12.2 the Askari build (rules/east-africa.ts)
  'near-east:attack', // §12.6 Ottoman attacks (rules/ottoman-attacks.ts)
  'near-east:kemal', // §12.6.3 Kemal's re-roll (rules/ottoman-attacks.ts)
  'near-east:lira', // §12.5 Ottoman income (rules/near-east.ts)
  'near-east:siege-of-kut', // §12.6.2 the Siege of Kut (rules/ottoman-attacks.ts)
  'red-baron-placement', // §9.7 the Red Baron's box (rules/air-war.ts)
  'runner-placement', // §9.1.1 a Blockade Runner's Sea Area (rules/blockade.ts)
  'senussi-revolt', // §5.4.3 pay for the Senussi Revolt (rules/chit-events.ts)
  'socialist-agitation', // §5.4.1 pay against Socialist agitation (rules/chit-events.ts)
  'turkish-smugglers', // §9.1.7 the Aegean haul: to Germany or to Turkey (rules/blockade.ts)
  'turn-end:bank', // §14.1 German banking (rules/turn-end.ts)
  'us-entry-u-boat', // §8.6 which U-Boat leaves the game as the USA enters (rules/us-entry.ts)
  'zeppelin-raid', // §9.6 the Zeppelin's raid (rules/zeppelin.ts)
] as const;

/**
 * The table companion's questions (core/entries.ts, issue 32): not decisions of the rules but results the player
 * enters (a die rolled at the table, a tile drawn from a cup), asked and answered like decisions.
 */
export const ENTRY_KINDS = [
  'enter-dice', // a die (or dice) the rules roll, rolled by the player
  'enter-draw', // a tile drawn from a cup, drawn by the player
] as const;

export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A decision's kind: one of DECISION_KINDS, or a companion question (ENTRY_KINDS). */
export type DecisionKind = (typeof DECISION_KINDS)[number] | EntryKind;
