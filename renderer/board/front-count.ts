// How full a front is, as the player needs to see it without counting tiles (issue #14): EP armies in a
// Country box out of the printed five (§6.3, §15.2), in a Near East theatre out of the printed four (R33).
// Forts, Trenches and the other markers are not armies and do not count (§6.3).
import { COUNTRIES, MAX_ARMIES_PER_COUNTRY, MAX_ARMIES_PER_THEATER, THEATERS } from '../../shared/data/board.js';
import { isMarker } from './box-packing.js';

export interface FrontCount {
  readonly armies: number;
  readonly limit: number;
  /** At the limit: the next army ordered in brings Over the Top and a Defeat check (§6.3, §15.2), or in a
   *  theatre the Turkish surrender (R33). */
  readonly danger: boolean;
  /** What the box shows, e.g. "5/5". */
  readonly text: string;
}

const LIMITS: ReadonlyMap<string, number> = new Map<string, number>([
  ...COUNTRIES.map((c) => [c.id, MAX_ARMIES_PER_COUNTRY] as const),
  ...THEATERS.map((t) => [t.id, MAX_ARMIES_PER_THEATER] as const),
]);

/** True for the boxes that show a count: the Country boxes and the Near East theatres. */
export function isFront(box: string): boolean {
  return LIMITS.has(box);
}

/** The count of a front box holding `ids`, or null for any other box. */
export function frontCount(box: string, ids: readonly string[]): FrontCount | null {
  const limit = LIMITS.get(box);
  if (limit === undefined) return null;
  const armies = ids.filter((id) => !isMarker(id)).length;
  return { armies, limit, danger: armies >= limit, text: `${armies}/${limit}` };
}
