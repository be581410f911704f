// The Statistics screen: every campaign of the library counted (main/library/statistics.ts), as plots a
// player reads at a glance: results (Defeat, then each §15.3 band of the Armistice), Defeats by turn and
// Defeats by front, with the average VP of the Armistice campaigns said in words. A choice of campaigns
// shows the same for each value of each optional rule. Each war is counted once, its branches only when the
// player ticks "Count branches as wars"; a line says what is counted. Loaded only when opened (uPlot comes with it).
import type uPlot from 'uplot';
import type { CountedStatistics, LibraryStatistics, StatisticsGroup } from '../../shared/statistics.js';
import { barPlot } from './bar-plot.js';
import { PLOT_COLOURS } from '../charts/plot-colours.js';
import { shownTheme } from '../ui/theme.js';
import type { ScreenContext } from './campaigns-screen.js';
import { button, el, field } from '../ui/dom.js';
import { download } from './save-files.js';
import { countedInWords, countsInWords, groupChoices, meanInWords, resultCategories, unreadableInWords } from './statistics-words.js';

const PLOT = { width: 370, height: 250 };

/** Plots drawn by the last Statistics screen: destroyed before new ones are drawn (uPlot listens on the window). */
let drawn: uPlot[] = [];

function clearPlots(): void {
  for (const plot of drawn) plot.destroy();
  drawn = [];
}

export async function showStatistics(ctx: ScreenContext): Promise<void> {
  let stats: LibraryStatistics;
  try {
    stats = await ctx.api.statistics();
  } catch (e) {
    ctx.showError((e as Error).message);
    return;
  }
  clearPlots();
  const branches = el('input', { id: 'stats-branches' });
  branches.type = 'checkbox';
  const counted = el('p', { class: 'fine', id: 'stats-counted' });
  const source = (): CountedStatistics => (branches.checked ? stats.withBranches : stats);
  const choices = groupChoices(stats);
  const picker = el('select', { id: 'stats-group' }, choices.map((c, i) => {
    const o = el('option', { text: c.label });
    o.value = String(i);
    return o;
  }));
  const counts = el('p', { class: 'sub', id: 'stats-counts' });
  const mean = el('p', { id: 'stats-mean' });
  const plots = el('div', { class: 'stats-plots', id: 'stats-plots' });
  const status = el('p', { class: 'fine', id: 'stats-status' });
  status.setAttribute('role', 'status');
  const unreadable = unreadableInWords(stats);
  ctx.show('statistics-screen',
    el('h2', { text: 'Statistics' }),
    counted,
    field('Count branches as wars', branches),
    field('Which campaigns', picker),
    counts,
    mean,
    plots,
    unreadable ? el('p', { class: 'fine', text: unreadable }) : null,
    status,
    el('div', { class: 'row' }, [
      button('Save as a spreadsheet table (CSV)', () => void exportCsv(ctx, (m) => { status.textContent = m; })),
      button('Back', () => {
        clearPlots();
        ctx.back();
      }),
    ]),
  );
  const draw = (group: StatisticsGroup): void => {
    clearPlots();
    counts.textContent = countsInWords(group);
    mean.textContent = meanInWords(group);
    plots.replaceChildren();
    const results = resultCategories(group);
    // Okabe–Ito blue and vermillion (lighter kin in low light): told apart with the common kinds of colour blindness.
    const { first: ARMISTICE_COLOUR, second: DEFEAT_COLOUR } = PLOT_COLOURS[shownTheme()];
    drawn.push(plotIn(plots, 'stats-results', 'Results', {
      categories: results.map((r) => r.short),
      fullNames: results.map((r) => r.full),
      categoryLabel: 'Result',
      slanted: true,
      series: [
        { label: 'Defeats', colour: DEFEAT_COLOUR, counts: results.map((r) => r.defeats) },
        { label: 'Armistices (by victory points)', colour: ARMISTICE_COLOUR, counts: results.map((r) => r.armistices) },
      ],
    }));
    drawn.push(plotIn(plots, 'stats-turns', 'Defeats by turn', {
      categories: group.defeatsByTurn.map((_, i) => (i % 3 === 0 ? String(i + 1) : '')),
      fullNames: group.defeatsByTurn.map((_, i) => `Turn ${i + 1}`),
      categoryLabel: 'Turn',
      series: [{ label: 'Defeats', colour: DEFEAT_COLOUR, counts: group.defeatsByTurn }],
    }));
    drawn.push(plotIn(plots, 'stats-fronts', 'Defeats by front', {
      categories: group.defeatsByFront.map((f) => f.front),
      categoryLabel: 'Front',
      slanted: true,
      series: [{ label: 'Defeats', colour: DEFEAT_COLOUR, counts: group.defeatsByFront.map((f) => f.count) }],
    }));
  };
  // The same choice of campaigns, counted the way the box says.
  const redraw = (): void => {
    counted.textContent = countedInWords(stats, branches.checked);
    draw(groupChoices(source())[Number(picker.value)]?.stats ?? source().all);
  };
  picker.addEventListener('change', redraw);
  branches.addEventListener('change', redraw);
  redraw();
}

function plotIn(parent: HTMLElement, id: string, title: string, spec: Omit<Parameters<typeof barPlot>[1], 'width' | 'height'>): uPlot {
  const box = el('figure', { class: 'stats-plot', id }, [el('figcaption', { text: title })]);
  parent.appendChild(box);
  return barPlot(box, { ...spec, ...PLOT });
}

async function exportCsv(ctx: ScreenContext, say: (message: string) => void): Promise<void> {
  try {
    const r = await ctx.api.exportStatistics();
    if (r.cancelled) return;
    if (r.savedTo === null) {
      download(r.fileName, r.text, 'text/csv');
      say('The statistics table is downloading.');
    } else say('The statistics table was written where you chose.');
  } catch (e) {
    ctx.showError((e as Error).message);
  }
}
