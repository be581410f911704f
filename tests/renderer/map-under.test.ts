// Issue #14: the static board is baked first without its map, and the map is painted beneath it later
// (renderer/board/static-board-picture.ts). Painting "under" must give the picture painting it first
// gives: the same layers, in reverse order, each beneath what is there (Canvas 2D's destination-over,
// which composites B-under-A as A over B), clipped to the board.
import { describe, expect, it } from 'vitest';
import { MAP_COLOURS, paintBackdrop, paintMapUnder } from '../../renderer/board/backdrop.js';
import { paintStaticBoard } from '../../renderer/board/static-board.js';
import { LAYOUT } from '../../renderer/board/layout.js';
import { css, type Ctx } from '../../renderer/board/canvas-paint.js';

interface Op { readonly op: string; readonly style: string; readonly mode: string }

/** A context that records each fill and stroke with the colour and compositing mode it was made in. */
function recorder(): { ctx: Ctx; ops: Op[] } {
  const ops: Op[] = [];
  const state = { fillStyle: '', strokeStyle: '', globalCompositeOperation: 'source-over' };
  const saved: (typeof state)[] = [];
  const record = (op: string, style: string): void => { ops.push({ op, style, mode: state.globalCompositeOperation }); };
  const methods: Record<string, (...a: unknown[]) => unknown> = {
    save: () => saved.push({ ...state }),
    restore: () => Object.assign(state, saved.pop()),
    fill: () => record('fill', state.fillStyle),
    fillRect: () => record('fillRect', state.fillStyle),
    stroke: () => record('stroke', state.strokeStyle),
    fillText: () => record('text', state.fillStyle),
    measureText: () => ({ width: 10, fontBoundingBoxAscent: 8, fontBoundingBoxDescent: 2 }),
  };
  const ctx = new Proxy(state, {
    get: (t, k: string) => (k in t ? t[k as keyof typeof t] : methods[k] ?? (() => undefined)),
    set: (t, k: string, v: string) => { if (k in t) (t as Record<string, string>)[k] = v; return true; },
  }) as unknown as Ctx;
  return { ctx, ops };
}

describe('the map painted under the board', () => {
  it('paints the same layers as painting it first, in reverse order, beneath what is there', () => {
    const first = recorder();
    paintBackdrop(first.ctx, 'standard');
    const mapFirst = first.ops.slice(0, -1); // the last op is the header strip, painted over the map
    expect(first.ops[first.ops.length - 1].style).toBe(css(MAP_COLOURS.standard.header));
    const under = recorder();
    paintMapUnder(under.ctx, 'standard');
    expect(under.ops.map((o) => [o.op, o.style])).toEqual([...mapFirst].reverse().map((o) => [o.op, o.style]));
    expect(new Set(under.ops.map((o) => o.mode))).toEqual(new Set(['destination-over']));
    expect(new Set(mapFirst.map((o) => o.mode))).toEqual(new Set(['source-over']));
    // Sea, land, coast and grid, in both palettes' own colours.
    expect(mapFirst.map((o) => o.style)).toEqual([css(MAP_COLOURS.standard.sea), css(MAP_COLOURS.standard.land), css(MAP_COLOURS.standard.coast, 0.75), css(MAP_COLOURS.standard.grid, 0.35)]);
    const cb = recorder();
    paintMapUnder(cb.ctx, 'colour-blind');
    expect(cb.ops[cb.ops.length - 1].style).toBe(css(MAP_COLOURS['colour-blind'].sea));
  });

  it('leaves the mode as it was afterwards', () => {
    const r = recorder();
    paintMapUnder(r.ctx, 'standard');
    r.ctx.fillRect(0, 0, 1, 1);
    expect(r.ops[r.ops.length - 1].mode).toBe('source-over');
  });

  it('a static board painted without its map has the boxes and header but no sea or land', () => {
    const withMap = recorder();
    paintStaticBoard(withMap.ctx, LAYOUT, 'standard', 1, true);
    const without = recorder();
    paintStaticBoard(without.ctx, LAYOUT, 'standard', 1, false);
    const map = new Set([MAP_COLOURS.standard.sea, MAP_COLOURS.standard.land].map((c) => css(c)));
    expect(withMap.ops.filter((o) => map.has(o.style)).length).toBeGreaterThan(0);
    expect(without.ops.filter((o) => map.has(o.style))).toEqual([]);
    expect(without.ops.filter((o) => o.op === 'text').length).toBe(withMap.ops.filter((o) => o.op === 'text').length);
    expect(without.ops[0].style).toBe(css(MAP_COLOURS.standard.header));
  });
});
