// The board's contrast figures for every palette × theme (issue #33), computed from the colour tables (never
// written down by hand): palette-contrast.test.ts checks them and that docs/renderer.md prints this table.
import { BOARD_COLOURS } from '../../renderer/board/board-colours.js';
import { boxRing } from '../../renderer/board/box-highlight.js';
import { PALETTES, paletteWords, type Palette } from '../../renderer/board/palettes.js';
import { FILL_ALPHA } from '../../renderer/board/static-board.js';
import { contrast, over } from './colour-contrast.js';

export type Style = 'sea' | 'map' | 'track' | 'counter';
export const STYLES: readonly Style[] = ['sea', 'map', 'track', 'counter'];

/** A box's paper as painted over land and over sea (the two it can lie on). */
export function papers(p: Palette, style: Style): number[] {
  const b = BOARD_COLOURS[p];
  return [b.map.land, b.map.sea].map((under) => over(b.paper[style], FILL_ALPHA[style], under));
}

const lowest = (ink: number, backs: readonly number[]): number => Math.min(...backs.map((b) => contrast(ink, b)));

export interface Figures {
  /** The legal ring against each kind of box's paper (the lower of over land and over sea). */
  readonly ring: Readonly<Record<Style, number>>;
  /** Text against its ground: the lowest box title, the track cards' ink, a front's count, at its limit, a cup's count, the header. */
  readonly titles: number;
  readonly card: number;
  readonly front: number;
  readonly alarm: number;
  readonly cup: number;
  readonly header: number;
}

export function figures(p: Palette): Figures {
  const b = BOARD_COLOURS[p];
  const ring = Object.fromEntries(STYLES.map((s) => [s, lowest(boxRing(s, p).ring, papers(p, s))])) as Record<Style, number>;
  return {
    ring,
    titles: Math.min(...STYLES.map((s) => lowest(b.titleInk[s], papers(p, s)))),
    card: lowest(b.card.ink, [b.card.paper, b.card.alternate]),
    front: lowest(b.frontInk, papers(p, 'map')),
    // At the limit the box is tinted with the alarm colour at 20 % (board-scene.ts's showFront).
    alarm: lowest(b.alarmInk, papers(p, 'map').map((q) => over(b.ui.bad, 0.2, q))),
    cup: lowest(b.counterInk, papers(p, 'counter')),
    header: contrast(b.headerInk, b.map.header),
  };
}

const r = (x: number): string => `${x.toFixed(2)}:1`;
const hex = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;

/** The table docs/renderer.md holds: one row per palette. */
export function contrastTable(): string {
  const head = [
    '| palette | ring (sea boxes) | ring on: sea boxes | map boxes | track cards | cups | box titles | track ink | front count | at its limit | cup count | header |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const rows = PALETTES.map((p) => {
    const f = figures(p);
    const { ring, band } = boxRing('sea', p);
    return `| ${paletteWords(p)} | ${hex(ring)} on ${hex(band)} | ${r(f.ring.sea)} | ${r(f.ring.map)} | ${r(f.ring.track)} | ${r(f.ring.counter)} | ${r(f.titles)} | ${r(f.card)} | ${r(f.front)} | ${r(f.alarm)} | ${r(f.cup)} | ${r(f.header)} |`;
  });
  return [...head, ...rows].join('\n');
}
