// The Calendar and the tracks drawn as the printed card: one paper card per track, its boxes ruled off
// from each other under a ruled heading row, the track's name printed faintly across it. Our own art.
import { parseLocation } from '../../shared/data/locations.js';
import { turnDef } from '../../shared/data/calendar.js';
import { LABEL_H, type BoxLayout, type Rect } from './layout.js';
import { SERIF, css, paint, roundRect, text, type Ctx } from './canvas-paint.js';
import { boardType, type BoardType } from './board-type.js';
import type { CardColours } from './board-colours.js';


type TrackName = 'calendar' | 'omnibus' | 'special-event' | 'air';

/** Each track's printed heading. */
const HEADING: Readonly<Record<TrackName, string>> = {
  calendar: 'CALENDAR',
  omnibus: 'OMNIBUS',
  'special-event': 'SPECIAL EVENTS',
  air: 'AIR WAR',
};

function trackOf(b: BoxLayout): TrackName | null {
  const kind = parseLocation(b.id)?.kind;
  if (kind === 'calendar' || kind === 'hundred-days') return 'calendar';
  if (kind === 'omnibus' || kind === 'omnibus-explosion') return 'omnibus';
  if (kind === 'special-event' || kind === 'air') return kind;
  return null;
}

/** The track boxes of the layout, by track, in layout order. */
export function trackGroups(boxes: readonly BoxLayout[]): Map<TrackName, BoxLayout[]> {
  const groups = new Map<TrackName, BoxLayout[]>();
  for (const b of boxes) {
    const t = b.style === 'track' ? trackOf(b) : null;
    if (t) groups.set(t, [...(groups.get(t) ?? []), b]);
  }
  return groups;
}

function bounds(cells: readonly Rect[]): Rect {
  const x = Math.min(...cells.map((c) => c.x));
  const y = Math.min(...cells.map((c) => c.y));
  return { x, y, w: Math.max(...cells.map((c) => c.x + c.w)) - x, h: Math.max(...cells.map((c) => c.y + c.h)) - y };
}

function rule(ctx: Ctx, card: CardColours, x0: number, y0: number, x1: number, y1: number, width: number): void {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  paint(ctx, { stroke: card.rule, strokeAlpha: 0.85, width });
}

/** The year of a Calendar box (the Hundred Days box belongs to 1918's end). */
function yearOf(b: BoxLayout): number {
  const p = parseLocation(b.id);
  return p?.kind === 'calendar' ? turnDef(p.turn).year : 1918;
}

/** The Calendar's years: alternate years tinted, a heavier rule where a year begins, the year printed low. */
function paintYears(ctx: Ctx, cells: readonly BoxLayout[], card: CardColours): void {
  const years = new Map<number, BoxLayout[]>();
  for (const c of cells) years.set(yearOf(c), [...(years.get(yearOf(c)) ?? []), c]);
  for (const [year, run] of years) {
    const r = bounds(run);
    if (year % 2 === 1) {
      ctx.fillStyle = css(card.alternate);
      ctx.fillRect(r.x - 1, r.y, r.w + 2, r.h);
    }
    text(ctx, r.x + r.w / 2, r.y + r.h - 3, { text: String(year), size: 22, colour: card.ink, family: SERIF, weight: 'bold', ax: 0.5, ay: 1, alpha: 0.16 });
    if (run[0] !== cells[0]) rule(ctx, card, r.x - 1, r.y, r.x - 1, r.y + r.h, 1.6);
  }
}

/** One track's card: paper, a double border, ruled boxes, their numbers and the track's heading. */
function paintCard(ctx: Ctx, track: TrackName, cells: readonly BoxLayout[], card: CardColours, type: BoardType): void {
  const r = bounds(cells);
  roundRect(ctx, r.x - 2, r.y - 2, r.w + 4, r.h + 4, 3, { fill: card.paper, stroke: card.ink, strokeAlpha: 0.9, width: 1.5 });
  if (track === 'calendar') paintYears(ctx, cells, card);
  else text(ctx, r.x + r.w / 2, r.y + r.h - 3, { text: HEADING[track], size: 18, colour: card.ink, family: SERIF, weight: 'bold', ax: 0.5, ay: 1, alpha: 0.16, maxWidth: r.w - 8 });
  // The heading row's rule, then the rules between boxes (in the gap between two cells).
  const rows = new Set(cells.map((c) => c.y));
  for (const y of rows) rule(ctx, card, r.x, y + LABEL_H - 2, r.x + r.w, y + LABEL_H - 2, 0.8);
  for (const c of cells) {
    if (c.x > r.x) rule(ctx, card, c.x - 1, c.y, c.x - 1, c.y + c.h, 0.8);
    const p = parseLocation(c.id);
    text(ctx, c.x + 4, c.y + 2, { text: c.label, size: type.cell, colour: card.ink, weight: '700', maxWidth: c.w - 8 });
    if (p?.kind === 'calendar') {
      // The turn's months as the card prints them ("Aug", "SO" for September–October), right of its number.
      const { label } = turnDef(p.turn);
      text(ctx, c.x + c.w - 3, c.y + 3, { text: label.slice(0, label.indexOf(' ')), size: type.month, colour: card.rule, ax: 1, family: SERIF });
    }
  }
  // An inner hairline, as printed cards have.
  roundRect(ctx, r.x, r.y, r.w, r.h, 2, { stroke: card.rule, strokeAlpha: 0.6, width: 0.6 });
}

/** The track cards in the palette's card colours (board-colours.ts). */
export function paintTrackCards(ctx: Ctx, boxes: readonly BoxLayout[], card: CardColours, type: BoardType = boardType(1)): void {
  for (const [track, cells] of trackGroups(boxes)) paintCard(ctx, track, cells, card, type);
}
