// The after-action report (issue #34): one self-contained HTML file written from a seeded campaign's history and
// its review (the golden Armistice campaign's first turns, at a small budget so it runs in seconds): the diary
// by turn, the graph with its table, the turning points; every text escaped; nothing outside the file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignHistory } from '../../main/library/history.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { whenWords } from '../../shared/labels/index.js';
import { reviewFrom, type Review } from '../../shared/review/index.js';
import { afterActionReport, REPORT_CSP, type ReportInput, type ReportReview } from '../../shared/review/report/index.js';
import { logByTurn } from '../../shared/review/report/log-by-turn.js';
import { historyReportParts } from '../../tools/kk-review-report.js';

const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});
const MOVES = 40;
const history = new CampaignHistory(engine, { seed: golden.seed, options, actions: golden.actions.slice(0, MOVES) });
const review: Review = reviewFrom(history.stateAt(0), history.actionsUpTo(history.length), { seed: 1, policy: shippingPolicy(), budget: 3 });
const DATES = { locale: 'en-GB', timeZone: 'UTC' } as const;

function input(over: Partial<ReportInput> = {}): ReportInput {
  return { name: 'The long war', started: '2026-11-01T09:30:00.000Z', lastPlayed: '2026-11-28T10:00:00.000Z', review, dates: DATES, ...historyReportParts(history, review), ...over };
}

