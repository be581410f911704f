// The static board (static-board.ts) as one baked texture, with its map painted after the rest the first
// time (issue #14): the boxes, cards and titles are baked when the board starts, the land and coasts in idle
// time afterwards, under them (backdrop.ts's paintMapUnder), so the map is off the first board's path. A
// plain sea stands in beneath the boxes meanwhile. Every later bake (zoom, resize, palette, text size)
// paints the whole picture at once.
import { Container, Graphics, Sprite } from 'pixi.js';
import { BakedTexture } from './baked-texture.js';
import { MAP_COLOURS, paintMapUnder } from './backdrop.js';
import { BOARD, LAYOUT } from './layout.js';
import { STATIC_BOARD_SIZE, paintStaticBoard } from './static-board.js';
import type { Palette } from './tile-look.js';

export class StaticBoardPicture {
  /** The sea stand-in under the picture's sprite. */
  readonly view = new Container();
  readonly sprite: Sprite;
  /** Runs the map's painting later (the board's idle time); null: the first bake paints the map too. */
  later: ((paintMap: () => void) => void) | null = null;
  private readonly picture: BakedTexture;
  private readonly sea = new Graphics();
  /** The picture lacks its map until the job handed to `later` runs. */
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
    if (!this.baked && this.later) {
      this.mapDue = true;
      this.later(() => this.paintMap());
    }
    this.baked = true;
    if (this.mapDue) this.sea.clear().rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height).fill(MAP_COLOURS[this.palette()].sea);
    this.sea.visible = this.mapDue;
    this.picture.bake(resolution);
  }

  /** True while the map is still to come (tests). */
  get waitingForMap(): boolean {
    return this.mapDue;
  }

  private paintMap(): void {
    if (!this.mapDue) return;
    this.mapDue = false;
    this.picture.add((ctx) => paintMapUnder(ctx, this.palette()));
    this.sea.visible = false;
  }
}
