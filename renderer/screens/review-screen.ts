// The Review screen (issue #34): a campaign's review as main keeps it (reviewStatus), started, stopped and
// resumed in the background (startReview / stopReview), its progress pushed (onReview). It shows the progress
// bar and the state in words, then the chance of Armistice by turn with the player's and the dice's shares
// (a uPlot plot and the same figures in a table for a screen reader), the turning points with the choice made
// and the better one in the prompt's own words, "Show on the board" (History at that moment) and "Play on from
// here" (a branch, with the dice chosen as History chooses them), and the rolls that moved the war most.
// review-model.ts makes every word and figure; this file only draws them and forwards clicks.
import type uPlot from 'uplot';
import type { ReviewStatus } from '../../shared/review-status.js';
import type { Review, ReviewedDecision } from '../../shared/review/index.js';
import { choiceLabels } from '../../shared/labels/index.js';
import type { ScreenContext } from './campaigns-screen.js';
import { diceChoiceField } from './dice-choice.js';
import { download } from './save-files.js';
import { button, el } from '../ui/dom.js';
import { VISUALLY_HIDDEN } from '../ui/visually-hidden.js';
import {
  chanceByTurn, chanceTableHead, chanceTableRows, controlsOf, NO_CLEAR_ROLL, noTurningPointWords, progressValue, progressWords, rollRows,
  sharesSentence, showsFigures, turningPointRow, turningPoints,
} from './review-model.js';
import './review-screen.css';

const PLOT = { width: 620, height: 280 };
/** While a review runs, its figures are drawn again at most this often (ms), and never under the player's focus. */
const REDRAW_WHILE_RUNNING = 5000;
/** Main pushes a review's progress to the window or tab that started it; another one asks this often (ms). */
const ASK_WHILE_RUNNING = 3000;

/** Where the screen's "back" button leads (the end screen, the board, the title). */
export interface ReviewNav {
  readonly backLabel: string;
  back(): void;
}

/** The plot of the Review screen shown last: destroyed before another is drawn (uPlot listens on the window). */
let drawn: uPlot | null = null;

function clearPlot(): void {
  drawn?.destroy();
  drawn = null;
}

/** "Save an after-action report" (issue #34): the war as one HTML file with this review's figures when it is
 *  current (renderer/review/save-report.ts, loaded on the click); what happened is said beside the button. */
function afterActionReportButton(ctx: ScreenContext, id: string, status: ReviewStatus): HTMLElement | null {
  if (status.state === 'running') return null; // the report takes the kept review: once it stops or is done
  const said = el('span', { class: 'review-report-said' });
  said.setAttribute('aria-live', 'polite'); // not a second status: the screen's state line is its one
  const say = (m: string): void => { said.textContent = m; };
  const save = (): void => {
    import('../review/save-report.js').then(
      ({ saveAfterActionReport }) => saveAfterActionReport({ api: ctx.api, say, showError: (m) => ctx.showError(m), download }, id),
      (e: Error) => ctx.showError(`The after-action report could not be written: ${e.message}`),
    );
  };
  return el('span', {}, [button('Save an after-action report', save), said]);
}

/** Opens the Review screen of campaign `id`: what is kept of its review at once, then its progress as pushed. */
export function showReview(ctx: ScreenContext, id: string, nav: ReviewNav): void {
  clearPlot();
  new ReviewScreen(ctx, id, nav).open();
}

