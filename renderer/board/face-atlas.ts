// The faces of the tiles the opening board shows (prewarm.ts's openingTiles), painted into ONE shared
// texture, each in its own slot, on first use (issue #14's launch time): a tile face baked into a texture of
// its own costs a canvas and a 2D context each (about a third of the faces' time on the first board), and
// a new campaign shows ≈ 100 of them at once. The atlas holds faces for one density, text size and
// palette; a tile whose face must change (another size, a zoom, the text-size setting, a palette) gets a
// texture of its own from then on (tile-view.ts).
import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import type { TileMode } from './layout.js';
import { faceSize, paintTileFace } from './tile-face.js';
import type { TileLook, Palette } from './tile-look.js';
import { packSlots, type Slot } from './slot-packing.js';
import type { Ctx } from './canvas-paint.js';

/** The atlas's width in board units (≈ 16 full tiles a row), and the gap that keeps faces from bleeding. */
const ATLAS_WIDTH = 1024;
const SLOT_GAP = 2;

const key = (id: string, mode: TileMode): string => `${id}:${mode}`;

export class FaceAtlas {
  private readonly source: CanvasSource;
  private readonly slots = new Map<string, Slot>();
  private readonly faces = new Map<string, Texture>();

  constructor(tiles: readonly (readonly [string, TileMode])[], readonly resolution: number, readonly textScale: number, readonly palette: Palette) {
    const { slots, height } = packSlots(tiles.map(([, mode]) => faceSize(mode)), ATLAS_WIDTH, SLOT_GAP);
    tiles.forEach(([id, mode], i) => this.slots.set(key(id, mode), slots[i]));
    this.source = new CanvasSource({ width: ATLAS_WIDTH, height: Math.max(1, height), resolution, scaleMode: 'linear' });
  }

  /** True when a face painted now would match the atlas's faces. */
  fits(resolution: number, textScale: number, palette: Palette): boolean {
    return resolution === this.resolution && textScale === this.textScale && palette === this.palette;
  }

  /** The tile's face at `mode` from the atlas (painted now if it was not yet), or null if it has no slot. */
  face(look: TileLook, mode: TileMode): Texture | null {
    const k = key(look.id, mode);
    let face = this.faces.get(k);
    if (face) return face;
    const slot = this.slots.get(k);
    if (!slot) return null;
    const ctx = this.source.context2D as Ctx;
    ctx.setTransform(this.resolution, 0, 0, this.resolution, slot.x * this.resolution, slot.y * this.resolution);
    paintTileFace(ctx, look, mode, this.textScale);
    this.source.update();
    face = new Texture({ source: this.source, frame: new Rectangle(slot.x, slot.y, slot.w, slot.h) });
    this.faces.set(k, face);
    return face;
  }
}
