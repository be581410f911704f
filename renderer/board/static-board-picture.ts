// The static board (static-board.ts) as one baked texture. Its map comes one of two ways (issue #14):
// - at densities up to the map picture's own (MAP_IMAGE_DENSITY: the board at its usual size), from that
//   picture (board/map-image.ts), decoded off the page's thread since boot and laid under the boxes with
//   one drawImage; if it is not decoded yet when the board first bakes, the boxes are baked at once and
//   the picture goes under them when it comes;
// - zoomed in (or without the picture), painted from the path, crisp at every zoom; the first bake paints
//   it after the rest, in idle time (backdrop.ts's paintMapUnder), every later bake with the rest.
// A plain sea stands in beneath the boxes while the map is still to come.
import { Container, Graphics, Sprite } from 'pixi.js';
import { BakedTexture } from './baked-texture.js';
import { MAP_COLOURS, paintMapUnder } from './backdrop.js';
import { BOARD, LAYOUT } from './layout.js';
import { STATIC_BOARD_SIZE, paintStaticBoard } from './static-board.js';
import { MAP_IMAGE_DENSITY } from './map-image-files.js';
import type { Ctx } from './canvas-paint.js';
import type { Palette } from './tile-look.js';

/** Where the map's pictures come from (board/map-image.ts; tests give their own). */
export interface MapImages {
  /** The palette's picture if decoded already. */
  now(palette: Palette): CanvasImageSource | undefined;
  /** The palette's picture when decoded, or null if it cannot be had. */
  load(palette: Palette): Promise<CanvasImageSource | null>;
}

/** How the map got onto the picture last: from the picture file or painted from the path. */
export type MapSource = 'image' | 'path';

/** Lays a map picture over the board's rectangle (at the picture's density, smoothed when shrunk). */
function drawMapImage(ctx: Ctx, image: CanvasImageSource): void {
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(image, BOARD.x, BOARD.y, BOARD.width, BOARD.height);
}

export class StaticBoardPicture {
  /** The sea stand-in under the picture's sprite. */
  readonly view = new Container();
  readonly sprite: Sprite;
  /** Runs the path's painting later (the board's idle time); null: the first bake paints the map too. */
  later: ((paintMap: () => void) => void) | null = null;
  /** The picture changed outside a bake (the map came): the board should be drawn again. */
  changed: () => void = () => undefined;
  /** How the map got onto the picture (tests; null while it is still to come). */
  mapSource: MapSource | null = null;
  private readonly picture: BakedTexture;
  private readonly sea = new Graphics();
  /** The picture lacks its map until it comes (the picture file decoded, or the path painted later). */
  private mapDue = false;
  /** The map picture the current bake lays under the boxes, if any. */
  private image: CanvasImageSource | null = null;
  /** Counts bakes: a map that comes for an older bake is dropped. */
  private bakes = 0;

  constructor(private readonly palette: () => Palette, textScale: () => number, private readonly images: MapImages | null = null) {
    this.picture = new BakedTexture(STATIC_BOARD_SIZE.w, STATIC_BOARD_SIZE.h, (ctx) => {
      if (this.image) drawMapImage(ctx, this.image);
      paintStaticBoard(ctx, LAYOUT, this.palette(), textScale(), !this.mapDue && !this.image);
    }, null);
    this.sprite = new Sprite(this.picture.texture);
    this.sea.visible = false;
    this.view.addChild(this.sea, this.sprite);
  }

  /** Paints the picture at a pixel density; its map as the header says. */
  bake(resolution: number): void {
    const first = this.bakes === 0;
    const bake = ++this.bakes;
    const palette = this.palette();
    const images = resolution <= MAP_IMAGE_DENSITY ? this.images : null;
    this.image = images?.now(palette) ?? null;
    this.mapDue = images !== null ? this.image === null : first && this.later !== null;
    if (this.mapDue && images) {
      void images.load(palette).then((image) => {
        if (bake !== this.bakes) return;
        if (image) this.mapCame('image', (ctx) => { ctx.save(); ctx.globalCompositeOperation = 'destination-over'; drawMapImage(ctx, image); ctx.restore(); });
        else this.paintPathLater(palette);
      });
    } else if (this.mapDue) this.paintPathLater(palette);
    this.mapSource = this.mapDue ? null : this.image ? 'image' : 'path';
    if (this.mapDue) this.sea.clear().rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height).fill(MAP_COLOURS[palette].sea);
    this.sea.visible = this.mapDue;
    this.picture.bake(resolution);
  }

  /** True while the map is still to come (tests). */
  get waitingForMap(): boolean {
    return this.mapDue;
  }

  /** The path painted under the boxes in the board's idle time (now if no one schedules it). */
  private paintPathLater(palette: Palette): void {
    const bake = this.bakes;
    const job = (): void => { if (bake === this.bakes) this.mapCame('path', (ctx) => paintMapUnder(ctx, palette)); };
    if (this.later) this.later(job);
    else job();
  }

  private mapCame(source: MapSource, under: (ctx: Ctx) => void): void {
    if (!this.mapDue) return;
    this.mapDue = false;
    this.mapSource = source;
    this.picture.add(under);
    this.sea.visible = false;
    this.changed();
  }
}
