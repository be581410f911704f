// Browser end-to-end tests: Debian's Chromium against the real web host serving the built renderer.
// The host (tests/e2e/e2e-host.ts) first writes the fixture saves the specs load (one per decision kind).
import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './tests/e2e/e2e-paths.js';

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
    launchOptions: {
      executablePath: process.env.KK_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm run build:web --silent && node ./node_modules/tsx/dist/cli.mjs tests/e2e/e2e-host.ts',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    env: { KK_E2E_PORT: String(E2E_PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
