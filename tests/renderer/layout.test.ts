import { describe, expect, it } from 'vitest';
import { BOARD, LAYOUT, LAYOUT_BY_ID, TILE_SIZE, engineLocationIds, slotPositions } from '../../renderer/board/layout.js';
import { SETUP } from '../../shared/data/setup.js';
import { isLocation, parseLocation } from '../../shared/data/locations.js';

function overlap(a: { x: number; y: number; w: number; h: number }, b: typeof a): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

describe('board layout', () => {
  it('has a box for every location the engine uses, including every setup location', () => {
    for (const id of engineLocationIds()) expect(LAYOUT_BY_ID[id], id).toBeDefined();
    for (const loc of new Set(Object.values(SETUP))) expect(LAYOUT_BY_ID[loc], loc).toBeDefined();
  });

  it('draws only locations of the engine: every box id parses (shared/data/locations.ts)', () => {
    for (const b of LAYOUT) {
      expect(isLocation(b.id), b.id).toBe(true);
      expect(parseLocation(b.id), b.id).not.toBeNull();
    }
    expect(LAYOUT).toHaveLength(engineLocationIds().length);
  });

  it('keeps boxes on the board and apart from each other', () => {
    for (const b of LAYOUT) {
      expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= BOARD.width && b.y + b.h <= BOARD.height, b.id).toBe(true);
    }
    for (let i = 0; i < LAYOUT.length; i++) for (let j = i + 1; j < LAYOUT.length; j++) {
      expect(overlap(LAYOUT[i], LAYOUT[j]), `${LAYOUT[i].id} / ${LAYOUT[j].id}`).toBe(false);
    }
  });

  it('places tiles inside their box, fanning them when there are too many', () => {
    const box = LAYOUT_BY_ID['belgium'];
    for (const n of [1, 5, 10, 14]) {
      const slots = slotPositions(box, 'full', n);
      expect(slots).toHaveLength(n);
      for (const s of slots) {
        expect(s.x).toBeGreaterThanOrEqual(box.x);
        expect(s.x + TILE_SIZE.full.w).toBeLessThanOrEqual(box.x + box.w + 0.01);
        expect(s.y + TILE_SIZE.full.h).toBeLessThanOrEqual(box.y + box.h + 0.01);
      }
    }
  });
});
