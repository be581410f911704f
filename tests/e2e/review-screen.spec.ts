// The Review screen (issue #34) in Debian's Chromium against the real web host, with main's review calls
// (reviewStatus / startReview / stopReview and the 'review' pushes) answered in the page's socket by this spec:
// the screen is played from the keyboard and by role (progress bar, status, buttons, headings), and checked by
// axe, whatever main's review service does. Every other call (History, its labels, Play on from here) goes to
// the real host. tests/e2e/review.spec.ts plays the same screen against main's own review service.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { WebSocketRoute } from '@playwright/test';
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, waitIdle, watchConsole } from './board-driver.js';
import { FINISHED_ID, HISTORY_ID } from './e2e-paths.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';
import { normaliseOptions, type PlainAction } from '../../shared/engine/index.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import { reviewCampaign, type Review } from '../../shared/review/index.js';
import type { ReviewStatus } from '../../shared/review-status.js';
import type { WsRequest } from '../../shared/ipc.js';
import { PLOT_COLOURS } from '../../renderer/charts/plot-colours.js';
import { contrast } from '../../renderer/board/colour-math.js';

/** HISTORY_ID is the golden standard Armistice (write-fixtures.ts). */
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
/** Turn 14's CP Attack phase (§10), reviewed for real at a tiny budget; one decision made a turning point by hand. */
/** A tiny budget and no rolls (rollBudget 0: core34's option): the spec's rolls are hand-built. */
const opts = { seed: 1, policy: shippingPolicy(), budget: 4, rollBudget: 0 };
const real = reviewCampaign({ seed: golden.seed, options: normaliseOptions({}), actions: golden.actions }, { ...opts, from: 212, to: 222 });
const pointAt = real.decisions[Math.floor(real.decisions.length / 2)];
const WHY = 'Its attack takes the fortress before the reserves come up.';
const review = {
  ...real,
  decisions: real.decisions.map((d) => (d === pointAt ? { ...d, turningPoint: true, gap: { mean: -0.25, margin: 0.1, pairs: 4 }, why: WHY, firm: true } : { ...d, why: null, firm: false })),
  rollBudget: 8,
  rolls: [{ step: pointAt.step + 1, turn: pointAt.turn, text: 'The attack on the fortress rolled a 6: it falls.', rule: '§10.1', wars: 8, before: 0.4, after: 0.55, change: 0.15, margin: 0.05, clear: true }],
} as Review;
const TOTAL = real.decisions.length;

/** Answers main's review calls in the page's socket; the rest goes to the host. `push` sends a status as main would. */
class FakeReviews {
  status: ReviewStatus = { campaignId: HISTORY_ID, state: 'none', pass: 'first', done: 0, total: TOTAL, review: null, outdated: null, problem: null, campaignMoves: golden.actions.length };
  calls: string[] = [];
  private socket: WebSocketRoute | null = null;

