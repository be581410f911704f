// The plots' colours in each theme (issue #33): uPlot paints on a canvas, so the page's CSS cannot recolour
// them. Okabe–Ito's series colours in daylight (its bluish green a shade deeper: 2.9:1 on the card as printed);
// in low light the lighter ones of the same set, so every line and bar keeps 3:1 against its card
// (tests/renderer/palette-contrast.test.ts).
import type { Theme } from '../../shared/ipc.js';

export interface PlotColours {
  /** The axes' lines and words. */
  readonly axis: string;
  readonly grid: string;
  readonly ticks: string;
  /** Victory Points / Armistices. */
  readonly first: string;
  /** Cities in Unruhe / Defeats. */
  readonly second: string;
  /** Reichsmarks. */
  readonly third: string;
}

export const PLOT_COLOURS: Readonly<Record<Theme, PlotColours>> = {
  daylight: { axis: '#1d1c18', grid: 'rgba(29, 28, 24, 0.12)', ticks: 'rgba(29, 28, 24, 0.3)', first: '#0072B2', second: '#D55E00', third: '#007A5A' },
  'low-light': { axis: '#e6dcc2', grid: 'rgba(230, 220, 194, 0.14)', ticks: 'rgba(230, 220, 194, 0.35)', first: '#56B4E9', second: '#E69F00', third: '#2FC59A' },
};

/** uPlot's axis options for a theme. */
export function plotAxis(theme: Theme): { stroke: string; grid: { stroke: string; width: number }; ticks: { stroke: string; width: number } } {
  const c = PLOT_COLOURS[theme];
  return { stroke: c.axis, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.ticks, width: 1 } };
}
