// The after-action report (issue #34) opens offline in Chromium with nothing fetched outside the file: written by
// the function (with a board picture and a turning point, as the app writes it) and by `kk review --report`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { engine } from '../../main/engine-port.js';
import { CampaignHistory } from '../../main/library/history.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { reviewFrom } from '../../shared/review/index.js';
import { afterActionReport } from '../../shared/review/report/index.js';
import { historyReportParts } from '../../tools/kk-review-report.js';
import { expectOfflineReport } from './report-check.js';

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
  test.expect(r.stderr).toBe('');
  test.expect(r.stdout).toContain('without pictures of the board');
  await expectOfflineReport(page, file, { name: 'war.json', pictures: 0, reviewed: true });
});
