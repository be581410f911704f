// The Review screen's plot (issue #34): the chance of Armistice at each turn's first decision as a line (left
// scale, %), and between two turns what moved it, in two bars side by side — the player's share (the choices
// made against the General Staff's best) and the dice's share — on the right scale, in points. Drawn by uPlot
// on a canvas as the end screen's plot is (no eval, fits the strict CSP); loaded only when the screen has a
// review to show. review-model.ts gives the figures; the screen puts the same figures in a hidden table.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { percent } from '../../shared/advisor/ranking-words.js';
import { whenWords } from '../../shared/labels/index.js';
import { chanceColumns, signedPoints, type ChanceByTurn } from './review-model.js';
import { PLOT_COLOURS, plotAxis } from '../charts/plot-colours.js';
import { shownTheme } from '../ui/theme.js';


/** Draws the plot into `into`; destroy() it when the screen goes (uPlot listens on the window). */
export function chancePlot(into: HTMLElement, c: ChanceByTurn, size: { width: number; height: number }): uPlot {
  // The theme's Okabe–Ito blue, vermillion and bluish green (told apart with the common kinds of colour
  // blindness), each at 3:1 on the card in Daylight and in Low light (issue #33, charts/plot-colours.ts).
  const theme = shownTheme();
  const { first: CHANCE_COLOUR, second: PLAYER_COLOUR, third: DICE_COLOUR } = PLOT_COLOURS[theme];
  const AXIS = plotAxis(theme);
  const cols = chanceColumns(c);
  const lastTurn = c.turns.at(-1)?.turn ?? 1;
  const endX = c.end === null ? null : lastTurn + 1;
  const reach = Math.max(5, ...[...cols.player, ...cols.dice].map((v) => Math.abs(v ?? 0)));
  const top = Math.ceil(reach / 5) * 5 + 5;
  // The legend: the turn pointed at (its chance, its shares); off the plot, the end and the war's totals.
  const turnAt = (i: number | null | undefined): number | null => (i === null || i === undefined ? null : Math.floor(cols.xs[i] ?? 0));
  const share = (key: 'player' | 'dice', i: number | null | undefined): string => {
    const t = turnAt(i);
    if (t === null) return `${signedPoints(c[key])} in all`;
    const row = c.turns.find((r) => r.turn === t);
    return row === undefined ? 'none' : signedPoints(row[key]);
  };
  const chanceText = (i: number | null | undefined): string => {
    if (i === null || i === undefined) return c.end !== null ? percent(c.end) : percent(c.turns.at(-1)?.chance ?? 0);
    if (endX !== null && cols.xs[i] === endX) return percent(c.end ?? 0);
    const row = c.turns.find((r) => r.turn === turnAt(i));
    return row === undefined ? 'none' : percent(row.chance);
  };
  const bar = (align: -1 | 1): uPlot.Series.PathBuilder | undefined => uPlot.paths.bars?.({ size: [0.4, 18], align });
  const options: uPlot.Options = {
    ...size,
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [Math.min(c.turns[0]?.turn ?? 1, lastTurn) - 0.4, (endX ?? lastTurn + 0.5) + 0.4] },
      pct: { range: [0, 100] },
      pts: { range: [-top, top] },
    },
    axes: [
      { ...AXIS, label: 'Turn', incrs: [1, 3, 6, 9], values: (_u, splits) => splits.map((v) => (endX !== null && v === endX ? 'end' : String(v))) },
      { ...AXIS, scale: 'pct', label: 'Chance of Armistice (%)', size: 52, incrs: [10, 20, 25, 50], values: (_u, splits) => splits.map((v) => `${v}`) },
      { ...AXIS, scale: 'pts', side: 1, grid: { show: false }, label: 'Shares of each change (points)', size: 52, incrs: [1, 2, 5, 10, 20, 50], values: (_u, splits) => splits.map((v) => (v > 0 ? `+${v}` : String(v))) },
    ],
    series: [
      { label: 'Turn', value: (_u, _v, _s, i) => { const t = turnAt(i); if (t === null) return 'the whole war'; return endX !== null && cols.xs[i ?? 0] === endX ? 'the war’s end' : whenWords(t); } },
      { label: 'Chance of Armistice', scale: 'pct', stroke: CHANCE_COLOUR, width: 3, spanGaps: true, value: (_u, _v, _s, i) => chanceText(i) },
      { label: 'Your choices’ share', scale: 'pts', stroke: PLAYER_COLOUR, fill: PLAYER_COLOUR, width: 1, paths: bar(-1), points: { show: false }, fillTo: 0, value: (_u, _v, _s, i) => share('player', i) },
      { label: 'The dice’s share', scale: 'pts', stroke: DICE_COLOUR, fill: DICE_COLOUR, width: 1, paths: bar(1), points: { show: false }, fillTo: 0, value: (_u, _v, _s, i) => share('dice', i) },
    ],
  };
  const data: uPlot.AlignedData = [cols.xs, cols.chance, cols.player, cols.dice];
  return new uPlot(options, data, into);
}
