// Berliner Tageblatt table: 1d6 + turn number, 2–33 (§7.1). Rows reconstructed (components.json tageblatt.rows);
// the rules confirm 17–18 = Roumanian Entry + Poison Gas (§7.1 example), Hinden-Luden on 13–15 (§7.1.2 example)
// and the French Tank Army on 29+ (§7.1.2.6).
import type { GeneralEventId, SpecialEventId } from './ids.js';

export interface TageblattRow {
  readonly min: number;
  readonly max: number;
  /** Placed every time it is rolled (§7.1.1). */
  readonly special: SpecialEventId | null;
  /** Each happens only the first time it is rolled (§7.1.2), except the French Tank Army (§7.1.2.6). */
  readonly general: readonly GeneralEventId[];
}

export const TAGEBLATT: readonly TageblattRow[] = [
  { min: 2, max: 2, special: null, general: [] }, // only Turn 1 with a 1; printed row unknown (reconstructed: empty)
  { min: 3, max: 4, special: 'putnik', general: [] },
  { min: 5, max: 6, special: 'putnik', general: [] },
  { min: 7, max: 8, special: 'british-shell-shortage', general: ['turkish-entry'] },
  { min: 9, max: 10, special: 'poison-gas', general: ['turkish-entry', 'italian-entry'] },
  { min: 11, max: 12, special: 'mackensen', general: ['turkish-entry', 'italian-entry', 'bulgarian-entry'] },
  { min: 13, max: 14, special: 'place-of-execution', general: ['italian-entry', 'bulgarian-entry', 'hinden-luden'] },
  { min: 15, max: 16, special: 'brusilov', general: ['bulgarian-entry', 'hinden-luden'] },
  { min: 17, max: 18, special: 'poison-gas', general: ['roumanian-entry', 'hinden-luden'] },
  { min: 19, max: 20, special: 'stosstruppen', general: ['roumanian-entry', 'siegfried-line'] },
  {
    min: 21,
    max: 22,
    special: 'hoffmann',
    general: ['roumanian-entry', 'siegfried-line', 'german-bombers', 'arab-revolt'],
  },
  { min: 23, max: 24, special: 'alpenkorps', general: ['siegfried-line', 'us-entry', 'german-bombers', 'arab-revolt'] },
  { min: 25, max: 26, special: 'foch', general: ['us-entry', 'german-bombers', 'arab-revolt'] },
  { min: 27, max: 28, special: 'spanish-flu', general: ['us-entry', 'british-bombers'] },
  { min: 29, max: 30, special: 'us-assistance', general: ['british-bombers', 'french-tank-army', 'nervenkrieg'] },
  { min: 31, max: 32, special: 'diaz', general: ['british-bombers', 'french-tank-army'] },
  { min: 33, max: 33, special: 'black-day-of-the-army', general: ['french-tank-army'] },
];

/** The row for a final result (die + turn), 2–33 (§7.1). */
export function tageblattRow(result: number): TageblattRow {
  const row = TAGEBLATT.find((r) => result >= r.min && result <= r.max);
  if (row === undefined || !Number.isInteger(result)) throw new RangeError(`no Tageblatt row for ${result}`);
  return row;
}

/** A removed French Tank Army deploys again on any result of 29+ (§7.1.2.6). */
export const TANK_ARMY_REDEPLOY_MIN = 29;
