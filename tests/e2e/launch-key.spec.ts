// #28 F4 (the report's repro-cookie-leak.mjs as a test): the launch key once lived in a cookie, and cookies
// ignore the port, so a browser that had opened the game handed the key to any other server on 127.0.0.1 it
// visited later (another OS user's, who then listed and deleted the player's campaigns). Now the printed
// address carries the key in its fragment and the tab keeps it in sessionStorage: another server is sent
// nothing, and reloading, a new tab with the printed address and Continue still play. A page opened without
// the key says which address to open. Its own host (and key) on a free port, serving the e2e's renderer build.
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newHostKey } from '../../main/host-key.js';
import type { WebHost } from '../../main/web-host.js';
import { NO_KEY_SENTENCE } from '../../renderer/launch-key.js';
import { E2E_RENDERER_DIR } from './e2e-paths.js';
import { serveForTests } from './serve-web-host.js';

let host: WebHost;
let other: Server;
/** Every request the other loopback server received: its target and all its headers. */
const received: { target: string; headers: string }[] = [];

test.beforeAll(async () => {
  host = await serveForTests(0, mkdtempSync(join(tmpdir(), 'kk-e2e-launch-key-')), join(process.cwd(), E2E_RENDERER_DIR), newHostKey());
  other = createServer((req: IncomingMessage, res) => {
    received.push({ target: req.url ?? '', headers: JSON.stringify(req.headers) });
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>another program</title><img src="/pixel.png">');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => other.close(resolve));
  await host.close();
});

const titleButton = (page: Page, name: string) => page.locator('#title-screen button', { hasText: name });

/** From the title screen, a new campaign: the title and the form go, the side panel tells the campaign. */
async function startNewCampaign(page: Page): Promise<void> {
  await titleButton(page, 'New campaign').click();
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await expect(page.locator('#new-screen')).toBeHidden();
  await expect(page.locator('#summary')).not.toBeEmpty();
}

/** Continue from the title screen reaches the campaign: the socket is open with the key. */
async function continuePlays(page: Page): Promise<void> {
  await titleButton(page, 'Continue').click();
  await expect(page.locator('#title-screen')).toBeHidden();
  await expect(page.locator('#summary')).not.toBeEmpty();
}

test('a browser that opened the printed address sends another loopback server no key; reload and a new tab still play', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(host.launchUrl); // the player opens the address the game printed
  await startNewCampaign(page);
  expect(page.url(), 'the key is taken out of the address bar').not.toContain(host.key);

  await page.reload(); // the tab kept the key
  await continuePlays(page);

  // Later, the same tab visits another page on 127.0.0.1 (another program, another user's server).
  const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  await page.goto(otherUrl);
  await page.goto(`${otherUrl}?second-visit`);
  await expect.poll(() => received.length).toBeGreaterThanOrEqual(3); // two pages and an image
  for (const r of received) {
    expect(`${r.target} ${r.headers}`, 'the other server is sent nothing of the key').not.toContain(host.key);
    expect(r.headers).not.toMatch(/kk-key/);
  }
  expect(await context.cookies(), 'no cookie at all').toEqual([]);

  // Back to the game in the same tab, and the printed address opened again in a new tab.
  await page.goBack();
  await page.goBack();
  await page.reload();
  await continuePlays(page);
  // A new tab with the printed address reaches the game; the campaign is in play in the first tab, so this
  // one says so and offers to take it over (#28: one campaign per tab).
  const tab = await context.newPage();
  await tab.goto(host.launchUrl);
  await titleButton(tab, 'Continue').click();
  await tab.locator('#campaign-problem button', { hasText: 'Take it over here' }).click();
  await expect(tab.locator('#summary')).not.toBeEmpty();
  await context.close();
});

test('an address printed by an older version (?key=) still opens the game, and sets no cookie', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${host.url}?key=${host.key}`);
  await expect(titleButton(page, 'Continue')).toBeVisible();
  expect(page.url()).not.toContain(host.key);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test('a page opened without the key says which address to open, and a key from an earlier start is refused', async ({ browser }) => {
  const context = await browser.newContext();
  const bare = await context.newPage();
  await bare.goto(host.url); // the bare address, typed by hand
  await expect(bare.locator('#toast')).toHaveText(NO_KEY_SENTENCE);
  await expect(titleButton(bare, 'New campaign')).toHaveCount(0);
  const earlier = await context.newPage();
  await earlier.goto(`${host.url}#key=${newHostKey()}`);
  await expect(earlier.locator('#toast')).toContainText('Open it from the address the game printed');
  await expect(titleButton(earlier, 'New campaign')).toHaveCount(0);
  await context.close();
});
