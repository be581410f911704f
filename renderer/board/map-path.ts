// Reads the map's compact paths (written by assets/map/make-map.ts): SVG path data in tenths of a board
// unit, each part "M x y l dx dy dx dy …", closed rings (land) ending in "z". Parsed by hand rather than
// with Path2D so it works the same in any canvas and in the unit tests, which have none.

/** The paths' numbers are in 1/PATH_UNITS of a board unit. */
export const PATH_UNITS = 10;

export interface MapPart {
  /** Points as flat [x0, y0, x1, y1, …] in board units. */
  readonly points: Float32Array;
  /** A ring (land, to fill) or an open line (the graticule). */
  readonly closed: boolean;
}

export function parseMapPath(path: string): MapPart[] {
  const parts: MapPart[] = [];
  const partText = /M(-?\d+) (-?\d+)l([^zM]*)(z?)/g;
  for (let m = partText.exec(path); m; m = partText.exec(path)) {
    const steps = m[3].match(/-?\d+/g) ?? [];
    if (steps.length % 2 !== 0) throw new Error(`map path: an odd number of steps in part ${parts.length}`);
    const points = new Float32Array(steps.length + 2);
    let x = Number(m[1]);
    let y = Number(m[2]);
    points[0] = x / PATH_UNITS;
    points[1] = y / PATH_UNITS;
    for (let i = 0; i < steps.length; i += 2) {
      x += Number(steps[i]);
      y += Number(steps[i + 1]);
      points[i + 2] = x / PATH_UNITS;
      points[i + 3] = y / PATH_UNITS;
    }
    parts.push({ points, closed: m[4] === 'z' });
  }
  return parts;
}

/** Adds the parts to the context's current path (the caller fills or strokes it). */
export function tracePath(ctx: { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void; closePath(): void }, parts: readonly MapPart[]): void {
  for (const { points, closed } of parts) {
    ctx.moveTo(points[0], points[1]);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1]);
    if (closed) ctx.closePath();
  }
}
