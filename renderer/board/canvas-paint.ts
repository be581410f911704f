// Small Canvas 2D helpers for the baked board pictures (tile faces, the static map): shapes and text
// placed the way Pixi's Graphics and Text placed them, so the baked look matches the old vector look.

export const SANS = '"DejaVu Sans", Verdana, sans-serif';
export const SERIF = 'Georgia, "DejaVu Serif", serif';

export type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function css(colour: number, alpha = 1): string {
  const r = (colour >> 16) & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`;
}

export interface FillStroke {
  readonly fill?: number;
  readonly fillAlpha?: number;
  readonly stroke?: number;
  readonly strokeAlpha?: number;
  readonly width?: number;
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, s: FillStroke): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  paint(ctx, s);
}

export function paint(ctx: Ctx, s: FillStroke): void {
  if (s.fill !== undefined) {
    ctx.fillStyle = css(s.fill, s.fillAlpha);
    ctx.fill();
  }
  if (s.stroke !== undefined) {
    ctx.strokeStyle = css(s.stroke, s.strokeAlpha);
    ctx.lineWidth = s.width ?? 1;
    ctx.stroke();
  }
}

export interface TextSpec {
  readonly text: string;
  readonly size: number;
  readonly colour: number;
  readonly weight?: string;
  readonly family?: string;
  /** Anchor like Pixi's Text: 0 = left/top, 0.5 = centre, 1 = right/bottom of the text box. */
  readonly ax?: number;
  readonly ay?: number;
  /** Shrinks the text evenly when it is wider than this. */
  readonly maxWidth?: number;
  /** Opacity of the ink (1 unless given). */
  readonly alpha?: number;
}

function setFont(ctx: Ctx, t: TextSpec): void {
  ctx.font = `${t.weight ?? 'normal'} ${t.size}px ${t.family ?? SANS}`;
}

/** The width a line of text takes when drawn (before any maxWidth narrowing). */
export function textWidth(ctx: Ctx, t: TextSpec): number {
  setFont(ctx, t);
  return ctx.measureText(t.text).width;
}

/** Draws a line of text whose box (font ascent + descent high) is anchored at (x, y). */
export function text(ctx: Ctx, x: number, y: number, t: TextSpec): void {
  setFont(ctx, t);
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  const m = ctx.measureText(t.text);
  const ascent = m.fontBoundingBoxAscent;
  const height = ascent + m.fontBoundingBoxDescent;
  const scale = t.maxWidth !== undefined && m.width > t.maxWidth ? t.maxWidth / m.width : 1;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.fillStyle = css(t.colour, t.alpha);
  ctx.fillText(t.text, -(t.ax ?? 0) * m.width, -(t.ay ?? 0) * height + ascent);
  ctx.restore();
}
