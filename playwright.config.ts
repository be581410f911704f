// Browser end-to-end tests: Debian's Chromium against the real web host serving the built renderer.
// The host (tests/e2e/e2e-host.ts) first writes the fixture saves the specs load (one per decision kind).
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { E2E_KEY_ENV, E2E_PORT, E2E_RENDERER_DIR } from './tests/e2e/e2e-paths.js';

// The host's per-launch key: chosen once here (the workers re-read this file and inherit the variable),
// handed to the host, and put in every page's sessionStorage as the launch address would (tests/e2e/keyed-test.ts).
process.env[E2E_KEY_ENV] ??= randomBytes(32).toString('base64url');
const E2E_KEY = process.env[E2E_KEY_ENV];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  timeout: 180_000,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}/`,
    viewport: { width: 1280, height: 720 },
    acceptDownloads: true,
    // A click that cannot land (covered, detached) fails soon with its reason instead of at the test timeout.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.KK_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // npm run build:web, into the e2e's own folder (the "--" arguments override its --outDir). Then the host
    // replaces the shell (exec) and runs in node itself (no tsx wrapper): Playwright's pid is the host's.
    command: `npm run build:web --silent -- --outDir ../${E2E_RENDERER_DIR} && exec node --import tsx tests/e2e/e2e-host.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    env: { KK_E2E_PORT: String(E2E_PORT), [E2E_KEY_ENV]: E2E_KEY },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
