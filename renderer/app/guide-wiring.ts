// Connects the guided first turn's card (ui/guide-card.ts, made by the shell before Pixi loads) to the board:
// box outlines through the zoom, what the card must keep clear of, and a new card at every decision; and what the
// hover texts keep clear of over the board (the floating card, the board's tools: issue #33).
import { LAYOUT_BY_ID } from '../board/layout.js';
import type { GuideCard } from '../ui/guide-card.js';
import { intersection, type Rect } from '../ui/guide-placement.js';
import type { BoardZoom } from './board-zoom.js';
import type { GameController } from './game-controller.js';
import { currentLayout } from './fit-stage.js';

/** The board's part of the stage in this window (not the 1920×1080 design's: the side panel is beside it). */
function boardArea(): Rect {
  return currentLayout().boardArea;
}

/** `r` cut to `to`, or null when (almost) nothing of it is left (a box panned out of view). */
function clipTo(r: Rect, to: Rect): Rect | null {
  const c = intersection(r, to);
  return c && c.w > 4 && c.h > 4 ? c : null;
}

/** A DOM control's rectangle in stage units (the stage's children are laid out in them). */
function domRect(e: HTMLElement): Rect | null {
  return e.offsetParent === null ? null : { x: e.offsetLeft, y: e.offsetTop, w: e.offsetWidth, h: e.offsetHeight };
}

/** The board's tools as drawn: their buttons' span inside the strip (the strip's empty left end is the board's). */
function toolsRect(tools: HTMLElement): Rect | null {
  const strip = domRect(tools);
  const parts = [...tools.children].filter((e): e is HTMLElement => e instanceof HTMLElement && e.offsetParent !== null);
  if (strip === null || parts.length === 0) return null;
  const x = Math.min(...parts.map((e) => e.offsetLeft));
  const y = Math.min(...parts.map((e) => e.offsetTop));
  const r = Math.max(...parts.map((e) => e.offsetLeft + e.offsetWidth));
  const b = Math.max(...parts.map((e) => e.offsetTop + e.offsetHeight));
  return { x: strip.x + x, y: strip.y + y, w: r - x, h: b - y };
}

export function connectGuide(guide: GuideCard, c: GameController, zoom: BoardZoom, boardTools: HTMLElement): void {
  /** A rectangle of the board as drawn now, through the zoom, cut to the board's area. */
  const onStage = (b: Rect): Rect | null => {
    const a = zoom.toStage({ x: b.x, y: b.y });
    const z = zoom.toStage({ x: b.x + b.w, y: b.y + b.h });
    return clipTo({ x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y }, boardArea());
  };
  guide.attachBoard({
    boxRect: (id) => {
      const b = LAYOUT_BY_ID[id];
      return b ? onStage(b) : null;
    },
    decisionBoxes: () => c.decisionBoxes().map(onStage).filter((r): r is Rect => r !== null),
    obstacles: () => {
      const bar = c.bar.getBounds();
      return [{ x: bar.x, y: bar.y, w: bar.width, h: bar.height }, c.chooserBounds(), c.diceBounds(), domRect(boardTools)].filter((r): r is Rect => r !== null);
    },
    area: boardArea,
  });
  c.onDecision = (view, campaignId) => guide.update(view, campaignId);
  c.onOverlayMoved = () => guide.place();
  // Issue #33: hover texts keep clear of the floating card and of the board's tools (the side panel's button,
  // −/+/Fit: the board draws under both), none opens with the pointer on them, and one the card lands on closes.
  c.coverRects = () => [guide.floatingRect(), toolsRect(boardTools)].filter((r): r is Rect => r !== null);
  guide.onPlaced = () => c.coversMoved();
  guide.update(c.view, c.campaignId);
}
