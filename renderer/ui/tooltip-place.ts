// Where a hover text goes (issue 14): beside the pointer, but never over what the player must read or click —
// the payment chooser, the dice and the banner — nor under what the page lays over the board (the floating guide
// card, issue #33). Pure: the rectangles are in the stage's units.

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Gap between the pointer and the text. */
const GAP = 16;
/** Margin kept from the stage's edges. */
const EDGE = 4;

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function clampTo(stage: { w: number; h: number }, x: number, y: number, w: number, h: number): Rect {
  return { x: Math.max(EDGE, Math.min(x, stage.w - w - EDGE)), y: Math.max(EDGE, Math.min(y, stage.h - h - EDGE)), w, h };
}

/**
 * The corner for a `w`×`h` text near the pointer `at`: below-right first, then the other three corners, then
 * beside each rectangle to avoid; null when every place would cover one (the text is then not shown).
 */
export function placeTooltip(at: { x: number; y: number }, w: number, h: number, stage: { w: number; h: number }, avoid: readonly Rect[]): Rect | null {
  const candidates: Rect[] = [
    clampTo(stage, at.x + GAP, at.y + GAP, w, h),
    clampTo(stage, at.x + GAP, at.y - GAP - h, w, h),
    clampTo(stage, at.x - GAP - w, at.y + GAP, w, h),
    clampTo(stage, at.x - GAP - w, at.y - GAP - h, w, h),
  ];
  for (const r of avoid) {
    candidates.push(
      clampTo(stage, r.x + r.w + GAP, at.y, w, h),
      clampTo(stage, r.x - GAP - w, at.y, w, h),
      clampTo(stage, at.x, r.y - GAP - h, w, h),
      clampTo(stage, at.x, r.y + r.h + GAP, w, h),
    );
  }
  return candidates.find((c) => !avoid.some((r) => intersects(c, r))) ?? null;
}

function contains(r: Rect, p: { x: number; y: number }): boolean {
  return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

/**
 * A hover text's place, or null when none is shown. `overlays` are drawn on the board (chooser, dice, banner):
 * the text goes clear of them. `covers` are the page's own things over the board (the floating guide card,
 * issue #33): the board draws under them, so the text goes beside them too, and a pointer resting on one shows
 * none at all — the board still reports the box under it, which the player cannot see there.
 */
export function placeHoverText(at: { x: number; y: number }, w: number, h: number, stage: { w: number; h: number }, overlays: readonly Rect[], covers: readonly Rect[]): Rect | null {
  if (covers.some((c) => contains(c, at))) return null;
  return placeTooltip(at, w, h, stage, [...overlays, ...covers]);
}
