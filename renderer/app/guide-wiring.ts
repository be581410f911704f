// Connects the guided first turn's card (ui/guide-card.ts, made by the shell before Pixi loads) to the board:
// box outlines through the zoom, what the card must keep clear of, and a new card at every decision.
import { BOARD, LAYOUT_BY_ID } from '../board/layout.js';
import type { GuideCard } from '../ui/guide-card.js';
import { intersection, type Rect } from '../ui/guide-placement.js';
import type { BoardZoom } from './board-zoom.js';
import type { GameController } from './game-controller.js';

/** `r` cut to `to`, or null when (almost) nothing of it is left (a box panned out of view). */
function clipTo(r: Rect, to: Rect): Rect | null {
  const c = intersection(r, to);
  return c && c.w > 4 && c.h > 4 ? c : null;
}

/** A DOM control's rectangle in stage units (the stage's children are laid out in them). */
function domRect(e: HTMLElement): Rect | null {
  return e.offsetParent === null ? null : { x: e.offsetLeft, y: e.offsetTop, w: e.offsetWidth, h: e.offsetHeight };
}

export function connectGuide(guide: GuideCard, c: GameController, zoom: BoardZoom, zoomControls: HTMLElement): void {
  guide.attachBoard({
    boxRect: (id) => {
      const b = LAYOUT_BY_ID[id];
      if (!b) return null;
      const a = zoom.toStage({ x: b.x, y: b.y });
      const z = zoom.toStage({ x: b.x + b.w, y: b.y + b.h });
      return clipTo({ x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y }, { x: BOARD.x, y: BOARD.y, w: BOARD.width, h: BOARD.height });
    },
    obstacles: () => {
      const bar = c.bar.getBounds();
      return [{ x: bar.x, y: bar.y, w: bar.width, h: bar.height }, c.chooserBounds(), domRect(zoomControls)].filter((r): r is Rect => r !== null);
    },
    area: () => ({ x: BOARD.x, y: BOARD.y, w: BOARD.width, h: BOARD.height }),
  });
  c.onDecision = (view, campaignId) => guide.update(view, campaignId);
  c.onOverlayMoved = () => guide.place();
  guide.update(c.view, c.campaignId);
}
