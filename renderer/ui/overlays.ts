// Things drawn over the board: rolling dice, a banner for big moments, tooltips and the chooser
// that appears when one board target has several actions.
import { Container, Graphics, Text } from 'pixi.js';
import { BOARD, STAGE, type Point } from '../board/layout.js';
import { makeButton } from './button.js';
import { DICE_WORDS_WRAP, dicePlace } from './dice-place.js';
import { dieFrame } from './dice-tumble.js';
import { placeHoverText, type Rect } from './tooltip-place.js';
import type { Theme } from '../../shared/ipc.js';

/** A shown overlay's rectangle on the stage, or null while it is hidden (the tooltip keeps clear of it). */
function shownRect(c: Container): Rect | null {
  if (!c.visible || c.alpha <= 0.01) return null;
  const b = c.getLocalBounds();
  if (b.width <= 0 || b.height <= 0) return null;
  return { x: c.x + b.x * c.scale.x, y: c.y + b.y * c.scale.y, w: b.width * c.scale.x, h: b.height * c.scale.y };
}

const SANS = '"DejaVu Sans", Verdana, sans-serif';

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [[0.25, 0.25], [0.75, 0.75]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.25, 0.22], [0.75, 0.22], [0.25, 0.5], [0.75, 0.5], [0.25, 0.78], [0.75, 0.78]],
};

/** Side of a die, in board units. */
const DIE = 60;

/**
 * Where the overlays may go on the stage: the board's area, and the column of board and prompt bar (the DOM
 * side panel covers the rest of the canvas). The window's layout sets them (app/window-layout.ts); until then
 * they are the 1920×1080 design's.
 */
export interface OverlayRoom {
  readonly board: Rect;
  readonly column: Rect;
}

let room: OverlayRoom = {
  board: { x: BOARD.x, y: BOARD.y, w: BOARD.width, h: BOARD.height },
  column: { x: 0, y: 0, w: BOARD.width, h: STAGE.height },
};

export function setOverlayRoom(r: OverlayRoom): void {
  room = r;
}

/** The tooltip's words at the Normal text size (ui/text-size.ts scales them). */
const TIP_FONT = { fontSize: 13, lineHeight: 18, wordWrapWidth: 300 } as const;

export class DiceTray extends Container {
  // A dark plate behind the caption reads better over any box than an outlined text.
  private readonly caption = new Text({ text: '', style: { fontFamily: SANS, fontSize: 16, fill: 0xffffff, fontWeight: 'bold', wordWrap: true, wordWrapWidth: DICE_WORDS_WRAP } }); // the roll's words can run to two sentences (issue 32)
  private readonly captionPlate = new Graphics();
  /** One Graphics per die, turned around its centre; repainted only when its face changes. */
  private readonly dice: { g: Graphics; face: number }[] = [];
  /** What is shown now, to lay it out again when the window's layout changes under it. */
  private shown: { dice: readonly number[]; why: string; t: number } | null = null;
  constructor() {
    super();
    this.addChild(this.captionPlate, this.caption);
    this.visible = false;
    // The last dice stay up until the next decision (issue 32): only shown, never in the way of a click on the
    // board or the prompt bar beneath them.
    this.eventMode = 'none';
  }

