// The board: boxes, tiles in them, highlights of legal targets, and the positions animations need.
// It only shows what the view says; clicks are passed up as the board thing that was clicked.
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent, type Texture } from 'pixi.js';
import type { BoardRef, BoardView } from '../../shared/engine/index.js';
import { StaticBoardPicture } from './static-board-picture.js';
import { loadMapImage, mapImageNow } from './map-image.js';
import { boardType, type BoardType } from './board-type.js';
import { BOARD, LABEL_H, LAYOUT, LAYOUT_BY_ID, TILE_SIZE, centreOf, type BoxLayout, type Point, type TileMode } from './layout.js';
import { packBox, type PlacedTile } from './box-packing.js';
import { frontCount, isFront } from './front-count.js';
import { StackFan } from './stack-fan.js';
import { TileView } from './tile-view.js';
import { HALO_ALPHA, tileLook, uiColours, type Palette, type TileLook } from './tile-look.js';
import { FaceAtlas } from './face-atlas.js';
import { boxRing, type BoxRing } from './box-highlight.js';
import { BOARD_COLOURS, type BoardColours } from './board-colours.js';
import { openingTiles } from './prewarm.js';
import { headerLine } from '../../shared/labels/index.js';
import { viewAsShown, type ShownPhase } from './shown-moment.js';

export interface BoardSceneHandlers {
  onClick(ref: BoardRef, global: Point): void;
  onHover(ref: BoardRef | null, global: Point): void;
  /** False when the press now released was a pan of the board, not a click (app/board-zoom.ts). */
  isTap?(): boolean;
}

const SANS = '"DejaVu Sans", Verdana, sans-serif';
const RED_BARON = 'red-baron';
/** The label of the Red Baron's chip drawn on his army (a mark, not a tile of the view). */
export const RED_BARON_MARK = 'mark:red-baron';
const BARON_RED = 0xc0161b;

class BoxView extends Container {
  readonly highlight = new Graphics();
  readonly count: Text | null;
  /** A front's armies against its printed limit ("5/5") and, at the limit, a danger tint (front-count.ts). */
  readonly front: Text | null;
  private readonly danger = new Graphics();
  /** The frame and title are painted into the static board texture; only the count and mark live here. */
  constructor(readonly layout: BoxLayout) {
    super();
    this.label = `box:${layout.id}`;
    const { w, h } = layout;
    this.count = layout.style === 'counter'
      ? new Text({ text: '0', style: { fontFamily: SANS, fontSize: 30, fill: 0xf4efe0, fontWeight: 'bold' } })
      : null;
    if (this.count) {
      this.count.anchor.set(0.5);
      this.count.position.set(w / 2, LABEL_H + (h - LABEL_H) / 2);
      this.addChild(this.count);
    }
    this.front = isFront(layout.id)
      ? new Text({ text: '', style: { fontFamily: SANS, fontSize: 13, fill: 0x2b2a26, fontWeight: 'bold' } })
      : null;
    if (this.front) {
      this.front.anchor.set(1, 0);
      this.front.position.set(w - 6, 2);
      this.addChild(this.danger, this.front);
    }
    this.addChild(this.highlight);
    this.position.set(layout.x, layout.y);
    this.hitArea = new Rectangle(0, 0, w, h);
    this.eventMode = 'static';
  }

  /** The words' sizes at a text size (board-type.ts): the cup's count and the front's "5/5". */
  setType(type: BoardType): void {
    const { h } = this.layout;
    if (this.count) this.count.style.fontSize = type.counter(h);
    if (this.front) this.front.style.fontSize = type.front;
  }

  /** §6.3 / §15.2 (R33 in a theatre): the count, and a tint and frame in the palette's "bad" colour at the limit. */
  showFront(ids: readonly string[], colours: BoardColours): void {
    const c = frontCount(this.layout.id, ids);
    if (!this.front || !c) return;
    const bad = colours.ui.bad;
    this.front.text = c.text;
    this.front.style.fill = c.danger ? colours.alarmInk : colours.frontInk;
    this.danger.clear();
    if (!c.danger) return;
    const { w, h } = this.layout;
    this.danger.roundRect(0, 0, w, h, 6).fill({ color: bad, alpha: 0.2 }).stroke({ width: 3, color: bad });
  }

