// The map under the board (issue #14): the build script's output is deterministic and committed as built,
// the projection puts known places where a reader of a map expects them, and the path parses into land
// that holds those places and leaves the sea (and the Caspian: land is filled, not its outline) as water.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMapPaths, generatedModule } from '../../assets/map/make-map.js';
import { THEATRE, projectOnBoard } from '../../assets/map/projection.js';
import { EUROPE_GRATICULE, EUROPE_LAND } from '../../renderer/board/europe-map.js';
import { parseMapPath, type MapPart } from '../../renderer/board/map-path.js';
import { BOARD } from '../../renderer/board/layout.js';

const BERLIN = projectOnBoard(13.4, 52.52);
const PARIS = projectOnBoard(2.35, 48.86);
// The old city, a little west of the Bosporus (at 1:50m the strait is drawn a few km wide).
const CONSTANTINOPLE = projectOnBoard(28.93, 41.01);

/** Non-zero winding, as the canvas fills the land: is (x, y) inside the rings? */
function onLand(rings: readonly MapPart[], x: number, y: number): boolean {
  let winding = 0;
  for (const { points } of rings) {
    const n = points.length / 2;
    for (let i = 0; i < n; i++) {
      const [x0, y0] = [points[2 * i], points[2 * i + 1]];
      const [x1, y1] = [points[(2 * ((i + 1) % n))], points[(2 * ((i + 1) % n)) + 1]];
      const side = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
      if (y0 <= y && y1 > y && side > 0) winding++;
      else if (y0 > y && y1 <= y && side < 0) winding--;
    }
  }
  return winding !== 0;
}

describe('map build (assets/map/make-map.ts)', () => {
  it('is deterministic, and the committed module is exactly what it builds', () => {
    const first = generatedModule(buildMapPaths());
    expect(generatedModule(buildMapPaths())).toBe(first);
    expect(readFileSync(new URL('../../renderer/board/europe-map.ts', import.meta.url), 'utf8')).toBe(first);
  });

  it('keeps the land compact (Natural Earth 1:50m, thinned below what any zoom shows)', () => {
    expect(EUROPE_LAND.length).toBeGreaterThan(20_000); // 1:110m would be far smaller and blocky
    expect(EUROPE_LAND.length).toBeLessThan(45_000);
  });
});

describe('board projection (conic conformal over 15°W–50°E, 25°N–60°N)', () => {
  it('puts Berlin, Paris and Constantinople on the board', () => {
    for (const p of [BERLIN, PARIS, CONSTANTINOPLE]) {
      expect(p.x).toBeGreaterThan(BOARD.x);
      expect(p.x).toBeLessThan(BOARD.x + BOARD.width);
      expect(p.y).toBeGreaterThan(BOARD.y);
      expect(p.y).toBeLessThan(BOARD.y + BOARD.height);
    }
  });

  it('keeps them in the order of a map: west to east Paris, Berlin, Constantinople; north to south Berlin, Paris, Constantinople', () => {
    expect(PARIS.x).toBeLessThan(BERLIN.x);
    expect(BERLIN.x).toBeLessThan(CONSTANTINOPLE.x);
    expect(BERLIN.y).toBeLessThan(PARIS.y);
    expect(PARIS.y).toBeLessThan(CONSTANTINOPLE.y);
  });

  it('fits the theatre to the board: its middle meridian is the board’s centre line, its south-west corner at the board’s left edge', () => {
    const middle = projectOnBoard((THEATRE.west + THEATRE.east) / 2, 45);
    expect(middle.x).toBeCloseTo(BOARD.x + BOARD.width / 2, 3);
    expect(projectOnBoard(THEATRE.west, THEATRE.south).x).toBeLessThan(BOARD.x + 40);
  });
});

describe('map path (renderer/board/map-path.ts)', () => {
  const land = parseMapPath(EUROPE_LAND);
  const graticule = parseMapPath(EUROPE_GRATICULE);

  it('parses into closed land rings and open graticule lines, every point on the board', () => {
    expect(land.length).toBeGreaterThan(100); // the islands of the Aegean and the Baltic among them
    expect(land.every((r) => r.closed && r.points.length >= 6)).toBe(true);
    expect(graticule.length).toBeGreaterThan(10);
    expect(graticule.every((l) => !l.closed)).toBe(true);
    for (const { points } of [...land, ...graticule]) {
      for (let i = 0; i < points.length; i += 2) {
        expect(points[i]).toBeGreaterThanOrEqual(BOARD.x - 0.1);
        expect(points[i]).toBeLessThanOrEqual(BOARD.x + BOARD.width + 0.1);
        expect(points[i + 1]).toBeGreaterThanOrEqual(BOARD.y - 0.1);
        expect(points[i + 1]).toBeLessThanOrEqual(BOARD.y + BOARD.height + 0.1);
      }
    }
  });

  it('rejects a damaged path rather than drawing nonsense', () => {
    expect(() => parseMapPath('M10 10l 5 5 5z')).toThrow(/odd number/);
  });

  it('has Berlin, Paris and Constantinople on land', () => {
    for (const p of [BERLIN, PARIS, CONSTANTINOPLE]) expect(onLand(land, p.x, p.y)).toBe(true);
  });

  it('leaves the Atlantic west of Brittany, the Black Sea and the Caspian as water', () => {
    for (const [lon, lat] of [[-8, 47.5], [34, 43.5], [50.5, 42]] as const) {
      const p = projectOnBoard(lon, lat);
      expect(onLand(land, p.x, p.y), `(${lon}, ${lat})`).toBe(false);
    }
  });
});
