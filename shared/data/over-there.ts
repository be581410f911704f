// US "Over There" schedule (§5.2.1, §8.6, R15): turns after entry; the US army takes the exact place of the army it
// replaces; for the first two, the replaced army in turn replaces an Italian army, which is discarded.
// §8.6 example: entry on Turn 17 → I on 18, V on 21, IV on 22, VI on 23. Arrival after Turn 27 never happens (R5).
// R15: with Italy surrendered the displaced army is discarded; with France surrendered and Italy at war, USA I
// replaces the Italian 4th directly and USA IV does not deploy. R15 also decides that the French Mutiny tile goes
// when the first US army arrives in France only (components.json had "France or Belgium"; RULINGS wins), and
// (clarified) only in the France box, not France Reserves (rules/over-there.ts usArmyInFrance).

export const OVER_THERE: readonly {
  readonly usArmy: string;
  readonly turnsAfterEntry: number;
  readonly replaces: string;
  readonly chainTo: { readonly country: 'italy'; readonly replaces: string } | null;
}[] = [
  { usArmy: 'usa-i', turnsAfterEntry: 1, replaces: 'fr-4', chainTo: { country: 'italy', replaces: 'it-4' } },
  { usArmy: 'usa-v', turnsAfterEntry: 4, replaces: 'gb-3', chainTo: { country: 'italy', replaces: 'it-carnia' } },
  { usArmy: 'usa-iv', turnsAfterEntry: 5, replaces: 'fr-5', chainTo: null },
  { usArmy: 'usa-vi', turnsAfterEntry: 6, replaces: 'gb-4', chainTo: null },
];
