// Everything on the board that never changes during play: the map, each box's frame and title, the
// printed track cards. Painted into one texture, so a frame draws it as a single sprite.
import { BOARD, type BoxLayout } from './layout.js';
import { paintBackdrop, paintHeaderStrip } from './backdrop.js';
import { paintTrackCards } from './printed-card.js';
import { roundRect, text, type Ctx } from './canvas-paint.js';
import type { Palette } from './palettes.js';
import { BOARD_COLOURS } from './board-colours.js';
import { TITLE_TOP, boardType, type BoardType } from './board-type.js';
import { isFront } from './front-count.js';

/** Each kind of box's fill in a palette (board-colours.ts; the highlight's contrast is checked against these). */
export function boxFill(style: BoxLayout['style'], palette: Palette): number {
  return BOARD_COLOURS[palette].paper[style];
}

/**
 * How opaque each kind of box's paper is over the map: enough that its title and tiles read as on plain
 * paper (tests/renderer/map-colours checks the title's contrast over land and sea), little enough that the
 * coasts still show through faintly.
 */
export const FILL_ALPHA: Readonly<Record<BoxLayout['style'], number>> = { sea: 0.95, track: 1, counter: 0.95, map: 0.86 };

/** The ink of a box's title on its paper (in daylight the sea boxes are a pale chart blue, so dark ink as on paper). */
export function titleInk(style: BoxLayout['style'], palette: Palette): number {
  return BOARD_COLOURS[palette].titleInk[style];
}

/** Room kept at a front's right for its "5/5" count (board-scene draws it there), in type sizes. */
const FRONT_COUNT_EMS = 2.6;

export function paintBoxFrame(ctx: Ctx, b: BoxLayout, palette: Palette, type: BoardType = boardType(1)): void {
  roundRect(ctx, b.x, b.y, b.w, b.h, 6, { fill: boxFill(b.style, palette), fillAlpha: FILL_ALPHA[b.style], stroke: BOARD_COLOURS[palette].frame, strokeAlpha: 0.8, width: 1.5 });
  const room = b.w - 8 - (isFront(b.id) ? FRONT_COUNT_EMS * type.front : 0);
  text(ctx, b.x + 5, b.y + TITLE_TOP, { text: b.label, size: type.title, colour: titleInk(b.style, palette), weight: '600', maxWidth: room });
}

/**
 * The whole static board, its words at text factor `textScale` (ui/text-size.ts). Without `map`, the boxes
 * and cards over a transparent board (the header strip still drawn): backdrop.ts's paintMapUnder adds the map.
 */
export function paintStaticBoard(ctx: Ctx, boxes: readonly BoxLayout[], palette: Palette, textScale = 1, map = true): void {
  const type = boardType(textScale);
  if (map) paintBackdrop(ctx, palette);
  else paintHeaderStrip(ctx, palette);
  // Track boxes are drawn as their printed cards; every other box gets its own paper frame.
  paintTrackCards(ctx, boxes, BOARD_COLOURS[palette].card, type);
  for (const b of boxes) if (b.style !== 'track') paintBoxFrame(ctx, b, palette, type);
}

export const STATIC_BOARD_SIZE = { w: BOARD.width, h: BOARD.height } as const;
