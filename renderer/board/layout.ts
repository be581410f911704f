// Where every location of the engine sits on the board: a fixed logical canvas (1920×1080) that the
// app scales to the window. Pure data, so tests can check that every location has a place.
import { COUNTRIES, SEA_AREAS, THEATERS } from '../../shared/data/board.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import type { CountryId } from '../../shared/data/ids.js';
import {
  HUNDRED_DAYS_BOX, LOCATIONS, OMNIBUS_EXPLOSION, airTrackBox, calendarBox, omnibusBox, reservesOf, seaBox, specialEventBox,
  type Location,
} from '../../shared/data/locations.js';

export const STAGE = { width: 1920, height: 1080 } as const;
/** The Pixi board and prompt bar use the left part; the DOM side panel (log, summary) the right. */
export const BOARD = { x: 0, y: 0, width: 1520, height: 946 } as const;
export const PROMPT_BAR = { x: 0, y: 950, width: 1520, height: 130 } as const;
export const SIDE_PANEL = { x: 1524, y: 0, width: 396, height: 1080 } as const;

/** How tiles are drawn in a box: full tiles, small tiles, or chips (one-line labels on tracks). */
export type TileMode = 'full' | 'small' | 'chip';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface BoxLayout extends Rect {
  readonly id: Location;
  readonly label: string;
  readonly mode: TileMode;
  /** 'map' boxes get a frame and a title; 'track' boxes are compact cells; 'hidden' boxes show a count only. */
  readonly style: 'map' | 'track' | 'sea' | 'counter';
}

export const TILE_SIZE: Readonly<Record<TileMode, { w: number; h: number }>> = {
  full: { w: 58, h: 58 },
  small: { w: 40, h: 40 },
  chip: { w: 48, h: 16 },
};

/** Height of a box's title line. */
export const LABEL_H = 18;

function box(id: Location, label: string, x: number, y: number, w: number, h: number, mode: TileMode, style: BoxLayout['style'] = 'map'): BoxLayout {
  return { id, label, x, y, w, h, mode, style };
}

function countryName(id: string): string {
  return COUNTRIES.find((c) => c.id === id)?.name ?? id;
}

/** A Country box with its Reserves strip along the bottom. */
function countryBoxes(id: CountryId, x: number, y: number): BoxLayout[] {
  const w = 340;
  return [
    box(id, countryName(id), x, y, w, 138, 'full'),
    box(reservesOf(id), `${countryName(id)} Reserves`, x, y + 140, w, 62, 'small'),
  ];
}

