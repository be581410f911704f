// The real Electron app, driven by Playwright's _electron: window opens, the page has no Node, the
// preload's API works, saves land in userData. Skips itself cleanly where the Electron binary is absent
// (this machine: it cannot be downloaded). Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../main/start.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const root = process.cwd();
const electronExe = findElectronBinary(root);
const built = existsSync(join(root, 'out', 'main', 'index.js'));
const why = !electronExe ? 'the Electron binary is not installed here' : 'the app is not built (npm run build)';

afterAll(removeTempDirs);

describe.skipIf(!electronExe || !built)(`Electron app (${electronExe && built ? 'running' : `skipped: ${why}`})`, () => {
  it('opens the game window securely and plays through the preload API', async () => {
    const { _electron } = await import('playwright-core');
    const userData = tempDir('kk-electron-');
    const app = await _electron.launch({ executablePath: electronExe!, args: [join(root, 'out', 'main', 'index.js'), `--user-data-dir=${userData}`] });
    try {
      const page = await app.firstWindow();
      expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
      expect(await page.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe('undefined');
      const methods = await page.evaluate(() => Object.keys((window as unknown as { kaiserkrieg: object }).kaiserkrieg).sort());
      expect(methods).toContain('act');
      const title = await page.evaluate(() => (window as unknown as { kaiserkrieg: { title(): Promise<{ appVersion: string }> } }).kaiserkrieg.title());
      expect(title.appVersion).toMatch(/^\d+\.\d+\.\d+/);
      expect(await app.evaluate(({ app: a }) => a.getPath('userData'))).toBe(userData);
    } finally {
      await app.close();
    }
  });
});