  /**
   * A legal box: its ring on a band (box-highlight.ts picks the pair so the ring stands at 3:1 against this
   * box's paper: bright on dark boxes, dark on the pale seas) and a tint inside.
   */
  setHighlight(ring: BoxRing | null): void {
    this.highlight.clear();
    if (ring === null) return;
    this.highlight.roundRect(-2, -2, this.layout.w + 4, this.layout.h + 4, 7).stroke({ width: 8, color: ring.band, alpha: HALO_ALPHA });
    this.highlight.roundRect(-2, -2, this.layout.w + 4, this.layout.h + 4, 7).stroke({ width: 4, color: ring.ring });
    this.highlight.roundRect(0, 0, this.layout.w, this.layout.h, 6).fill({ color: ring.tint, alpha: 0.22 });
  }
}

export class BoardScene extends Container {
  private readonly boxes = new Map<string, BoxView>();
  private readonly tiles = new Map<string, TileView>();
  /** Where each tile is shown right now (differs from the view while an animation runs). */
  private readonly shownAt = new Map<string, string>();
  private readonly tileLayer = new Container();
  /** Marks an animation lays over the board (splash rings, a pulse, a stamp); emptied by showView. */
  readonly marks = new Container();
  /** Backdrop, box frames and titles: painted once into a texture, so a frame costs one sprite for them. */
  readonly staticBoard: StaticBoardPicture;
  /** Pixel density the baked textures are painted at; 0 until refreshCaches (the window's fit) sets it. */
  private resolution = 0;
  /** The opening board's tile faces in one texture (face-atlas.ts), made at the first tile. */
  private faceAtlas: FaceAtlas | null = null;
  private readonly header: Text;
  /** Where the header must end (board x): the board's tools' left edge where they lie over it (issue #33). */
  private headerRoom = Infinity;
  /** The view last drawn whole, and the phase last announced since: the header is written from both (issue 14). */
  private headerBase: BoardView | null = null;
  private shownPhase: ShownPhase | null = null;
  private highlighted = new Set<string>();
  private palette: Palette = 'standard';
  /** The text-size setting's factor for the board's words (ui/text-size.ts). */
  private textScale = 1;
  /**
   * §9.7: the Red Baron as the rules put him, "on top of" the EP army he was placed on: a chip of his tile
   * carried by that army's tile (so it moves with it). His own tile stays in Germany, where the engine keeps it.
   */
  private baronMark: TileView | null = null;
  /** A box's tiles spread out at full size over the board, on a click (stack-fan.ts). */
  private readonly fan: StackFan;

  constructor(private readonly handlers: BoardSceneHandlers) {
    super();
    // Painted by the first refreshCaches, at the real density (painting at 1 first would be wasted work).
    this.staticBoard = new StaticBoardPicture(() => this.palette, () => this.textScale, { now: mapImageNow, load: loadMapImage });
    this.staticBoard.sprite.onRender = () => { if (this.resolution === 0) this.refreshCaches(1); };
    this.addChild(this.staticBoard.view);
    for (const b of LAYOUT) {
      const v = new BoxView(b);
      v.on('pointertap', (e: FederatedPointerEvent) => this.handlers.onClick({ kind: 'box', id: b.id }, e.global));
      v.on('pointerover', (e: FederatedPointerEvent) => this.handlers.onHover({ kind: 'box', id: b.id }, e.global));
      v.on('pointerout', (e: FederatedPointerEvent) => this.handlers.onHover(null, e.global));
      this.boxes.set(b.id, v);
      this.addChild(v);
    }
    this.marks.eventMode = 'none';
    this.fan = new StackFan(() => this.handlers.isTap?.() ?? true);
    this.header = new Text({ text: '', style: { fontFamily: SANS, fontSize: 16, fill: 0xf4efe0 } });
    this.header.position.set(10, 7);
    // The fan last: its dimming lies over the whole board, the header too.
    this.addChild(this.tileLayer, this.marks, this.header, this.fan);
  }

  /**
   * After a resolution or zoom change: paint the baked textures again at the new pixel density (the
   * renderer's times the zoom, app/board-zoom.ts), and draw the live texts at it too.
   */
  refreshCaches(resolution: number): void {
    if (resolution === this.resolution) return;
    this.resolution = resolution;
    this.staticBoard.bake(resolution);
    for (const t of this.tiles.values()) t.refreshCache(resolution);
    this.baronMark?.refreshCache(resolution);
    this.header.resolution = resolution;
    for (const b of this.boxes.values()) {
      if (b.count) b.count.resolution = resolution;
      if (b.front) b.front.resolution = resolution;
    }
  }

