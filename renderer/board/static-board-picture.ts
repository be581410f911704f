// The static board (static-board.ts) as one baked texture, with its map painted after the rest the first
// time (issue #14): the boxes, cards and titles are baked when the board starts, the land and coasts come
// afterwards, under them — from the map worker's picture when one was painted ahead (map-ahead.ts), else
// painted in idle time (backdrop.ts's paintMapUnder) — so the map is off the first board's path. A plain
// sea stands in beneath the boxes meanwhile. Every later bake (zoom, resize, palette, text size) paints the
// whole picture at once.
import { Container, Graphics, Sprite } from 'pixi.js';
import { BakedTexture } from './baked-texture.js';
import { MAP_COLOURS, paintMapUnder } from './backdrop.js';
import { BOARD, LAYOUT } from './layout.js';
import { STATIC_BOARD_SIZE, paintStaticBoard } from './static-board.js';
import type { Palette } from './tile-look.js';
import type { MapPicture } from './map-ahead.js';

/** How the first bake's map comes later. */
export interface MapLater {
  /** Runs a job in the board's idle time. */
  idle(job: () => void): void;
  /** The map painted elsewhere for a palette and density, if it can be (map-ahead.ts). */
  picture?(palette: Palette, resolution: number): MapPicture;
  /** The picture now has its map: draw the board again. */
  changed(): void;
}

export class StaticBoardPicture {
  /** The sea stand-in under the picture's sprite. */
  readonly view = new Container();
  readonly sprite: Sprite;
  /** How the first bake's map comes; null: the first bake paints the map too. */
  later: MapLater | null = null;
  private readonly picture: BakedTexture;
  private readonly sea = new Graphics();
  /** The picture lacks its map until it is laid under (mapFrom) or painted (paintMap). */
  private mapDue = false;
  private baked = false;

  constructor(private readonly palette: () => Palette, textScale: () => number) {
    this.picture = new BakedTexture(STATIC_BOARD_SIZE.w, STATIC_BOARD_SIZE.h, (ctx) => paintStaticBoard(ctx, LAYOUT, this.palette(), textScale(), !this.mapDue), null);
    this.sprite = new Sprite(this.picture.texture);
    this.sea.visible = false;
    this.view.addChild(this.sea, this.sprite);
  }

  /** Paints the picture at a pixel density; the first time (with `later` set) without its map. */
  bake(resolution: number): void {
    const first = !this.baked && this.later !== null;
    if (first) this.mapDue = true;
    this.baked = true;
    if (this.mapDue) this.sea.clear().rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height).fill(MAP_COLOURS[this.palette()].sea);
    this.sea.visible = this.mapDue;
    this.picture.bake(resolution);
    if (first) this.sendForMap(resolution);
  }

  /** True while the map is still to come (tests). */
  get waitingForMap(): boolean {
    return this.mapDue;
  }

  /** The map from elsewhere if it can come, else painted here in idle time. */
  private sendForMap(resolution: number): void {
    const later = this.later as MapLater;
    const palette = this.palette();
    const paintHere = (): void => later.idle(() => this.paintMap());
    if (!later.picture) {
      paintHere();
      return;
    }
    void later.picture(palette, resolution).then((bitmap) => {
      // A bake at another density or in another palette since then: that picture does not fit.
      if (bitmap && this.palette() === palette && this.picture.texture.source.resolution === resolution) this.mapFrom(bitmap);
      else paintHere();
      bitmap?.close();
    });
  }

  /** Lays a finished map picture (the picture's own pixel size) under what is painted. */
  private mapFrom(bitmap: ImageBitmap): void {
    if (!this.mapDue) return;
    this.picture.add((ctx) => {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalCompositeOperation = 'destination-over';
      ctx.drawImage(bitmap, 0, 0);
      ctx.restore();
    });
    performance.mark('kk:map-laid'); // the launch's timeline (bench:web): the worker's map is in
    this.mapPainted();
  }

  private paintMap(): void {
    if (!this.mapDue) return;
    this.picture.add((ctx) => paintMapUnder(ctx, this.palette()));
    this.mapPainted();
  }

  private mapPainted(): void {
    this.mapDue = false;
    this.sea.visible = false;
    this.later?.changed();
  }
}
