// The board's map projection: a conic conformal (Lambert) over the war's theatre, 15°W–50°E and
// 25°N–60°N, fitted onto the board's logical area. Used by the build script (make-map.ts) and by the
// tests that find known cities on the board; the app itself only ships the projected path.
import { geoConicConformal, type GeoProjection } from 'd3-geo';
import type { Polygon } from 'geojson';
import { BOARD } from '../../renderer/board/layout.js';

/** The theatre's corners in degrees: west, east, south, north. */
export const THEATRE = { west: -15, east: 50, south: 25, north: 60 } as const;

/** The theatre's outline, with points along each edge so the fit follows the projected (curved) edges. */
function theatreOutline(): Polygon {
  const { west, east, south, north } = THEATRE;
  const ring: [number, number][] = [];
  for (let lon = west; lon <= east; lon += 1) ring.push([lon, south]);
  for (let lat = south; lat <= north; lat += 1) ring.push([east, lat]);
  for (let lon = east; lon >= west; lon -= 1) ring.push([lon, north]);
  for (let lat = north; lat >= south; lat -= 1) ring.push([west, lat]);
  // The ring above runs anticlockwise (east along the south edge); d3-geo reads a clockwise ring as the
  // small area it encloses, so it is reversed.
  return { type: 'Polygon', coordinates: [ring.reverse()] };
}

/**
 * The projection: standard parallels a sixth of the way in from the theatre's south and north edges (the
 * usual choice for a conic: least distortion over the band), centred on the theatre's middle meridian,
 * scaled and moved so the theatre fills the board; land outside it is clipped to the board's edges.
 */
export function boardProjection(): GeoProjection {
  const { west, east, south, north } = THEATRE;
  const span = north - south;
  const projection = geoConicConformal()
    .parallels([south + span / 6, north - span / 6])
    .rotate([-(west + east) / 2, 0])
    .fitExtent([[BOARD.x, BOARD.y], [BOARD.x + BOARD.width, BOARD.y + BOARD.height]], theatreOutline());
  return projection.clipExtent([[BOARD.x, BOARD.y], [BOARD.x + BOARD.width, BOARD.y + BOARD.height]]);
}

/** A place's point on the board, in board units. */
export function projectOnBoard(lon: number, lat: number): { x: number; y: number } {
  const p = boardProjection()([lon, lat]);
  if (!p) throw new Error(`(${lon}, ${lat}) does not project`);
  return { x: p[0], y: p[1] };
}
