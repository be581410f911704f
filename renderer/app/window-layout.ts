// How the app uses a window of any shape (issue #14): the side panel beside the board in a wide window and
// below it in a tall or narrow one; the board and its prompt bar take what the panel leaves (below the
// board, the panel also takes what the fitted board leaves; beside it, the board is centred in its area). Pure maths, so
// the tests can check every window size. All rectangles are in the stage's logical units: one logical unit
// is `scale` CSS pixels, and the DOM layer and the Pixi stage share them.
// Issue #33: the panel is a drawer the player opens and closes; where it would cost the board more than a
// tenth of its size (960×600, 1024×600, a small browser window) it starts closed and the board takes the
// window. The board's tools (the panel's button, zoom −/+/Fit) sit at the column's top right, never over a
// printed box: where the fitted board leaves no room there, the board area starts below a strip for them.
// A larger text size makes the prompt bar taller, so the largest words still show two choices a page.
import { BOARD, LAYOUT, PROMPT_BAR, SIDE_PANEL, STAGE, type Rect } from '../board/layout.js';
import { promptBarHeight } from '../ui/prompt-room.js';

export interface WindowLayout {
  /** CSS pixels per logical unit (the DOM and the canvas are both scaled by it). */
  readonly scale: number;
  /** The whole window in logical units. */
  readonly stage: { readonly w: number; readonly h: number };
  readonly panelBelow: boolean;
  /** Whether the side panel is shown (issue #33: closed, the board column takes the whole window). */
  readonly panelShown: boolean;
  /** Where the panel is when shown (closed, where it would be: nothing is drawn there). */
  readonly panel: Rect;
  /** The board with its prompt bar under it. */
  readonly column: Rect;
  /** Where the board is fitted (pixi-viewport's screen). */
  readonly boardArea: Rect;
  readonly promptBar: Rect;
  /** The board's scale when it fits its area whole (zoom 1 of the board's own zoom). */
  readonly boardFit: number;
  /** The board's tools (the side panel's button, zoom −/+/Fit): the column's top right, clear of every printed box. */
  readonly tools: Rect;
}

