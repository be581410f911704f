// Where each tile of a box goes and at what size (issue #14: a crowded front must stay readable). Tiles
// are laid in rows across the box's whole area, armies first at the box's own size and the other tiles
// (Forts, Trenches, the Mutiny, France in Danger, …) as small badges after them; only when that does not
// fit does everything shrink to small tiles, and only when even that does not fit do tiles overlap.
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { LABEL_H, TILE_SIZE, slotPositions, type Point, type Rect, type TileMode } from './layout.js';

export interface PlacedTile extends Point {
  readonly id: string;
  readonly mode: TileMode;
}

/** Space between the box's frame and its tiles, and between tiles (as the fanned layout uses: chips sit closer). */
const PAD = 4;
const gapOf = (mode: TileMode): number => (mode === 'chip' ? 1 : 3);

/** The part of a box tiles may use: below its title line, inside its frame. */
export function tileArea(b: Rect): Rect {
  return { x: b.x + PAD, y: b.y + LABEL_H, w: b.w - 2 * PAD, h: b.h - LABEL_H - PAD };
}

/** A tile shown as a badge beside the armies: anything that is not an army (a marker of the box). */
export function isMarker(id: string): boolean {
  return ARMY_BY_ID[id] === undefined;
}

/** Rows, left to right then top to bottom; null when the tiles do not all fit without overlapping. */
function shelves(area: Rect, items: readonly { id: string; mode: TileMode }[]): PlacedTile[] | null {
  const out: PlacedTile[] = [];
  let x = 0;
  let rowTop = 0;
  let rowH = 0;
  for (const it of items) {
    const size = TILE_SIZE[it.mode];
    if (size.w > area.w) return null;
    if (x > 0 && x + size.w > area.w) {
      rowTop += rowH + gapOf(it.mode);
      x = 0;
      rowH = 0;
    }
    rowH = Math.max(rowH, size.h);
    if (rowTop + rowH > area.h) return null;
    out.push({ id: it.id, mode: it.mode, x: area.x + x, y: area.y + rowTop });
    x += size.w + gapOf(it.mode);
  }
  return out;
}

/** The sizes to try, largest first: the box's own, then markers small, then everything small. */
function plans(mode: TileMode): readonly { army: TileMode; marker: TileMode }[] {
  if (mode !== 'full') return [{ army: mode, marker: mode }];
  return [{ army: 'full', marker: 'small' }, { army: 'small', marker: 'small' }];
}

/**
 * Places `ids` (the box's tiles in the view's order) inside box `b` drawn at `mode`: every tile whole and
 * apart from the others when they can be, else fanned (overlapping) at the smallest size tried.
 */
export function packBox(b: Rect, mode: TileMode, ids: readonly string[]): PlacedTile[] {
  if (ids.length === 0) return [];
  const ordered = [...ids.filter((id) => !isMarker(id)), ...ids.filter(isMarker)];
  const area = tileArea(b);
  const tried = plans(mode);
  for (const plan of tried) {
    const placed = shelves(area, ordered.map((id) => ({ id, mode: isMarker(id) ? plan.marker : plan.army })));
    if (placed) return sortLike(ids, placed);
  }
  const last = tried[tried.length - 1].army;
  const slots = slotPositions(b, last, ordered.length);
  return sortLike(ids, ordered.map((id, i) => ({ id, mode: last, ...slots[i] })));
}

/** The placements in the order of `ids` (callers index them as the view lists the box). */
function sortLike(ids: readonly string[], placed: readonly PlacedTile[]): PlacedTile[] {
  const at = new Map(placed.map((p) => [p.id, p]));
  return ids.map((id) => at.get(id) as PlacedTile);
}
