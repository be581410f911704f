// Where the guide card goes (issue #14): inside the board's area, never on the prompt's buttons, the chooser
// or other controls, and covering as little as it can of the boxes it points at. Pure, so it is unit-tested.

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The part two rectangles share, or null when they do not meet. */
export function intersection(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

export function overlapArea(a: Rect, b: Rect): number {
  const r = intersection(a, b);
  return r ? r.w * r.h : 0;
}

const MARGIN = 10;

/** Candidate corners of `area` for a card of `w`×`h`, in order of preference (right side first: the west is busiest). */
function candidates(area: Rect, w: number, h: number): Rect[] {
  const left = area.x + MARGIN;
  const right = area.x + area.w - w - MARGIN;
  const top = area.y + MARGIN;
  const bottom = area.y + area.h - h - MARGIN;
  const middle = area.y + (area.h - h) / 2;
  const centre = area.x + (area.w - w) / 2;
  return [[right, top], [right, bottom], [right, middle], [left, bottom], [left, top], [left, middle], [centre, top], [centre, bottom]]
    .map(([x, y]) => ({ x: Math.round(x), y: Math.round(Math.max(area.y, y)), w, h }));
}

/**
 * The card's place: the first candidate that touches no `obstacle` and covers the least of `focus`. If every
 * candidate meets an obstacle (a tiny area), the one meeting the least of them.
 */
export function placeCard(area: Rect, w: number, h: number, obstacles: readonly Rect[], focus: readonly Rect[]): Rect {
  let best: Rect | null = null;
  let bestCost = Infinity;
  for (const c of candidates(area, w, h)) {
    const blocked = obstacles.reduce((s, o) => s + overlapArea(c, o), 0);
    const covered = focus.reduce((s, f) => s + overlapArea(c, f), 0);
    // Any overlap with an obstacle outweighs every overlap with the focus.
    const cost = blocked * 1e6 + covered;
    if (cost < bestCost) {
      best = c;
      bestCost = cost;
    }
  }
  return best ?? { x: area.x, y: area.y, w, h };
}

/**
 * The card's place over the board, or null when the board has no room for it clear of every obstacle (the
 * prompt's buttons, the chooser, the zoom buttons, the decision's boxes): the card then docks in the side
 * panel (issue #33), where it covers nothing.
 */
export function placeOrDock(area: Rect, w: number, h: number, obstacles: readonly Rect[], focus: readonly Rect[]): Rect | null {
  if (w + 2 * MARGIN > area.w || h + 2 * MARGIN > area.h) return null;
  const at = placeCard(area, w, h, obstacles, focus);
  return obstacles.some((o) => overlapArea(at, o) > 0) ? null : at;
}
