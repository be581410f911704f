// Reduced motion: the Settings screen's choice, or the computer's "reduce motion" preference
// (prefers-reduced-motion) when it says "system". Reduced, every animation jumps to its end
// (the animation queue's speed 0); the board then shows the result at once.
import type { PlayerSettings, ReducedMotion } from '../../shared/ipc.js';

/** The Settings screen's words for each value. */
export const REDUCED_MOTION_WORDS: Readonly<Record<ReducedMotion, string>> = {
  system: 'As the computer is set',
  on: 'On: animations jump to their end',
  off: 'Off: animations play',
};

/** Whether animations jump to their end. */
export function motionReduced(setting: ReducedMotion, systemReduces: boolean): boolean {
  return setting === 'on' || (setting === 'system' && systemReduces);
}

/** The animation queue's speed: 0 (jump to the end) when motion is reduced, else the chosen speed. */
export function animationSpeedFor(s: Pick<PlayerSettings, 'animationSpeed' | 'reducedMotion'>, systemReduces: boolean): number {
  return motionReduced(s.reducedMotion, systemReduces) ? 0 : s.animationSpeed;
}
