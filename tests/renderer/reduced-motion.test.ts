// Reduced motion (renderer/ui/reduced-motion.ts): the setting, or the computer's preference when it says
// "system", makes the animation queue's speed 0, so every animation jumps to its end.
import { describe, expect, it } from 'vitest';
import { animationSpeedFor, motionReduced, REDUCED_MOTION_WORDS } from '../../renderer/ui/reduced-motion.js';
import { REDUCED_MOTION_VALUES } from '../../shared/ipc.js';
import { AnimationQueue } from '../../renderer/animation/animation-queue.js';

describe('reduced motion', () => {
  it('follows the computer only when set to system', () => {
    expect(motionReduced('system', true)).toBe(true);
    expect(motionReduced('system', false)).toBe(false);
    expect(motionReduced('on', false)).toBe(true);
    expect(motionReduced('off', true)).toBe(false);
  });

  it('sets the animation speed to 0 when reduced, the chosen speed otherwise', () => {
    expect(animationSpeedFor({ animationSpeed: 2, reducedMotion: 'on' }, false)).toBe(0);
    expect(animationSpeedFor({ animationSpeed: 2, reducedMotion: 'system' }, true)).toBe(0);
    expect(animationSpeedFor({ animationSpeed: 2, reducedMotion: 'system' }, false)).toBe(2);
    expect(animationSpeedFor({ animationSpeed: 0.5, reducedMotion: 'off' }, true)).toBe(0.5);
  });

  it('makes the queue finish each animation the moment it is pushed, at its end state', () => {
    const queue = new AnimationQueue();
    queue.speed = animationSpeedFor({ animationSpeed: 1, reducedMotion: 'on' }, false);
    const seen: number[] = [];
    let finished = false;
    queue.push({ ms: 600, update: (t) => seen.push(t), finish: () => { finished = true; } });
    expect(finished).toBe(true);
    expect(queue.idle).toBe(true);
    expect(seen).toEqual([1]); // no in-between frame: straight to the end
  });

  it('has words for every value', () => {
    for (const v of REDUCED_MOTION_VALUES) expect(REDUCED_MOTION_WORDS[v].length, v).toBeGreaterThan(3);
  });
});
