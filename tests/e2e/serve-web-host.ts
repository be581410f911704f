// Starts the real web host for the e2e tests and the browser benchmark: the built renderer
// (out/renderer) and a GameService with a throw-away user-data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeGameService } from '../../main/compose.js';
import { appVersion } from '../../main/paths.js';
import { openFileSettings } from '../../main/settings-file.js';
import { startWebHost, type WebHost } from '../../main/web-host.js';

export async function serveForTests(
  port: number,
  userData = process.env.KK_USER_DATA ?? mkdtempSync(join(tmpdir(), 'kk-e2e-')),
  rendererDir = join(process.cwd(), 'out', 'renderer'),
): Promise<WebHost> {
  const service = await composeGameService({ userData, appVersion: appVersion(process.cwd()), settings: openFileSettings(join(userData, 'web-settings.json')) });
  return startWebHost({ service, rendererDir, port });
}

// Run directly (Playwright's webServer): serve until killed.
if (process.argv[1]?.endsWith('serve-web-host.ts')) {
  const port = Number(process.env.KK_E2E_PORT ?? 5197);
  serveForTests(port).then((host) => console.log(`e2e web host at ${host.url}`), (e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
