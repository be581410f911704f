// A board box in words, for the screen reader's Board list (issue #33): what a sighted player reads off the
// box, never more. Its printed name; a front's count of armies out of its printed limit (§6.3, R33); each
// army by its printed name and strength with its skull (§2.4, §10.5); then the markers (Forts, Trenches, …);
// a cup or the tray only counted, as the board shows it (its tiles are hidden, §4.0). Never an id.
import type { BoardView } from '../../shared/engine/index.js';
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { SEA_AREAS } from '../../shared/data/board.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { parseLocation } from '../../shared/data/locations.js';
import { tileName } from '../../shared/labels/index.js';
import { actionsByRef } from './action-labels.js';
import { LAYOUT, LAYOUT_BY_ID } from '../board/layout.js';
import { frontCount } from '../board/front-count.js';
import { isMarker } from '../board/box-packing.js';
import { placeName } from './tooltip-text.js';

/** A box's name as said: "Belgium", "Sea area 4, North Sea", "Calendar, Turn 3". */
export function boxName(box: string): string {
  const p = parseLocation(box);
  if (p?.kind === 'sea') {
    const water = (SEA_AREAS.find((s) => s.id === p.area)?.region ?? '').split(',')[0].trim();
    return water === '' ? placeName(box) : `${placeName(box)}, ${water}`;
  }
  return placeName(box);
}

/** §2.4: the strength that counts now — Serbian and AAO armies take their second once Turkey has surrendered. */
function strengthNow(id: string, v: Pick<BoardView, 'status'>): number | undefined {
  const a = ARMY_BY_ID[id];
  if (a === undefined) return TILE_BY_ID[id]?.strength;
  if (typeof a.strength === 'number') return a.strength;
  return v.status.turkey === 'surrendered' ? a.strength[1] : a.strength[0];
}

/** One tile as said: "British Expeditionary Force 5 skull", "Border Forts 3", "Turn Chit #4". */
export function tileWords(id: string, v: Pick<BoardView, 'status'>): string {
  const strength = strengthNow(id, v);
  const skull = ARMY_BY_ID[id]?.skull === true ? ' skull' : '';
  return `${tileName(id)}${strength === undefined ? '' : ` ${strength}`}${skull}`;
}

/** "Belgium, 3 of 5: Belgian Army 3, British Expeditionary Force 5 skull, British 1st Army 4; Border Forts 3". */
export function boxWords(box: string, v: Pick<BoardView, 'boxes' | 'status'>): string {
  const ids = v.boxes[box] ?? [];
  const name = boxName(box);
  const count = `${ids.length} tile${ids.length === 1 ? '' : 's'}`;
  if (LAYOUT_BY_ID[box]?.style === 'counter') return `${name}: ${count}`; // face down: counted, never looked into
  const front = frontCount(box, ids);
  const head = front === null ? name : `${name}, ${front.armies} of ${front.limit}`;
  if (ids.length === 0) return `${head}: empty`;
  const armies = ids.filter((id) => !isMarker(id)).map((id) => tileWords(id, v)).join(', ');
  const markers = ids.filter(isMarker).map((id) => tileWords(id, v)).join(', ');
  return `${head}: ${[armies, markers].filter((s) => s !== '').join('; ')}`;
}

/** The pending decision's actions by the box they concern (a box named, or the box of a tile named), in the
 *  prompt's order: the moves a player can make from that box. */
export function movesByBox(v: Pick<BoardView, 'boxes' | 'prompt'>): Map<string, number[]> {
  const where = new Map<string, string>();
  for (const [loc, ids] of Object.entries(v.boxes)) for (const id of ids) where.set(id, loc);
  const out = new Map<string, number[]>();
  for (const t of actionsByRef(v.prompt?.actions ?? []).values()) {
    const box = t.ref.kind === 'box' ? t.ref.id : where.get(t.ref.id);
    if (box === undefined) continue;
    out.set(box, [...(out.get(box) ?? []), ...t.indexes]);
  }
  for (const [box, indexes] of out) out.set(box, [...new Set(indexes)].sort((a, b) => a - b));
  return out;
}

/** The boxes a walk lists, in the board's reading order (its layout: the Calendar, the fronts west to east,
 *  the Near East, the tracks, the seas): every box with a frame, a track's box only when something is in it or
 *  a move concerns it (27 empty Calendar boxes are not worth hearing). */
export function walkedBoxes(v: Pick<BoardView, 'boxes'>, moves: ReadonlyMap<string, readonly number[]>): string[] {
  return LAYOUT.filter((b) => b.style !== 'track' || (v.boxes[b.id]?.length ?? 0) > 0 || moves.has(b.id)).map((b) => b.id);
}
