// The small tables of rulebook p. 16, by die face (printed order top to bottom = faces 1 to 6).

/** Major Naval Battle (§9.1.5, R23): one die for one Cruiser; two dice, keep the lower, for two. */
export const NAVAL_BATTLE: Readonly<
  Record<
    number,
    {
      readonly result: string;
      readonly effect: 'hsf-discarded' | 'hsf-to-calendar' | 'none' | 'cruiser-to-calendar' | 'cruiser-to-cup';
      readonly turnsAhead?: number;
    }
  >
> = {
  1: { result: 'British Victory', effect: 'hsf-discarded' },
  2: { result: 'British Advantage', effect: 'hsf-to-calendar', turnsAhead: 3 },
  3: { result: 'British Advantage', effect: 'hsf-to-calendar', turnsAhead: 2 },
  4: { result: 'Skirmish', effect: 'none' },
  5: { result: 'German Advantage', effect: 'cruiser-to-calendar', turnsAhead: 2 }, // R23: not "into the cup"
  6: { result: 'German Victory', effect: 'cruiser-to-cup' }, // R23: not "sunk"
};

/**
 * British Bombing (§9.5, R24): RM lost by face. One die if Germany holds the skies, else two dice keep the lower.
 * RM never goes below 0 (R4).
 */
export const BRITISH_BOMBING: Readonly<Record<number, number>> = { 1: 2, 2: 2, 3: 1, 4: 1, 5: 1, 6: 0 };

/**
 * German Civil Society (§11.3, R29). Riots: keep the tile, one City Ruhe → Unruhe. Resistance: discard, Revolution +1.
 * Reward: +rm RM and discard. R29 (corrected): face 6 = +6 RM, the sixth row the p.16 table prints.
 */
export const CIVIL_SOCIETY: Readonly<
  Record<number, { readonly result: 'riots' | 'resistance' | 'reward'; readonly rm: number; readonly discard: boolean }>
> = {
  1: { result: 'riots', rm: 0, discard: false },
  2: { result: 'resistance', rm: 0, discard: true },
  3: { result: 'reward', rm: 3, discard: true },
  4: { result: 'reward', rm: 4, discard: true },
  5: { result: 'reward', rm: 5, discard: true },
  6: { result: 'reward', rm: 6, discard: true }, // R29
};