  async install(page: Page): Promise<void> {
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      this.socket = ws;
      ws.onMessage((text) => {
        const msg = JSON.parse(String(text)) as WsRequest;
        const answer = this.answer(msg.method, msg.args);
        if (answer === null) server.send(text);
        else ws.send(JSON.stringify({ id: msg.id, ok: true, result: answer }));
      });
      server.onMessage((text) => ws.send(text));
    });
  }

  private answer(method: string, args: readonly unknown[]): ReviewStatus | null {
    if (method !== 'reviewStatus' && method !== 'startReview' && method !== 'stopReview') return null;
    this.calls.push(method);
    const id = String(args[0]);
    if (method === 'startReview') this.status = { ...this.status, state: 'running' };
    if (method === 'stopReview') this.status = { ...this.status, state: 'stopped' };
    return { ...this.status, campaignId: id };
  }

  push(over: Partial<ReviewStatus>): void {
    this.status = { ...this.status, ...over };
    this.socket?.send(JSON.stringify({ event: 'review', status: this.status }));
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('#review-screen').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const screen = (page: Page) => page.locator('#review-screen');
const progress = (page: Page) => screen(page).getByRole('progressbar', { name: 'Review of the war' });

test('the Review screen from History: started, stopped and resumed from the keyboard, its figures, a turning point shown on the board and played on', async ({ page }) => {
  const errors = watchConsole(page);
  const fake = new FakeReviews();
  await fake.install(page);
  await instantAnimations(page);
  await openCampaigns(page);
  await campaignRow(page, HISTORY_ID).getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.locator('#history-bar')).toBeVisible();
  await page.locator('#history-bar').getByRole('button', { name: 'Review this war' }).click();

  // Never reviewed: the state in words, an empty bar, one button to start.
  await expect(screen(page).getByRole('heading', { name: 'Review of the war' })).toBeFocused();
  await expect(screen(page).getByRole('status')).toHaveText('This war has not been reviewed yet.');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', String(TOTAL));
  await expect(screen(page).getByRole('button', { name: 'Stop' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // Started from the keyboard: Tab to the button, Enter; progress as pushed; focus goes to Stop.
  await page.keyboard.press('Tab');
  await expect(screen(page).getByRole('button', { name: 'Review this war' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen(page).getByRole('button', { name: 'Stop' })).toBeFocused();
  fake.push({ done: 3 });
  await expect(screen(page).getByRole('status')).toHaveText(`Reviewing 3 of ${TOTAL} decisions…`);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', `Reviewing 3 of ${TOTAL} decisions…`);

  // Stopped: what is done is kept, Resume goes on (focus follows to it).
  await page.keyboard.press('Enter');
  await expect(screen(page).getByRole('status')).toHaveText(`Stopped at 3 of ${TOTAL} decisions. What is done is kept: Resume goes on from there.`);
  await expect(screen(page).getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen(page).getByRole('button', { name: 'Stop' })).toBeVisible();
  // Progress that is not pushed here (a review started in another tab) is asked for while it runs.
  fake.status = { ...fake.status, done: 5 };
  await expect(screen(page).getByRole('status')).toHaveText(`Reviewing 5 of ${TOTAL} decisions…`, { timeout: 10_000 });
  fake.push({ state: 'done', done: TOTAL, review, campaignMoves: golden.actions.length });
  await expect(screen(page).getByRole('status')).toHaveText(`Done up to move 222: the war has gone on since (move ${golden.actions.length}). Review the moves since to bring it up to date.`);
  await expect(screen(page).getByRole('button', { name: 'Review the moves since' })).toBeVisible();
  expect(fake.calls[0]).toBe('reviewStatus');
  expect(fake.calls.filter((c) => c !== 'reviewStatus')).toEqual(['startReview', 'stopReview', 'startReview']);

  // The figures: headings, the plot drawn, its table for a screen reader, the turning point in the prompt's words.
  for (const h of ['The chance of Armistice by turn', 'Turning points', 'The rolls that moved the war most']) await expect(screen(page).getByRole('heading', { name: h, level: 3 })).toBeVisible();
  await expect(page.locator('#review-plot canvas').first()).toBeVisible();
  await expect(screen(page).getByRole('table', { name: 'The chance of Armistice by turn, in figures' }).getByRole('row')).toHaveCount(1 + new Set(real.decisions.map((d) => d.turn)).size);
  const point = screen(page).locator('.review-point');
  await expect(point).toHaveCount(1);
  await expect(point.getByRole('heading', { level: 4 })).toHaveText(new RegExp(`^Turn ${pointAt.turn} \\(.+\\), at move ${pointAt.step}$`));
  await expect(point.locator('.review-chosen')).toHaveText(/^You chose “[^”]+”: chance of Armistice \d+ % ± \d+\.$/);
  await expect(point.locator('.review-better')).toHaveText(/^The General Staff’s best: “[^”]+”: \d+ % ± \d+\.$/);
  await expect(point.locator('.review-gap')).toHaveText('Your choice fell 25 points below the best ± 10 (the same dice for both, 95 % interval).');
  await expect(point.locator('.review-why')).toHaveText(`Why: ${WHY}`);
  await expect(screen(page).locator('#review-rolls li')).toHaveText(/The attack on the fortress rolled a 6: it falls\. \(§10\.1\) The chance of Armistice went from 40 % to 55 %: \+15 points ± 5\.$/);
  await expect(point.getByRole('button', { name: 'Show on the board' })).toHaveAccessibleDescription(/^Turn \d+/);
  expect(await seriousViolations(page)).toEqual([]);
  // Everything is reached with Tab, in the screen's order, each control with a name.
  await screen(page).getByRole('heading', { name: 'Review of the war' }).focus();
  const reached: string[] = [];
  for (let i = 0; i < 12 && !reached.includes('Play on from here'); i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => { const a = document.activeElement; return a?.getAttribute('aria-label') ?? a?.textContent?.trim() ?? ''; }));
  }
  expect(reached).toEqual(['Review the moves since', 'Save an after-action report', 'Back to the History screen', 'Dice of the branch', 'Show on the board', 'Play on from here']);
  await page.screenshot({ path: 'test-results/review-screen.png' });
  await page.locator('#review-turning-points').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-screen-points.png' });

  // Show on the board: History at that moment; its Review this war comes back to the screen.
  await point.getByRole('button', { name: 'Show on the board' }).click();
  await expect(page.locator('#history-bar')).toHaveAttribute('data-step', String(pointAt.step));
  await expect(page.locator('#history-bar')).toHaveAttribute('data-busy', 'no');
  await page.locator('#history-bar').getByRole('button', { name: 'Review this war' }).click();
  await expect(screen(page).locator('.review-point')).toHaveCount(1);

  // Back to the History screen at the step it showed.
  await screen(page).getByRole('button', { name: 'Back to the History screen' }).click();
  await expect(page.locator('#history-bar')).toHaveAttribute('data-step', String(pointAt.step));
  await page.locator('#history-bar').getByRole('button', { name: 'Review this war' }).click();

  // Play on from here: a branch from that decision, with new dice chosen as History chooses them.
  await screen(page).getByRole('combobox', { name: 'Dice of the branch' }).selectOption('new');
  await screen(page).locator('.review-point').getByRole('button', { name: 'Play on from here' }).click();
  await expect(screen(page)).toHaveCount(0);
  await page.waitForFunction((parent) => { const id = window.__kk?.campaignId(); return id != null && id !== parent; }, HISTORY_ID);
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.actionCount())).toBe(pointAt.step);
  expect(errors).toEqual([]);
});

test('the Review screen from the end screen, and back; a war with no turning point says so', async ({ page }) => {
  const errors = watchConsole(page);
  const fake = new FakeReviews();
  fake.status = { ...fake.status, state: 'done', done: TOTAL, review: real, campaignMoves: real.moves };
  await fake.install(page);
  await instantAnimations(page);
  await resumeCampaign(page, FINISHED_ID);
  await expect(page.locator('#end-screen')).toBeVisible();
  await page.locator('#end-screen').getByRole('button', { name: 'Review this war' }).click();
  await expect(screen(page).getByRole('status')).toHaveText(new RegExp(`^Done: all ${TOTAL} decisions up to the war’s present`));
  await expect(screen(page).getByRole('button', { name: /^(Review this war|Resume|Stop)$/ })).toHaveCount(0);
  await expect(screen(page).locator('#review-no-turning-point')).toHaveText('No choice fell clearly short of the best: no turning point in this war (at 95 %, noise is never called a blunder).');
  await expect(screen(page).getByRole('heading', { name: 'The rolls that moved the war most' })).toHaveCount(0); // no rolls measured
  expect(await seriousViolations(page)).toEqual([]);
  await screen(page).getByRole('button', { name: 'Back to the end screen' }).click();
  await expect(page.locator('#end-screen')).toBeVisible();

  // A review of another rules edition: offered again, never shown as current.
  fake.status = { ...fake.status, outdated: 'This review was made under rules edition 1.' };
  await page.locator('#end-screen').getByRole('button', { name: 'Review this war' }).click();
  await expect(screen(page).getByRole('status')).toHaveText('This review was made under rules edition 1: review this war again to see its figures.');
  await expect(screen(page).getByRole('button', { name: 'Review again' })).toBeVisible();
  await expect(screen(page).locator('#review-figures')).toBeEmpty();
  expect(errors).toEqual([]);
});

test('the Review screen in Low light (issue #33): its plot in the theme\'s colours, its bar\'s fill at 3:1, no axe violation', async ({ page }) => {
  const errors = watchConsole(page);
  const fake = new FakeReviews();
  fake.status = { ...fake.status, state: 'done', done: TOTAL, review, campaignMoves: review.moves };
  await fake.install(page);
  await instantAnimations(page);
  await page.locator('#title-screen').getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Theme').selectOption({ label: 'Low light' });
  await page.locator('#settings-screen').getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'low-light');
  await expect(page.locator('#title-screen')).toBeVisible();
  await resumeCampaign(page, FINISHED_ID);
  await page.locator('#end-screen').getByRole('button', { name: 'Review this war' }).click();
  await expect(page.locator('#review-plot canvas').first()).toBeVisible();

  // The plot's canvas, pixel by pixel: its line, bars and axes in Low light's colours, none in Daylight's.
  const inks = { low: PLOT_COLOURS['low-light'], day: PLOT_COLOURS.daylight };
  const counts = await page.evaluate((c) => {
    const rgb = (h: string): number[] => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
    const names = ['first', 'second', 'third', 'axis'] as const;
    const want = [...names.map((n) => [`low ${n}`, rgb(c.low[n])] as const), ...names.map((n) => [`day ${n}`, rgb(c.day[n])] as const)];
    const n: Record<string, number> = Object.fromEntries(want.map(([k]) => [k, 0]));
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('#review-plot canvas')) {
      const d = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      for (let i = 0; i < d.length; i += 4) {
        if (d[i + 3] < 200) continue;
        for (const [k, v] of want) if (Math.abs(d[i] - v[0]) + Math.abs(d[i + 1] - v[1]) + Math.abs(d[i + 2] - v[2]) < 24) n[k]++;
      }
    }
    return n;
  }, inks);
  console.log(`Review plot in Low light, pixels by colour: ${JSON.stringify(counts)}`);
  expect(counts['low axis'], 'the axes').toBeGreaterThan(50);
  expect(counts['low first'], 'the chance of Armistice (one turn reviewed here: its point)').toBeGreaterThan(10);
  expect(counts['low second'] + counts['low third'], 'the two shares\' bars').toBeGreaterThan(20);
  for (const k of ['day first', 'day second', 'day third', 'day axis']) expect(counts[k], `${k}: a Daylight colour on the dark card`).toBe(0);

  // The bar's fill against the card, as computed.
  const [fill, card] = await Promise.all(['.review-progress-fill', '#review-screen'].map((s) => page.locator(s).evaluate((e) => {
    const [r, g, b] = (getComputedStyle(e).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return (r << 16) | (g << 8) | b;
  })));
  expect(contrast(fill, card), 'the progress bar\'s fill on the card').toBeGreaterThanOrEqual(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/review-low-light.png', fullPage: true });

  await screen(page).getByRole('button', { name: 'Back to the end screen' }).click();
  await page.locator('#end-screen').getByRole('button', { name: 'Title' }).click();
  await page.locator('#title-screen').getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Theme').selectOption({ label: 'Daylight' }); // as the other specs expect it
  await page.locator('#settings-screen').getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'daylight');
  expect(errors).toEqual([]);
});
