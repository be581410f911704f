// The static board (static-board.ts) as one baked texture. The first time (issue #14) it comes from the
// worker that has painted it since boot (static-board-ahead.ts) when that is ready: one copy. If it is still
// on its way, the boxes, cards and titles are painted here at once over a plain sea, and the worker's
// picture replaces them when it comes; if no worker could paint it, the map is painted under them in idle
// time (backdrop.ts's paintMapUnder). Either way the map is off the first board's path. Every later bake
// (zoom, resize, palette, text size) paints the whole picture here at once.
import { Container, Graphics, Sprite } from 'pixi.js';
import { BakedTexture } from './baked-texture.js';
import { MAP_COLOURS, paintMapUnder } from './backdrop.js';
import { BOARD, LAYOUT } from './layout.js';
import { STATIC_BOARD_SIZE, paintStaticBoard } from './static-board.js';
import type { Palette } from './tile-look.js';
import type { TakenPicture } from './static-board-ahead.js';

/** How the first bake's picture, or its map, comes later. */
export interface MapLater {
  /** Runs a job in the board's idle time. */
  idle(job: () => void): void;
  /** The whole picture painted elsewhere for a palette, text size and density, if it can be. */
  picture?(palette: Palette, textScale: number, resolution: number): TakenPicture;
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
  /** The picture lacks its map until the worker's picture comes (pictureFrom) or the map is painted (paintMap). */
  private mapDue = false;
  private baked = false;

  constructor(private readonly palette: () => Palette, private readonly textScale: () => number) {
    this.picture = new BakedTexture(STATIC_BOARD_SIZE.w, STATIC_BOARD_SIZE.h, (ctx) => paintStaticBoard(ctx, LAYOUT, this.palette(), textScale(), !this.mapDue), null);
    this.sprite = new Sprite(this.picture.texture);
    this.sea.visible = false;
    this.view.addChild(this.sea, this.sprite);
  }

  /** Paints the picture at a pixel density; the first time (with `later` set) from elsewhere, or without its map. */
  bake(resolution: number): void {
    const first = !this.baked && this.later !== null;
    this.baked = true;
    if (first) {
      const taken = this.later?.picture?.(this.palette(), this.textScale(), resolution) ?? null;
      if (taken?.now) {
        this.picture.bakeFrom(resolution, taken.now);
        taken.now.close();
        performance.mark('kk:board-from-worker'); // the launch's timeline (bench:web)
        return;
      }
      this.mapDue = true;
      this.whenComing(taken, resolution);
    }
    if (this.mapDue) this.sea.clear().rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height).fill(MAP_COLOURS[this.palette()].sea);
    this.sea.visible = this.mapDue;
    this.picture.bake(resolution);
  }

  /** True while the map is still to come (tests). */
  get waitingForMap(): boolean {
    return this.mapDue;
  }

  /** The worker's picture when it comes, else the map painted here in idle time. */
  private whenComing(taken: TakenPicture | null, resolution: number): void {
    const later = this.later as MapLater;
    const paintHere = (): void => later.idle(() => this.paintMap());
    if (!taken) {
      paintHere();
      return;
    }
    const palette = this.palette();
    const textScale = this.textScale();
    void taken.coming.then((bitmap) => {
      // A bake at another density, palette or text size since then: that picture does not fit.
      const fits = this.palette() === palette && this.textScale() === textScale && this.picture.texture.source.resolution === resolution;
      if (bitmap && fits) this.pictureFrom(bitmap, resolution);
      else paintHere();
      bitmap?.close();
    });
  }

  /** The worker's whole picture in place of the one painted without its map. */
  private pictureFrom(bitmap: ImageBitmap, resolution: number): void {
    if (!this.mapDue) return;
    this.picture.bakeFrom(resolution, bitmap);
    performance.mark('kk:board-from-worker'); // the launch's timeline (bench:web)
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
