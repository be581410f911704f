// The after-action report (issue #34): one self-contained HTML file that opens offline in any browser. The
// title (campaign, result, VP, dates of play), the war told as a diary by turn, the graph of the chance of the
// Armistice with the player's and the dice's shares (with its table), and the turning points with the board at
// each when the app drew it. No script, no font, no image or link outside the file; its CSP forbids them
// anyway. Every text is escaped (html-text.ts).
import type { GameOver } from '../../engine/index.js';
import { defeatWords, vpRangeWords, whenWords } from '../../labels/index.js';
import { localDateTime } from '../../local-dates.js';
import { chanceByTurn } from './chance-by-turn.js';
import { chanceGraph, chanceTable } from './chance-graph.js';
import { diaryOf } from './diary.js';
import { esc } from './html-text.js';
import type { ReportInput } from './report-input.js';
import { REPORT_STYLE } from './report-style.js';
import { turningPointsHtml } from './turning-points.js';

/** Nothing may be fetched, run or framed: only the styles and data: pictures inside the file. */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

function resultWords(over: GameOver | null, input: ReportInput): string[] {
  if (over === null) {
    const turn = input.turns.at(-1)?.turn ?? input.history.marks.at(-1)?.turn ?? 1;
    return ['The war is not over.', `It stands on ${whenWords(turn)}.`];
  }
  if (over.result === 'defeat') return [`Defeat, on ${whenWords(over.turn)}.`, defeatWords(over)];
  return [`Armistice: ${over.vp} Victory Points.`, vpRangeWords(over.vp)];
}

function datesWords(input: ReportInput): string | null {
  const from = localDateTime(input.started, input.dates);
  const to = localDateTime(input.lastPlayed, input.dates);
  if (from === '' && to === '') return null;
  if (from === '') return `Last played ${to}.`;
  if (to === '' || to === from) return `Played ${from}.`;
  return `Played from ${from} to ${to}.`;
}

function titleSection(input: ReportInput): string {
  const [result, more] = resultWords(input.over, input);
  const dates = datesWords(input);
  return `<header><p class="fine">${esc('Kaiserkrieg! — an after-action report')}</p><h1>${esc(input.name)}</h1>`
    + `<p class="result">${esc(result)}</p><p>${esc(more)}</p>${dates === null ? '' : `<p class="fine">${esc(dates)}</p>`}</header>`;
}

function diarySection(input: ReportInput): string {
  const turns = diaryOf(input).map((t) => `<section><h3>${esc(t.heading)}</h3><ul>${t.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul></section>`);
  return `<section class="diary" aria-labelledby="diary"><h2 id="diary">The war, turn by turn</h2>${turns.join('')}</section>`;
}

const NO_REVIEW = 'This war has not been reviewed by the General Staff, so this report has no chance of the Armistice and no turning points. Review it in the game (or with kk review) and write the report again.';

function reviewNote(input: ReportInput): string {
  const note = input.reviewNote ?? (input.review === null ? NO_REVIEW : null);
  return note === null ? '' : `<p class="note">${esc(note)}</p>`;
}

function chanceSection(input: ReportInput): string {
  const review = input.review;
  const body: string[] = [reviewNote(input)];
  if (review !== null) {
    const data = chanceByTurn(review);
    body.push(`<p>${esc('The General Staff\'s estimate of the chance of the Armistice at each decision you had (after its best choice there). From one decision to the next the chance moves by your share — the choice made against the best, on the same dice — and the dice\'s share: all the rest, the rolls and draws in between.')}</p>`);
    const graph = chanceGraph(data);
    body.push(graph === null ? `<p>${esc('No decision of this war had a real choice to review.')}</p>` : `<figure>${graph}</figure>${chanceTable(data)}`);
    const covered = review.moves < input.history.marks.length - 1 ? ` It covers the first ${review.moves} moves.` : '';
    body.push(`<p class="fine">${esc(`${review.decisions.length} decisions reviewed at ${review.budget} wars per choice.${covered}`)}</p>`);
  }
  return `<section aria-labelledby="chance"><h2 id="chance">The chance of the Armistice</h2>${body.join('')}</section>`;
}

function turningSection(input: ReportInput): string {
  if (input.review === null) return '';
  return `<section aria-labelledby="turning"><h2 id="turning">The turning points</h2>`
    + `<p>${esc('The choices that fell short of the General Staff\'s best clearly, at 95 %, on the same dice: a smaller difference could be luck, and is not called a mistake.')}</p>`
    + `${turningPointsHtml(input)}</section>`;
}

/** The report as one HTML file's text. */
export function afterActionReport(input: ReportInput): string {
  return '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
    + `<meta http-equiv="Content-Security-Policy" content="${esc(REPORT_CSP)}">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<title>${esc(`${input.name} — after-action report`)}</title><style>${REPORT_STYLE}</style></head>`
    + `<body><main>${titleSection(input)}${diarySection(input)}${chanceSection(input)}${turningSection(input)}</main></body></html>\n`;
}
