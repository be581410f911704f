// A campaign played by clicking only, in Debian's Chromium against the real web host.
import { expect, test, type Page } from '@playwright/test';
import { clickOneDecision, seeded, startCampaign, waitIdle, watchConsole } from './board-driver.js';

const SEED = Number(process.env.KK_E2E_SEED ?? 1914);

async function boardProbes(page: Page): Promise<{ colours: number; header: number[]; sea: number[]; belgianFlag: number[] }> {
  return page.evaluate(() => {
    const kk = window.__kk;
    if (!kk) throw new Error('no hook');
    // Header strip, open sea between the boxes, and the Belgian Army's black flag stripe (Belgium's first slot).
    const [header, sea, belgianFlag] = kk.pixels([[1500, 16], [1516, 700], [17, 160]]);
    return { colours: kk.colourCount(), header, sea, belgianFlag };
  });
}

test('turns 1–3 by clicking, then save, reload and Continue', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, SEED);
  await page.screenshot({ path: 'test-results/board-turn-1.png' });

  const probes = await boardProbes(page);
  expect(probes.colours).toBeGreaterThan(40);
  expect(probes.header.slice(0, 3)).toEqual([0x2b, 0x2a, 0x26]);
  expect(probes.sea[2]).toBeGreaterThan(probes.sea[0]); // blue water
  expect(Math.max(...probes.belgianFlag.slice(0, 3))).toBeLessThan(60); // black stripe

  // A kind met for the first time is clicked on the board when it can be; later ones mostly go on.
  const clicked = new Set<string>();
  const rnd = seeded(SEED);
  for (let i = 0; i < 400; i++) {
    const v = await page.evaluate(() => window.__kk?.view() ?? null);
    if (!v || v.over || v.turn > 3) break;
    const kind = v.prompt?.kind ?? '';
    if (i % 25 === 0) console.log(`step ${i}: turn ${v.turn}, ${kind}, ${v.prompt?.actions.length} actions`);
    const fresh = !clicked.has(kind);
    const r = await clickOneDecision(page, { preferBoard: fresh || rnd() < 0.3, goOn: !fresh && rnd() < 0.6, rnd });
    if (r) clicked.add(r.kind);
  }
  const before = await page.evaluate(() => window.__kk?.view() ?? null);
  console.log(`reached turn ${before?.turn}${before?.over ? ` (over: ${before.over.result})` : ''}; kinds clicked: ${[...clicked].join(', ')}`);
  expect(before?.turn ?? 0).toBeGreaterThanOrEqual(3);

  // The engine may end the war early (a Defeat): close the end screen to reach the Save button.
  if (before?.over) await page.locator('#end-screen button', { hasText: 'Look at the board' }).click();
  // Save to a named slot with the Save button, then reload and Continue.
  await page.locator('#side-panel button', { hasText: 'Save' }).click();
  await page.locator('#slot-name').fill('e2e-turn-3');
  await page.locator('#save-screen').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-screen')).toHaveCount(0);
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  await page.locator('#title-screen button', { hasText: 'Continue' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  const after = await page.evaluate(() => window.__kk?.view() ?? null);
  expect(after?.turn).toBe(before?.turn);
  expect(after?.boxes).toEqual(before?.boxes);
  expect(after?.prompt).toEqual(before?.prompt);
  expect(await page.evaluate(() => window.__kk?.sound()?.loaded ?? 0)).toBeGreaterThan(5);
  expect(errors).toEqual([]);
});
