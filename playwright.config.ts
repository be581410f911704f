// Browser end-to-end tests: Debian's Chromium against the real web host serving the built renderer.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.KK_E2E_PORT ?? 5197);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  timeout: 240_000,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1280, height: 720 },
    launchOptions: {
      executablePath: process.env.KK_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm run build:web --silent && node ./node_modules/tsx/dist/cli.mjs tests/e2e/serve-web-host.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { KK_E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