  /** The density the baked textures are painted at now. */
  get bakedResolution(): number {
    return this.resolution;
  }

  /**
   * The text-size setting (ui/text-size.ts) for the board's own words: the baked map and tile faces are
   * painted again with their words at the new size, the live texts take it at once; no reload.
   */
  setTextScale(scale: number): void {
    if (scale === this.textScale) return;
    this.textScale = scale;
    const type = boardType(scale);
    if (this.resolution !== 0) this.staticBoard.bake(this.resolution);
    for (const t of this.tiles.values()) t.setTextScale(scale);
    this.baronMark?.setTextScale(scale);
    for (const b of this.boxes.values()) b.setType(type);
    this.header.style.fontSize = type.header;
    this.fitHeader();
    this.fan.setTextScale(scale, this.resolution || 1);
  }

  get boardTextScale(): number {
    return this.textScale;
  }

  /** A long header at a large text size is narrowed to the board's width rather than run off it, or to the
   *  room left of the board's tools where they sit over the header line (issue #33). */
  private fitHeader(): void {
    this.header.scale.set(1);
    const room = Math.min(BOARD.width - 2 * this.header.x, this.headerRoom - this.header.x);
    if (this.header.width > room) this.header.scale.set(room / this.header.width);
  }

  /** The board's tools lie over the header line from board x `left` on (Infinity: they do not). */
  setHeaderRoom(left: number): void {
    if (left === this.headerRoom) return;
    this.headerRoom = left;
    this.fitHeader();
  }

  setPalette(p: Palette, view: BoardView | null): void {
    const changed = p !== this.palette;
    this.palette = p;
    // The map's sea and land have their own colour-blind pair: paint it again (if it was painted yet).
    if (changed && this.resolution !== 0) this.staticBoard.bake(this.resolution);
    for (const t of this.tiles.values()) t.redraw(tileLook(t.tileId, p), t.mode);
    this.baronMark?.redraw(tileLook(RED_BARON, p), 'chip');
    if (view) this.showView(view);
  }

  /** Puts every tile where the view says, at once. */
  showView(view: BoardView): void {
    this.clearEffects();
    this.fan.close(); // it showed the board as it was
    this.shownAt.clear();
    for (const [loc, ids] of Object.entries(view.boxes)) for (const id of ids) this.shownAt.set(id, loc);
    this.relayoutAll();
    this.showRedBaron(view.redBaronOn);
    this.headerBase = view;
    this.shownPhase = null;
    this.header.text = headerLine(view); // shared/labels: the same words as `kk play`'s header
    this.header.style.fill = BOARD_COLOURS[this.palette].headerInk;
    this.fitHeader();
  }

  /** A phase banner is up: the header names that phase from now on, until the view is drawn again. */
  showPhase(phase: ShownPhase): void {
    this.shownPhase = phase;
    this.refreshHeader();
  }

  /** The header as the board is drawn now: a marker that has just moved counts where it went (issue 14). */
  private refreshHeader(): void {
    if (!this.headerBase) return;
    this.header.text = headerLine(viewAsShown(this.headerBase, (t) => this.shownAt.get(t), this.shownPhase));
    this.fitHeader();
  }

  /** §9.7 / §10.1.1: the Baron's chip over the top edge of the army he is on, or nowhere. */
  private showRedBaron(army: string | null): void {
    const target = army === null ? undefined : this.tiles.get(army);
    if (!target) {
      this.baronMark?.removeFromParent();
      return;
    }
    if (!this.baronMark) {
      this.baronMark = new TileView(tileLook(RED_BARON, this.palette), 'chip', this.resolution || 1, this.textScale);
      this.baronMark.label = RED_BARON_MARK;
      this.baronMark.eventMode = 'none'; // hovering or clicking it means the army under it
      // A red frame: his pale chip must stand out on the army's own pale face.
      const { w, h } = TILE_SIZE.chip;
      this.baronMark.addChild(new Graphics().roundRect(-1, -1, w + 2, h + 2, 4).stroke({ width: 2, color: BARON_RED }));
    }
    // Inside the tile, over its flag band: the name and strength stay readable, and a neighbour in a
    // crowded box cannot cover it. Scaled down to fit a small tile.
    const chip = TILE_SIZE.chip;
    const { w } = TILE_SIZE[target.mode];
    const scale = Math.min(1, (w - 4) / chip.w);
    target.addChild(this.baronMark);
    this.baronMark.scale.set(scale);
    this.baronMark.position.set(Math.round((w - chip.w * scale) / 2), 2);
  }

