// How a button's label fits its button: shrunk a little on one line, or wrapped onto two lines at a smaller
// size when one line would shrink below easy reading (issue 15: odds with every modifier by source and rule
// make long labels, and a label scaled to fit one line at half size could not be read).

/** The smallest share of its size a one-line label may be shrunk to before it wraps instead. */
export const MIN_ONE_LINE_SCALE = 0.85;
/** A wrapped label's size as a share of the button's font size (two lines must fit the button's height). */
export const TWO_LINE_FONT = 0.84;

export interface LabelFit {
  /** 1: the label stays on one line; 2: it wraps at the button's inner width. */
  readonly lines: 1 | 2;
  /** The font size to draw the label at, before `scale`. */
  readonly fontSize: number;
  /** A last shrink, only when even the chosen form does not fit (1 otherwise). */
  readonly scale: number;
}

/**
 * `oneLineWidth`: the label's width on one line at `fontSize`; `room`: the button's inner width and height.
 * Two lines of a label as wide as 2 × room (and a little) fit at TWO_LINE_FONT; anything longer shrinks.
 */
export function fitLabel(oneLineWidth: number, fontSize: number, room: { readonly w: number; readonly h: number }): LabelFit {
  if (oneLineWidth <= room.w) return { lines: 1, fontSize, scale: 1 };
  const shrink = room.w / oneLineWidth;
  if (shrink >= MIN_ONE_LINE_SCALE) return { lines: 1, fontSize, scale: shrink };
  const small = Math.round(fontSize * TWO_LINE_FONT);
  const wrappedWidth = twoLineWidth(oneLineWidth, fontSize);
  const height = 2 * lineHeight(small);
  const scale = Math.min(1, room.w / wrappedWidth, room.h / height);
  return { lines: 2, fontSize: small, scale };
}

/** The line height a wrapped label is drawn with. */
export function lineHeight(fontSize: number): number {
  return Math.round(fontSize * 1.15);
}

/** The width of the longer of a label's two lines when wrapped (at TWO_LINE_FONT of `fontSize`): wrapping
 *  breaks at spaces, so a tenth of a line is allowed for the ragged edge. */
export function twoLineWidth(oneLineWidth: number, fontSize: number): number {
  const small = Math.round(fontSize * TWO_LINE_FONT);
  return (oneLineWidth * (small / fontSize)) / 2 * 1.1;
}
