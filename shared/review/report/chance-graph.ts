// The graph of the chance of the Armistice by turn (issue #34), drawn here as inline SVG (no script, no font,
// nothing fetched): above, the chance at each decision; below, each turn's change split into the player's
// share (solid) and the dice's share (hatched, so it reads in black and white too). The same figures follow
// as a table for a screen reader and for anyone who wants the numbers.
import { esc, pct, points } from './html-text.js';
import type { ChanceByTurn, TurnChange } from './chance-by-turn.js';

const W = 720;
const LEFT = 56;
const RIGHT = 16;
const CHANCE = { top: 24, height: 190 };
const SHARES = { top: 262, height: 110 };
const H = 410;

const f = (n: number): string => n.toFixed(1);

function xScale(first: number, last: number): (x: number) => number {
  const span = Math.max(1, last - first);
  return (x) => LEFT + ((x - first) / span) * (W - LEFT - RIGHT);
}

function chancePanel(data: ChanceByTurn, x: (v: number) => number): string {
  const y = (c: number): number => CHANCE.top + (1 - c) * CHANCE.height;
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((c) => `<line class="grid" x1="${LEFT}" x2="${W - RIGHT}" y1="${f(y(c))}" y2="${f(y(c))}"/><text class="tick" x="${LEFT - 6}" y="${f(y(c) + 4)}" text-anchor="end">${Math.round(100 * c)} %</text>`)
    .join('');
  const line = data.points.map((p) => `${f(x(p.x))},${f(y(p.chance))}`).join(' ');
  // The turning points: a ring at the decision, named for a pointer's hover (the section below tells each).
  const rings = data.points.filter((p) => p.turningMove !== null)
    .map((p) => `<circle class="turning" cx="${f(x(p.x))}" cy="${f(y(p.chance))}" r="5"><title>${esc(`Turning point: move ${p.turningMove}`)}</title></circle>`).join('');
  return `<g class="chance">${grid}<text class="panel" x="${LEFT}" y="${CHANCE.top - 8}">The chance of the Armistice at each decision (rings: the turning points)</text>`
    + (data.points.length > 0 ? `<polyline class="line" points="${line}"/>` : '') + rings + '</g>';
}

function sharesPanel(turns: readonly TurnChange[], x: (v: number) => number): string {
  const most = Math.max(0.05, ...turns.flatMap((t) => [Math.abs(t.playerShare), Math.abs(t.diceShare)]));
  const zero = SHARES.top + SHARES.height / 2;
  const y = (v: number): number => zero - (v / most) * (SHARES.height / 2);
  const width = Math.max(2, Math.min(14, (x(2) - x(1)) / 2 - 2));
  const bar = (cls: string, left: number, v: number): string => {
    const top = Math.min(y(v), zero);
    return `<rect class="${cls}" x="${f(left)}" y="${f(top)}" width="${f(width)}" height="${f(Math.max(0.5, Math.abs(y(v) - zero)))}"/>`;
  };
  const bars = turns.map((t) => bar('player', x(t.turn + 0.5) - width, t.playerShare) + bar('dice', x(t.turn + 0.5), t.diceShare)).join('');
  const scale = Math.round(100 * most);
  return `<g class="shares"><text class="panel" x="${LEFT}" y="${SHARES.top - 8}">Each turn's change in points: your share (solid), the dice's share (hatched)</text>`
    + `<line class="axis" x1="${LEFT}" x2="${W - RIGHT}" y1="${f(zero)}" y2="${f(zero)}"/>`
    + `<text class="tick" x="${LEFT - 6}" y="${f(y(most) + 4)}" text-anchor="end">+${scale}</text><text class="tick" x="${LEFT - 6}" y="${f(zero + 4)}" text-anchor="end">0</text><text class="tick" x="${LEFT - 6}" y="${f(y(-most) + 4)}" text-anchor="end">−${scale}</text>`
    + `${bars}</g>`;
}

function turnTicks(first: number, last: number, x: (v: number) => number): string {
  const every = last - first > 16 ? 2 : 1;
  const ticks: string[] = [];
  for (let t = first; t <= last; t += every) ticks.push(`<text class="tick" x="${f(x(t + 0.5))}" y="${H - 12}" text-anchor="middle">${t}</text>`);
  return `${ticks.join('')}<text class="tick" x="${W - RIGHT}" y="${H}" text-anchor="end">Turn</text>`;
}

/** The graph, or null when the review has no decision to plot. */
export function chanceGraph(data: ChanceByTurn): string | null {
  if (data.points.length === 0) return null;
  // Each turn takes one unit of x, from its first decision to the next turn's; the war's end sits after the last.
  const first = Math.floor(data.points[0].x);
  const last = Math.max(...data.turns.map((t) => t.turn)) + 1;
  const x = xScale(first, last);
  const from = data.points[0].chance;
  const to = data.points.at(-1)!.chance;
  const desc = `From ${pct(from)} at the first decision reviewed to ${pct(to)} at the last moment reviewed. The table below gives the figures turn by turn.`;
  return `<svg class="graph" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="graph-title graph-desc">`
    + `<title id="graph-title">The chance of the Armistice by turn, with your share and the dice's share of each turn's change</title><desc id="graph-desc">${esc(desc)}</desc>`
    + '<defs><pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="4" fill="#fff"/><line x1="0" y1="0" x2="0" y2="4" stroke="#a35a00" stroke-width="2.2"/></pattern></defs>'
    + chancePanel(data, x) + sharesPanel(data.turns, x) + turnTicks(first, last - 1, x) + '</svg>';
}

/** The graph's figures as a table. */
export function chanceTable(data: ChanceByTurn): string {
  const rows = data.turns.map((t) => `<tr><th scope="row">${t.turn}</th><td>${pct(t.start)}</td><td>${points(t.change)}</td><td>${points(t.playerShare)}</td><td>${points(t.diceShare)}</td></tr>`);
  return '<table class="figures"><caption>The chance of the Armistice by turn, in figures</caption>'
    + '<thead><tr><th scope="col">Turn</th><th scope="col">Chance at the turn\'s first decision</th><th scope="col">Change over the turn</th><th scope="col">Your share</th><th scope="col">The dice\'s share</th></tr></thead>'
    + `<tbody>${rows.join('')}</tbody></table>`;
}