  /** The army the Red Baron is drawn on and his chip's place in board coordinates (tests), or null. */
  redBaronMarkForTest(): { army: string; x: number; y: number } | null {
    const mark = this.baronMark;
    const army = mark?.parent instanceof TileView ? mark.parent : null;
    if (!mark || !army || !army.visible) return null;
    return { army: army.tileId, x: army.x + mark.x, y: army.y + mark.y };
  }

  /** The header's type size as drawn, narrowing included (the test hook reads it). */
  headerFontSize(): number {
    return Number(this.header.style.fontSize) * this.header.scale.x;
  }

  /** The header's words as drawn, narrowing included, in board units (the test hook, issue #33). */
  headerBounds(): { x: number; y: number; w: number; h: number } {
    return { x: this.header.x, y: this.header.y, w: this.header.width, h: this.header.height };
  }

  /** The header's words as drawn (the test hook reads them). */
  headerText(): string {
    return this.header.text;
  }

  private tilesIn(loc: string): string[] {
    const out: string[] = [];
    for (const [id, at] of this.shownAt) if (at === loc) out.push(id);
    return out;
  }

  private relayoutAll(): void {
    const byLoc = new Map<string, string[]>();
    for (const [id, at] of this.shownAt) {
      const list = byLoc.get(at) ?? [];
      list.push(id);
      byLoc.set(at, list);
    }
    for (const t of this.tiles.values()) {
      t.resetPose();
      if (!this.shownAt.has(t.tileId)) t.visible = false;
    }
    const colours = BOARD_COLOURS[this.palette];
    for (const b of this.boxes.values()) {
      if (b.count) {
        b.count.text = String(byLoc.get(b.layout.id)?.length ?? 0);
        b.count.style.fill = colours.counterInk;
      }
      b.showFront(byLoc.get(b.layout.id) ?? [], colours);
    }
    for (const [loc, ids] of byLoc) this.layoutBox(loc, ids);
  }

  /** Positions a box's tiles (or hides them, for cups and the tray). */
  private layoutBox(loc: string, ids: string[] = this.tilesIn(loc), except: string | null = null): void {
    const b = LAYOUT_BY_ID[loc];
    const box = this.boxes.get(loc);
    if (box?.count) box.count.text = String(ids.length);
    box?.showFront(ids, BOARD_COLOURS[this.palette]);
    if (!b || b.style === 'counter') {
      for (const id of ids) if (id !== except) this.tiles.get(id)?.position.set(-999, -999);
      for (const id of ids) { const t = this.tiles.get(id); if (t && id !== except) t.visible = false; }
      return;
    }
    for (const p of packBox(b, b.mode, ids)) {
      const t = this.ensureTile(p.id, p.mode);
      t.visible = true;
      if (p.id !== except) t.position.set(p.x, p.y);
    }
  }

  /** Bakes a tile's face ahead of need (prewarm.ts); it stays hidden until a view places it. */
  prepareTile(id: string, mode: TileMode): void {
    if (!this.tiles.has(id)) this.ensureTile(id, mode).visible = false;
  }

  private ensureTile(id: string, mode: TileMode): TileView {
    let t = this.tiles.get(id);
    if (!t) {
      const look = tileLook(id, this.palette);
      t = new TileView(look, mode, this.resolution || 1, this.textScale, this.atlasFace(look, mode));
      t.on('pointertap', (e: FederatedPointerEvent) => { e.stopPropagation(); this.handlers.onClick({ kind: 'tile', id }, e.global); });
      t.on('pointerover', (e: FederatedPointerEvent) => this.handlers.onHover({ kind: 'tile', id }, e.global));
      t.on('pointerout', (e: FederatedPointerEvent) => this.handlers.onHover(null, e.global));
      this.tiles.set(id, t);
      this.tileLayer.addChild(t);
    } else if (t.mode !== mode) {
      // A tile deployed to a box of another size (a Reserves tile to its front): its face at the new size from
      // the atlas's spare slots while they last (face-atlas.ts), not a canvas of its own.
      const look = tileLook(id, this.palette);
      t.redraw(look, mode, this.atlasFace(look, mode));
    }
    if (this.highlighted.has(`tile:${id}`)) t.setRing(uiColours(this.palette).legal, 3, uiColours(this.palette).halo);
    return t;
  }

