// Everything on the board that never changes during play: the map, each box's frame and title.
// Painted into one texture, so a frame draws it as a single sprite.
import { BOARD, type BoxLayout } from './layout.js';
import { paintBackdrop } from './backdrop.js';
import { roundRect, text, type Ctx } from './canvas-paint.js';

/** Each kind of box's fill (the highlight's contrast is checked against these: tests/renderer/highlight-contrast). */
export const FILL: Readonly<Record<BoxLayout['style'], number>> = { sea: 0x4f7590, track: 0xeae3cc, counter: 0x5a5143, map: 0xf3ecd6 };

export function paintBoxFrame(ctx: Ctx, b: BoxLayout): void {
  roundRect(ctx, b.x, b.y, b.w, b.h, b.style === 'track' ? 3 : 6, {
    fill: FILL[b.style], fillAlpha: b.style === 'map' ? 0.78 : 0.92, stroke: 0x3b352a, strokeAlpha: 0.8, width: 1.5,
  });
  const dark = b.style === 'sea' || b.style === 'counter';
  text(ctx, b.x + 5, b.y + 2, { text: b.label, size: b.style === 'track' ? 10 : 12, colour: dark ? 0xf4efe0 : 0x2b2a26, weight: '600', maxWidth: b.w - 8 });
}

export function paintStaticBoard(ctx: Ctx, boxes: readonly BoxLayout[]): void {
  paintBackdrop(ctx);
  for (const b of boxes) paintBoxFrame(ctx, b);
}

export const STATIC_BOARD_SIZE = { w: BOARD.width, h: BOARD.height } as const;
