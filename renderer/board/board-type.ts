// The type sizes of the board's own words at a text size (issue #14): box titles, track numbers, the
// front counts, the header. Each grows with the setting as far as its printed place allows: a box's title
// stays within its title line, above the tiles, so a larger setting never covers a tile's strength.
import { LABEL_H } from './layout.js';
import { NAME_LINE } from './face-layout.js';

/** At Normal text. */
const BASE = { title: 12, cell: 10, month: 8, front: 13, header: 16, counter: 30 } as const;

/** The largest size whose type box fits `room` units of height. */
const fitting = (room: number): number => room / NAME_LINE;

/** A box's title sits 1 unit below its top and must end above the tiles, LABEL_H down. */
export const TITLE_TOP = 1;

export interface BoardType {
  readonly title: number;
  /** A track cell's number, above its ruled heading line (LABEL_H − 2 down), and the Calendar's months. */
  readonly cell: number;
  readonly month: number;
  /** A front's "5/5", on the title line at the box's right. */
  readonly front: number;
  /** The header line across the board's top. */
  readonly header: number;
  /** A cup's tile count, at most this share of the box's height below its title. */
  counter(boxHeight: number): number;
}

export function boardType(scale: number): BoardType {
  const line = fitting(LABEL_H - TITLE_TOP);
  const cellLine = fitting(LABEL_H - 4);
  return {
    title: Math.min(BASE.title * scale, line),
    cell: Math.min(BASE.cell * scale, cellLine),
    month: Math.min(BASE.month * scale, cellLine * 0.8),
    front: Math.min(BASE.front * scale, line),
    header: BASE.header * scale,
    counter: (boxHeight) => Math.min(BASE.counter * scale, fitting((boxHeight - LABEL_H) * 0.9)),
  };
}