  /**
   * The tile's face from the shared atlas of the opening board's faces (made at the first tile, for the
   * density, text size and palette then in force), or null: the tile then bakes a face of its own.
   */
  private atlasFace(look: TileLook, mode: TileMode): Texture | null {
    if (this.resolution === 0) return null;
    this.faceAtlas ??= new FaceAtlas(openingTiles(), this.resolution, this.textScale, this.palette);
    return this.faceAtlas.fits(this.resolution, this.textScale, this.palette) ? this.faceAtlas.face(look, mode) : null;
  }

  where(tile: string): string | undefined {
    return this.shownAt.get(tile);
  }

  /** Starts a move: returns the tile and its from/to points; the caller tweens between them. */
  beginMove(tile: string, from: string, to: string): { view: TileView; from: Point; to: Point } | null {
    const toBox = LAYOUT_BY_ID[to];
    const existing = this.tiles.get(tile);
    const fromPoint: Point = existing?.visible ? { x: existing.x, y: existing.y } : this.entryPoint(from);
    this.shownAt.set(tile, to);
    this.refreshHeader();
    this.layoutBox(from);
    if (!toBox || toBox.style === 'counter') {
      // Into a cup or the tray: fly to the box, then vanish.
      const view = this.ensureTile(tile, existing?.mode ?? 'small');
      view.visible = true;
      view.position.set(fromPoint.x, fromPoint.y);
      this.tileLayer.setChildIndex(view, this.tileLayer.children.length - 1);
      return { view, from: fromPoint, to: this.entryPoint(to) };
    }
    this.layoutBox(to, this.tilesIn(to), tile);
    const slot = this.placeOf(tile, to);
    const view = this.ensureTile(tile, slot.mode);
    view.visible = true;
    view.position.set(fromPoint.x, fromPoint.y);
    this.tileLayer.setChildIndex(view, this.tileLayer.children.length - 1);
    return { view, from: fromPoint, to: slot };
  }

  /** Where a tile shown in box `loc` (not a cup) is drawn, and at what size. */
  private placeOf(tile: string, loc: string): PlacedTile {
    const b = LAYOUT_BY_ID[loc];
    return packBox(b, b.mode, this.tilesIn(loc)).find((p) => p.id === tile) as PlacedTile;
  }

  /** Ends a move: hides tiles that went into a cup or off the map. */
  endMove(tile: string): void {
    this.tiles.get(tile)?.resetPose();
    const at = this.shownAt.get(tile);
    if (at) this.layoutBox(at);
  }

  private entryPoint(loc: string): Point {
    const b = LAYOUT_BY_ID[loc];
    if (!b) return { x: 760, y: 470 };
    const c = centreOf(b);
    return { x: c.x - TILE_SIZE[b.mode].w / 2, y: c.y - TILE_SIZE[b.mode].h / 2 };
  }

  /** Removes every animation mark (the board is being drawn from the view again). */
  clearEffects(): void {
    for (const c of this.marks.removeChildren()) c.destroy({ children: true });
  }

  /** Tiles with a face texture of their own, not the face atlas's (e2e: launch work, issue #14). */
  ownFacesForTest(): string[] {
    return [...this.tiles.values()].filter((t) => t.hasOwnFace).map((t) => t.tileId);
  }

  /** Animation marks still on the board (e2e: a stamp stays until the view is drawn again). */
  effectsForTest(): { label: string; alpha: number; scale: number }[] {
    return this.marks.children.map((c) => ({ label: c.label, alpha: c.alpha, scale: c.scale.x }));
  }

  /**
   * Tiles not shown exactly as the view says: away from their slot, turned, scaled, face down, visible
   * in a cup or hidden in a box. Empty after an animation ends or is skipped and the view is drawn.
   */
  misplacedForTest(view: BoardView): string[] {
    const out: string[] = [];
    for (const [loc, ids] of Object.entries(view.boxes)) {
      const b = LAYOUT_BY_ID[loc];
      const slots = b && b.style !== 'counter' ? packBox(b, b.mode, ids) : null;
      ids.forEach((id, i) => {
        const t = this.tiles.get(id);
        if (!slots) {
          if (t?.visible) out.push(id);
          return;
        }
        const ok = t !== undefined && t.visible && t.x === slots[i].x && t.y === slots[i].y && t.rotation === 0 &&
          t.scale.x === 1 && t.scale.y === 1 && !t.showsBack && t.mode === slots[i].mode;
        if (!ok) out.push(id);
      });
    }
    return out;
  }

