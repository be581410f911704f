// Where things live on disk. Electron's userData is "<appData>/<productName>"; the web host computes
// the same folder so both play the same saves. productName must stay "Kaiserkrieg" (see docs/desktop.md).
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PRODUCT_NAME = 'Kaiserkrieg';

export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = homedir()): string {
  if (env.KK_USER_DATA) return resolve(env.KK_USER_DATA);
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), PRODUCT_NAME);
}

/** Where earlier versions kept their slot saves (brought into the library once, then left alone). */
export function savesDir(userData: string): string {
  return join(userData, 'saves');
}

/** The campaign library: one file per campaign. */
export function campaignsDir(userData: string): string {
  return join(userData, 'campaigns');
}

/** The repository (or app) root, from this file's place in main/ (source) or out/main/ (built). */
export function projectRoot(moduleUrl: string): string {
  const here = fileURLToPath(new URL('.', moduleUrl));
  return resolve(here, here.replace(/[\\/]+$/, '').endsWith(join('out', 'main')) ? '../..' : '..');
}

/** The app's version: package.json's, the one place it is written (Electron's app.getVersion() reads the same). */
export function appVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}
