// A bar plot of counts by category, drawn by uPlot (docs/libraries.md) on a canvas: no eval and no inline
// script, so it runs under the app's strict CSP. Categories sit at x = 0, 1, 2…, named under their bars;
// the legend names each series and, when a bar is pointed at, its category in full and its count.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barText } from '../charts/legend-value.js';
import { plotAxis } from '../charts/plot-colours.js';
import { shownTheme } from '../ui/theme.js';

export interface BarSeries {
  /** The legend's name for it ("Defeats"). */
  readonly label: string;
  readonly colour: string;
  /** One count per category; null where the series has no bar. */
  readonly counts: readonly (number | null)[];
}

export interface BarPlotSpec {
  /** Under each bar. */
  readonly categories: readonly string[];
  /** The category in the legend ("Victory (50–59 VP)"); the short name when not given. */
  readonly fullNames?: readonly string[];
  /** The legend's name for the categories ("Result", "Turn"). */
  readonly categoryLabel: string;
  /** Names under the bars slanted, so longer ones fit. */
  readonly slanted?: boolean;
  readonly series: readonly BarSeries[];
  readonly width: number;
  readonly height: number;
}


/** Draws the plot into `into`; destroy() it when the screen goes (uPlot listens on the window). */
export function barPlot(into: HTMLElement, spec: BarPlotSpec): uPlot {
  const n = spec.categories.length;
  const xs = spec.categories.map((_, i) => i);
  const top = Math.max(1, ...spec.series.flatMap((s) => s.counts.map((c) => c ?? 0)));
  const names = spec.fullNames ?? spec.categories;
  const bars = uPlot.paths.bars?.({ size: [0.7, 48], align: 0 });
  const AXIS = plotAxis(shownTheme());
  const options: uPlot.Options = {
    width: spec.width,
    height: spec.height,
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: [-0.6, n - 0.4] },
      // Whole campaigns: from 0 to a little above the tallest bar.
      y: { range: [0, Math.ceil(top * 1.1)] },
    },
    axes: [
      {
        ...AXIS, grid: { show: false }, splits: () => xs, values: (_u, splits) => splits.map((i) => spec.categories[i] ?? ''),
        ...(spec.slanted ? { rotate: -35, size: 64 } : {}),
      },
      { ...AXIS, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000], values: (_u, splits) => splits.map((v) => String(v)), size: 44 },
    ],
    series: [
      // Pointed at: the category and its counts; off the plot: every category, each series' total (legend-value.ts).
      { label: spec.categoryLabel, value: (_u, v) => (v === null || v === undefined ? 'all' : (names[v] ?? 'all')) },
      ...spec.series.map((s): uPlot.Series => ({
        label: s.label,
        fill: s.colour,
        stroke: s.colour,
        width: 1,
        paths: bars,
        points: { show: false },
        value: (_u, _v, _si, i) => barText(s.counts, i),
      })),
    ],
  };
  const data: uPlot.AlignedData = [xs, ...spec.series.map((s) => s.counts.map((c) => c))];
  return new uPlot(options, data, into);
}
