// The board's four palettes: the Colours setting (standard or colour-blind safe) in each theme (Daylight or
// Low light, issue #33). One key per pair, so every table of board colours is one record keyed by it.
import type { Theme } from '../../shared/ipc.js';

export type Palette = 'standard' | 'colour-blind' | 'standard-low-light' | 'colour-blind-low-light';

/** Every palette, daylight first (the tests and the contrast table go through all of them). */
export const PALETTES: readonly Palette[] = ['standard', 'colour-blind', 'standard-low-light', 'colour-blind-low-light'];

export function paletteFor(colourBlind: boolean, theme: Theme): Palette {
  const base = colourBlind ? 'colour-blind' : 'standard';
  return theme === 'low-light' ? `${base}-low-light` : base;
}

export function isColourBlind(p: Palette): boolean {
  return p.startsWith('colour-blind');
}

export function isLowLight(p: Palette): boolean {
  return p.endsWith('-low-light');
}

/** The palette's name for people (the contrast table in docs/renderer.md). */
export function paletteWords(p: Palette): string {
  return `${isColourBlind(p) ? 'Colour-blind safe' : 'Standard'}, ${isLowLight(p) ? 'Low light' : 'Daylight'}`;
}
