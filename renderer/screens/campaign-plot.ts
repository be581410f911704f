// The end screen's plot of a campaign by turn, drawn by uPlot (docs/libraries.md) on a canvas as the
// Statistics screen's plots are: Victory Points (had the war ended that turn, §15.3) on the left scale,
// Cities in Unruhe and Reichsmarks on the right one. Loaded with uPlot only when an end screen opens.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TurnPoint } from '../../shared/campaign-story.js';
import { whenWords } from '../../shared/labels/index.js';

/** Okabe–Ito blue, vermillion and bluish green: told apart with the common kinds of colour blindness. */
const VP_COLOUR = '#0072B2';
const UNRUHE_COLOUR = '#D55E00';
const RM_COLOUR = '#009E73';
const AXIS = { stroke: '#1d1c18', grid: { stroke: 'rgba(29, 28, 24, 0.12)', width: 1 }, ticks: { stroke: 'rgba(29, 28, 24, 0.3)', width: 1 } };

const shown = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : String(v));

/** Draws the plot into `into`; destroy() it when the screen goes (uPlot listens on the window). */
export function campaignPlot(into: HTMLElement, turns: readonly TurnPoint[], size: { width: number; height: number }): uPlot {
  const xs = turns.map((p) => p.turn);
  const counts = Math.max(1, ...turns.flatMap((p) => [p.unruhe, p.rm]));
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
      { label: 'Turn', value: (_u, v) => (v === null || v === undefined ? '—' : whenWords(v)) },
      { label: 'Victory Points had the war ended then', scale: 'vp', stroke: VP_COLOUR, width: 3, value: (_u, v) => shown(v) },
      { label: 'Cities in Unruhe', scale: 'n', stroke: UNRUHE_COLOUR, width: 2, dash: [8, 4], value: (_u, v) => shown(v) },
      { label: 'Reichsmarks', scale: 'n', stroke: RM_COLOUR, width: 2, dash: [2, 3], value: (_u, v) => shown(v) },
    ],
  };
  const data: uPlot.AlignedData = [xs, turns.map((p) => p.vp), turns.map((p) => p.unruhe), turns.map((p) => p.rm)];
  return new uPlot(options, data, into);
}
