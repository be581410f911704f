// The web host: serves the renderer folder and nothing else, accepts sockets only from its own pages,
// answers the shared/ipc.ts methods with the same validation as IPC, and pushes engine events.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startWebHost, type WebHost } from '../../main/web-host.js';
import { createSocketApi } from '../../renderer/bridge.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import { keyProtocols } from '../../shared/launch-key.js';
import { toyService, type ServiceKit } from './fixtures/service.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

let host: WebHost;
let kit: ServiceKit;
let rendererDir: string;

beforeEach(async () => {
  kit = await toyService();
  rendererDir = tempDir('kk-renderer-');
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Kaiserkrieg!</title>');
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(tempDir('kk-outside-'), 'secret.txt'), 'secret');
  host = await startWebHost({ newSession: kit.newSession, rendererDir, port: 0 });
});

afterEach(async () => {
  await host.close();
  removeTempDirs();
});

/** A raw GET (fetch would normalise "..", which is exactly what we want to send). */
function get(path: string, hostHeader = `127.0.0.1:${host.port}`): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: { host: hostHeader } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The subprotocols a page offers: the game's and this launch's key. */
function pageProtocols(): string[] {
  return keyProtocols(host.key);
}

/** Connects like a page would; the ws library lets us set any Origin. */
function connect(origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, pageProtocols(), { origin });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

describe('web host: files', () => {
  it('serves the renderer with a strict CSP', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Kaiserkrieg!');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await get('/assets/main.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('serves nothing outside the renderer folder', async () => {
    for (const path of ['/../kk-outside/secret.txt', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../x', '/%00']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    expect((await get('/', 'evil.example:80')).status).toBe(403);
  });

  it('says so when the renderer is not built', async () => {
    const empty = await startWebHost({ newSession: kit.newSession, rendererDir: tempDir('kk-empty-'), port: 0 });
    try {
      const res = await new Promise<string>((resolve) => {
        request({ host: '127.0.0.1', port: empty.port, path: '/' }, (r) => {
          let b = '';
          r.on('data', (d: Buffer) => (b += d.toString()));
          r.on('end', () => resolve(`${r.statusCode} ${b}`));
        }).end();
      });
      expect(res).toMatch(/^404 The renderer is not built yet: run `npm run build`/);
    } finally {
      await empty.close();
    }
  });
});

describe('web host: socket', () => {
  it('refuses pages from other origins', async () => {
    await expect(connect('https://evil.example')).rejects.toThrow(/403/);
    await expect(connect(`http://127.0.0.1:${host.port}.evil.example`)).rejects.toThrow(/403/);
    await expect(connect('null')).rejects.toThrow(/403/);
  });

  it('plays through the bridge client and pushes engine events', async () => {
    const origin = `http://127.0.0.1:${host.port}`;
    const api = createSocketApi(`ws://127.0.0.1:${host.port}/ws`, (url) => new WebSocket(url, pageProtocols(), { origin }) as unknown as globalThis.WebSocket);
    const pushed: CampaignUpdate[] = [];
    api.onEvents((u) => pushed.push(u));
    const title = await api.title();
    expect(title.appVersion).toBe('0.1.0-test');
    const started = await api.newCampaign({ seed: 9, options: title.defaultOptions });
    const update = await api.act({ type: 'roll' }, { campaignId: started.campaign.id, version: started.campaign.version });
    expect(update.campaign.actionCount).toBe(1);
    expect(update.seq).toBeGreaterThan(started.seq);
    expect(update.log).toEqual([{ text: 'dice', rule: '§4.0', type: 'dice', index: 0, subject: null }]);
    await expect(api.act({ type: 'teleport' }, { campaignId: started.campaign.id, version: update.campaign.version })).rejects.toThrow(/not legal/);
    // A click made on the board before that roll arrives late: refused, nothing played.
    await expect(api.act({ type: 'add', n: 1 }, { campaignId: started.campaign.id, version: started.campaign.version })).rejects.toThrow(/The board changed before your click arrived/);
    // A malformed id gets the library's sentence, not "Bad arguments for resume: 0: …" (issue 28, F10).
    await expect(api.resume('../../etc')).rejects.toThrow(/^That is not a campaign of this library\.$/);
    expect((await api.current())?.actionCount).toBe(1);
    await expect.poll(() => pushed.map((u) => u.reason)).toEqual(['new', 'act']);
    expect((await kit.library.record(started.campaign.id)).actions).toEqual([{ type: 'roll' }]);
  });

  it('answers malformed messages with an error and changes nothing', async () => {
    await kit.service.newCampaign({ seed: 1, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    const before = JSON.stringify(await kit.service.current());
    const ws = await connect(`http://localhost:${host.port}`);
    const replies: unknown[] = [];
    ws.on('message', (d) => replies.push(JSON.parse(d.toString())));
    for (const raw of ['not json', '[]', '{"id":"x"}', '{"id":1,"method":"act","args":"roll"}', '{"id":2,"method":"nope","args":[]}', '{"id":3,"method":"act","args":[{"type":"add","n":{"x":1}}]}']) ws.send(raw);
    await expect.poll(() => replies.length).toBe(6);
    expect(replies.every((r) => (r as { ok: boolean }).ok === false)).toBe(true);
    expect(replies.map((r) => (r as { id: number }).id)).toEqual([-1, -1, -1, 1, 2, 3]);
    expect(JSON.stringify(await kit.service.current())).toBe(before);
    ws.close();
  });
});
