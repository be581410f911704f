// Playwright's web server: a fresh user-data folder holding the decision-kind fixture campaigns, then the
// real web host on it. Fixtures are written before the host starts, so its settings start clean.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT, E2E_RENDERER_DIR, E2E_USER_DATA } from './e2e-paths.js';
import { endWithParent } from './end-with-parent.js';
import { serveForTests } from './serve-web-host.js';
import { writeKindFixtures } from './write-fixtures.js';

async function main(): Promise<void> {
  endWithParent();
  rmSync(E2E_USER_DATA, { recursive: true, force: true });
  mkdirSync(E2E_USER_DATA, { recursive: true });
  const t0 = Date.now();
  await writeKindFixtures(E2E_USER_DATA);
  console.log(`e2e fixtures written in ${Date.now() - t0} ms to ${E2E_USER_DATA}`);
  const host = await serveForTests(E2E_PORT, E2E_USER_DATA, join(process.cwd(), E2E_RENDERER_DIR));
  console.log(`e2e web host at ${host.url}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