class ReviewScreen {
  private readonly bar = el('div', { class: 'review-progress', id: 'review-progress' }, [el('div', { class: 'review-progress-fill' })]);
  private readonly state = el('p', { class: 'review-state', id: 'review-state' });
  private readonly start = button('Review this war', () => void this.call('start'), 'btn primary');
  private readonly stop = button('Stop', () => void this.call('stop'), 'btn');
  private readonly back: HTMLButtonElement;
  private readonly reportSlot = el('span', { class: 'review-report-slot', id: 'review-report-slot' });
  private readonly figures = el('div', { class: 'review-figures', id: 'review-figures' });
  /** The dice of a branch made from a turning point (issue 31), chosen once for the screen. */
  private readonly dice = diceChoiceField(null, 'review-dice-choice');
  /** The choice labels at each decision's moment, as History tells them (never an action's id). */
  private readonly labels = new Map<number, readonly string[]>();
  private status: ReviewStatus | null = null;
  private drawnAt = 0;
  private drawnKey = '';
  private root: HTMLElement | null = null;
  private unsubscribe: (() => void) | null = null;
  private asking: ReturnType<typeof setInterval> | null = null;
  private heardAt = 0;

  constructor(private readonly ctx: ScreenContext, private readonly id: string, private readonly nav: ReviewNav) {
    this.bar.setAttribute('role', 'progressbar');
    this.bar.setAttribute('aria-label', 'Review of the war');
    this.bar.setAttribute('aria-valuemin', '0');
    this.state.setAttribute('role', 'status');
    this.start.id = 'review-start';
    this.stop.id = 'review-stop';
    this.back = button(this.nav.backLabel, () => this.leave(() => this.nav.back()), 'btn');
    this.back.id = 'review-back';
  }

  open(): void {
    this.root = this.ctx.show('review-screen',
      el('h2', { text: 'Review of the war' }),
      el('p', { class: 'fine review-intro', text: 'The General Staff estimates each decision you made: the chance of Armistice after your choice against the chance after its own best choice, on the same dice. It runs in the background: stop it and resume it later, or play on meanwhile.' }),
      this.bar,
      this.state,
      el('div', { class: 'row review-buttons' }, [this.start, this.stop, this.reportSlot, this.back]),
      this.figures,
    );
    this.state.textContent = 'Reading the review kept with this campaign…';
    this.start.hidden = true;
    this.stop.hidden = true;
    this.unsubscribe = this.ctx.api.onReview((s) => {
      if (!this.shown()) this.drop();
      else if (s.campaignId === this.id) {
        this.heardAt = Date.now();
        this.update(s);
      }
    });
    // A review started elsewhere (another tab or window) is not pushed here: while one runs, ask now and then.
    this.asking = setInterval(() => {
      if (!this.shown()) this.drop();
      else if (this.status?.state === 'running' && Date.now() - this.heardAt >= ASK_WHILE_RUNNING) {
        this.ctx.api.reviewStatus(this.id).then((s) => { if (this.shown() && !this.older(s)) this.update(s); }, () => undefined);
      }
    }, ASK_WHILE_RUNNING);
    this.ctx.api.reviewStatus(this.id).then((s) => { if (this.shown()) this.update(s); }, (e: Error) => this.problem(e));
  }

  /** Whether an answer asked for is older than a push heard meanwhile (less done of the same run). */
  private older(s: ReviewStatus): boolean {
    return s.state === 'running' && this.status?.state === 'running' && s.done < this.status.done;
  }

  /** Whether this screen is still the one up (another screen replaces the card). */
  private shown(): boolean {
    return this.root !== null && this.root.querySelector('#review-screen') !== null && this.bar.isConnected;
  }