function buildLayout(): BoxLayout[] {
  const out: BoxLayout[] = [];
  // Calendar: 27 turns and the Hundred Days box across the top.
  const calY = 36;
  const calW = 54;
  for (let t = 1; t <= 27; t++) out.push(box(calendarBox(t), String(t), 4 + (t - 1) * calW, calY, calW - 2, 90, 'chip', 'track'));
  out.push(box(HUNDRED_DAYS_BOX, '100 d', 4 + 27 * calW, calY, calW - 2, 90, 'chip', 'track'));

  // Western, central and eastern fronts: three columns of boxes.
  const rowY = [134, 340, 546];
  out.push(...countryBoxes('belgium', 8, rowY[0]), ...countryBoxes('france', 8, rowY[1]), ...countryBoxes('italy', 8, rowY[2]));
  out.push(...countryBoxes('lithuania', 704, rowY[0]), ...countryBoxes('ukraine', 704, rowY[1]), ...countryBoxes('serbia', 704, rowY[2]));
  out.push(box('germany', 'Germany', 356, rowY[0], 340, 202, 'small'));
  out.push(box('ruhe', 'Ruhe (calm cities)', 356, rowY[1], 168, 202, 'small'));
  out.push(box('unruhe', 'Unruhe (unrest)', 528, rowY[1], 168, 202, 'small'));
  out.push(box('austria-hungary', 'Austria-Hungary', 356, rowY[2], 340, 66, 'small'));
  out.push(box('bulgaria', 'Bulgaria', 356, rowY[2] + 70, 168, 66, 'small'));
  out.push(box('roumania', 'Roumania', 528, rowY[2] + 70, 168, 132, 'small'));
  out.push(box('ireland', 'Ireland', 356, rowY[2] + 140, 82, 62, 'small'));
  out.push(box('senussi-revolt', 'Senussi', 442, rowY[2] + 140, 82, 62, 'small'));

  // Near East: each theatre beside the box its armies wait in.
  const neX = 1052;
  const half = 228;
  const neRows: readonly (readonly [Location, string, Location, string])[] = [
    ['ottoman-turkey', 'Ottoman Turkey', 'gallipoli', 'Gallipoli'],
    ...THEATERS.map((t) => [t.id, t.id[0].toUpperCase() + t.id.slice(1), t.reserves, t.reserves[0].toUpperCase() + t.reserves.slice(1)] as const),
  ];
  neRows.forEach(([a, la, b, lb], i) => {
    const y = 134 + i * 92;
    out.push(box(a, la, neX, y, half, 88, 'small'));
    out.push(box(b, lb, neX + half + 4, y, half, 88, 'small'));
  });
  out.push(box('german-east-africa', 'German East Africa', neX, 502, half, 88, 'small'));
  out.push(box('chit-cup', 'Chit cup', neX + half + 4, 502, 110, 88, 'small', 'counter'));
  out.push(box('lira-cup', 'Lira cup', neX + half + 118, 502, 110, 88, 'small', 'counter'));
  out.push(box('counter-tray', 'Counter tray', neX, 594, 150, 110, 'small', 'counter'));
  out.push(box('discarded', 'Out of play', neX + 154, 594, 150, 110, 'small', 'counter'));

  // Bottom strip: Omnibus, Special Events, Air on the left; the seas and the naval boxes on the right.
  const trackW = 54;
  for (let n = 0; n <= 12; n++) out.push(box(omnibusBox(n), String(n), 8 + n * trackW, 756, trackW - 2, 62, 'chip', 'track'));
  out.push(box(OMNIBUS_EXPLOSION, 'Boom', 8 + 13 * trackW, 756, trackW - 2, 62, 'chip', 'track'));
  SPECIAL_EVENTS.forEach((e, i) => {
    out.push(box(specialEventBox(e.id), e.name, 8 + i * trackW, 822, trackW - 2, 60, 'chip', 'track'));
  });
  for (let n = 0; n <= 4; n++) out.push(box(airTrackBox(n), `Air ${n}`, 8 + n * 92, 886, 88, 58, 'small', 'track'));

  const seaX = 772;
  SEA_AREAS.forEach((s, i) => {
    out.push(box(seaBox(s.id), `Sea ${s.id}`, seaX + i * 106, 756, 102, 94, 'small', 'sea'));
  });
  out.push(box('british-cruisers-box', 'British Cruisers', seaX, 854, 244, 90, 'small'));
  out.push(box('blockade-runners-box', 'Blockade Runners', seaX + 248, 854, 244, 90, 'small'));
  out.push(box('neutral-ports', 'Neutral Ports', seaX + 496, 854, 244, 90, 'small'));
  return out;
}

export const LAYOUT: readonly BoxLayout[] = buildLayout();
export const LAYOUT_BY_ID: Readonly<Record<string, BoxLayout>> = Object.fromEntries(LAYOUT.map((b) => [b.id, b]));

/** Every location id the engine may use (shared/data/locations.ts lists them). */
export function engineLocationIds(): Location[] {
  return [...LOCATIONS];
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Top-left corners for `count` tiles of `mode` inside a box, below its title. When they do not fit,
 * columns overlap (like a fanned stack) rather than spilling out of the box.
 */
export function slotPositions(b: Rect, mode: TileMode, count: number): Point[] {
  if (count <= 0) return [];
  const size = TILE_SIZE[mode];
  const gap = mode === 'chip' ? 1 : 3;
  const pad = 4;
  const innerW = b.w - 2 * pad;
  const innerH = b.h - LABEL_H - pad;
  const maxCols = Math.max(1, Math.floor((innerW + gap) / (size.w + gap)));
  const maxRows = Math.max(1, Math.floor((innerH + gap) / (size.h + gap)));
  let cols = Math.min(count, maxCols);
  let rows = Math.ceil(count / cols);
  let stepX = size.w + gap;
  let stepY = size.h + gap;
  if (rows > maxRows) {
    rows = maxRows;
    cols = Math.ceil(count / rows);
    stepX = cols > 1 ? (innerW - size.w) / (cols - 1) : 0;
  }
  if (mode === 'chip' && rows > maxRows) stepY = (innerH - size.h) / Math.max(1, rows - 1);
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    out.push({ x: b.x + pad + c * stepX, y: b.y + LABEL_H + r * stepY });
  }
  return out;
}

/** Centre of a box (for flying tiles whose exact slot is not known yet, and for probes). */
export function centreOf(b: Rect): Point {
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}
