// Issue 13: the web host's API is reachable only with this launch's key. Any local process can claim the
// page's Origin, so a client without the key cookie is refused before it can read, import over or delete
// a campaign; the launch address exchanges the key for a SameSite=Strict, HttpOnly cookie.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { cookieValue, keyCookieName, splitKey } from '../../main/host-key.js';
import type { WebHost } from '../../main/web-host.js';
import { rawGet } from './fixtures/raw-client.js';
import type { ServiceKit } from './fixtures/service.js';
import { startToyHost, stopToyHost } from './fixtures/toy-host.js';

let host: WebHost;
let kit: ServiceKit;

beforeEach(async () => ({ host, kit } = await startToyHost()));
afterEach(() => stopToyHost(host));

/** Opens the socket with the page's Origin and the given Cookie header; resolves 'open' or the refusal. */
function socketWith(cookie: string | undefined): Promise<{ outcome: string; ws: WebSocket }> {
  const headers: Record<string, string> = { origin: `http://127.0.0.1:${host.port}` };
  if (cookie !== undefined) headers.cookie = cookie;
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, { headers });
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ outcome: 'open', ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ outcome: `HTTP ${res.statusCode}`, ws }));
    ws.once('error', (e) => resolve({ outcome: e.message, ws }));
  });
}

describe('web host: the per-launch key (issue 13)', () => {
  it('refuses a socket without the key, with another launch\'s key, or with the key under another port\'s name', async () => {
    const name = keyCookieName(host.port);
    for (const cookie of [undefined, `${name}=`, `${name}=${'A'.repeat(host.key.length)}`, `${name}=${host.key}x`, `${keyCookieName(host.port + 1)}=${host.key}`, host.key]) {
      expect((await socketWith(cookie)).outcome, String(cookie)).toBe('HTTP 403');
    }
    const ok = await socketWith(`other=1; ${name}=${host.key}`);
    expect(ok.outcome).toBe('open');
    ok.ws.close();
  });

  it('leaves the saves untouched by a client without the key', async () => {
    const started = await kit.service.newCampaign({ seed: 5, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    const before = await kit.library.list();
    const refused = await socketWith(undefined);
    expect(refused.outcome).toBe('HTTP 403');
    // Nothing could be sent at all; the campaign is where it was.
    expect(await kit.library.list()).toEqual(before);
    expect((await kit.library.record(started.campaign.id)).id).toBe(started.campaign.id);
  });

  it('exchanges the launch address for a SameSite=Strict HttpOnly cookie and takes the key out of the address', async () => {
    expect(host.launchUrl).toBe(`${host.url}?key=${host.key}`);
    const answer = await rawGet(host.port, `/?key=${host.key}`);
    expect(answer.status).toBe(303);
    expect(answer.text).toMatch(/\r\nlocation: \/\r\n/i);
    const setCookie = /\r\nset-cookie: ([^\r]*)/i.exec(answer.text)?.[1] ?? '';
    expect(setCookie).toContain(`${keyCookieName(host.port)}=${host.key}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    // The cookie it set opens the socket.
    const ok = await socketWith(setCookie.split(';')[0]);
    expect(ok.outcome).toBe('open');
    ok.ws.close();
  });

  it('keeps the rest of the query and never redirects to another host', async () => {
    expect(/\r\nlocation: ([^\r]*)/i.exec((await rawGet(host.port, `/?test&key=${host.key}&renderer=canvas`)).text)?.[1]).toBe('/?test&renderer=canvas');
    expect(/\r\nlocation: ([^\r]*)/i.exec((await rawGet(host.port, `//evil.example/?key=${host.key}`)).text)?.[1]).toBe('/');
  });

  it('answers a wrong key with a plain sentence and no cookie', async () => {
    const answer = await rawGet(host.port, '/?key=guess');
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/set-cookie/i);
    expect(answer.text).toContain('This address is from an earlier start of Kaiserkrieg.');
  });

  it('serves the page itself without the key (only the API needs it)', async () => {
    expect((await rawGet(host.port, '/')).status).toBe(200);
  });

  it('reads cookies and keys exactly', () => {
    expect(cookieValue('a=1; kk-key-5=xyz; b=2', 'kk-key-5')).toBe('xyz');
    expect(cookieValue('xkk-key-5=xyz', 'kk-key-5')).toBeNull();
    expect(splitKey('test&key=a%2Bb&x=1')).toEqual({ key: 'a+b', rest: 'test&x=1' });
    expect(splitKey('monkey=1')).toEqual({ key: null, rest: 'monkey=1' });
  });
});
