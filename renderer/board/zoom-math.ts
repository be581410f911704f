// The arithmetic of zoom and pan, kept pure so it can be tested: where a board point lands on the stage,
// how far the view may go, whether a press was a tap or a drag, and what density to bake textures at.
import type { Point, Rect } from './layout.js';

/** The board's view: board point p shows at stage point (x + p.x·scale, y + p.y·scale). */
export interface ViewTransform {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** The window onto the board (the board area of the stage) and the board's own size, in logical units. */
export interface ViewFrame {
  readonly screenW: number;
  readonly screenH: number;
  readonly worldW: number;
  readonly worldH: number;
}

/** Zoom 1 shows the whole board; more than 4× makes tiles larger than the window's useful part. */
export const ZOOM = { min: 1, max: 4, keyStep: 1.25 } as const;

/** A press that moves farther than this (logical pixels) is a pan, not a tap on what lies under it. */
export const TAP_SLOP = 6;

/** The renderer's resolution multiplied by the zoom never bakes past this (memory: the map at 4 is ~90 MB). */
export const BAKE_CAP = 4;

/** Zoom levels textures are baked for: a few steps, so a wheel turn does not re-bake at every notch. */
const BAKE_STEPS = [1, 1.5, 2, 3, 4] as const;

export function boardToStage(p: Point, t: ViewTransform): Point {
  return { x: t.x + p.x * t.scale, y: t.y + p.y * t.scale };
}

export function stageToBoard(p: Point, t: ViewTransform): Point {
  return { x: (p.x - t.x) / t.scale, y: (p.y - t.y) / t.scale };
}

/** True once a press has moved beyond the tap slop: its release must not count as a click. */
export function isDrag(from: Point, to: Point, slop = TAP_SLOP): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) > slop;
}

/**
 * Keeps the scale within the zoom limits and the board covering the whole window where it is larger; where
 * it is smaller, it is centred both ways (pixi-viewport's clamp underflow 'center'), so the spare room of a
 * window shaped unlike the board lies evenly round it, not all on one side (issue #14).
 */
export function clampView(t: ViewTransform, f: ViewFrame): ViewTransform {
  const scale = Math.min(ZOOM.max, Math.max(ZOOM.min, t.scale));
  const clampAxis = (pos: number, screen: number, world: number, underflow: number): number => {
    const shown = world * scale;
    if (shown <= screen) return underflow * (screen - shown);
    return Math.min(0, Math.max(screen - shown, pos));
  };
  return { scale, x: clampAxis(t.x, f.screenW, f.worldW, 0.5), y: clampAxis(t.y, f.screenH, f.worldH, 0.5) };
}

/**
 * Pans (never zooms) so that a board rectangle shows: unchanged when it is wholly in view already, else its
 * middle is brought to the middle of the view, then clamped. A stack spread out from the keyboard while
 * zoomed in may lie outside the view (issue #14).
 */
export function panToShow(t: ViewTransform, r: Rect, f: ViewFrame): ViewTransform {
  const left = r.x * t.scale + t.x;
  const top = r.y * t.scale + t.y;
  const inView = left >= 0 && top >= 0 && left + r.w * t.scale <= f.screenW && top + r.h * t.scale <= f.screenH;
  if (inView) return t;
  const mid = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  return clampView({ scale: t.scale, x: f.screenW / 2 - mid.x * t.scale, y: f.screenH / 2 - mid.y * t.scale }, f);
}

/** Zooms by `factor` keeping the board point under stage point `at` where it is, then clamps. */
export function zoomAt(t: ViewTransform, factor: number, at: Point, f: ViewFrame): ViewTransform {
  const board = stageToBoard(at, t);
  const scale = Math.min(ZOOM.max, Math.max(ZOOM.min, t.scale * factor));
  return clampView({ scale, x: at.x - board.x * scale, y: at.y - board.y * scale }, f);
}

/**
 * The density to bake board textures at: the renderer's, times the zoom rounded up to a bake step (never
 * less than the pixels shown, so a zoomed face is never scaled up), capped; exactly the renderer's at zoom 1.
 */
export function bakeResolution(rendererResolution: number, zoom: number): number {
  // 2% over a step is no visible softening, and spares a bake at the next step (the wheel's 2× is 2.0015).
  const step = BAKE_STEPS.find((s) => s >= zoom - 0.02) ?? BAKE_STEPS[BAKE_STEPS.length - 1];
  return Math.max(rendererResolution, Math.min(BAKE_CAP, rendererResolution * step));
}
