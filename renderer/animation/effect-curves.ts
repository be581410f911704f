// The shapes over time of the board marks (splash rings, crisis pulse, surrender stamp), t in 0…1.
// Pure, so tests can pin where each ends; board-marks.ts and stamp.ts draw them.

const clamp01 = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t);
const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);

/** Splash: rings start one after another and spread while they fade. */
export const SPLASH_RINGS = 3;
const RING_GAP = 0.18;

/** Ring k at time t: its radius and opacity (opacity 0 before it starts and once it has spread). */
export function splashRing(k: number, t: number): { radius: number; alpha: number } {
  const life = 1 - RING_GAP * (SPLASH_RINGS - 1);
  const u = (t - k * RING_GAP) / life;
  if (u <= 0 || u >= 1) return { radius: 0, alpha: 0 };
  return { radius: 6 + 44 * easeOut(u), alpha: 0.9 * (1 - u) };
}

/** Crisis pulse: three throbs of the alarm colour over the box, gone at the end. */
export function pulseAlpha(t: number): number {
  const u = clamp01(t);
  return u >= 1 ? 0 : 0.15 + 0.35 * Math.abs(Math.sin(u * Math.PI * 3));
}

/** Share of the stamp step spent falling; the rest is the landing's shake. */
export const STAMP_LANDS_AT = 0.55;
/** How large the stamp starts, above the board. */
export const STAMP_START_SCALE = 3;

/** The stamp: falls from large and clear to full size and opacity, then shakes a little and lies still. */
export function stampPose(t: number): { scale: number; alpha: number; dx: number } {
  const u = clamp01(t);
  if (u < STAMP_LANDS_AT) {
    const f = u / STAMP_LANDS_AT;
    // Accelerating fall (ease-in): it hits the board, it does not float onto it.
    return { scale: STAMP_START_SCALE + (1 - STAMP_START_SCALE) * f * f, alpha: f, dx: 0 };
  }
  if (u >= 1) return { scale: 1, alpha: 1, dx: 0 };
  const v = (u - STAMP_LANDS_AT) / (1 - STAMP_LANDS_AT);
  return { scale: 1, alpha: 1, dx: Math.sin(v * Math.PI * 6) * 5 * (1 - v) };
}