  /** t in 0…1: thrown in, tumbling and slowing, then lying on the real faces (dice-tumble.ts). */
  show(dice: readonly number[], why: string, t: number): void {
    this.visible = true;
    this.shown = { dice, why, t };
    // About the middle of the board area (380 of the board's 946 in the 1920×1080 design), its words inside it.
    const at = dicePlace(room.board);
    this.position.set(at.x, at.y);
    if (this.caption.text !== why || this.caption.style.wordWrapWidth !== at.wrap) {
      this.caption.style.wordWrapWidth = at.wrap;
      this.caption.text = why;
      this.caption.position.set(0, 76);
      this.captionPlate.clear().roundRect(-8, 72, this.caption.width + 16, this.caption.height + 8, 6).fill({ color: 0x1d1c18, alpha: 0.85 });
    }
    while (this.dice.length < dice.length) {
      const g = new Graphics();
      this.dice.push({ g, face: 0 });
      this.addChild(g);
    }
    this.dice.forEach((d, i) => {
      d.g.visible = i < dice.length;
      if (i >= dice.length) return;
      const f = dieFrame(dice[i], i, t);
      if (f.face !== d.face) {
        d.face = f.face;
        paintDie(d.g, f.face);
      }
      d.g.position.set(i * (DIE + 14) + DIE / 2 + f.dx, DIE / 2 + f.dy);
      d.g.rotation = f.rotation;
    });
  }

  /** The face each die shows now (tests, and a check that the tray ends on the real roll). */
  shownFaces(): number[] {
    return this.dice.filter((d) => d.g.visible).map((d) => d.face);
  }

  hide(): void {
    this.visible = false;
    this.shown = null;
  }

  /**
   * The board's area changed while the last dice lie on it (issue #33: the drawer opened for the guide at
   * 960×600): they and their words go to the middle of the new area, wrapped inside it, not under the panel.
   */
  placeAgain(): void {
    if (this.visible && this.shown) this.show(this.shown.dice, this.shown.why, this.shown.t);
  }

  /** Where the dice and their caption are, while shown. */
  rect(): Rect | null {
    return shownRect(this);
  }
}

/** A die face drawn around its centre (so the Graphics turns about the middle). */
function paintDie(g: Graphics, face: number): void {
  g.clear();
  g.roundRect(-DIE / 2, -DIE / 2, DIE, DIE, 10).fill(0xfaf7ee).stroke({ width: 2, color: 0x222222 });
  for (const [px, py] of PIPS[face] ?? []) g.circle((px - 0.5) * DIE, (py - 0.5) * DIE, 5.5).fill(0x1a1a1a);
}

export class Banner extends Container {
  private readonly bg = new Graphics();
  private readonly text = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontSize: 30, fill: 0xffffff, fontWeight: 'bold' } });
  constructor() {
    super();
    this.addChild(this.bg, this.text);
    this.visible = false;
  }

  show(text: string, colour: number, alpha: number): void {
    this.visible = alpha > 0.01;
    this.alpha = alpha;
    if (this.text.text !== text) {
      this.text.text = text;
      const w = Math.min(room.board.w - 40, this.text.width / this.text.scale.x + 60);
      if (this.text.width > w - 40) this.text.scale.set((w - 40) / this.text.width);
      else this.text.scale.set(1);
      this.bg.clear().roundRect(0, 0, w, 58, 10).fill({ color: 0x1d1c18, alpha: 0.88 }).stroke({ width: 3, color: colour });
      this.text.anchor.set(0.5);
      this.text.position.set(w / 2, 29);
      this.position.set(room.board.x + (room.board.w - w) / 2, room.board.y + room.board.h * 0.32);
    }
  }

  /** Where the banner is, while shown. */
  rect(): Rect | null {
    return shownRect(this);
  }
}

/** The tooltip's plate in each theme (issue #33): ink, paper and edge; both well over 4.5:1. */
export const TOOLTIP_LOOK: Readonly<Record<Theme, { ink: number; paper: number; edge: number }>> = {
  daylight: { ink: 0x1b1b1b, paper: 0xfffbea, edge: 0x6d6550 },
  'low-light': { ink: 0xece4d0, paper: 0x2b2820, edge: 0xb89b5e },
};

export class Tooltip extends Container {
  private readonly bg = new Graphics();
  private readonly text = new Text({ text: '', style: { fontFamily: SANS, fill: TOOLTIP_LOOK.daylight.ink, wordWrap: true, ...TIP_FONT } });
  private look = TOOLTIP_LOOK.daylight;
  constructor() {
    super();
    this.addChild(this.bg, this.text);
    this.visible = false;
    this.eventMode = 'none';
  }

