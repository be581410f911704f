// How the app uses a window of any shape (issue #14): the side panel beside the board in a wide window and
// below it in a tall or narrow one; the board and its prompt bar take what the panel leaves (below the
// board, the panel also takes what the fitted board leaves; beside it, the board is centred in its area). Pure maths, so
// the tests can check every window size. All rectangles are in the stage's logical units: one logical unit
// is `scale` CSS pixels, and the DOM layer and the Pixi stage share them.
import { BOARD, PROMPT_BAR, SIDE_PANEL, STAGE, type Rect } from '../board/layout.js';

export interface WindowLayout {
  /** CSS pixels per logical unit (the DOM and the canvas are both scaled by it). */
  readonly scale: number;
  /** The whole window in logical units. */
  readonly stage: { readonly w: number; readonly h: number };
  readonly panelBelow: boolean;
  readonly panel: Rect;
  /** The board with its prompt bar under it. */
  readonly column: Rect;
  /** Where the board is fitted (pixi-viewport's screen). */
  readonly boardArea: Rect;
  readonly promptBar: Rect;
  /** The board's scale when it fits its area whole (zoom 1 of the board's own zoom). */
  readonly boardFit: number;
}

/**
 * Below this many CSS pixels per logical unit words get hard to read (13-px log lines would be under 11 px):
 * a small window keeps this scale and gives the board less room instead of shrinking every word.
 */
export const MIN_UI_SCALE = 0.85;

/** A window less wide than this share of its height (or too narrow for board and panel) stacks them. */
const WIDE_ASPECT = 1.15;
/** The board column keeps at least this many logical units of width beside the panel. */
const MIN_COLUMN_W = 700;
/** Below the board, the panel takes this share of the window's height, within these bounds (logical). */
const PANEL_BELOW_SHARE = 0.36;
const PANEL_BELOW_MIN_H = 240;
const PANEL_BELOW_MAX_H = 520;

/** The gap between the board column and the panel, and between the board and its prompt bar (as before). */
const PANEL_GAP = SIDE_PANEL.x - BOARD.width;
const BAR_GAP = PROMPT_BAR.y - BOARD.height;

/** The scale of the fixed 1920×1080 design in this window, never below MIN_UI_SCALE. */
export function uiScale(windowW: number, windowH: number): number {
  return Math.max(MIN_UI_SCALE, Math.min(windowW / STAGE.width, windowH / STAGE.height));
}

export function windowLayout(windowW: number, windowH: number): WindowLayout {
  const scale = uiScale(windowW, windowH);
  const w = windowW / scale;
  const h = windowH / scale;
  const panelBelow = windowW < windowH * WIDE_ASPECT || w - SIDE_PANEL.width - PANEL_GAP < MIN_COLUMN_W;
  let panel: Rect;
  let column: Rect;
  if (panelBelow) {
    const ph = Math.min(PANEL_BELOW_MAX_H, Math.max(PANEL_BELOW_MIN_H, h * PANEL_BELOW_SHARE));
    column = { x: 0, y: 0, w, h: h - ph - PANEL_GAP };
    panel = { x: 0, y: h - ph, w, h: ph };
  } else {
    column = { x: 0, y: 0, w: w - SIDE_PANEL.width - PANEL_GAP, h };
    panel = { x: w - SIDE_PANEL.width, y: 0, w: SIDE_PANEL.width, h };
  }
  let { promptBar, boardArea, boardFit } = boardInColumn(column);
  // Below the board, the panel takes the height the fitted board leaves over (a tall window's board fits
  // its width): the board, its prompt bar and the panel follow each other with no empty band between.
  const spare = boardArea.h - BOARD.height * boardFit;
  if (panelBelow && spare > 0) {
    column = { ...column, h: column.h - spare };
    panel = { ...panel, y: panel.y - spare, h: panel.h + spare };
    ({ promptBar, boardArea, boardFit } = boardInColumn(column));
  }
  return { scale, stage: { w, h }, panelBelow, panel, column, boardArea, promptBar, boardFit };
}

/** The prompt bar along the column's foot, the board's area above it, and the board's scale fitted whole in it. */
function boardInColumn(column: Rect): Pick<WindowLayout, 'promptBar' | 'boardArea' | 'boardFit'> {
  const promptBar = { x: column.x, y: column.y + column.h - PROMPT_BAR.height, w: column.w, h: PROMPT_BAR.height };
  const boardArea = { x: column.x, y: column.y, w: column.w, h: promptBar.y - BAR_GAP - column.y };
  return { promptBar, boardArea, boardFit: Math.min(boardArea.w / BOARD.width, boardArea.h / BOARD.height) };
}

/** Renderer resolution for a scale: device pixels per logical pixel, capped to keep memory sane. */
export function renderResolution(scale: number, devicePixelRatio: number): number {
  return Math.min(4, Math.max(0.5, scale * devicePixelRatio));
}