  private drop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.asking !== null) clearInterval(this.asking);
    this.asking = null;
  }

  private leave(then: () => void): void {
    this.drop();
    clearPlot();
    then();
  }

  private problem(e: Error): void {
    if (!this.shown()) return;
    this.state.textContent = `The review could not be read: ${e.message}`;
  }

  private async call(what: 'start' | 'stop'): Promise<void> {
    try {
      const s = what === 'start' ? await this.ctx.api.startReview(this.id) : await this.ctx.api.stopReview(this.id);
      if (this.shown()) this.update(s);
    } catch (e) {
      this.problem(e as Error);
    }
  }

  private update(s: ReviewStatus): void {
    const before = this.status;
    this.status = s;
    const { now, max } = progressValue(s);
    const words = progressWords(s);
    this.bar.setAttribute('aria-valuemax', String(max));
    this.bar.setAttribute('aria-valuenow', String(now));
    this.bar.setAttribute('aria-valuetext', words);
    (this.bar.firstElementChild as HTMLElement).style.width = `${(100 * now) / max}%`;
    this.bar.dataset.state = s.state;
    if (this.state.textContent !== words) this.state.textContent = words;
    const controls = controlsOf(s);
    const hadFocus = document.activeElement === this.start || document.activeElement === this.stop;
    this.start.hidden = controls.start === null;
    this.start.textContent = controls.start ?? '';
    this.stop.hidden = !controls.stop;
    // The button pressed goes as the other comes (Stop for Resume): focus follows to it, never to the page's body.
    if (hadFocus) (controls.stop ? this.stop : controls.start !== null ? this.start : this.back).focus();
    this.reportSlot.replaceChildren(...[afterActionReportButton(this.ctx, this.id, s)].filter((b) => b !== null));
    if (this.shouldRedraw(before, s)) this.drawFigures(s);
  }

  /** Figures are drawn again when the review changed state or holds other decisions, and while it runs only now and then. */
  private shouldRedraw(before: ReviewStatus | null, s: ReviewStatus): boolean {
    const key = `${s.state}:${s.outdated ?? ''}:${s.review?.decisions.length ?? -1}:${s.review?.moves ?? -1}`;
    if (key === this.drawnKey) return false;
    if (before !== null && before.state === 'running' && s.state === 'running') {
      if (Date.now() - this.drawnAt < REDRAW_WHILE_RUNNING || this.figures.contains(document.activeElement)) return false;
    }
    this.drawnKey = key;
    this.drawnAt = Date.now();
    return true;
  }

  private drawFigures(s: ReviewStatus): void {
    clearPlot();
    if (!showsFigures(s)) {
      this.figures.replaceChildren();
      return;
    }
    const review = s.review;
    const plot = el('figure', { class: 'review-plot', id: 'review-plot' }, [el('figcaption', { text: 'The chance of Armistice by turn, and what moved it' })]);
    plot.append(chanceTable(review));
    const points = turningPoints(review);
    const rolls = rollRows(review);
    const plotted = review.decisions.length > 0; // a war with no real choice yet has a sentence, no plot
    const parts: (HTMLElement | null)[] = [
      el('h3', { text: 'The chance of Armistice by turn' }),
      el('p', { class: 'review-shares', id: 'review-shares', text: sharesSentence(review) }),
      plotted ? plot : null,
      el('h3', { text: 'Turning points' }),
      el('p', { class: 'fine', text: 'The decisions where the choice made fell clearly short of the General Staff’s best: the whole 95 % interval of the difference below nothing, so noise is never called a blunder.' }),
      points.length === 0
        ? el('p', { class: 'review-none', id: 'review-no-turning-point', text: noTurningPointWords(s) })
        : el('div', {}, [
          el('div', { class: 'row review-dice' }, [el('span', { text: 'A branch played on from a turning point meets' }), this.dice.menu]),
          this.dice.sentence,
          el('ol', { class: 'review-turning-points', id: 'review-turning-points' }, points.map((d) => this.turningPointItem(d, review))),
        ]),
      rolls === null ? null : el('h3', { text: 'The rolls that moved the war most' }),
      rolls === null ? null : rolls.length === 0
        ? el('p', { class: 'review-none', id: 'review-no-roll', text: NO_CLEAR_ROLL })
        : el('ol', { class: 'review-rolls', id: 'review-rolls' }, rolls.map((r) => el('li', {}, [el('b', { text: `${r.heading}: ` }), el('span', { text: `${r.text} ` }), el('span', { text: r.figure })]))),
    ];
    this.figures.replaceChildren(...parts.filter((p) => p !== null));
    void this.fillLabels(points);
    if (plotted) void this.drawPlot(plot, review);
  }

  private turningPointItem(d: ReviewedDecision, review: Review): HTMLElement {
    const row = turningPointRow(d, this.labels.get(d.step) ?? null, review.budget);
    const heading = el('h4', { text: row.heading, id: `review-point-${d.step}` });
    const show = button('Show on the board', () => this.leave(() => this.ctx.openHistory(this.id, d.step)), 'btn');
    const playOn = button('Play on from here', () => void this.playOn(d.step), 'btn primary');
    // Each button says which turning point it belongs to (several share their words).
    for (const b of [show, playOn]) b.setAttribute('aria-describedby', heading.id);
    const item = el('li', { class: 'review-point' }, [
      heading,
      el('p', { class: 'review-question', text: row.question }),
      el('p', { class: 'review-chosen', text: row.chosen }),
      el('p', { class: 'review-better', text: row.better }),
      el('p', { class: 'review-gap', text: row.gap }),
      row.why === null ? null : el('p', { class: 'review-why', text: `Why: ${row.why}` }),
      el('p', { class: 'fine review-budget', text: row.budget }),
      el('div', { class: 'row' }, [show, playOn]),
    ]);
    item.dataset.step = String(d.step);
    return item;
  }

  /** The choice labels at each turning point, from History's moment there; the rows' words follow as they come. */
  private async fillLabels(points: readonly ReviewedDecision[]): Promise<void> {
    for (const d of points) {
      if (this.labels.has(d.step)) continue;
      try {
        const moment = await this.ctx.api.historyAt(this.id, d.step);
        const p = moment.board.prompt;
        if (p === null) continue;
        this.labels.set(d.step, choiceLabels(p, moment.board));
      } catch {
        continue; // the row keeps its plain words ("Your choice", "The General Staff's best choice")
      }
      if (!this.shown()) return;
      const item = this.figures.querySelector<HTMLElement>(`.review-point[data-step="${d.step}"]`);
      const row = turningPointRow(d, this.labels.get(d.step) ?? null, this.status?.review?.budget ?? 0);
      item?.querySelector('.review-chosen')?.replaceChildren(row.chosen);
      item?.querySelector('.review-better')?.replaceChildren(row.better);
    }
  }

  private async playOn(step: number): Promise<void> {
    try {
      const r = await this.ctx.api.playFrom(this.id, step, this.dice.value());
      if (!r.ok) {
        this.ctx.showError(r.problem.reason);
        return;
      }
      this.leave(() => this.ctx.onPlaying(r.update));
    } catch (e) {
      this.ctx.showError((e as Error).message);
    }
  }

  private async drawPlot(into: HTMLElement, review: Review): Promise<void> {
    try {
      const { chancePlot } = await import('./chance-plot.js');
      if (!into.isConnected) return;
      clearPlot();
      drawn = chancePlot(into, chanceByTurn(review), PLOT);
    } catch (e) {
      into.append(el('p', { class: 'fine', text: `The plot could not be drawn: ${(e as Error).message}` }));
    }
  }
}

/** The plot's figures as a table, out of sight, for a screen reader (issue #33): the canvas is a picture to it. */
function chanceTable(review: Review): HTMLTableElement {
  const c = chanceByTurn(review);
  const rows = chanceTableRows(c, review.result);
  const table = el('table', { class: 'review-plot-figures', id: 'review-plot-figures' }, [
    el('caption', { text: 'The chance of Armistice by turn, in figures' }),
    el('tr', {}, chanceTableHead(c).map((h) => el('th', { text: h }))),
    ...rows.map(([when, ...cells]) => el('tr', {}, [el('th', { text: when }), ...cells.map((c) => el('td', { text: c }))])),
  ]);
  table.style.cssText = VISUALLY_HIDDEN;
  return table;
}
