// One tile drawn with vector Graphics and Text (no bitmaps), so it stays sharp at any resolution.
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { TILE_SIZE, type TileMode } from './layout.js';
import type { TileLook } from './tile-look.js';

const FONT = 'Georgia, "DejaVu Serif", serif';
const SANS = '"DejaVu Sans", Verdana, sans-serif';

export class TileView extends Container {
  readonly tileId: string;
  mode: TileMode;
  private readonly ring = new Graphics();
  /** The printed face, cached as one texture: a tile then costs one sprite per frame. */
  private face = new Container();

  constructor(look: TileLook, mode: TileMode) {
    super();
    this.tileId = look.id;
    this.mode = mode;
    this.label = `tile:${look.id}`;
    this.redraw(look, mode);
    this.eventMode = 'static';
    this.cursor = 'default';
  }

  /** Redraws for another size (a tile moving from a Country to a track) or palette. */
  redraw(look: TileLook, mode: TileMode): void {
    this.mode = mode;
    this.removeChildren();
    this.face.destroy({ children: true });
    this.face = new Container();
    this.draw(look, mode);
    this.face.cacheAsTexture({ antialias: true });
    this.addChild(this.face, this.ring);
    const { w, h } = TILE_SIZE[mode];
    this.hitArea = new Rectangle(0, 0, w, h);
  }

  refreshCache(): void {
    this.face.updateCacheTexture();
  }

  /** A coloured frame: legal target, hover, or nothing. */
  setRing(colour: number | null, width = 3): void {
    this.ring.clear();
    if (colour === null) return;
    const { w, h } = TILE_SIZE[this.mode];
    this.ring.roundRect(-2, -2, w + 4, h + 4, 6).stroke({ width, color: colour });
  }

  private draw(look: TileLook, mode: TileMode): void {
    const { w, h } = TILE_SIZE[mode];
    const g = new Graphics();
    if (mode === 'chip') {
      g.roundRect(0, 0, w, h, 4).fill(look.body).stroke({ width: 1, color: 0x2a2a2a });
      if (look.stripes.length) drawStripes(g, look, 0, 0, 6, h);
      this.face.addChild(g);
      const t = new Text({ text: look.short, style: { fontFamily: SANS, fontSize: 10, fill: look.ink, fontWeight: '600' } });
      t.anchor.set(0.5);
      t.position.set(w / 2 + (look.stripes.length ? 3 : 0), h / 2);
      if (t.width > w - 8) t.scale.set((w - 8) / t.width);
      this.face.addChild(t);
      return;
    }
    // Body with a soft shadow, then the flag band on top.
    g.roundRect(2, 2, w, h, 5).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(0, 0, w, h, 5).fill(look.body).stroke({ width: 1.5, color: 0x2a2a2a });
    const band = Math.round(h * 0.28);
    if (look.stripes.length) drawStripes(g, look, 3, 3, w - 6, band);
    this.face.addChild(g);

    const small = mode === 'small';
    const name = new Text({ text: look.short, style: { fontFamily: SANS, fontSize: small ? 9 : 11, fill: look.ink, fontWeight: '600' } });
    name.anchor.set(0.5, 0);
    name.position.set(w / 2, look.stripes.length ? band + 4 : 4);
    if (name.width > w - 4) name.scale.set((w - 4) / name.width);
    this.face.addChild(name);

    if (look.strength) {
      const s = new Text({ text: look.strength, style: { fontFamily: FONT, fontSize: small ? 15 : 22, fill: look.ink, fontWeight: 'bold' } });
      s.anchor.set(0.5, 1);
      s.position.set(w / 2, h - 1);
      this.face.addChild(s);
    } else if (look.tag) {
      const tag = new Text({ text: look.tag, style: { fontFamily: SANS, fontSize: small ? 8 : 10, fill: look.ink } });
      tag.anchor.set(0.5, 1);
      tag.position.set(w / 2, h - 3);
      if (tag.width > w - 4) tag.scale.set((w - 4) / tag.width);
      this.face.addChild(tag);
    }
    if (look.stripes.length && !small && !look.skull) {
      const tag = new Text({ text: look.tag, style: { fontFamily: SANS, fontSize: 8, fill: 0x333333 } });
      tag.position.set(3, h - 12);
      this.face.addChild(tag);
    }
    if (look.skull) this.face.addChild(mark('☠', 3, h - (small ? 15 : 18), small));
    if (look.asterisk) this.face.addChild(mark('✱', w - (small ? 12 : 15), h - (small ? 15 : 18), small));
  }
}

function mark(symbol: string, x: number, y: number, small: boolean): Text {
  const t = new Text({ text: symbol, style: { fontFamily: SANS, fontSize: small ? 11 : 14, fill: 0x8b0000, fontWeight: 'bold' } });
  t.position.set(x, y);
  return t;
}

function drawStripes(g: Graphics, look: TileLook, x: number, y: number, w: number, h: number): void {
  const n = look.stripes.length;
  look.stripes.forEach((colour, i) => {
    if (look.stripeDir === 'v') g.rect(x + (i * w) / n, y, w / n + 0.5, h).fill(colour);
    else g.rect(x, y + (i * h) / n, w, h / n + 0.5).fill(colour);
  });
  g.rect(x, y, w, h).stroke({ width: 0.75, color: 0x333333 });
}
