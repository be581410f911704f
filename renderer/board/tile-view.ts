// One tile: its printed face baked into a texture at the display's pixel density (one sprite to draw,
// sharp at any size once re-baked), and a ring Graphics for legal-target, hover and attack marks. The
// first face may come from the shared face atlas (face-atlas.ts); any later change bakes one of its own.
import { Container, Graphics, Rectangle, Sprite, type Texture } from 'pixi.js';
import { TILE_SIZE, type TileMode } from './layout.js';
import { HALO_ALPHA, type TileLook } from './tile-look.js';
import { BakedTexture } from './baked-texture.js';
import { FACE_MARGIN, faceSize, paintTileFace } from './tile-face.js';

export class TileView extends Container {
  readonly tileId: string;
  mode: TileMode;
  private readonly ring = new Graphics();
  /** The face's own texture; null while the face is the atlas's (`shared`). */
  private face: BakedTexture | null = null;
  private readonly sprite: Sprite;
  /** A plain back drawn over the face while a drawn chit is still face down; made on first use. */
  private back: Graphics | null = null;
  /** What the back was painted for (colour and size), so a step can ask every frame for nothing. */
  private backKey = '';

  /** `shared`: the face already painted in the face atlas at this mode, density and text size. */
  constructor(private look: TileLook, mode: TileMode, private resolution: number, private textScale = 1, shared: Texture | null = null) {
    super();
    this.tileId = look.id;
    this.mode = mode;
    this.label = `tile:${look.id}`;
    if (!shared) this.face = this.bakeFace(look, mode);
    this.sprite = new Sprite(shared ?? this.face?.texture);
    this.sprite.position.set(-FACE_MARGIN, -FACE_MARGIN);
    this.addChild(this.sprite, this.ring);
    this.hitArea = new Rectangle(0, 0, TILE_SIZE[mode].w, TILE_SIZE[mode].h);
    this.eventMode = 'static';
    this.cursor = 'default';
  }

  /** True when the face is a texture of its own (not the face atlas's). */
  get hasOwnFace(): boolean {
    return this.face !== null;
  }

  private bakeFace(look: TileLook, mode: TileMode): BakedTexture {
    const { w, h } = faceSize(mode);
    return new BakedTexture(w, h, (ctx) => paintTileFace(ctx, look, mode, this.textScale), this.resolution);
  }

  /** Frees the baked face with the tile (a spread-out stack's tiles live only while it is open). */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.face?.destroy();
    super.destroy(options);
  }

  /**
   * Redraws for another size (a tile moving from a Country to a track) or palette; with `shared`, the face
   * already painted in the face atlas for this size (its own texture, if it had one, is freed).
   */
  redraw(look: TileLook, mode: TileMode, shared: Texture | null = null): void {
    this.look = look;
    if (shared) {
      this.face?.destroy();
      this.face = null;
      this.sprite.texture = shared;
    } else if (mode !== this.mode || !this.face) {
      const old = this.face;
      this.face = this.bakeFace(look, mode);
      this.sprite.texture = this.face.texture;
      old?.destroy();
    } else {
      this.face.bake(this.resolution, (ctx) => paintTileFace(ctx, look, mode, this.textScale));
    }
    this.mode = mode;
    this.hitArea = new Rectangle(0, 0, TILE_SIZE[mode].w, TILE_SIZE[mode].h);
  }

  /** After a change of the text-size setting: paint the face again with its words at the new size. */
  setTextScale(scale: number): void {
    if (scale === this.textScale) return;
    this.textScale = scale;
    this.bakeAgain();
  }

  /** After a resolution change: paint the face again at the new pixel density. */
  refreshCache(resolution: number): void {
    if (resolution === this.resolution) return;
    this.resolution = resolution;
    this.bakeAgain();
  }

  /** Paints the face again at the density and text size now set (its own texture from now on). */
  private bakeAgain(): void {
    if (this.face) this.face.bake(this.resolution);
    else this.redraw(this.look, this.mode);
  }

  /** Face down (a colour) or face up (null). */
  setBack(colour: number | null): void {
    if (colour === null) {
      if (this.back) this.back.visible = false;
      return;
    }
    if (!this.back) {
      this.back = new Graphics();
      this.addChildAt(this.back, 1);
    }
    const key = `${colour}:${this.mode}`;
    if (key !== this.backKey) {
      this.backKey = key;
      const { w, h } = TILE_SIZE[this.mode];
      this.back.clear().roundRect(0, 0, w, h, 4).fill(colour).stroke({ width: 1.5, color: 0x1b1a16 });
    }
    this.back.visible = true;
  }

  get showsBack(): boolean {
    return this.back?.visible ?? false;
  }

  /** Back to the resting look: upright, full size, face up (after an animation, or a skip). */
  resetPose(): void {
    this.rotation = 0;
    this.scale.set(1);
    this.setBack(null);
  }

  /** A coloured frame: legal target, hover, or nothing. */
  /** A ring round the tile; with a `halo`, on a dark band wider than the ring, seen on any box. */
  setRing(colour: number | null, width = 3, halo: number | null = null): void {
    this.ring.clear();
    if (colour === null) return;
    const { w, h } = TILE_SIZE[this.mode];
    if (halo !== null) this.ring.roundRect(-2, -2, w + 4, h + 4, 6).stroke({ width: width + 4, color: halo, alpha: HALO_ALPHA });
    this.ring.roundRect(-2, -2, w + 4, h + 4, 6).stroke({ width, color: colour });
  }
}
