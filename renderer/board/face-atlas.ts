// The faces of the tiles the opening board shows (prewarm.ts's openingTiles), painted into ONE shared
// texture, each in its own slot, on first use (issue #14's launch time): a tile face baked into a texture of
// its own costs a canvas and a 2D context each (about a third of the faces' time on the first board), and
// a new campaign shows ≈ 100 of them at once. The atlas holds faces for one density, text size and
// palette; a tile whose face must change (another size, a zoom, the text-size setting, a palette) gets a
// texture of its own from then on (tile-view.ts). A few spare slots of each size take, on first use, faces
// not in the opening list: the tiles the Entente's first turn deploys from a Reserves box (drawn small
// there, full-size on the front) and the first tiles drawn later, until the spares run out.
import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import type { TileMode } from './layout.js';
import { faceSize, paintTileFace } from './tile-face.js';
import type { TileLook, Palette } from './tile-look.js';
import { packSlots, type Slot } from './slot-packing.js';
import type { Ctx } from './canvas-paint.js';

/** The atlas's width in board units (≈ 16 full tiles a row), and the gap that keeps faces from bleeding. */
const ATLAS_WIDTH = 1024;
const SLOT_GAP = 2;
/** Spare slots per size, for faces not in the opening list (a full-size row and a half-row of the others). */
export const SPARE_SLOTS: Readonly<Record<TileMode, number>> = { full: 16, small: 12, chip: 8 };
const MODES = Object.keys(SPARE_SLOTS) as TileMode[];

const key = (id: string, mode: TileMode): string => `${id}:${mode}`;

export class FaceAtlas {
  private readonly source: CanvasSource;
  private readonly slots = new Map<string, Slot>();
  private readonly faces = new Map<string, Texture>();
  /** Slots not yet given to any face, by size. */
  private readonly spares = new Map<TileMode, Slot[]>();

  constructor(tiles: readonly (readonly [string, TileMode])[], readonly resolution: number, readonly textScale: number, readonly palette: Palette) {
    const spareModes = MODES.flatMap((mode) => Array<TileMode>(SPARE_SLOTS[mode]).fill(mode));
    const sizes = [...tiles.map(([, mode]) => mode), ...spareModes].map(faceSize);
    const { slots, height } = packSlots(sizes, ATLAS_WIDTH, SLOT_GAP);
    tiles.forEach(([id, mode], i) => this.slots.set(key(id, mode), slots[i]));
    spareModes.forEach((mode, i) => {
      const free = this.spares.get(mode) ?? [];
      free.push(slots[tiles.length + i]);
      this.spares.set(mode, free);
    });
    this.source = new CanvasSource({ width: ATLAS_WIDTH, height: Math.max(1, height), resolution, scaleMode: 'linear' });
  }

  /** True when a face painted now would match the atlas's faces. */
  fits(resolution: number, textScale: number, palette: Palette): boolean {
    return resolution === this.resolution && textScale === this.textScale && palette === this.palette;
  }

  /**
   * The tile's face at `mode` from the atlas (painted now if it was not yet, in a spare slot if it has none
   * of its own), or null when it has no slot and the spares of its size are all taken.
   */
  face(look: TileLook, mode: TileMode): Texture | null {
    const k = key(look.id, mode);
    let face = this.faces.get(k);
    if (face) return face;
    const slot = this.slots.get(k) ?? this.spares.get(mode)?.shift();
    if (!slot) return null;
    this.slots.set(k, slot);
    const ctx = this.source.context2D as Ctx;
    ctx.setTransform(this.resolution, 0, 0, this.resolution, slot.x * this.resolution, slot.y * this.resolution);
    paintTileFace(ctx, look, mode, this.textScale);
    this.source.update();
    face = new Texture({ source: this.source, frame: new Rectangle(slot.x, slot.y, slot.w, slot.h) });
    this.faces.set(k, face);
    return face;
  }
}
