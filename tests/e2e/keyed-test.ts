// Playwright's `test`, each page of which holds the e2e host's launch key as a tab opened from the printed
// address does (#28 F4): in the tab's sessionStorage, put there before the page's own scripts run. So specs
// open '/?test' as they always did. Never a cookie: the host no longer reads one.
import { test as base, type BrowserContext } from '@playwright/test';
import { KEY_STORAGE_NAME } from '../../shared/launch-key.js';
import { E2E_KEY_ENV, E2E_PORT } from './e2e-paths.js';

export * from '@playwright/test';

/** Gives every page of `context` the key (a spec's own browser.newContext() needs this; the `context` fixture has it). */
export async function withLaunchKey(context: BrowserContext): Promise<BrowserContext> {
  const given = { origin: `http://127.0.0.1:${E2E_PORT}`, name: KEY_STORAGE_NAME, key: process.env[E2E_KEY_ENV] ?? '' };
  await context.addInitScript(({ origin, name, key }) => {
    if (location.origin === origin) sessionStorage.setItem(name, key);
  }, given);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await withLaunchKey(context));
  },
});
