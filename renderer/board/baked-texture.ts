// A picture painted once with Canvas 2D at the display's pixel density and shown as one Pixi texture.
// Drawing a texture is cheap for every renderer; many Graphics and Text objects are not (each Text is a
// canvas of its own, and the first frame had to make hundreds). Re-bake after a resolution change.
import { CanvasSource, Texture } from 'pixi.js';
import type { Ctx } from './canvas-paint.js';

export class BakedTexture {
  readonly texture: Texture<CanvasSource>;

  /**
   * `width`×`height` in board units; `paint` draws in board units (the density is applied here).
   * With `resolution` null nothing is painted yet: the caller bakes once it knows the density.
   */
  constructor(private readonly width: number, private readonly height: number, private paint: (ctx: Ctx) => void, resolution: number | null) {
    this.texture = new Texture({ source: new CanvasSource({ width, height, resolution: resolution ?? 1, scaleMode: 'linear' }) });
    if (resolution !== null) this.bake(resolution);
  }

  /** Paints again, at a new pixel density and/or with a new painter. */
  bake(resolution: number, paint = this.paint): void {
    this.paint = paint;
    const source = this.texture.source;
    source.resize(this.width, this.height, resolution);
    const ctx = source.context2D as Ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, source.pixelWidth, source.pixelHeight);
    ctx.setTransform(resolution, 0, 0, resolution, 0, 0);
    this.paint(ctx);
    source.update();
  }

  /** Paints `more` onto the picture as it stands (nothing cleared), in board units at its density. */
  add(more: (ctx: Ctx) => void): void {
    const source = this.texture.source;
    const ctx = source.context2D as Ctx;
    ctx.setTransform(source.resolution, 0, 0, source.resolution, 0, 0);
    more(ctx);
    source.update();
  }

  destroy(): void {
    this.texture.destroy(true);
  }
}
