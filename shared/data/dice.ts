// Every printed die value the rules need. The rulebook text lost its die-face icons; RULINGS.md decides each value
// (components.json dieRolls carries the same decided values). Face lists = the faces on which the roll succeeds.

export const DIE = {
  /** R2 (§10.2): in every CP attack a natural 1 always fails… */
  naturalFail: 1,
  /** …and a natural 6 always succeeds, whatever the DRMs. */
  naturalSuccess: 6,
  /** §5.3.1, R9: each free attack on the MEF succeeds on a die > 3 (its strength), no DRMs. */
  gallipoliBeats: 3,
  /** §6.2.1, R8: French Mutiny roll — the French OTT is placed on 5–6 (fails on 1–4). */
  mutinyOttSucceeds: [5, 6],
  /** §6.2.2, R8: Siegfried Line roll — the British OTT is placed (and the Siegfried Line discarded) on 5–6. */
  siegfriedOttSucceeds: [5, 6],
  /** §6.4, R13: the British defeat the Irish on a 6. */
  irishSuppressed: [6],
  /** §6.5, R13: the Senussi are suppressed on a 6. */
  senussiSuppressed: [6],
  /** §9.3: the ±1 of aircraft research cannot change a natural 1 or 6. */
  researchIneffectiveNaturals: [1, 6],
  /** §9.3: aircraft research shifts the air roll by this much, up or down, for 1 RM. */
  airResearchShift: 1,
  /** §9.4, R25: German Bombers succeed on 5–6 with German air superiority, on 6 otherwise. */
  germanBombers: { germany: [5, 6], entente: [6] },
  /** §9.6 ①, R25: Zeppelin economic bombing, as German Bombers. */
  zeppelinEconomic: { germany: [5, 6], entente: [6] },
  /** §9.6 ③, R25: Zeppelin supply of East Africa succeeds on 5–6. */
  zeppelinSupply: [5, 6],
  /** §9.6 ④, R25: Zeppelin naval bombing succeeds on 4–6 with German air superiority, on 6 otherwise. */
  zeppelinNaval: { germany: [4, 5, 6], entente: [6] },
  /** §12.2, R34: the Askari naval build succeeds on a 6. */
  askariNaval: [6],
  /** §12.3, R34: an Indian army beats an Askari only on 2d6 = 12. */
  indiansVsAskari2d6: [12],
  /** §12.6.1, R35: a successful Armenia attack on a natural 6 massacres the Armenians. */
  genocideNatural: 6,
  /** §12.6.1: then 2d6 ≤ 3 brings a neutral USA into the war. */
  genocideUsEntryMax2d6: 3,
  /** §12.6.2, R35: a successful attack on an Indian army in Mesopotamia on a natural 6 allows the Siege of Kut. */
  siegeOfKutNatural: 6,
  /** §12.6.3, R35: Kemal may not re-roll the natural 6 that caused the genocide. */
  kemalCannotRerollNatural: 6,
  /** §13.1.1, R36: a second U-Boat brings a neutral USA into the war on a 6. */
  unrestrictedSubUsEntry: [6],
} as const;
