// What must never reach the player's eyes: a tile id, a location id, an event id, an action type or a phase
// id, wherever one stands as a whole word (shared by the labels tests and the `kk play` test).
import { ACTION_TYPES, PHASES } from '../../shared/engine/index.js';
import { TILES } from '../../shared/data/tiles.js';
import { LOCATIONS } from '../../shared/data/locations.js';
import { SEA_AREAS } from '../../shared/data/board.js';
import { CALENDAR } from '../../shared/data/calendar.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { TAGEBLATT } from '../../shared/data/tageblatt.js';

/**
 * Ids that are also plain English words a sentence may use ("Attack the Trenches", "Done"); the sea area
 * numbers are printed on the map ("the North Sea (2b)"). Every other id is a leak wherever it stands.
 */
const ENGLISH = new Set(['attack', 'done', 'decline', 'pay', 'draw', 'accept', 'declare', 'bomb', 'suppress', 'bank', 'reroll', 'discarded', 'alliances', 'industrial', 'trenches']);
const PRINTED = new Set<string>(SEA_AREAS.map((a) => a.id));

function forbiddenIds(): string[] {
  const ids = new Set<string>([...TILES.map((t) => t.id), ...LOCATIONS, ...ACTION_TYPES, ...PHASES.map((p) => p.id)]);
  for (const e of SPECIAL_EVENTS) ids.add(e.id);
  for (const row of TAGEBLATT) for (const g of row.general) ids.add(g);
  for (const t of CALENDAR) for (const e of t.events) ids.add(e);
  return [...ids].filter((id) => !ENGLISH.has(id) && !PRINTED.has(id) && !/^\d+$/.test(id));
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const IDS = forbiddenIds().sort((a, b) => b.length - a.length);
// An id counts where it stands as a whole word: not inside a longer word, a name or another id.
const PATTERN = new RegExp(`(?<![\\w:-])(?:${IDS.map(escape).join('|')})(?![\\w:-])`);
/** Signs of a sentence built from nothing: JSON, undefined values, the labels' own fallbacks. */
const BROKEN = /undefined|NaN|\[object|null|[{}"]|\ba tile\b|\ba Country\b|an unnamed box|Choose this/;

/** The id in a line, or the sign that it is broken; null for a clean line. */
export function leakIn(line: string): string | null {
  const m = PATTERN.exec(line);
  if (m) return m[0];
  const b = BROKEN.exec(line);
  return b ? b[0] : null;
}

/** Every leak in the lines, "where: "id" in line", one per distinct line, the first `max`. */
export function leaks(where: string, lines: Iterable<string>, max = 20): string[] {
  const out: string[] = [];
  for (const line of new Set(lines)) {
    const l = leakIn(line);
    if (l !== null) out.push(`${where}: "${l}" in ${line}`);
    if (out.length >= max) break;
  }
  return out;
}
