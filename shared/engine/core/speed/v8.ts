// The engine's V8-specific habits, in one place with the measurement behind each (issue 15; the figures and what
// was tried: docs/perf/engine-diary.md). None changes a rule or a result; each keeps a rollout's hot path free of
// garbage or of slow reads. Habits that need no helper, followed where the engine is hot:
// - Indexed loops, not for…of, over lists rebuilt at every decision: their iterators were a large part of a
//   rollout's garbage.
// - Locations by number (location-index.ts locationNumber) where a rule holds them: an array read, no Map lookup.
// - Shared lists and actions are read only by contract and never frozen: V8 reads a frozen array's elements
//   ~15× slower, and a frozen object has a map of its own that makes every caller's reads polymorphic.
import type { TileId } from '../../../data/ids.js';
import type { Location } from '../../../data/locations.js';

/** The shared empty list: read only, never frozen (above). Every "nothing" of a hot list is this one. */
export const NOTHING: readonly never[] = [];

/**
 * Appends every item of `list` to `out`. Why not `out.push(...list)` or `concat`: a spread push allocates its
 * arguments, and `concat(...lists)` took ~7× as long (a micro-benchmark: ~1.3 µs against ~0.2 µs for 16 actions).
 */
export function pushAll<T>(out: { push(item: T): number }, list: readonly T[]): void {
  for (let i = 0; i < list.length; i++) out.push(list[i]);
}

/**
 * A copy of a tile → location record in V8's dictionary mode. Why: rules read `st.loc[tile]` with ever-changing
 * keys, and on a 176-property object in fast mode each such read costs 2–3× a hash lookup. Copying a template
 * whose first key is a sentinel and deleting that key turns the copy into a dictionary; the key order (and so
 * the JSON) is that of `locations`. (A copy of a state keeps a plain fast-mode copy, core/board.ts copyState:
 * a dictionary-mode copy there cost 2.5× the whole copy and gained nothing measurable.)
 */
export function dictionaryCopy(locations: Readonly<Record<TileId, Location>>): Record<TileId, Location> {
  if (dictionaryTemplate?.from !== locations) dictionaryTemplate = { from: locations, template: { [DICTIONARY_SENTINEL]: '', ...locations } };
  const copy = { ...dictionaryTemplate.template };
  delete copy[DICTIONARY_SENTINEL];
  return copy as Record<TileId, Location>; // the sentinel, the one key that is no tile, is gone
}
const DICTIONARY_SENTINEL = '\u0000dictionary';
let dictionaryTemplate: { readonly from: Readonly<Record<TileId, Location>>; readonly template: Readonly<Record<string, Location | ''>> } | null = null;
