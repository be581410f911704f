// The shared texture of the opening board's tile faces (renderer/board/face-atlas.ts, issue #14) gives each
// face its own slot: inside the rows' width, in order, never overlapping and never touching (the gap keeps a
// face's smoothed edge from picking up its neighbour's pixels), the height covering every slot.
import { describe, expect, it } from 'vitest';
import { packSlots } from '../../renderer/board/slot-packing.js';
import { faceSize } from '../../renderer/board/tile-face.js';
import { openingTiles } from '../../renderer/board/prewarm.js';

describe('packSlots', () => {
  it('packs the opening board\'s faces apart, inside the width, in rows', () => {
    const sizes = openingTiles().map(([, mode]) => faceSize(mode));
    expect(sizes.length).toBeGreaterThan(50);
    const { slots, height } = packSlots(sizes, 1024, 2);
    expect(slots.length).toBe(sizes.length);
    slots.forEach((s, i) => {
      expect([s.w, s.h]).toEqual([sizes[i].w, sizes[i].h]);
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x + s.w).toBeLessThanOrEqual(1024);
      expect(s.y + s.h).toBeLessThanOrEqual(height);
    });
    for (let i = 0; i < slots.length; i++) for (let j = i + 1; j < slots.length; j++) {
      const [a, b] = [slots[i], slots[j]];
      const apart = a.x + a.w + 2 <= b.x || b.x + b.w + 2 <= a.x || a.y + a.h + 2 <= b.y || b.y + b.h + 2 <= a.y;
      expect(apart, `slots ${i} and ${j}`).toBe(true);
    }
    // More than one row.
    expect(new Set(slots.map((s) => s.y)).size).toBeGreaterThan(1);
  });

  it('starts a new row when the next slot would cross the width, and refuses a slot wider than a row', () => {
    const { slots, height } = packSlots([{ w: 6, h: 3 }, { w: 6, h: 5 }, { w: 2, h: 1 }], 10, 1);
    expect(slots).toEqual([{ x: 0, y: 0, w: 6, h: 3 }, { x: 0, y: 4, w: 6, h: 5 }, { x: 7, y: 4, w: 2, h: 1 }]);
    expect(height).toBe(9);
    expect(() => packSlots([{ w: 11, h: 1 }], 10, 1)).toThrow();
  });
});