/** Text between tags, entities read back (what a reader sees). */
function shownText(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** A review of one turning point, every field the report reads set to text that must stay text. */
function turningReview(why: string | null, firm: boolean): ReportReview {
  const d = review.decisions[0];
  return {
    ...review,
    decisions: [{ ...d, turningPoint: true, gap: { mean: -0.2, margin: 0.05, pairs: 60 }, why, firm, text: 'Choose <b>now</b>' }, ...review.decisions.slice(1)],
    rolls: [
      { step: 3, turn: 1, text: 'The <i>Marne</i> roll: 6, France holds', rule: '§10.1', wars: 100, before: 0.5, after: 0.62, change: 0.12, margin: 0.03, clear: true },
      { step: 4, turn: 1, text: 'A roll of no consequence', rule: '§10.1', wars: 100, before: 0.5, after: 0.6, change: 0.1, margin: 0.2, clear: false },
    ],
  };
}

describe('the after-action report', () => {
  const html = afterActionReport(input());

  it('is one HTML page with its language, title, CSP and the three sections as headings', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>The long war — after-action report</title>');
    expect(html).toContain(`content="${REPORT_CSP.replace(/'/g, '&#39;')}"`);
    for (const h of ['<h1>The long war</h1>', '>The war, turn by turn</h2>', '>The chance of the Armistice</h2>', '>The turning points</h2>']) expect(html).toContain(h);
    const text = shownText(html);
    expect(text).toContain('The war is not over.');
    expect(text).toContain('Played from 1 Nov 2026, 09:30 to 28 Nov 2026, 10:00.');
  });

  it('tells the diary turn by turn, each turn played with where it stood at its end', () => {
    const text = shownText(html);
    const turns = history.turnEndStates().map((t) => t.turn);
    expect(turns.length).toBeGreaterThan(2);
    for (const turn of turns) {
      const heading = whenWords(turn);
      expect(html).toContain(`<h3>${heading.charAt(0).toUpperCase()}${heading.slice(1)}</h3>`);
    }
    expect(text).toContain('At the end of the turn: ');
    expect(text).toContain('Where the war stood at the last move: ');
    expect(text).toContain('Into the war: Ottoman Turkey is now a Central Power'); // §8 on turn 3 of this war
    // Where the war stood, against the turn before (the end screen's figures, by the engine's own §15.3 count).
    const [t1, , t3] = history.turnEndStates().map((t) => engine.victoryPoints(t.state));
    expect(text).toContain(`At the end of the turn: ${t1} Victory Points had the war ended then, 0 cities in Unruhe,`);
    expect(text).toContain(`At the end of the turn: ${t3} Victory Points (up from `);
  });

  it('draws the graph of the chance by turn, with a table of the same figures', () => {
    expect(html).toMatch(/<svg class="graph"[^>]*role="img" aria-labelledby="graph-title graph-desc"/);
    expect(html).toContain('<polyline class="line" points="');
    expect(html.match(/<rect class="player"/g)?.length).toBe(new Set(review.decisions.map((d) => d.turn)).size);
    expect(html).toContain('<caption>The chance of the Armistice by turn, in figures</caption>');
    const rows = html.match(/<tr><th scope="row">/g) ?? [];
    expect(rows.length).toBe(new Set(review.decisions.map((d) => d.turn)).size);
  });

  it('fetches, runs and links nothing: no script, no link, every src a data: URL', () => {
    const risky = afterActionReport(input({ pictures: new Map([[review.decisions[0].step, 'data:image/png;base64,iVBORw0KGgo=']]), review: turningReview(null, false) }));
    for (const page of [html, risky]) {
      expect(page).not.toMatch(/<script|<link|<iframe|<object|<embed|@import|url\((?!#)/i);
      expect(page).not.toMatch(/\shref=/i);
      for (const src of page.match(/\ssrc="[^"]*"/g) ?? []) expect(src).toMatch(/^ src="data:image\/png;base64,/);
    }
    expect(risky).toContain('<img src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('escapes every text: a campaign named <script> stays text, and so do the review\'s sentences', () => {
    const page = afterActionReport(input({ name: '<script>alert("x")</script>', review: turningReview('Because <img src=x onerror=alert(1)> & more', true), reviewNote: 'Old <edition>' }));
    expect(page).not.toMatch(/<script|<img src=x|<b>|<i>|<edition>/);
    const text = shownText(page);
    expect(text).toContain('<script>alert("x")</script>');
    expect(text).toContain('Because <img src=x onerror=alert(1)> & more.');
    expect(text).toContain('Choose <b>now</b>.');
    expect(text).toContain('Old <edition>');
    expect(text).toContain('The <i>Marne</i> roll: 6, France holds: the chance of the Armistice went from 50 % to 62 % (+12 points ± 3).');
  });

  it('leaves out any picture that is not a PNG data URL', () => {
    const step = review.decisions[0].step;
    for (const url of ['https://example.com/board.png', 'javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png;base64,"><script>']) {
      const page = afterActionReport(input({ pictures: new Map([[step, url]]), review: turningReview(null, false) }));
      expect(page).not.toContain('<img');
    }
  });

  it('gives each turning point the choice, the best, both chances with ±, the difference, the why and how firm it is', () => {
    const d = review.decisions[0];
    const words = Array.from({ length: Math.max(d.chosen.actionIndex, d.best.actionIndex) + 1 }, (_, i) => `Choice <${i}>`);
    const page = afterActionReport(input({ review: turningReview('The attack keeps France busy', true), choiceWords: new Map([[d.step, words]]) }));
    const text = shownText(page);
    expect(page).toContain(`id="move-${d.step + 1}"`);
    expect(text).toContain(`“Choice <${d.chosen.actionIndex}>”: a ${Math.round(100 * d.chosen.armistice.value)} % ±`);
    expect(text).toContain(`“Choice <${d.best.actionIndex}>”: ${Math.round(100 * d.best.armistice.value)} % ±`);
    expect(text).toContain('20 points less ± 5, measured on the same dice in 60 wars.');
    expect(text).toContain('The attack keeps France busy.');
    expect(text).toContain("Estimated at the General Staff's full budget.");
    expect(page.match(/<circle class="turning"/g)).toHaveLength(1); // marked on the graph too
    expect(page).toContain(`<title>Turning point: move ${d.step + 1}</title>`);
    expect(text).toContain(`A turning point at move ${d.step + 1}: the choice made fell short of the General Staff's best by 20 points`);
    // Only the clear roll is a big one of the diary.
    expect(text).not.toContain('A roll of no consequence');
    // A first pass's turning point says so.
    expect(shownText(afterActionReport(input({ review: turningReview(null, false) })))).toContain('A first estimate, at 3 wars per choice.');
  });

  it('without a review: the diary, and a sentence where the figures would be', () => {
    const page = afterActionReport(input({ review: null }));
    expect(page).toContain('>The war, turn by turn</h2>');
    expect(page).not.toContain('<svg');
    expect(page).not.toContain('>The turning points</h2>');
    expect(shownText(page)).toContain('This war has not been reviewed by the General Staff');
  });

  it('a campaign with no turning point says there was none', () => {
    const none = { ...review, decisions: review.decisions.map((d) => ({ ...d, turningPoint: false })) };
    expect(shownText(afterActionReport(input({ review: none })))).toContain("None: no choice fell short of the General Staff's best clearly");
  });
});

describe('the log by turn', () => {
  it('puts each line in the turn the engine was in when it was written (an action may run on into the next turn)', () => {
    const whole = new CampaignHistory(engine, { seed: golden.seed, options, actions: golden.actions.slice(0, 120) });
    const byTurn = logByTurn({ log: whole.logUpTo(whole.length), lineCounts: whole.marks.map((_, s) => whole.lineCountAt(s)), marks: whole.marks });
    // The typed events' own turns: each phase event names its turn.
    const expected: number[] = [];
    let turn = whole.marks[0].turn;
    for (let step = 0; step <= whole.length; step++) {
      for (const e of whole.eventsOf(step)) {
        if (e.type === 'phase') turn = e.turn;
        expected.push(turn);
      }
    }
    const got = [...byTurn.entries()].flatMap(([t, lines]) => lines.map(() => t));
    expect(got).toEqual(expected);
    expect(new Set(expected).size).toBeGreaterThan(5);
  });
});
