// The turning points of the report (issue #34): the decisions where the choice made fell short of the General
// Staff's best clearly at 95 % (shared/review/turning-point.ts), each with the board then when the app drew it,
// the choice and the better one in words, both chances with their ±, the shortfall, and the General Staff's
// sentence of why when the second pass wrote one.
import { whenWords } from '../../labels/index.js';
import type { Interval } from '../../advisor/index.js';
import { esc, pct, pngDataUrl, sentence, shortfall } from './html-text.js';
import type { ReportDecision, ReportInput } from './report-input.js';

/** "41 % ± 6": the 95 % interval's wider side, so the ± never claims more than the interval does. */
function withMargin(a: Interval): string {
  return `${pct(a.value)} ± ${Math.round(100 * Math.max(a.value - a.low, a.high - a.value))}`;
}

function quoted(words: readonly string[] | undefined, index: number, otherwise: string): string {
  const w = words?.[index];
  return w === undefined ? otherwise : `“${w}”`;
}

function turningPoint(d: ReportDecision, input: ReportInput, budget: number): string {
  const words = input.choiceWords?.get(d.step);
  const move = d.step + 1;
  const picture = pngDataUrl(input.pictures?.get(d.step));
  const gap = d.gap;
  const parts = [
    `<article class="turning-point" id="move-${move}">`,
    `<h3>${esc(`${capital(whenWords(d.turn))}, move ${move}`)}</h3>`,
    picture === null ? '' : `<figure><img src="${picture}" alt="${esc(`The board at move ${move}, before the choice`)}"><figcaption>${esc(`The board at move ${move}, before the choice.`)}</figcaption></figure>`,
    `<p>${esc(sentence(d.text))}</p>`,
    '<dl>',
    `<dt>The choice made</dt><dd>${esc(`${quoted(words, d.chosen.actionIndex, 'The choice made')}: a ${withMargin(d.chosen.armistice)} chance of the Armistice.`)}</dd>`,
    `<dt>The General Staff's best</dt><dd>${esc(`${quoted(words, d.best.actionIndex, 'The General Staff\'s best choice')}: ${withMargin(d.best.armistice)}.`)}</dd>`,
    gap === null ? '' : `<dt>The difference</dt><dd>${esc(`${shortfall(gap.mean)} less ± ${Math.round(100 * gap.margin)}, measured on the same dice in ${gap.pairs} wars.`)}</dd>`,
    d.why === undefined || d.why === null ? '' : `<dt>Why</dt><dd>${esc(sentence(d.why))}</dd>`,
    '</dl>',
    `<p class="fine">${esc(d.firm === true ? 'Estimated at the General Staff\'s full budget.' : `A first estimate, at ${budget} wars per choice.`)}</p>`,
    '</article>',
  ];
  return parts.join('');
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The turning points' section body: each one, or the sentence that there were none. */
export function turningPointsHtml(input: ReportInput): string {
  const review = input.review;
  if (review === null) return '';
  const list = review.decisions.filter((d) => d.turningPoint);
  if (list.length === 0) return `<p>${esc('None: no choice fell short of the General Staff\'s best clearly (at 95 %, on the same dice).')}</p>`;
  return list.map((d) => turningPoint(d, input, review.budget)).join('');
}
