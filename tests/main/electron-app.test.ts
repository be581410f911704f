// The Electron smoke test: the real built app, started by Playwright's _electron, driven through the real
// sandboxed preload and IPC (window.kaiserkrieg): the window is secure and loaded over app://, a campaign is
// started (its first decision reached) and a few moves
// played (each autosaved), a bookmark is made, the app quits by its own Quit, starts again on the same
// user-data folder and resumes the campaign where it was. It runs in the release workflow (after
// `npm run build`); where the Electron binary is missing (this machine) it skips with one line saying so.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ElectronApplication, Page } from 'playwright-core';
import type { CampaignUpdate, GameApi, LoadResult, TitleInfo } from '../../shared/ipc.js';
import { campaignsDir } from '../../main/paths.js';
import { findElectronBinary } from '../../main/start.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const root = process.cwd();
const electronExe = findElectronBinary(root);
const built = existsSync(join(root, 'out', 'main', 'index.js'));
const skipWhy = !electronExe ? 'the Electron binary is not installed here' : !built ? 'the app is not built (npm run build)' : null;
if (skipWhy) console.log(`Electron smoke test skipped: ${skipWhy}; it runs in the release workflow.`);

afterAll(removeTempDirs);

type Api = Pick<GameApi, 'title' | 'about' | 'newCampaign' | 'act' | 'bookmark' | 'continueLast' | 'quit'>;

async function launch(userData: string): Promise<{ app: ElectronApplication; page: Page }> {
  const { _electron } = await import('playwright-core');
  const app = await _electron.launch({ executablePath: electronExe!, args: [join(root, 'out', 'main', 'index.js'), `--user-data-dir=${userData}`] });
  const page = await app.firstWindow();
  await page.waitForFunction(() => 'kaiserkrieg' in window);
  return { app, page };
}

describe.skipIf(skipWhy !== null)('the Electron app (smoke test)', () => {
  it('starts securely, plays and saves through the preload, quits, restarts and resumes the campaign', async () => {
    const userData = tempDir('kk-electron-');
    let { app, page } = await launch(userData);
    let update: CampaignUpdate;
    try {
      expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
      expect(await page.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe('undefined');
      expect(await app.evaluate(({ app: a }) => a.getPath('userData'))).toBe(userData);
      // Issue 35: the page comes over app://, its own files are fetched there, and file: gives nothing.
      expect(page.url()).toBe('app://kaiserkrieg/index.html');
      expect(await page.evaluate(async () => (await fetch('./index.html')).headers.get('content-type'))).toBe('text/html; charset=utf-8');
      expect(await page.evaluate(async () => fetch('file:///etc/hostname').then(() => 'read', () => 'refused'))).toBe('refused');
      const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
      const title = await page.evaluate(() => (window as unknown as { kaiserkrieg: Api }).kaiserkrieg.title());
      expect((title as TitleInfo).appVersion).toBe(version);
      const about = await page.evaluate(() => (window as unknown as { kaiserkrieg: Api }).kaiserkrieg.about());
      expect(about.savesFolder).toBe(campaignsDir(userData));

      // A new campaign and three moves, each the first legal action on offer, through IPC.
      update = await page.evaluate(async () => {
        const api = (window as unknown as { kaiserkrieg: Api }).kaiserkrieg;
        const t = await api.title();
        let u = await api.newCampaign({ seed: 1914, options: t.defaultOptions });
        if (!u.campaign.board.prompt) throw new Error('the new campaign offers no first decision');
        for (let i = 0; i < 3 && u.campaign.board.prompt; i++) u = await api.act(u.campaign.board.prompt.actions[0], { campaignId: u.campaign.id, version: u.campaign.version });
        await api.bookmark('before quitting');
        return u;
      });
      expect(update.save).toEqual({ ok: true });
      expect(update.campaign.actionCount).toBe(3);
      const file = join(campaignsDir(userData), `${update.campaign.id}.campaign.json`);
      expect((JSON.parse(readFileSync(file, 'utf8')) as { actions: unknown[] }).actions).toHaveLength(3);

      // Quit as the player does (the app's own quit), and wait for the process to end.
      const closed = new Promise<void>((resolve) => app.once('close', () => resolve()));
      await page.evaluate(() => void (window as unknown as { kaiserkrieg: Api }).kaiserkrieg.quit()).catch(() => undefined);
      await closed;
    } catch (e) {
      await app.close().catch(() => undefined);
      throw e;
    }

    ({ app, page } = await launch(userData));
    try {
      const resumed = await page.evaluate(async () => {
        const api = (window as unknown as { kaiserkrieg: Api }).kaiserkrieg;
        return { title: await api.title(), loaded: await api.continueLast() as LoadResult };
      });
      expect(resumed.title.continueId).toBe(update.campaign.id);
      expect(resumed.loaded.ok).toBe(true);
      if (!resumed.loaded.ok) return;
      expect(resumed.loaded.update.campaign.actionCount).toBe(3);
      expect(resumed.loaded.update.campaign.board).toEqual(update.campaign.board);
      expect(resumed.loaded.update.notice).toBeNull();
    } finally {
      await app.close();
    }
  }, 120_000);
});
