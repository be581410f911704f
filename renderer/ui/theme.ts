// The theme setting (issue #33): Daylight or Low light. The page's root element carries it as `data-theme`
// (low-light.css recolours the DOM: screens, dialogs, notices, the shortcuts list, the guide card, the charts'
// tables) and `color-scheme` (the browser's own form controls and scroll bars); the board takes its palette
// from it (board/palettes.ts), the plots their colours (charts/plot-colours.ts), the tooltip its plate.
import type { Theme } from '../../shared/ipc.js';
import './low-light.css';

/** The Settings screen's words for each value. */
export const THEME_WORDS: Readonly<Record<Theme, string>> = {
  daylight: 'Daylight',
  'low-light': 'Low light',
};

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme === 'low-light' ? 'dark' : 'light';
}

/** The theme the page shows now (read where a picture is drawn once, as the plots are). */
export function shownTheme(root: HTMLElement = document.documentElement): Theme {
  return root.dataset.theme === 'low-light' ? 'low-light' : 'daylight';
}
