// WCAG 2.1 colour arithmetic: relative luminance, contrast ratio and alpha blending. Used where the board
// chooses colours by contrast (box-highlight.ts) and by the colour tests.

const channels = (c: number): [number, number, number] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];

/** WCAG relative luminance of an sRGB colour. */
export function luminance(c: number): number {
  const [r, g, b] = channels(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `alpha` over `under`, blended per channel as the renderer does. */
export function over(top: number, alpha: number, under: number): number {
  const t = channels(top);
  const u = channels(under);
  const [r, g, b] = t.map((v, i) => Math.round(v * alpha + u[i] * (1 - alpha)));
  return (r << 16) | (g << 8) | b;
}
