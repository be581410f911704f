// The components' printed names as a sentence uses them: a tile with its article, the place it stands in,
// a sea area by its water and number. Pure data look-ups (shared/data): never an id on the screen.
import type { SeaAreaId } from '../data/ids.js';
import { SEA_AREAS } from '../data/board.js';
import { TILE_BY_ID } from '../data/tiles.js';
import { placeName } from '../data/names.js';
import { parseLocation } from '../data/locations.js';

/** Tiles whose name is a proper name or a place: no article before it ("Dunsterforce", "Berlin", "Krupp"). */
const NO_ARTICLE_KINDS: ReadonlySet<string> = new Set(['city', 'krupp', 'kaisertreu', 'kemal', 'hinden-luden', 'turn-chit', 'lira-chit']);
const NO_ARTICLE_IDS: ReadonlySet<string> = new Set(['dunsterforce']);

/**
 * A tile's name for a sentence. The two Trenches and the two Border Forts are told apart by their Country
 * (the sentence says where), so they read as the printed "Trenches" and "Border Forts".
 */
export function tileName(id: string): string {
  const t = TILE_BY_ID[id];
  if (t === undefined) return 'a tile';
  if (t.kind === 'trenches') return 'Trenches';
  if (t.kind === 'border-forts') return 'Border Forts';
  return t.name;
}

/** "the French 5th Army", "the Trenches", "Blockade Runner 2", "Berlin". */
export function theTile(id: string): string {
  const t = TILE_BY_ID[id];
  const name = tileName(id);
  if (t === undefined) return name;
  const bare = NO_ARTICLE_KINDS.has(t.kind) || NO_ARTICLE_IDS.has(id) || /\d$/.test(name);
  return bare ? name : `the ${name}`;
}

/** The water of a sea area without its bearings: "the Adriatic (2a)", "the North Sea (4)" (§9.1.1). */
export function seaAreaName(area: SeaAreaId): string {
  const def = SEA_AREAS.find((s) => s.id === area);
  const water = (def?.region ?? 'sea').split(',')[0];
  return `the ${water} (${area})`;
}

/** The place a tile stands in, as a sentence's object: "France", "France Reserves", "the North Sea (4)". */
export function placeWords(loc: string): string {
  const p = parseLocation(loc);
  if (p?.kind === 'sea') return seaAreaName(p.area);
  return placeName(loc);
}

/** "in France", "in the North Sea (4)", "not yet built" (the Counter Tray), "out of the game". */
export function whereWords(loc: string | undefined): string {
  if (loc === undefined) return '';
  if (loc === 'counter-tray') return 'not yet built';
  if (loc === 'discarded') return 'out of the game';
  return `in ${placeWords(loc)}`;
}

/** A tile and where it stands: "the Trenches in France". */
export function tileAt(id: string, loc: string | undefined): string {
  const where = whereWords(loc);
  return where === '' ? theTile(id) : `${theTile(id)} ${where}`;
}