  /** The words at `scale` times their Normal size (the text-size setting). */
  setTextScale(scale: number): void {
    this.text.style.fontSize = TIP_FONT.fontSize * scale;
    this.text.style.lineHeight = TIP_FONT.lineHeight * scale;
    this.text.style.wordWrapWidth = TIP_FONT.wordWrapWidth * scale;
  }

  /** The words' font size now (the test hook). */
  fontSize(): number {
    return this.text.style.fontSize;
  }

  /** Daylight or Low light (the theme setting): the next tooltip's plate and ink. */
  setTheme(theme: Theme): void {
    this.look = TOOLTIP_LOOK[theme];
    this.text.style.fill = this.look.ink;
  }

  /**
   * Shows `text` beside the pointer, clear of every rectangle in `avoid` (issue 14) and of the page's `covers`
   * over the board (issue #33: none with the pointer on one); hidden when no place is.
   */
  show(text: string, at: Point, avoid: readonly Rect[] = [], covers: readonly Rect[] = []): void {
    this.text.text = text;
    this.text.position.set(8, 6);
    const w = this.text.width + 16;
    const h = this.text.height + 12;
    const place = placeHoverText(at, w, h, { w: room.column.x + room.column.w, h: room.column.y + room.column.h }, avoid, covers);
    if (place === null) {
      this.visible = false;
      return;
    }
    this.bg.clear().roundRect(0, 0, w, h, 5).fill({ color: this.look.paper, alpha: 0.97 }).stroke({ width: 1, color: this.look.edge });
    this.position.set(place.x, place.y);
    this.visible = true;
  }

  /** Where the text is, while shown (e2e). */
  rect(): Rect | null {
    return shownRect(this);
  }

  hide(): void {
    this.visible = false;
  }

  /** The text shown now, or null when hidden (for the e2e test hook). */
  shownText(): string | null {
    return this.visible ? this.text.text : null;
  }
}

/** A little menu of actions for one board target. */
export class Chooser extends Container {
  private items: { index: number; label: string; centre: Point }[] = [];

  open(labels: readonly { index: number; label: string }[], at: Point, pick: (index: number) => void): void {
    this.close();
    const w = 380;
    const h = 30;
    const bg = new Graphics().roundRect(-6, -6, w + 12, labels.length * (h + 4) + 40, 8).fill({ color: 0x23211c, alpha: 0.96 }).stroke({ width: 2, color: 0xffd23f });
    this.addChild(bg);
    labels.forEach((l, i) => {
      const b = makeButton(`${i + 1}  ${l.label}`, w, h, () => { this.close(); pick(l.index); });
      b.position.set(0, i * (h + 4));
      this.addChild(b);
    });
    const cancel = makeButton('Cancel (Esc)', 120, 26, () => this.close());
    cancel.position.set(w - 120, labels.length * (h + 4) + 4);
    this.addChild(cancel);
    const x = Math.max(6, Math.min(at.x, room.board.x + room.board.w - w - 10));
    const y = Math.max(6, Math.min(at.y, room.column.y + room.column.h - labels.length * (h + 4) - 50));
    this.position.set(x, y);
    this.items = labels.map((l, i) => ({ index: l.index, label: l.label, centre: { x: x + w / 2, y: y + i * (h + 4) + h / 2 } }));
    this.visible = true;
  }

  get isOpen(): boolean {
    return this.visible && this.items.length > 0;
  }

  /** Where the chooser is, while open. */
  rect(): Rect | null {
    return this.isOpen ? shownRect(this) : null;
  }

  /** Action index of the n-th item (number keys). */
  itemIndex(n: number): number | null {
    return this.items[n]?.index ?? null;
  }

  itemsForTest(): { index: number; label: string; centre: Point }[] {
    return this.isOpen ? this.items : [];
  }

  close(): void {
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.items = [];
    this.visible = false;
  }
}
