// Moves the disk refused are never dropped without asking (issue #28, F2), in Chromium against a web host whose
// campaign library sits on a disk that fills up while the game runs: the player reads that the moves are kept,
// New campaign asks first (Export / Stay / Drop), Stay keeps the campaign in play, Export hands over every move
// played (not the older copy on disk), and only Drop goes on without them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { engine } from '../../main/engine-port.js';
import { GameService, type LiveParts } from '../../main/game-service.js';
import { newHostKey, withLaunchKey } from '../../main/host-key.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { OpenCampaigns } from '../../main/open-campaigns.js';
import { memorySettings } from '../../main/settings-model.js';
import { startWebHost, type WebHost } from '../../main/web-host.js';
import { faultyFs, type Disk } from '../main/fixtures/full-disk.js';
import { snapshot, toastText, waitIdle } from './board-driver.js';
import { E2E_RENDERER_DIR } from './e2e-paths.js';

const disk: Disk = { refuse: null };
const dir = join(mkdtempSync(join(tmpdir(), 'kk-e2e-unsaved-')), 'campaigns');
const key = newHostKey();
let host: WebHost;

test.beforeAll(async () => {
  const library = new CampaignLibrary({ dir, engine, appVersion: '0.1.0-e2e', fs: faultyFs(disk) });
  await library.open();
  const openCampaigns = new OpenCampaigns<LiveParts>();
  const settings = memorySettings({ animationSpeed: 0, guideFirstTurn: false });
  const newSession = (): GameService => new GameService({ engine, library, settings, appVersion: '0.1.0-e2e', randomSeed: () => 7, openCampaigns });
  host = await startWebHost({ newSession, rendererDir: join(process.cwd(), E2E_RENDERER_DIR), port: 0, key });
});

test.afterAll(async () => {
  await host.close();
});

/** One move: the prompt's go-on button (done, decline, …) or its first, and the move is counted. */
async function playOne(page: Page): Promise<void> {
  const before = await snapshot(page);
  const pick = before.buttons[0];
  await page.mouse.click(pick.x, pick.y);
  await waitIdle(page);
  await expect.poll(() => page.evaluate(() => window.__kk?.actionCount() ?? null)).toBe((before.actionCount ?? 0) + 1);
}

const movesOnDisk = (id: string): number => (JSON.parse(readFileSync(join(dir, `${id}.campaign.json`), 'utf8')) as { actions: unknown[] }).actions.length;
const dialog = (page: Page) => page.locator('#unsaved-dialog');

test('New campaign with moves the full disk refused: asked first; Stay keeps them, Export hands them all over, Drop goes on', async ({ page }) => {
  await page.goto(withLaunchKey(`${host.url}?test`, key));
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#seed').fill('21');
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  const id = (await page.evaluate(() => window.__kk?.campaignId() ?? null))!;
  for (let i = 0; i < 2; i++) await playOne(page);
  expect(movesOnDisk(id)).toBe(2);

  // The disk fills: the moves are kept in the game, and the player is told so.
  disk.refuse = 'ENOSPC';
  for (let i = 0; i < 3; i++) await playOne(page);
  await expect.poll(() => toastText(page)).toMatch(/the disk is full\. Your moves are kept while the game is open/);
  expect(movesOnDisk(id)).toBe(2);

  // New campaign: asked first, in words that say what would be lost. Stay: nothing changes.
  await page.getByRole('button', { name: 'Title', exact: true }).click();
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await expect(dialog(page)).toContainText('Your last 3 moves in the campaign with seed 21');
  await expect(dialog(page)).toContainText('the disk is full');
  await dialog(page).getByRole('button', { name: 'Stay here' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => window.__kk?.campaignId() ?? null)).toBe(id);
  expect(await page.evaluate(() => window.__kk?.actionCount() ?? null)).toBe(5);

  // Start again from the form, which stayed: asked again; Export hands over all five moves, not the two on disk.
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  const download = page.waitForEvent('download');
  await dialog(page).getByRole('button', { name: 'Export the campaign' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { id: string; actions: unknown[] };
  expect(exported.id).toBe(id);
  expect(exported.actions).toHaveLength(5);
  expect(await page.evaluate(() => window.__kk?.campaignId() ?? null)).toBe(id);

  // Only Drop goes on without them; the copy on disk is the one it was.
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await dialog(page).getByRole('button', { name: 'Drop the unsaved moves and go on' }).click();
  await page.waitForFunction((old) => { const now = window.__kk?.campaignId(); return now !== null && now !== undefined && now !== old; }, id);
  expect(movesOnDisk(id)).toBe(2);
});
