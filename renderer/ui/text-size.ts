// The text-size setting (issue #14): how much larger or smaller than Normal the words of the side panel,
// the prompt bar, the screens, dialogs and tooltips are drawn. The DOM reads it as the CSS variable
// --text (styles.css multiplies its font sizes by it); the board's Pixi texts take the same factor.
import type { TextSize } from '../../shared/ipc.js';

/** The Settings screen's words for each value. */
export const TEXT_SIZE_WORDS: Readonly<Record<TextSize, string>> = {
  small: 'Small',
  normal: 'Normal',
  large: 'Large',
  'x-large': 'Extra large',
};

/** Each size as a factor on the Normal size of every word. */
export const TEXT_SCALE: Readonly<Record<TextSize, number>> = {
  small: 0.85,
  normal: 1,
  large: 1.2,
  'x-large': 1.4,
};

/** Sets the DOM's text factor on `root` (the stage wrapper: the side panel, screens and dialogs inherit it). */
export function applyTextSize(root: HTMLElement, size: TextSize): number {
  const scale = TEXT_SCALE[size];
  root.style.setProperty('--text', String(scale));
  return scale;
}
