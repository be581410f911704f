// Help ▸ Check for Updates (issue 35) against a local fake release feed: an HTTP server on 127.0.0.1 that
// serves latest.yml as the release workflow attaches it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkForUpdates, feedVersion, isNewer, releasesPageOf } from '../../main/updates/update-check.js';

let server: Server;
let base = '';
const feeds: Record<string, [number, string]> = {
  '/same/latest.yml': [200, 'version: 0.1.0\nreleaseDate: 2026-11-28T08:00:00Z\n'],
  '/newer/latest.yml': [200, "version: '0.3.0'\nfiles: []\n"],
  '/broken/latest.yml': [200, 'not: a feed\n'],
  '/gone/latest.yml': [404, 'Not Found'],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = feeds[req.url ?? ''] ?? [404, ''];
    res.writeHead(status, { 'content-type': 'text/yaml' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const PAGE = 'https://github.com/someone/kaiserkrieg/releases';
const check = (feed: string, currentVersion = '0.1.0') => checkForUpdates({ currentVersion, releasesPage: PAGE, feedUrl: `${base}/${feed}/latest.yml`, fetch: (url, init) => fetch(url, init) });

describe('checking for updates on request (issue 35)', () => {
  it('says "up to date" when the latest release is this version', async () => {
    expect(await check('same')).toEqual({ kind: 'up-to-date', message: 'Kaiserkrieg 0.1.0 is up to date.' });
    expect((await check('same', '0.2.0')).kind).toBe('up-to-date'); // a newer build than the release
  });

  it('says "version X is out", to be downloaded by hand', async () => {
    const answer = await check('newer');
    expect(answer).toMatchObject({ kind: 'newer', version: '0.3.0' });
    expect(answer.message).toMatch(/^Version 0\.3\.0 is out \(you have 0\.1\.0\)\. Download it by hand/);
  });

  it('says it could not tell when the feed is missing, unreadable or out of reach', async () => {
    expect((await check('gone')).message).toMatch(/could not learn whether a newer version is out: the releases page answered 404/);
    expect((await check('broken')).message).toMatch(/the release names no version/);
    const closed = await checkForUpdates({ currentVersion: '0.1.0', releasesPage: PAGE, feedUrl: 'http://127.0.0.1:1/latest.yml', fetch: (url, init) => fetch(url, init) });
    expect(closed.message).toMatch(/could not be reached/);
  });

  it('compares versions as numbers, a pre-release before its release', () => {
    expect(isNewer('0.10.0', '0.9.9')).toBe(true);
    expect(isNewer('1.0.0', '1.0.0-beta.2')).toBe(true);
    expect(isNewer('1.0.0-beta.2', '1.0.0')).toBe(false);
    expect(isNewer('nonsense', '0.1.0')).toBe(false);
    expect(feedVersion('files:\n  - url: x\nversion: 2.0.1 # the release\n')).toBe('2.0.1');
  });

  it('a build not made by the release workflow knows no releases page: it says so and goes nowhere', async () => {
    let asked = false;
    const answer = await checkForUpdates({ currentVersion: '0.1.0', releasesPage: null, fetch: async () => { asked = true; throw new Error('never'); } });
    expect(answer.kind).toBe('unknown');
    expect(answer.message).toMatch(/not built by the project's release workflow/);
    expect(asked).toBe(false);
  });

  it('takes the releases page the workflow stamped into the app package, and only a GitHub releases address', () => {
    expect(releasesPageOf({ releasesPage: PAGE })).toBe(PAGE);
    expect(releasesPageOf({ releasesPage: 'https://example.com/x/y/releases' })).toBeNull();
    expect(releasesPageOf({ releasesPage: 'https://github.com/a/b/releases/../../evil' })).toBeNull();
    expect(releasesPageOf({})).toBeNull();
    expect(releasesPageOf(null)).toBeNull();
  });
});
