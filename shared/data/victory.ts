// Armistice Day victory points (§15.3).

/**
 * VP = base − EP armies in the six Country boxes and Roumania, + turkeyAtWar if Ottoman Turkey is still in the war,
 * + eastAfrica if German East Africa is still German, + perCityInRuhe per City in Ruhe,
 * + perCivilSociety per Civil Society tile still in Germany.
 */
export const VICTORY = { base: 30, turkeyAtWar: 10, eastAfrica: 5, perCityInRuhe: 1, perCivilSociety: 5 } as const;

/** Result bands, best first (§15.3); labels are the project's own short wording. */
export const RESULT_BANDS: readonly { readonly min: number; readonly label: string }[] = [
  { min: 65, label: 'Weltgeschichtlicher Sieg' },
  { min: 60, label: 'Major victory' },
  { min: 50, label: 'Victory' },
  { min: 40, label: 'Marginal victory' },
  { min: 30, label: 'Draw-like peace' },
  { min: 20, label: 'Peace without honour' },
  { min: -999, label: 'Collapse' },
];

/** The band label for a VP total. */
export function resultBand(vp: number): string {
  const band = RESULT_BANDS.find((b) => vp >= b.min) ?? RESULT_BANDS[RESULT_BANDS.length - 1];
  return band?.label ?? 'Collapse';
}
