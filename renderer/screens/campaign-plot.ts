// The end screen's plot of a campaign by turn, drawn by uPlot (docs/libraries.md) on a canvas as the
// Statistics screen's plots are: Victory Points (had the war ended that turn, §15.3) on the left scale,
// Cities in Unruhe and Reichsmarks on the right one. Loaded with uPlot only when an end screen opens.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TurnPoint } from '../../shared/campaign-story.js';
import { whenWords } from '../../shared/labels/index.js';
import { latestText } from '../charts/legend-value.js';
import { PLOT_COLOURS, plotAxis } from '../charts/plot-colours.js';
import { shownTheme } from '../ui/theme.js';


/** Draws the plot into `into`; destroy() it when the screen goes (uPlot listens on the window). */
export function campaignPlot(into: HTMLElement, turns: readonly TurnPoint[], size: { width: number; height: number }): uPlot {
  const xs = turns.map((p) => p.turn);
  const vp = turns.map((p) => p.vp);
  const unruhe = turns.map((p) => p.unruhe);
  const rm = turns.map((p) => p.rm);
  const counts = Math.max(1, ...turns.flatMap((p) => [p.unruhe, p.rm]));
  // Okabe–Ito blue, vermillion and bluish green (their lighter kin in low light): told apart with the common
  // kinds of colour blindness.
  const theme = shownTheme();
  const AXIS = plotAxis(theme);
  const { first: VP_COLOUR, second: UNRUHE_COLOUR, third: RM_COLOUR } = PLOT_COLOURS[theme];
  const options: uPlot.Options = {
    ...size,
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [Math.min(...xs, 1) - 0.3, Math.max(...xs, 1) + 0.3] },
      vp: { range: (_u, min, max) => [Math.min(0, min), Math.max(60, max) + 5] },
      n: { range: [0, Math.ceil(counts * 1.15) + 1] },
    },
    axes: [
      { ...AXIS, label: 'Turn', incrs: [1, 3, 6, 9], values: (_u, splits) => splits.map((v) => String(v)) },
      { ...AXIS, scale: 'vp', label: 'Victory Points', size: 52, values: (_u, splits) => splits.map((v) => String(v)) },
      { ...AXIS, scale: 'n', side: 1, grid: { show: false }, label: 'Cities in Unruhe, RM', size: 52, incrs: [1, 2, 5, 10, 20, 50], values: (_u, splits) => splits.map((v) => String(v)) },
    ],
    series: [
      // The legend reads the turn pointed at, else the last turn (legend-value.ts): never a blank dash.
      { label: 'Turn', value: (_u, _v, _s, i) => latestText(xs, i, whenWords) },
      { label: 'Victory Points had the war ended then', scale: 'vp', stroke: VP_COLOUR, width: 3, value: (_u, _v, _s, i) => latestText(vp, i) },
      { label: 'Cities in Unruhe', scale: 'n', stroke: UNRUHE_COLOUR, width: 2, dash: [8, 4], value: (_u, _v, _s, i) => latestText(unruhe, i) },
      { label: 'Reichsmarks', scale: 'n', stroke: RM_COLOUR, width: 2, dash: [2, 3], value: (_u, _v, _s, i) => latestText(rm, i) },
    ],
  };
  const data: uPlot.AlignedData = [xs, vp, unruhe, rm];
  return new uPlot(options, data, into);
}