  /** The tiles drawn in box `loc`: where (board coordinates) and at what size (e2e pixel checks). */
  tilesShownForTest(loc: string): { id: string; x: number; y: number; mode: TileMode; strength: boolean; ink: number; body: number }[] {
    return this.tilesIn(loc).flatMap((id) => {
      const t = this.tiles.get(id);
      const look = tileLook(id, this.palette);
      return t?.visible ? [{ id, x: t.x, y: t.y, mode: t.mode, strength: look.strength !== '', ink: look.ink, body: look.body }] : [];
    });
  }

  /** Shows only tile `id` (with what it carries), so a test can see it drawn uncovered; showView undoes it. */
  isolateForTest(id: string): void {
    for (const t of this.tiles.values()) if (t.tileId !== id) t.visible = false;
  }

  /** Spreads out the tiles of box `loc` (two or more, drawn on the board); false when there is nothing to spread. */
  openFan(loc: string): boolean {
    const b = LAYOUT_BY_ID[loc];
    const ids = this.tilesIn(loc);
    if (!b || b.style === 'counter' || ids.length < 2) return false;
    this.fan.open(b, ids, this.palette, this.resolution || 1, this.textScale);
    return true;
  }

  closeFan(): void {
    this.fan.close();
  }

  /** The box spread out now, or null. */
  get fanOpenFor(): string | null {
    return this.fan.openFor;
  }

  /** The boxes a fan can spread out (two or more tiles drawn), in the board's order (stack-order.ts). */
  stacks(): string[] {
    const counts = new Map<string, number>();
    for (const at of this.shownAt.values()) counts.set(at, (counts.get(at) ?? 0) + 1);
    return LAYOUT.filter((b) => b.style !== 'counter' && (counts.get(b.id) ?? 0) >= 2).map((b) => b.id);
  }

  /** The box spread out now and its tiles' places in board coordinates (tests), or null. */
  fanForTest(): { box: string; tiles: { id: string; x: number; y: number }[] } | null {
    const box = this.fan.openFor;
    return box === null ? null : { box, tiles: this.fan.tilesForTest() };
  }

  /** Marks legal targets; everything else loses its mark. */
  setHighlights(keys: Iterable<string>): void {
    const { legal: colour, halo } = uiColours(this.palette);
    this.highlighted = new Set(keys);
    for (const [id, t] of this.tiles) {
      const on = this.highlighted.has(`tile:${id}`);
      t.setRing(on ? colour : null, 3, halo);
      t.cursor = on ? 'pointer' : 'default';
    }
    for (const [id, b] of this.boxes) {
      const on = this.highlighted.has(`box:${id}`);
      b.setHighlight(on ? boxRing(b.layout.style, this.palette) : null);
      b.cursor = on ? 'pointer' : 'default';
    }
  }

  /** The colour a legal target's ring is drawn in: a box's by its kind of paper (box-highlight.ts), a tile's the legal colour. */
  ringColourOf(key: string): number {
    const box = key.startsWith('box:') ? LAYOUT_BY_ID[key.slice(4)] : undefined;
    return box ? boxRing(box.style, this.palette).ring : uiColours(this.palette).legal;
  }

  tileView(id: string): TileView | undefined {
    return this.tiles.get(id);
  }

  /** Centre of a tile or box in board coordinates (tests click here). */
  refCentre(ref: BoardRef): Point | null {
    if (ref.kind === 'tile') {
      const t = this.tiles.get(ref.id);
      if (t?.visible) {
        // Near the left edge: in a fanned stack the next tile covers the right-hand part.
        const s = TILE_SIZE[t.mode];
        return { x: t.x + Math.min(10, s.w / 4), y: t.y + s.h / 2 };
      }
      const at = this.shownAt.get(ref.id);
      return at && LAYOUT_BY_ID[at] ? centreOf(LAYOUT_BY_ID[at]) : null;
    }
    const b = LAYOUT_BY_ID[ref.id];
    if (!b) return null;
    // A free spot of the box (its title line), so the click does not land on a tile.
    return { x: b.x + Math.min(b.w - 6, 30), y: b.y + 7 };
  }
}
