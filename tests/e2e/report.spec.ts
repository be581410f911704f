// The after-action report (issue #34) opens offline in Chromium with nothing fetched outside the file: written by
// the function (with a board picture and a turning point, as the app writes it), by `kk review --report`, and
// saved from the end screen (the web host: a download). The app draws the board as the report's pictures are.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './keyed-test.js';
import { engine } from '../../main/engine-port.js';
import { CampaignHistory } from '../../main/library/history.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { reviewFrom } from '../../shared/review/index.js';
import { afterActionReport } from '../../shared/review/report/index.js';
import { historyReportParts } from '../../tools/kk-review-report.js';
import { expectOfflineReport } from './report-check.js';
import { instantAnimations, waitIdle } from './board-driver.js';
import { resumeCampaign } from './screen-driver.js';
import { HISTORY_ID } from './e2e-paths.js';

const KK = join(process.cwd(), 'tools/kk.ts');
/** A 1×1 PNG, as the app's board pictures are (data URLs). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const golden = JSON.parse(readFileSync(join(process.cwd(), 'tests/golden/armistice-standard.json'), 'utf8')) as { seed: number; actions: PlainAction[] };
const moves = golden.actions.slice(0, 40);
let dir = '';

test.beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'kk-report-')); });
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the report with a turning point and its board picture opens offline, headings, graph and table drawn', async ({ page }) => {
  const history = new CampaignHistory(engine, { seed: golden.seed, options: engine.normaliseOptions({}), actions: moves });
  const review = reviewFrom(history.stateAt(0), history.actionsUpTo(history.length), { seed: 1, policy: shippingPolicy(), budget: 2 });
  const first = review.decisions[0];
  const turning = { ...review, decisions: [{ ...first, turningPoint: true, gap: { mean: -0.2, margin: 0.05, pairs: 40 } }, ...review.decisions.slice(1)] };
  const file = join(dir, 'app-like.html');
  writeFileSync(file, afterActionReport({
    name: 'A war <of> "words"', started: '2026-11-01T09:30:00.000Z', lastPlayed: '2026-11-28T10:00:00.000Z', review: turning,
    ...historyReportParts(history, turning), pictures: new Map([[first.step, PNG]]),
  }));
  await expectOfflineReport(page, file, { name: 'A war <of> "words"', pictures: 1, reviewed: true });
});

test('kk review FILE --report writes a report that opens offline the same way', async ({ page }) => {
  const war = join(dir, 'war.json');
  writeFileSync(war, JSON.stringify({ seed: golden.seed, actions: moves }));
  const file = join(dir, 'cli.html');
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, 'review', war, '--rollouts', '2', '--report', file], { encoding: 'utf8', timeout: 120_000 });
  expect(r.stderr).toBe('');
  expect(r.stdout).toContain('without pictures of the board');
  await expectOfflineReport(page, file, { name: 'war', pictures: 0, reviewed: true });
});

test('the check itself fails on a request outside the file (a report without its CSP that links a style sheet)', async ({ page }) => {
  const good = join(dir, 'app-like.html');
  const bad = join(dir, 'leaky.html');
  writeFileSync(bad, readFileSync(good, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '<link rel="stylesheet" href="http://127.0.0.1:9/leak.css">'));
  await expect(expectOfflineReport(page, bad, { name: 'A war <of> "words"', pictures: 1, reviewed: true })).rejects.toThrow(/127\.0\.0\.1:9\/leak\.css/);
});

test('the end screen saves the report as a download that opens offline: the diary of every turn, no review yet', async ({ page, context }) => {
  await instantAnimations(page);
  await resumeCampaign(page, HISTORY_ID); // the golden Armistice: its end screen
  const end = page.locator('#end-screen');
  await expect(end).toBeVisible();
  const download = page.waitForEvent('download');
  await end.locator('button', { hasText: 'Save an after-action report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kaiserkrieg-report-[a-z0-9-]+\.html$/);
  await expect(page.locator('#end-status')).toHaveText('The after-action report is downloading: it opens in any web browser.');
  const saved = join(dir, 'end-screen.html');
  await file.saveAs(saved);
  const html = readFileSync(saved, 'utf8');
  expect(html).toContain('Armistice: ');
  expect(html.match(/<section><h3>Turn \d+ /g)).toHaveLength(27);
  await expectOfflineReport(await context.newPage(), saved, { name: null, pictures: 0, reviewed: false });
});

test('the board drawn as a report picture: a PNG of the whole board, in colour, that a report shows offline', async ({ page, context }) => {
  await instantAnimations(page);
  await resumeCampaign(page, HISTORY_ID);
  await page.locator('#end-screen button', { hasText: 'Look at the board' }).click();
  await waitIdle(page);
  const url = await page.evaluate(() => window.__kk!.boardPicture());
  expect(url).toMatch(/^data:image\/png;base64,/);
  // 1520 × 946 board units at 0.6 pixels each; the map, boxes and tiles give it many colours.
  const look = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i] >> 4) * 256 + (data[i + 1] >> 4) * 16 + (data[i + 2] >> 4));
    return { width: img.naturalWidth, height: img.naturalHeight, colours: colours.size };
  }, url);
  expect(look).toEqual({ width: 912, height: 568, colours: expect.any(Number) });
  expect(look.colours).toBeGreaterThan(40);
  // The board in play is as it was: still idle and drawable.
  await waitIdle(page);
  const history = new CampaignHistory(engine, { seed: golden.seed, options: engine.normaliseOptions({}), actions: moves });
  const review = reviewFrom(history.stateAt(0), history.actionsUpTo(history.length), { seed: 1, policy: shippingPolicy(), budget: 2 });
  const first = review.decisions[0];
  const turning = { ...review, decisions: [{ ...first, turningPoint: true, gap: { mean: -0.2, margin: 0.05, pairs: 40 } }, ...review.decisions.slice(1)] };
  const file = join(dir, 'with-board.html');
  writeFileSync(file, afterActionReport({ name: 'With the board', started: null, lastPlayed: null, review: turning, ...historyReportParts(history, turning), pictures: new Map([[first.step, url]]) }));
  await expectOfflineReport(await context.newPage(), file, { name: 'With the board', pictures: 1, reviewed: true });
});
