// A box's tiles spread out at full size over the board (issue #14): a click on a crowded box that is not a
// move, or the keyboard's F (ui/shortcuts.ts), shows every tile of it large and apart on a panel beside the
// box, the board dimmed behind; a click outside or Esc closes it. It only shows: nothing on it is a target,
// so a click on it can never play an action.
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent } from 'pixi.js';
import { BOARD, TILE_SIZE, type BoxLayout, type Rect } from './layout.js';
import { TileView } from './tile-view.js';
import { tileLook, type Palette } from './tile-look.js';

const SANS = '"DejaVu Sans", Verdana, sans-serif';
const PAD = 10;
const GAP = 8;
const TITLE_H = 24;
/** At most this many tiles a row: a full front (five armies and its markers) fits in two rows. */
const PER_ROW = 7;
/** How dark the board goes behind an open fan: the board still shows, the spread-out tiles stand out. */
export const FAN_DIM = { colour: 0x000000, alpha: 0.45 } as const;

/** Where the panel goes: beside the box (right, else left), inside the board, as high as the box. */
export function fanPanel(box: Rect, count: number): Rect {
  const cols = Math.min(PER_ROW, Math.max(1, count));
  const rows = Math.ceil(count / cols);
  const { w: tw, h: th } = TILE_SIZE.full;
  const w = 2 * PAD + cols * tw + (cols - 1) * GAP;
  const h = TITLE_H + PAD + rows * th + (rows - 1) * GAP;
  const right = box.x + box.w + 6;
  const x = right + w <= BOARD.x + BOARD.width ? right : Math.max(BOARD.x, box.x - 6 - w);
  const y = Math.min(Math.max(BOARD.y, box.y), BOARD.y + BOARD.height - h);
  return { x, y, w, h };
}

export class StackFan extends Container {
  /** Catches taps over the whole board while open: a tap (not a pan) closes the fan and reaches nothing below. */
  private readonly scrim = new Container();
  private readonly panel = new Container();
  private shownFor: string | null = null;
  /** What the open fan shows, to draw it again at another text size. */
  private shown: { box: BoxLayout; ids: readonly string[]; palette: Palette } | null = null;

  constructor(private readonly isTap: () => boolean) {
    super();
    this.label = 'stack-fan';
    this.visible = false;
    this.scrim.eventMode = 'static';
    this.scrim.hitArea = new Rectangle(BOARD.x, BOARD.y, BOARD.width, BOARD.height);
    this.scrim.addChild(new Graphics().rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height).fill({ color: FAN_DIM.colour, alpha: FAN_DIM.alpha }));
    this.scrim.on('pointertap', (e: FederatedPointerEvent) => {
      e.stopPropagation();
      if (this.isTap()) this.close();
    });
    this.panel.eventMode = 'static'; // a tap on the panel itself is kept from the board below
    this.panel.on('pointertap', (e: FederatedPointerEvent) => e.stopPropagation());
    this.addChild(this.scrim, this.panel);
  }

  /** The box whose tiles are spread out, or null. */
  get openFor(): string | null {
    return this.shownFor;
  }

  open(box: BoxLayout, ids: readonly string[], palette: Palette, resolution: number, textScale = 1): void {
    this.close();
    this.shown = { box, ids, palette };
    const r = fanPanel(box, ids.length);
    this.panel.position.set(r.x, r.y);
    this.panel.addChild(new Graphics().roundRect(0, 0, r.w, r.h, 8).fill(0x2b2820).stroke({ width: 2, color: 0xf4efe0 }));
    const title = new Text({ text: `${box.label} — Esc or a click outside closes`, style: { fontFamily: SANS, fontSize: 14 * textScale, fill: 0xf4efe0, fontWeight: 'bold' } });
    title.resolution = resolution;
    title.position.set(PAD, 4);
    // Over its title line: a long title at a large text size is narrowed rather than run past the panel.
    const room = r.w - 2 * PAD;
    if (title.width > room || title.height > TITLE_H - 2) title.scale.set(Math.min(room / title.width, (TITLE_H - 2) / title.height));
    this.panel.addChild(title);
    const { w: tw, h: th } = TILE_SIZE.full;
    ids.forEach((id, i) => {
      const t = new TileView(tileLook(id, palette), 'full', resolution, textScale);
      t.eventMode = 'none';
      t.position.set(PAD + (i % PER_ROW) * (tw + GAP), TITLE_H + Math.floor(i / PER_ROW) * (th + GAP));
      this.panel.addChild(t);
    });
    this.shownFor = box.id;
    this.visible = true;
  }

  /** The tiles shown, with their place on the board (tests). */
  tilesForTest(): { id: string; x: number; y: number }[] {
    return this.panel.children.filter((c): c is TileView => c instanceof TileView)
      .map((t) => ({ id: t.tileId, x: this.panel.x + t.x, y: this.panel.y + t.y }));
  }

  /** The text size changed: an open fan is drawn again with its words at the new size. */
  setTextScale(textScale: number, resolution: number): void {
    const s = this.shown;
    if (s) this.open(s.box, s.ids, s.palette, resolution, textScale);
  }

  close(): void {
    for (const c of this.panel.removeChildren()) c.destroy({ children: true });
    this.shownFor = null;
    this.shown = null;
    this.visible = false;
  }
}
