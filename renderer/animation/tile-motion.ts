// Where a moving tile is at time t (0…1) of its step: the lift-arc flight, the sailing course and the
// chit drawn out of its cup. Pure maths, so tests can pin the ends; the player applies the poses.
import { easeInOut } from './animation-queue.js';
import type { Point } from '../board/layout.js';

/**
 * A tile's pose. x, y are the top-left corner of the tile as the layout means it (unturned, unscaled);
 * scale and rotation turn around the tile's centre, so a flipped or rolling tile stays where it is.
 */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly scaleX: number;
  readonly scaleY: number;
  readonly rotation: number;
  /** Show the tile's back instead of its face (a chit before it is turned over). */
  readonly back: boolean;
}

/** The pose every tile must be left in: its layout point, upright, full size, face up. */
export function restingPose(p: Point): Pose {
  return { x: p.x, y: p.y, scaleX: 1, scaleY: 1, rotation: 0, back: false };
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const clamp01 = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t);

/** The container position for a pose: Pixi turns around the top-left corner, we want the centre fixed. */
export function positionFor(pose: Pose, size: { w: number; h: number }): Point {
  const hx = (size.w / 2) * pose.scaleX;
  const hy = (size.h / 2) * pose.scaleY;
  const cos = Math.cos(pose.rotation);
  const sin = Math.sin(pose.rotation);
  return { x: pose.x + size.w / 2 - (hx * cos - hy * sin), y: pose.y + size.h / 2 - (hx * sin + hy * cos) };
}

/** An ordinary move: eased along the straight line, lifted in an arc over the boxes between. */
export function flyPose(from: Point, to: Point, t: number): Pose {
  if (t >= 1) return restingPose(to);
  const u = clamp01(t);
  const e = easeInOut(u);
  return restingPose({ x: lerp(from.x, to.x, e), y: lerp(from.y, to.y, e) - Math.sin(Math.PI * u) * 30 });
}

/** How far the sailing course bows out to one side of the straight line (a ship does not fly straight). */
export function sailBend(from: Point, to: Point): number {
  return Math.min(70, Math.hypot(to.x - from.x, to.y - from.y) * 0.22);
}

/**
 * A ship at sea: a gentle curve (a quadratic Bézier bowed to the left of the course), a slow bob up and
 * down and a roll from side to side that dies out as it comes into its box.
 */
export function sailPose(from: Point, to: Point, t: number): Pose {
  if (t >= 1) return restingPose(to);
  const u = clamp01(t);
  const e = easeInOut(u);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const bend = sailBend(from, to);
  // Control point: the midpoint pushed sideways (the normal to the course).
  const cx = (from.x + to.x) / 2 + (dy / len) * bend;
  const cy = (from.y + to.y) / 2 - (dx / len) * bend;
  const a = (1 - e) * (1 - e);
  const b = 2 * (1 - e) * e;
  const c = e * e;
  const swell = Math.sin(Math.PI * u); // 0 at both ends: the ship leaves and arrives upright
  return {
    x: a * from.x + b * cx + c * to.x,
    y: a * from.y + b * cy + c * to.y - Math.sin(u * Math.PI * 6) * 3 * swell,
    scaleX: 1,
    scaleY: 1,
    rotation: Math.sin(u * Math.PI * 5) * 0.14 * swell,
    back: false,
  };
}

/** Phases of a chit draw, as shares of the step: rise out of the cup, turn over, fly, settle. */
export const CHIT_PHASES = { rise: 0.28, flip: 0.5, fly: 0.86 } as const;
/** How large the chit is while it is shown to the player above the cup. */
export const CHIT_SHOW_SCALE = 2.4;

/** The flip: scale.x runs 1 → 0 (edge on, the back still showing) → 1 (the face). u in 0…1. */
export function flipScaleX(u: number): { scaleX: number; back: boolean } {
  const v = clamp01(u);
  return { scaleX: Math.abs(Math.cos(Math.PI * v)), back: v < 0.5 };
}

/** A small bounce on landing: a lift that halves with each hop and is exactly 0 at u = 1. */
export function bounceLift(u: number, height = 9): number {
  const v = clamp01(u);
  return v >= 1 ? 0 : Math.abs(Math.sin(v * Math.PI * 2)) * height * (1 - v) * (1 - v);
}

/**
 * A chit drawn from a cup: it rises out of the cup face down and grows, turns over (showing its back
 * first), flies to its box shrinking to its size there, and settles with a small bounce.
 * `cup` is the top-left corner the chit would have sitting in the middle of the cup.
 */
export function chitDrawPose(cup: Point, to: Point, t: number): Pose {
  if (t >= 1) return restingPose(to);
  const u = clamp01(t);
  const { rise, flip, fly } = CHIT_PHASES;
  const top: Point = { x: cup.x, y: cup.y - 60 };
  const big = CHIT_SHOW_SCALE;
  if (u < rise) {
    const e = easeInOut(u / rise);
    const s = lerp(0.5, big, e);
    return { x: cup.x, y: lerp(cup.y, top.y, e), scaleX: s, scaleY: s, rotation: 0, back: true };
  }
  if (u < flip) {
    const f = flipScaleX((u - rise) / (flip - rise));
    return { x: top.x, y: top.y, scaleX: big * f.scaleX, scaleY: big, rotation: 0, back: f.back };
  }
  if (u < fly) {
    const e = easeInOut((u - flip) / (fly - flip));
    const s = lerp(big, 1, e);
    return { x: lerp(top.x, to.x, e), y: lerp(top.y, to.y, e), scaleX: s, scaleY: s, rotation: 0, back: false };
  }
  return { ...restingPose(to), y: to.y - bounceLift((u - fly) / (1 - fly)) };
}
