// Starts the real web host for the e2e tests and the browser benchmark: the built renderer
// (out/renderer) and a GameService with a throw-away user-data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeSessions } from '../../main/compose.js';
import { appVersion } from '../../main/paths.js';
import { openFileSettings } from '../../main/settings-file.js';
import { startWebHost, type WebHost } from '../../main/web-host.js';
import { E2E_KEY_ENV } from './e2e-paths.js';
import { endWithParent } from './end-with-parent.js';

export async function serveForTests(
  port: number,
  userData = process.env.KK_USER_DATA ?? mkdtempSync(join(tmpdir(), 'kk-e2e-')),
  rendererDir = join(process.cwd(), 'out', 'renderer'),
  // playwright.config.ts picks the key and gives every page it (E2E_KEY_ENV, keyed-test.ts); elsewhere, a fresh one.
  key = process.env[E2E_KEY_ENV],
): Promise<WebHost> {
  const sessions = await composeSessions({ userData, appVersion: appVersion(process.cwd()), settings: openFileSettings(join(userData, 'web-settings.json')) });
  return startWebHost({ newSession: () => sessions.open(), rendererDir, port, key });
}

// Run directly (the web host fuzz test): serve until killed or until the process that started it ends.
if (process.argv[1]?.endsWith('serve-web-host.ts')) {
  endWithParent();
  const port = Number(process.env.KK_E2E_PORT ?? 5197);
  serveForTests(port).then((host) => console.log(`e2e web host at ${host.url}`), (e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
