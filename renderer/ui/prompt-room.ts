// The prompt bar's room for its choice buttons (pure, so the tests can count a page's choices for any window
// and text size, issue #33): how many rows fit under the question, how wide a row is, each button's natural
// and narrowest width, and the pages they make (ui/row-packing.ts). ui/prompt-bar.ts draws what this decides.
import { twoLineWidth } from './label-fit.js';
import { packButtons, type ButtonWidths, type PackedButton } from './row-packing.js';

/** A choice button's height at the Normal text size. */
export const BUTTON_H = 32;
/** At most this many rows of action buttons; fewer when the question wraps or its words are large. */
const ROWS = 2;
/** The top of the first row when the question takes one line at the Normal size. */
const FIRST_ROW_Y = 44;
/** An action button's label at the Normal text size, and the widest a button gets. */
export const LABEL_FONT = 14;
const MAX_BUTTON_W = 420;
/** A label wrapped onto two lines is shrunk at most to this share (ui/label-fit.ts), and no button is narrower
 *  than MIN_BUTTON_W. */
const TWO_LINE_SHRINK = 0.95;
const MIN_BUTTON_W = 120;
/** The page buttons' column, beside the action buttons (one more when both must share a row). */
export const PAGE_BUTTON_W = 76;
/** The bar's margin and the Undo/page column on the right, beside the action buttons. */
const SIDE_ROOM = 112;
/** The question's size at the Normal text size (ui/text-size.ts scales it). */
export const PROMPT_FONT = 16;
/** The question's left and top margin in the bar. */
export const QUESTION_AT = { x: 12, y: 8 } as const;
/** The question wraps this much short of the bar's width (the Undo and page buttons' column). */
export const QUESTION_SIDE = 150;

/** The question's line height as a share of its font size (DejaVu Sans' ascent and descent, as Pixi measures). */
const QUESTION_LINE = 1.17;
/** The bar's height at the Normal size (the 1920×1080 design's). */
const BAR_H = 130;

/**
 * The bar's height at a text size (issue #33): the design's 130 units, or, for larger words, enough for a
 * question of two lines and two rows of buttons under it, so the largest text still shows two choices a page.
 */
export function promptBarHeight(textScale: number): number {
  const question = 2 * Math.ceil(PROMPT_FONT * textScale * QUESTION_LINE);
  return Math.max(BAR_H, Math.ceil(QUESTION_AT.y + question + 6 + ROWS * (buttonHeight(textScale) + 6)));
}

/** A choice button's height at a text size. */
export function buttonHeight(textScale: number): number {
  return Math.round(BUTTON_H * textScale);
}

/** Where the first row of buttons starts: under the question (its height as wrapped), however many lines. */
export function buttonsTop(questionHeight: number): number {
  return Math.max(FIRST_ROW_Y, Math.ceil(QUESTION_AT.y + questionHeight + 6));
}

/** How many rows of buttons a bar `barH` high holds under the question. */
export function buttonRows(barH: number, questionHeight: number, textScale: number): number {
  return Math.max(1, Math.min(ROWS, Math.floor((barH - buttonsTop(questionHeight) + 6) / (buttonHeight(textScale) + 6))));
}

/** Room for the action buttons in a row (less when one row must also hold the second page button). */
export function rowWidth(barW: number, rows: number): number {
  return barW - SIDE_ROOM - (rows === 1 ? PAGE_BUTTON_W + 8 : 0);
}

/**
 * A choice button's widths for a label `oneLine` wide at LABEL_FONT × `textScale`: natural (the label on one
 * line, at most MAX_BUTTON_W) and narrowest (the label on two lines, ui/label-fit.ts), so a small window's bar
 * puts two long choices side by side rather than one a row (issue #33).
 */
export function buttonWidths(oneLine: number, textScale: number): ButtonWidths {
  const w = Math.min(MAX_BUTTON_W * textScale, oneLine + 24);
  const twoLines = TWO_LINE_SHRINK * twoLineWidth(oneLine, LABEL_FONT * textScale) + 12;
  return { w, min: Math.min(w, Math.max(MIN_BUTTON_W * textScale, twoLines)) };
}

/** The bar's pages: `labelWidths` are the labels' one-line widths ("1  Send …") at the bar's label font. */
export function promptPages(labelWidths: readonly number[], bar: { readonly w: number; readonly h: number }, questionHeight: number, textScale: number): PackedButton[][] {
  const rows = buttonRows(bar.h, questionHeight, textScale);
  return packButtons(labelWidths.map((w) => buttonWidths(w, textScale)), rowWidth(bar.w, rows), rows);
}
