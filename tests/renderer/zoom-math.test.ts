// Zoom and pan arithmetic (renderer/board/zoom-math.ts): the mapping the test hook and overlays use,
// the tap-versus-drag slop, the clamp to the board, zoom about a point, and the bake density.
import { describe, expect, it } from 'vitest';
import { BAKE_CAP, TAP_SLOP, ZOOM, bakeResolution, boardToStage, clampView, isDrag, panToShow, stageToBoard, zoomAt, type ViewFrame } from '../../renderer/board/zoom-math.js';

const FRAME: ViewFrame = { screenW: 1520, screenH: 946, worldW: 1520, worldH: 946 };

describe('board ↔ stage mapping', () => {
  it('is the identity at zoom 1 with no pan (clicks by board coordinates still land)', () => {
    expect(boardToStage({ x: 300, y: 200 }, { scale: 1, x: 0, y: 0 })).toEqual({ x: 300, y: 200 });
  });
  it('scales and shifts when zoomed in, and stageToBoard undoes it', () => {
    const t = { scale: 2, x: -400, y: -100 };
    expect(boardToStage({ x: 300, y: 200 }, t)).toEqual({ x: 200, y: 300 });
    expect(stageToBoard({ x: 200, y: 300 }, t)).toEqual({ x: 300, y: 200 });
  });
});

describe('tap or drag', () => {
  it('a press that stays within the slop is a tap', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 10 + TAP_SLOP, y: 10 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 13, y: 14 })).toBe(false); // 5 px away
  });
  it('a press that moves beyond it is a drag (its release plays nothing)', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 10 + TAP_SLOP + 0.5, y: 10 })).toBe(true);
    expect(isDrag({ x: 10, y: 10 }, { x: 16, y: 16 })).toBe(true); // 8.5 px away diagonally
  });
});

describe('clamping', () => {
  it('keeps the zoom within its limits', () => {
    expect(clampView({ scale: 0.3, x: 0, y: 0 }, FRAME).scale).toBe(ZOOM.min);
    expect(clampView({ scale: 9, x: 0, y: 0 }, FRAME).scale).toBe(ZOOM.max);
  });
  it('never pans past the board edges', () => {
    // At 2×, the board is 3040×1892: x may go from −1520 to 0, y from −946 to 0.
    expect(clampView({ scale: 2, x: 50, y: 60 }, FRAME)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(clampView({ scale: 2, x: -5000, y: -5000 }, FRAME)).toEqual({ scale: 2, x: -1520, y: -946 });
    expect(clampView({ scale: 2, x: -700, y: -300 }, FRAME)).toEqual({ scale: 2, x: -700, y: -300 });
  });
  it('centres a board smaller than its window', () => {
    expect(clampView({ scale: 1, x: 0, y: 0 }, { ...FRAME, worldW: 1000 })).toEqual({ scale: 1, x: 260, y: 0 });
  });
  it('centres a board lower than its window up and down too (issue #14: not stuck to the top)', () => {
    expect(clampView({ scale: 1, x: 0, y: 0 }, { ...FRAME, screenH: 1146 })).toEqual({ scale: 1, x: 0, y: 100 });
    // Zoomed in past the window's height, it pans as before.
    expect(clampView({ scale: 2, x: 0, y: -300 }, { ...FRAME, screenH: 1146 })).toEqual({ scale: 2, x: 0, y: -300 });
  });
});

describe('a box brought into view (issue #14: F spreads a stack out while zoomed in)', () => {
  it('leaves the view as it is when the box is wholly shown', () => {
    const t = { scale: 2, x: 0, y: 0 }; // the top-left quarter of the board shows
    expect(panToShow(t, { x: 100, y: 100, w: 120, h: 80 }, FRAME)).toBe(t);
  });
  it('pans, never zooms, to bring the box to the middle of the view, within the board edges', () => {
    const t = { scale: 2, x: 0, y: 0 };
    // Middle of the board: the box's middle (750, 430) comes to the view's middle (760, 473).
    expect(panToShow(t, { x: 700, y: 400, w: 100, h: 60 }, FRAME)).toEqual({ scale: 2, x: -740, y: -387 });
    // Bottom-right corner: centring would pass the board's edge, so the view stops at it, box in view.
    const far = { x: 1200, y: 700, w: 120, h: 80 };
    const moved = panToShow(t, far, FRAME);
    expect(moved).toEqual({ scale: 2, x: -1520, y: -946 });
    const left = far.x * 2 + moved.x;
    const top = far.y * 2 + moved.y;
    expect(left >= 0 && top >= 0 && left + far.w * 2 <= FRAME.screenW && top + far.h * 2 <= FRAME.screenH).toBe(true);
  });
});

describe('zoom about a point', () => {
  it('keeps the board point under the pointer in place', () => {
    const at = { x: 600, y: 400 };
    const before = stageToBoard(at, { scale: 1, x: 0, y: 0 });
    const t = zoomAt({ scale: 1, x: 0, y: 0 }, 2, at, FRAME);
    expect(t.scale).toBe(2);
    expect(boardToStage(before, t)).toEqual(at);
  });
  it('clamps: zooming out past 1 returns to the whole board', () => {
    expect(zoomAt({ scale: 1.5, x: -300, y: -200 }, 0.25, { x: 10, y: 10 }, FRAME)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});

describe('bake density', () => {
  it('is exactly the renderer’s at zoom 1', () => {
    expect(bakeResolution(1, 1)).toBe(1);
    expect(bakeResolution(4 / 3, 1)).toBe(4 / 3);
  });
  it('rounds the zoom up to a step, so a zoomed face is never scaled up', () => {
    expect(bakeResolution(1, 1.2)).toBe(1.5);
    expect(bakeResolution(1, 2)).toBe(2);
    expect(bakeResolution(1, 2.0015)).toBe(2); // within 2% of a step: no new bake for a rounding
    expect(bakeResolution(1, 2.1)).toBe(3);
  });
  it('stops at the cap, but never below the renderer’s own density', () => {
    expect(bakeResolution(2, 3)).toBe(BAKE_CAP);
    expect(bakeResolution(1, 4)).toBe(4);
    expect(bakeResolution(5, 2)).toBe(5);
  });
});
