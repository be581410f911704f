// Every colour the board paints, as data: one table per palette (the Colours setting × the theme, palettes.ts).
// Daylight is the period staff map on parchment; Low light (issue #33) the same map by lamplight: a dark sea
// and land, dark papers with light ink, the tracks as dark cards. The tiles keep their printed faces in both.
// tests/renderer/palette-contrast.test.ts checks each table's text, map and highlight contrasts (WCAG 2.1) and
// prints the figures docs/renderer.md gives.
import type { Palette } from './palettes.js';

export interface MapColours {
  readonly sea: number;
  readonly land: number;
  readonly coast: number;
  /** Lines of latitude and longitude. */
  readonly grid: number;
  /** The dark strip behind the header line. */
  readonly header: number;
}

/** The Calendar's and the tracks' printed card: paper, the tint of alternate years, the printer's ink, the rules. */
export interface CardColours {
  readonly paper: number;
  readonly alternate: number;
  readonly ink: number;
  readonly rule: number;
}

/** Highlight and result colours; the colour-blind sets avoid red/green pairs (Okabe–Ito). */
export interface UiColours {
  readonly legal: number;
  /** The band under the legal ring (box-highlight.ts swaps the two on pale boxes). */
  readonly halo: number;
  readonly hover: number;
  readonly good: number;
  readonly bad: number;
}

/** The kinds of box (layout.ts's BoxLayout['style']), spelled here so the table needs no layout import. */
export type BoxStyle = 'sea' | 'track' | 'counter' | 'map';

export interface BoardColours {
  readonly map: MapColours;
  /** Each kind of box's paper (laid over the map at FILL_ALPHA, static-board.ts). */
  readonly paper: Readonly<Record<BoxStyle, number>>;
  /** Each kind of box's title ink. */
  readonly titleInk: Readonly<Record<BoxStyle, number>>;
  /** A box's frame. */
  readonly frame: number;
  readonly card: CardColours;
  /** A front's "3/5" count while below its limit. */
  readonly frontInk: number;
  /** The count at its limit, on the box tinted in `ui.bad`: a deeper (by day) or lighter (by lamplight) shade
   *  of it, since the alarm colour itself is too close to its own tint to read as text (2.3:1 colour-blind). */
  readonly alarmInk: number;
  /** The count of tiles in a cup, on the counter box's paper. */
  readonly counterInk: number;
  /** The header line's words on the map's header strip. */
  readonly headerInk: number;
  readonly ui: UiColours;
}

const DAYLIGHT_CARD: CardColours = { paper: 0xece3c8, alternate: 0xe0d4b0, ink: 0x2b2a26, rule: 0x6b6250 };
const LOW_LIGHT_CARD: CardColours = { paper: 0x2b2720, alternate: 0x37322a, ink: 0xe6dcc2, rule: 0xa89c7e };

const DAYLIGHT_PAPER = { sea: 0xa3c0d2, track: DAYLIGHT_CARD.paper, counter: 0x5a5143, map: 0xf3ecd6 } as const;
const DAYLIGHT_INK = { sea: 0x2b2a26, track: 0x2b2a26, counter: 0xf4efe0, map: 0x2b2a26 } as const;
const LOW_LIGHT_INK = { sea: 0xe6dcc2, track: 0xe6dcc2, counter: 0xf4efe0, map: 0xe6dcc2 } as const;

const STANDARD_UI: UiColours = { legal: 0xffd23f, halo: 0x1a1610, hover: 0xffffff, good: 0x3fae5a, bad: 0xd43a3a };
const COLOUR_BLIND_UI: UiColours = { legal: 0x56b4e9, halo: 0x101820, hover: 0xf0e442, good: 0x0072b2, bad: 0xd55e00 };

export const BOARD_COLOURS: Readonly<Record<Palette, BoardColours>> = {
  // A grey-blue sea and a parchment land.
  standard: {
    map: { sea: 0x8aa5b3, land: 0xd6c9a2, coast: 0x5f5846, grid: 0x5f7784, header: 0x2b2a26 },
    paper: DAYLIGHT_PAPER, titleInk: DAYLIGHT_INK, frame: 0x3b352a, card: DAYLIGHT_CARD,
    frontInk: 0x2b2a26, alarmInk: 0x8f1d1d, counterInk: 0xf4efe0, headerInk: 0xf4efe0, ui: STANDARD_UI,
  },
  // The same blue/buff pair (the axis every common colour-vision deficiency still sees) pulled further apart in
  // lightness, so land and sea differ without colour at all.
  'colour-blind': {
    map: { sea: 0x5b84a6, land: 0xeadfbe, coast: 0x3d3a30, grid: 0x31506b, header: 0x2b2a26 },
    paper: DAYLIGHT_PAPER, titleInk: DAYLIGHT_INK, frame: 0x3b352a, card: DAYLIGHT_CARD,
    frontInk: 0x2b2a26, alarmInk: 0x7f3700, counterInk: 0xf4efe0, headerInk: 0xf4efe0, ui: COLOUR_BLIND_UI,
  },
  // Low light: a near-black blue sea, a dark olive land with light coasts, dark papers and light ink; the alarm
  // colour lifted to stand out on the dark paper.
  'standard-low-light': {
    map: { sea: 0x15202a, land: 0x423c2c, coast: 0xa39a7c, grid: 0x4f6b80, header: 0x0f0e0c },
    paper: { sea: 0x223a4c, track: LOW_LIGHT_CARD.paper, counter: 0x3d3629, map: 0x2a2822 },
    titleInk: LOW_LIGHT_INK, frame: 0x8f846a, card: LOW_LIGHT_CARD,
    frontInk: 0xe6dcc2, alarmInk: 0xff9d93, counterInk: 0xf4efe0, headerInk: 0xe6dcc2, ui: { ...STANDARD_UI, bad: 0xff6b5e },
  },
  // Low light, colour-blind safe: the blue/buff pair again, land well lighter than sea; Okabe–Ito's vermilion
  // lifted to an orange that reads on the dark paper.
  'colour-blind-low-light': {
    map: { sea: 0x10202f, land: 0x5a523c, coast: 0xb3aa8c, grid: 0x4a6f92, header: 0x0f0e0c },
    paper: { sea: 0x1d3a56, track: LOW_LIGHT_CARD.paper, counter: 0x3d3629, map: 0x2a2822 },
    titleInk: LOW_LIGHT_INK, frame: 0x8f846a, card: LOW_LIGHT_CARD,
    frontInk: 0xe6dcc2, alarmInk: 0xffa860, counterInk: 0xf4efe0, headerInk: 0xe6dcc2, ui: { ...COLOUR_BLIND_UI, good: 0x009e73, bad: 0xf0883a },
  },
};
