// Issue 13: nothing a client sends may end the web host. Each malformed request target and each kind of
// malformed WebSocket frame gets its own answer (400, or that socket closed), and after each one the host
// still answers a normal call on a fresh connection.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_MESSAGE, type WebHost } from '../../main/web-host.js';
import { createSocketApi } from '../../renderer/bridge.js';
import { keyProtocols } from '../../shared/launch-key.js';
import { closedWithin, rawExchange, rawGet, rawWebSocket, wsFrame } from './fixtures/raw-client.js';
import type { ServiceKit } from './fixtures/service.js';
import { startToyHost, stopToyHost } from './fixtures/toy-host.js';

let host: WebHost;
let kit: ServiceKit;

beforeEach(async () => ({ host, kit } = await startToyHost()));
afterEach(() => stopToyHost(host));

const origin = (): string => `http://127.0.0.1:${host.port}`;
/** What a page of the host sends: its origin and this launch's key (as a subprotocol). */
const pageHeaders = (): Record<string, string> => ({ origin: origin(), 'sec-websocket-protocol': keyProtocols(host.key).join(', ') });

/** What a page of the host does: a fresh socket, one call. */
async function titleStillAnswers(): Promise<void> {
  const api = createSocketApi(`ws://127.0.0.1:${host.port}/ws`, (url) => new WebSocket(url, keyProtocols(host.key), { origin: origin() }) as unknown as globalThis.WebSocket);
  expect((await api.title()).appVersion).toBe('0.1.0-test');
  expect((await rawGet(host.port, '/')).status).toBe(200);
}

describe('web host: malformed request targets (issue 13)', () => {
  it.each([
    ['a "//" path with an invalid host part', '//a:99999/x.png', 404],
    ['a "//" path naming another host', '//evil.example/index.html', 404],
    ['an absolute-form target', 'http://127.0.0.1:1/index.html', 400],
    ['an absolute-form target with a bad port', 'http://a:99999/', 400],
    ['the asterisk form', '*', 400],
    ['a bare word', 'index.html', 400],
  ])('answers %s and lives', async (_name, target, status) => {
    expect((await rawGet(host.port, target)).status).toBe(status);
    await titleStillAnswers();
  });

  it.each([
    ['a "//" path with an invalid host part (a path that is not the socket\'s)', '//a:99999/ws', 403],
    ['an absolute-form target', 'http://127.0.0.1/ws', 400],
    ['an absolute-form target with a bad port', 'http://a:99999/ws', 400],
  ])('refuses an upgrade to %s and lives', async (_name, target, status) => {
    const upgrade = `GET ${target} HTTP/1.1\r\nhost: 127.0.0.1:${host.port}\r\norigin: ${origin()}\r\nsec-websocket-protocol: ${pageHeaders()['sec-websocket-protocol']}\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n`;
    expect((await rawExchange(host.port, upgrade)).status).toBe(status);
    await titleStillAnswers();
  });

  it('answers garbage that is not HTTP with 400 and lives', async () => {
    expect((await rawExchange(host.port, '\x00\x01\x02 nonsense\r\n\r\n')).status).toBe(400);
    await titleStillAnswers();
  });

  it('survives a client that resets the connection mid-upgrade', async () => {
    const socket = await rawWebSocket(host.port, pageHeaders());
    socket.resetAndDestroy();
    await titleStillAnswers();
  });
});

describe('web host: malformed WebSocket frames (issue 13)', () => {
  const hi = Buffer.from('{"id":1,"method":"title","args":[]}');
  it.each([
    ['an unmasked frame', wsFrame(0x1, hi, { mask: false })],
    ['invalid UTF-8 in a text frame', wsFrame(0x1, Buffer.from([0xff, 0xfe, 0xfd]))],
    ['a reserved opcode', wsFrame(0x3, hi)],
    ['a reserved bit without an extension', wsFrame(0x1, hi, { rsv: 4 })],
    ['a control frame over 125 bytes', wsFrame(0x9, Buffer.alloc(126, 0x61))],
    ['a fragmented control frame', wsFrame(0x9, Buffer.from('x'), { fin: false })],
    ['a continuation with nothing to continue', wsFrame(0x0, hi)],
    ['a message announced over the size limit', wsFrame(0x1, Buffer.alloc(0), { claimedLength: MAX_MESSAGE + 1 })],
    ['a close frame with an invalid code', wsFrame(0x8, Buffer.from([0x03, 0xe7]))],
  ])('closes the socket on %s and lives', async (_name, frame) => {
    const socket = await rawWebSocket(host.port, pageHeaders());
    socket.write(frame);
    expect(await closedWithin(socket)).toBe(true);
    await titleStillAnswers();
  });

  it('closes a socket that sends a real message over the limit (an 18 MB import), and lives', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, keyProtocols(host.key), { origin: origin() });
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    ws.send(JSON.stringify({ id: 1, method: 'importCampaign', args: [{ text: 'x'.repeat(18 * 1024 * 1024) }] }));
    expect(await closed).toBe(1009); // "message too big"
    expect((await kit.library.list()).campaigns).toEqual([]);
    await titleStillAnswers();
  });
});
