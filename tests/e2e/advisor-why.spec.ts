// Issue #30 in the browser: at campaign 3's first decision (§9.1.1, the answer has an "about equal" group and a
// why) the panel shows the ranking of the advisor's own answer — the one kk advise prints, computed here on one
// thread — row for row (place, figure against the best, group line), the line explaining ±, and the why sentence.
import { expect, test } from './keyed-test.js';
import { startCampaign, watchConsole } from './board-driver.js';
import { advise, shippingPolicy } from '../../shared/advisor/index.js';
import { normaliseOptions, startGame, view } from '../../shared/engine/index.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { adviceUpdate } from '../../main/advisor/advice-update.js';
import { ADVISOR_SEED } from '../../main/game-service.js';
import { adviceShown, RANKING_EXPLAINED } from '../../renderer/advisor/advice-view.js';

test('the panel shows the ranking, the ± line and the why sentence of the advisor\'s answer', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await startCampaign(page, 3);
  await page.keyboard.press('a');
  const panel = page.locator('#advisor');
  await expect(panel).toHaveAttribute('data-status', 'done', { timeout: 200_000 });

  const rows = await page.locator('#advisor-rows li').evaluateAll((lis) => lis.map((li) => ({
    index: Number((li as HTMLElement).dataset.index),
    label: li.querySelector('.advisor-label')?.textContent ?? '',
    rank: li.querySelector('.advisor-rank')?.textContent ?? '',
    gap: li.querySelector('.advisor-gap')?.textContent ?? '',
    group: li.querySelector('.advisor-group')?.textContent ?? null,
  })));
  // the same position and advisor seed on one thread: the answer the app's workers must give
  const state = startGame({ seed: 3, options: normaliseOptions(undefined) }).state;
  const board = view(state);
  const labels = choiceLabels(board.prompt!, board); // as main names the choices (the panel adds their odds)
  const answer = advise(state, { seed: ADVISOR_SEED, policy: shippingPolicy() });
  const update = adviceUpdate({ askId: 1, campaignId: '', actionCount: 0, labels, startedAt: 0 }, answer, 'done', 0);
  const expected = adviceShown(update, labels);
  expect(rows.map(({ label: _label, ...r }) => r)).toEqual(expected.rows.map((r) => ({ index: r.index, rank: `${r.rank}.`, gap: r.gap, group: r.group })));
  expect(rows.some((r) => r.group !== null)).toBe(true); // an "about equal" group, said over its first row

  await expect(panel.locator('.advisor-explained')).toHaveText(RANKING_EXPLAINED);
  expect(expected.why, 'this position has a why (a change that loses it must pick another position)').toMatch(/^Why: after the best choice, /);
  await expect(page.locator('#advisor-why')).toHaveText(expected.why!);
  expect(errors).toEqual([]);
});