/** What the window's layout depends on besides the window's size. */
export interface LayoutChoices {
  /** The side panel shown or not; undefined: as the window starts (panelStartsShown). */
  readonly panel?: boolean;
  /** The text-size setting's factor (ui/text-size.ts): the prompt bar grows with it, and the tools. */
  readonly textScale?: number;
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

/** The panel starts closed where it would leave the fitted board less than this share of its size without it. */
const PANEL_COSTS_TOO_MUCH = 0.9;
/** The tools' strip: the buttons' height (30) with their margins (styles.css .board-tools), and their width at
 *  the Normal text size. */
const TOOLS_H = 34;
const TOOLS_W = 260;
const TOOLS_MARGIN = 4;
/** The printed boxes' top edge on the board (the Calendar's row): the header line above it has no box. */
const FIRST_BOX_Y = Math.min(...LAYOUT.map((b) => b.y));

/** The gap between the board column and the panel, and between the board and its prompt bar (as before). */
const PANEL_GAP = SIDE_PANEL.x - BOARD.width;
const BAR_GAP = PROMPT_BAR.y - BOARD.height;

/** The scale of the fixed 1920×1080 design in this window, never below MIN_UI_SCALE. */
export function uiScale(windowW: number, windowH: number): number {
  return Math.max(MIN_UI_SCALE, Math.min(windowW / STAGE.width, windowH / STAGE.height));
}

export function windowLayout(windowW: number, windowH: number, choices: LayoutChoices = {}): WindowLayout {
  const textScale = choices.textScale ?? 1;
  const panelShown = choices.panel ?? panelStartsShown(windowW, windowH);
  // The board's tools first at the column's top right over the fitted board; where they would lie on a
  // printed box (the Calendar's last turns), the board area starts below a strip of their height.
  const over = placeAll(windowW, windowH, panelShown, textScale, 0);
  return toolsOverBoxes(over) ? placeAll(windowW, windowH, panelShown, textScale, TOOLS_H) : over;
}

/**
 * Issue #33: whether the side panel starts shown in this window. Shown unless, beside or below the board, it
 * would leave the fitted board less than PANEL_COSTS_TOO_MUCH of the size it has without it (960×600:
 * 0.79; 1024×600: 0.88; 1280×720 0.97, a portrait window 1: the panel below costs the board nothing).
 */
export function panelStartsShown(windowW: number, windowH: number): boolean {
  const shown = placeAll(windowW, windowH, true, 1, 0).boardFit;
  const hidden = placeAll(windowW, windowH, false, 1, 0).boardFit;
  return shown >= PANEL_COSTS_TOO_MUCH * hidden;
}

/** The player's choice of side panel this page (issue #33; not kept across reloads): shown or not, made while the
 *  window started it `startsShown`. */
export interface PanelChoice {
  readonly shown: boolean;
  readonly startsShown: boolean;
}

/**
 * Whether the panel is shown in this window: as the player chose while the window is of the same kind (wide
 * enough for it, or small, where it starts closed), else as the window starts it: a player who opened the
 * drawer in a small window and widens it past the threshold sees today's layout again, and the other way round.
 */
export function panelShownNow(choice: PanelChoice | null, windowW: number, windowH: number): boolean {
  const starts = panelStartsShown(windowW, windowH);
  return choice !== null && choice.startsShown === starts ? choice.shown : starts;
}

/** The layout with `strip` units kept free for the tools above the board area. */
function placeAll(windowW: number, windowH: number, panelShown: boolean, textScale: number, strip: number): WindowLayout {
  const scale = uiScale(windowW, windowH);
  const w = windowW / scale;
  const h = windowH / scale;
  const barH = promptBarHeight(textScale);
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
  if (!panelShown) column = { x: 0, y: 0, w, h };
  let { promptBar, boardArea, boardFit } = boardInColumn(column, barH, strip);
  // Below the board, the panel takes the height the fitted board leaves over (a tall window's board fits
  // its width): the board, its prompt bar and the panel follow each other with no empty band between.
  const spare = boardArea.h - BOARD.height * boardFit;
  if (panelShown && panelBelow && spare > 0) {
    column = { ...column, h: column.h - spare };
    panel = { ...panel, y: panel.y - spare, h: panel.h + spare };
    ({ promptBar, boardArea, boardFit } = boardInColumn(column, barH, strip));
  }
  const toolsW = TOOLS_W * Math.max(1, textScale);
  const tools = { x: column.x + column.w - toolsW - TOOLS_MARGIN, y: column.y, w: toolsW, h: TOOLS_H };
  return { scale, stage: { w, h }, panelBelow, panelShown, panel, column, boardArea, promptBar, boardFit, tools };
}

/** The prompt bar along the column's foot, the board's area above it (below a strip for the tools), and the
 *  board's scale fitted whole in it. */
function boardInColumn(column: Rect, barH: number, strip: number): Pick<WindowLayout, 'promptBar' | 'boardArea' | 'boardFit'> {
  const promptBar = { x: column.x, y: column.y + column.h - barH, w: column.w, h: barH };
  const boardArea = { x: column.x, y: column.y + strip, w: column.w, h: promptBar.y - BAR_GAP - column.y - strip };
  return { promptBar, boardArea, boardFit: Math.min(boardArea.w / BOARD.width, boardArea.h / BOARD.height) };
}

/** The fitted board as drawn at zoom 1 in stage units: centred across its area, and up and down (the frame). */
export function fittedBoard(l: Pick<WindowLayout, 'boardArea' | 'boardFit'>): Rect {
  const w = BOARD.width * l.boardFit;
  const h = BOARD.height * l.boardFit;
  return { x: l.boardArea.x + (l.boardArea.w - w) / 2, y: l.boardArea.y + (l.boardArea.h - h) / 2, w, h };
}

/** Whether the tools would lie on a printed box of the fitted board (anything at or below the Calendar's top). */
function toolsOverBoxes(l: WindowLayout): boolean {
  const b = fittedBoard(l);
  const boxesTop = b.y + FIRST_BOX_Y * l.boardFit;
  const t = l.tools;
  return t.y + t.h > boxesTop && t.x < b.x + b.w && t.x + t.w > b.x;
}

/** Renderer resolution for a scale: device pixels per logical pixel, capped to keep memory sane. */
export function renderResolution(scale: number, devicePixelRatio: number): number {
  return Math.min(4, Math.max(0.5, scale * devicePixelRatio));
}
