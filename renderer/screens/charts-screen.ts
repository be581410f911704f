// The Charts panel: every table of the Berliner Tageblatt card and the map's printed values (chart-model.ts),
// one at a time behind a row of tabs, with what applies in the position on the board marked.
import type { BoardView } from '../../shared/engine/index.js';
import { buildCharts, CHART_ORDER, type Chart, type ChartId } from '../charts/chart-model.js';
import { button, el } from '../ui/dom.js';

/** The panel's content, open at `focus` (else the first chart); `onClose` closes it. */
export function chartsPanel(view: BoardView, focus: ChartId | null, onClose: () => void): HTMLElement[] {
  const charts = buildCharts(view);
  const body = el('div', { class: 'chart-body', id: 'chart-body' });
  const tabs = el('div', { class: 'chart-tabs', id: 'chart-tabs' });
  tabs.setAttribute('role', 'tablist');
  const tabButtons = new Map<ChartId, HTMLButtonElement>();
  const select = (id: ChartId): void => {
    const chart = charts.find((c) => c.id === id) ?? charts[0];
    for (const [t, b] of tabButtons) {
      b.classList.toggle('on', t === chart.id);
      b.setAttribute('aria-selected', String(t === chart.id));
    }
    body.replaceChildren(...chartContent(chart));
  };
  for (const c of charts) {
    const b = button(c.title, () => select(c.id), 'tab');
    b.setAttribute('role', 'tab');
    tabButtons.set(c.id, b);
    tabs.appendChild(b);
  }
  select(focus ?? CHART_ORDER[0]);
  return [
    el('h2', { text: 'Charts' }),
    el('p', { class: 'sub', text: `Turn ${view.turn} (${view.turnLabel}): the marked row or column is what applies now.` }),
    tabs,
    body,
    button('Close', onClose, 'btn'),
  ];
}

function chartContent(c: Chart): HTMLElement[] {
  const head = el('tr', {}, c.head.map((h, i) => el('th', { class: i === c.column ? 'col-now' : '', text: h })));
  const rows = c.rows.map((r) => {
    const tr = el('tr', { class: r.mark ?? '' }, r.cells.map((cell, i) => el('td', { class: i === c.column ? 'col-now' : '', text: cell })));
    if (r.mark === 'now') tr.setAttribute('aria-current', 'true');
    return tr;
  });
  const table = el('table', { class: 'chart', id: `chart-${c.id}` }, [el('thead', {}, [head]), el('tbody', {}, rows)]);
  const out: HTMLElement[] = [el('h3', { text: `${c.title} (${c.rule})` })];
  if (c.now) out.push(el('p', { class: 'chart-now', id: 'chart-now', text: c.now }));
  out.push(table, el('p', { class: 'chart-note', text: c.note }));
  return out;
}
