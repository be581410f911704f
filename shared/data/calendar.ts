// The Calendar: 27 turns (§2.3), seasons (§6.2.3, §12.1), printed Calendar Events (§5.3), air thresholds (§9.3, R6).

/** Summer (yellow): no Near East Phase (§12.1). Winter (blue): Alpine Winter (§6.2.3, §10.4). */
export type Season = 'summer' | 'winter' | 'normal';

/** Events printed in Calendar boxes (§5.3): Marne §5.3.3, Trenches §5.3.4, Zeppelins §5.3.5, Gallipoli? §5.3.1, Convoy Success §5.3.2. */
export type CalendarEventId = 'miracle-of-the-marne' | 'trenches' | 'zeppelins' | 'gallipoli' | 'convoy-success';

export interface TurnDef {
  readonly turn: number;
  readonly label: string;
  readonly months: string;
  readonly year: number;
  readonly season: Season;
  readonly events: readonly CalendarEventId[];
  /** Roll this or less to move the Air Superiority marker right (§9.3). */
  readonly airThreshold: number;
}

const MONTHS: Readonly<Record<string, string>> = {
  JF: 'January-February',
  MA: 'March-April',
  MJ: 'May-June',
  JA: 'July-August',
  SO: 'September-October',
  ND: 'November-December',
};

function turn(
  n: number,
  code: string,
  year: number,
  season: Season,
  airThreshold: number,
  events: readonly CalendarEventId[] = [],
): TurnDef {
  const months = code === 'Aug' ? 'August' : (MONTHS[code] ?? code);
  return { turn: n, label: `${code} ${year}`, months, year, season, events, airThreshold };
}

// Seasons: Summer = Aug 1914 and every MJ/JA; Winter = every JF plus ND 1916 (§6.2.3, §12.1: 18 non-summer turns).
// Air thresholds: JF 1, MA 2, MJ 3, JA 4, SO 5, ND 6, Aug 1914 4 — except Turn 17 = 4 (R6, §9.3 example).
// Event turns: Marne T2 (§5.3.3), Trenches T3 (§5.3.4), Zeppelins T4, Gallipoli? T5/10/15/20/25, Convoy T23 (reconstructed).
/** Index 0 = Turn 1 … index 26 = Turn 27. */
export const CALENDAR: readonly TurnDef[] = [
  turn(1, 'Aug', 1914, 'summer', 4), // Turn Chit #1 pre-placed (§4.0)
  turn(2, 'SO', 1914, 'normal', 5, ['miracle-of-the-marne']), // resolved at end of turn (§14.3)
  turn(3, 'ND', 1914, 'normal', 6, ['trenches']),
  turn(4, 'JF', 1915, 'winter', 1, ['zeppelins']),
  turn(5, 'MA', 1915, 'normal', 2, ['gallipoli']),
  turn(6, 'MJ', 1915, 'summer', 3),
  turn(7, 'JA', 1915, 'summer', 4),
  turn(8, 'SO', 1915, 'normal', 5),
  turn(9, 'ND', 1915, 'normal', 6),
  turn(10, 'JF', 1916, 'winter', 1, ['gallipoli']),
  turn(11, 'MA', 1916, 'normal', 2),
  turn(12, 'MJ', 1916, 'summer', 3),
  turn(13, 'JA', 1916, 'summer', 4),
  turn(14, 'SO', 1916, 'normal', 5),
  turn(15, 'ND', 1916, 'winter', 6, ['gallipoli']), // the cold winter of 1916 (§6.2.3)
  turn(16, 'JF', 1917, 'winter', 1),
  turn(17, 'MA', 1917, 'normal', 4), // R6: the §9.3 example needs "4 or less" (the pattern would give 2)
  turn(18, 'MJ', 1917, 'summer', 3),
  turn(19, 'JA', 1917, 'summer', 4),
  turn(20, 'SO', 1917, 'normal', 5, ['gallipoli']),
  turn(21, 'ND', 1917, 'normal', 6),
  turn(22, 'JF', 1918, 'winter', 1),
  turn(23, 'MA', 1918, 'normal', 2, ['convoy-success']),
  turn(24, 'MJ', 1918, 'summer', 3),
  turn(25, 'JA', 1918, 'summer', 4, ['gallipoli']),
  turn(26, 'SO', 1918, 'normal', 5),
  turn(27, 'ND', 1918, 'normal', 6), // Armistice Day follows (§15.3)
];

/** The game ends after Turn 27 (§14.5); "turns ahead" past it means never (R5). */
export const LAST_TURN = 27;

/** The Calendar entry of a turn (1–27). */
export function turnDef(turnNumber: number): TurnDef {
  const def = CALENDAR[turnNumber - 1];
  if (def === undefined || !Number.isInteger(turnNumber)) throw new RangeError(`no Calendar turn ${turnNumber}`);
  return def;
}
