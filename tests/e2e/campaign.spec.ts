// A campaign played by clicking only, in Debian's Chromium against the real web host.
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, seeded, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { resumeCampaign } from './screen-driver.js';
import { projectOnBoard } from '../../assets/map/projection.js';

const SEED = Number(process.env.KK_E2E_SEED ?? 1914);

/** The map's open Atlantic west of Brittany, in a gap between boxes (tests/e2e/map.spec.ts). */
const ATLANTIC = projectOnBoard(-7.7, 47.9);

async function boardProbes(page: Page): Promise<{ colours: number; header: number[]; sea: number[]; belgianFlag: number[] }> {
  return page.evaluate((atlantic) => {
    const kk = window.__kk;
    if (!kk) throw new Error('no hook');
    // Header strip, the map's open sea, and the Belgian Army's black flag stripe (Belgium's first slot).
    const sea = kk.boardToStage(atlantic.x, atlantic.y);
    const [header, water, belgianFlag] = kk.pixels([[1500, 16], [sea.x, sea.y], [17, 160]]);
    return { colours: kk.colourCount(), header, sea: water, belgianFlag };
  }, ATLANTIC);
}

test('turns 1–3 by clicking, then bookmark, reload and Continue', async ({ page }) => {
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

  // The engine may end the war early (a Defeat): close the end screen to reach the side panel.
  if (before?.over) await page.locator('#end-screen button', { hasText: 'Look at the board' }).click();
  // Bookmark this moment with the Bookmark button, then reload and Continue (every move is saved as made).
  const id = await page.evaluate(() => window.__kk?.campaignId() ?? null);
  await page.locator('#side-panel button', { hasText: 'Bookmark' }).click();
  await page.locator('#bookmark-name').fill('After turn 3');
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.locator('#bookmark-status')).toHaveText(`Bookmarked “After turn 3” at turn ${before?.turn}.`);
  await page.locator('#bookmark-screen').getByRole('button', { name: 'Back to the board' }).click();
  await expect(page.locator('#bookmark-screen')).toHaveCount(0);
  await page.reload();
  await page.waitForFunction(() => window.__kk !== undefined);
  // Continue offers the campaign in progress played last; a finished one is opened from Campaigns.
  if (before?.over) await resumeCampaign(page, id ?? '');
  else await page.locator('#title-screen button', { hasText: 'Continue' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  const after = await page.evaluate(() => window.__kk?.view() ?? null);
  expect(after?.turn).toBe(before?.turn);
  expect(after?.boxes).toEqual(before?.boxes);
  expect(after?.prompt).toEqual(before?.prompt);
  expect(await page.evaluate(() => window.__kk?.campaignId())).toBe(id);
  // The sounds load in idle time once the first campaign is shown (renderer/main.ts).
  await expect.poll(() => page.evaluate(() => window.__kk?.sound()?.loaded ?? 0), { timeout: 20_000 }).toBeGreaterThan(5);
  expect(errors).toEqual([]);
});
