// Issue 13: the web host's API is reachable only with this launch's key. Any local process can claim the
// page's Origin, so a client without the key is refused before it can read, import over or delete a
// campaign. #28 F4: the key never lives in a cookie (cookies ignore the port, so the browser would send it
// to every other server on 127.0.0.1): the printed address carries it in its fragment, and the page offers
// it on its socket's upgrade as a subprotocol, the only way in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { splitKey } from '../../main/host-key.js';
import type { WebHost } from '../../main/web-host.js';
import { keyFromProtocols, keyProtocols, WS_PROTOCOL } from '../../shared/launch-key.js';
import { rawGet, rawWebSocket } from './fixtures/raw-client.js';
import type { ServiceKit } from './fixtures/service.js';
import { startToyHost, stopToyHost } from './fixtures/toy-host.js';

let host: WebHost;
let kit: ServiceKit;

beforeEach(async () => ({ host, kit } = await startToyHost()));
afterEach(() => stopToyHost(host));

/** Opens the socket with the page's Origin, these subprotocols and headers; resolves 'open' or the refusal. */
function socketWith(protocols: string[], headers: Record<string, string> = {}, path = '/ws'): Promise<{ outcome: string; ws: WebSocket }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}${path}`, protocols, { headers: { origin: `http://127.0.0.1:${host.port}`, ...headers } });
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ outcome: 'open', ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ outcome: `HTTP ${res.statusCode}`, ws }));
    ws.once('error', (e) => resolve({ outcome: e.message, ws }));
  });
}

/** The key cookie an older version set (kk-key-PORT=K): a browser may still send it. */
const oldCookie = (): string => `kk-key-${host.port}=${host.key}`;

describe('web host: the per-launch key (issue 13, #28 F4)', () => {
  it('opens the socket for the key offered as a subprotocol, and answers with the game\'s subprotocol, never the key', async () => {
    const ok = await socketWith(keyProtocols(host.key));
    expect(ok.outcome).toBe('open');
    expect(ok.ws.protocol).toBe(WS_PROTOCOL);
    ok.ws.close();
  });

  it('refuses a socket without the key, with another launch\'s key, or with a mangled one', async () => {
    for (const protocols of [[], [WS_PROTOCOL], keyProtocols(''), keyProtocols('A'.repeat(host.key.length)), keyProtocols(`${host.key}x`), [WS_PROTOCOL, host.key], [WS_PROTOCOL, `kk-key.${host.key}`, `kk-key.${host.key}x`]]) {
      expect((await socketWith(protocols)).outcome, protocols.join(', ')).toBe('HTTP 403');
    }
  });

  it('refuses the key in a cookie (an older version\'s) or in the socket\'s query: the subprotocol is the only way in', async () => {
    expect((await socketWith([WS_PROTOCOL], { cookie: oldCookie() })).outcome).toBe('HTTP 403');
    expect((await socketWith([WS_PROTOCOL], { cookie: `other=1; ${oldCookie()}` })).outcome).toBe('HTTP 403');
    expect((await socketWith([WS_PROTOCOL], {}, `/ws?key=${host.key}`)).outcome).toBe('HTTP 403');
    // With the right key as well, an old cookie changes nothing.
    const ok = await socketWith(keyProtocols(host.key), { cookie: `kk-key-${host.port}=wrong` });
    expect(ok.outcome).toBe('open');
    ok.ws.close();
  });

  it('refuses a raw upgrade offering the key but no Origin, or another one, as before', async () => {
    const protocol = keyProtocols(host.key).join(', ');
    await expect(rawWebSocket(host.port, { 'sec-websocket-protocol': protocol })).rejects.toThrow(/403/);
    await expect(rawWebSocket(host.port, { origin: 'https://evil.example', 'sec-websocket-protocol': protocol })).rejects.toThrow(/403/);
    (await rawWebSocket(host.port, { origin: `http://127.0.0.1:${host.port}`, 'sec-websocket-protocol': protocol })).destroy();
  });

  it('leaves the saves untouched by a client without the key', async () => {
    const started = await kit.service.newCampaign({ seed: 5, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    const before = await kit.library.list();
    const refused = await socketWith([WS_PROTOCOL], { cookie: oldCookie() });
    expect(refused.outcome).toBe('HTTP 403');
    // Nothing could be sent at all; the campaign is where it was.
    expect(await kit.library.list()).toEqual(before);
    expect((await kit.library.record(started.campaign.id)).id).toBe(started.campaign.id);
  });

  it('prints an address with the key in its fragment, which a browser never sends to a server', () => {
    expect(host.launchUrl).toBe(`${host.url}#key=${host.key}`);
    expect(new URL(host.launchUrl).search).toBe('');
  });

  it('turns an older version\'s address (?key=K) into the fragment form, and sets no cookie', async () => {
    const answer = await rawGet(host.port, `/?key=${host.key}`);
    expect(answer.status).toBe(303);
    expect(/\r\nlocation: ([^\r]*)/i.exec(answer.text)?.[1]).toBe(`/#key=${host.key}`);
    expect(answer.text).not.toMatch(/set-cookie/i);
  });

  it('keeps the rest of the query and never redirects to another host', async () => {
    expect(/\r\nlocation: ([^\r]*)/i.exec((await rawGet(host.port, `/?test&key=${host.key}&renderer=canvas`)).text)?.[1]).toBe(`/?test&renderer=canvas#key=${host.key}`);
    expect(/\r\nlocation: ([^\r]*)/i.exec((await rawGet(host.port, `//evil.example/?key=${host.key}`)).text)?.[1]).toBe(`/#key=${host.key}`);
  });

  it('answers a wrong key with a plain sentence and no cookie', async () => {
    const answer = await rawGet(host.port, '/?key=guess');
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/set-cookie/i);
    expect(answer.text).toContain('This address is from an earlier start of Kaiserkrieg.');
  });

  it('serves the page itself without the key (only the API needs it), and sets no cookie', async () => {
    const answer = await rawGet(host.port, '/', `cookie: ${oldCookie()}\r\n`);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toMatch(/set-cookie/i);
  });

  it('reads keys exactly', () => {
    expect(keyFromProtocols('kaiserkrieg, kk-key.xyz')).toBe('xyz');
    expect(keyFromProtocols('kk-key.xyz,kaiserkrieg')).toBe('xyz');
    expect(keyFromProtocols('kaiserkrieg')).toBeNull();
    expect(keyFromProtocols(undefined)).toBeNull();
    expect(keyFromProtocols('kk-key.a, kk-key.b')).toBeNull();
    expect(keyFromProtocols('xkk-key.xyz')).toBeNull();
    expect(splitKey('test&key=a%2Bb&x=1')).toEqual({ key: 'a+b', rest: 'test&x=1' });
    expect(splitKey('monkey=1')).toEqual({ key: null, rest: 'monkey=1' });
  });
});
