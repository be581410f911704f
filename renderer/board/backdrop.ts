// The map under the boxes: our own stylised shapes (sea, four land masses), painted once.
import { BOARD } from './layout.js';
import { css, paint, type Ctx } from './canvas-paint.js';

type Poly = readonly (readonly [number, number])[];

/** A blob with a gently wavy coast: deterministic, so every run draws the same map. */
export function coast(points: Poly, wobble: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    for (let k = 0; k < 6; k++) {
      const t = k / 6;
      const n = Math.sin((x0 + y0) * 0.05 + k * 1.7) * wobble;
      out.push(x0 + (x1 - x0) * t + n, y0 + (y1 - y0) * t - n * 0.6);
    }
  }
  return out;
}

const LANDS: readonly { poly: Poly; colour: number }[] = [
  // Western front: Flanders to the Alps.
  { poly: [[0, 130], [352, 126], [356, 752], [0, 752]], colour: 0xc9c3a3 },
  // Germany and Austria-Hungary: the Central Powers' heartland.
  { poly: [[352, 126], [700, 126], [700, 756], [352, 756]], colour: 0xb4b7a4 },
  // Russia and the Balkans.
  { poly: [[700, 126], [1048, 126], [1048, 756], [700, 756]], colour: 0xcdbf9c },
  // The Near East and Africa: desert tones.
  { poly: [[1048, 126], [1518, 126], [1518, 712], [1048, 712]], colour: 0xdcc99a },
];

export function paintBackdrop(ctx: Ctx): void {
  ctx.fillStyle = css(0x7f9db0);
  ctx.fillRect(BOARD.x, BOARD.y, BOARD.width, BOARD.height);
  // Faint lines of latitude: a map feel without copying any map.
  for (let y = 60; y < BOARD.height; y += 90) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(BOARD.width, y + 12);
    paint(ctx, { stroke: 0x9ab4c4, strokeAlpha: 0.6, width: 1 });
  }
  for (const land of LANDS) {
    const p = coast(land.poly, 5);
    ctx.beginPath();
    ctx.moveTo(p[0], p[1]);
    for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
    ctx.closePath();
    paint(ctx, { fill: land.colour, stroke: 0x6d6550, strokeAlpha: 0.7, width: 2 });
  }
  // The header strip.
  ctx.fillStyle = css(0x2b2a26);
  ctx.fillRect(0, 0, BOARD.width, 32);
}
