// Issue 13: what the web host lets out. Every answer carries Cross-Origin-Resource-Policy: same-origin (a
// cross-origin page cannot load our files to learn the game is running); an action with a prototype key
// is refused with a sentence and nothing is played; no error names an absolute path of the machine, and
// the save folder appears only in the answer to Open save folder.
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { WebHost } from '../../main/web-host.js';
import { withoutPaths } from '../../main/without-paths.js';
import { createSocketApi } from '../../renderer/bridge.js';
import type { GameApi } from '../../shared/ipc.js';
import { keyProtocols } from '../../shared/launch-key.js';
import { rawExchange, rawGet } from './fixtures/raw-client.js';
import type { ServiceKit, ToyServiceOptions } from './fixtures/service.js';
import { startToyHost, stopToyHost } from './fixtures/toy-host.js';

let host: WebHost;
let kit: ServiceKit;

async function start(options: ToyServiceOptions = {}): Promise<GameApi> {
  ({ host, kit } = await startToyHost(options));
  const origin = `http://127.0.0.1:${host.port}`;
  return createSocketApi(`ws://127.0.0.1:${host.port}/ws`, (url) => new WebSocket(url, keyProtocols(host.key), { origin }) as unknown as globalThis.WebSocket);
}

afterEach(() => stopToyHost(host));

const NO_OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 } as const;

describe('web host: Cross-Origin-Resource-Policy (issue 13)', () => {
  it('is same-origin on every kind of answer', async () => {
    await start();
    const answers = [
      await rawGet(host.port, '/'), // 200
      await rawGet(host.port, '/missing.js'), // 404
      await rawGet(host.port, 'http://x/'), // 400
      await rawGet(host.port, '/?key=wrong'), // 403
      await rawGet(host.port, `/?key=${host.key}`), // 303
      await rawExchange(host.port, `POST / HTTP/1.1\r\nhost: 127.0.0.1:${host.port}\r\ncontent-length: 0\r\n\r\n`), // 403
      await rawExchange(host.port, `GET /ws HTTP/1.1\r\nhost: 127.0.0.1:${host.port}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n`), // refused upgrade
      await rawExchange(host.port, 'BROKEN\r\n\r\n'), // not HTTP
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 403, 303, 403, 403, 400]);
    for (const a of answers) expect(a.text, a.text.split('\r\n')[0]).toMatch(/\r\ncross-origin-resource-policy: same-origin\r\n/i);
  });
});

describe('web host: prototype keys in an action (issue 13)', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('refuses an action with a "%s" field, in a sentence, and plays nothing', async (key) => {
    const api = await start();
    const started = await api.newCampaign({ seed: 9, options: NO_OPTIONS });
    const raw = JSON.parse(`{"type":"roll","${key}":{"polluted":true}}`) as { type: string };
    await expect(api.act(raw, { campaignId: started.campaign.id, version: started.campaign.version })).rejects.toThrow(`An action cannot have a field named "${key}"`);
    expect((await api.current())?.actionCount).toBe(0);
    expect((await kit.library.record(started.campaign.id)).actions).toEqual([]);
    // The same action without it is played.
    expect((await api.act({ type: 'roll' }, { campaignId: started.campaign.id, version: started.campaign.version })).campaign.actionCount).toBe(1);
  });

  it('names an unknown settings field in words', async () => {
    const api = await start();
    await expect(api.setSettings(JSON.parse('{"volume":0.5,"__proto__":{"x":1}}') as { volume: number })).rejects.toThrow('Bad arguments for setSettings: there is no field named "__proto__"');
    await expect(api.newCampaign({ seed: 1, options: { ...NO_OPTIONS, extra: true } as typeof NO_OPTIONS })).rejects.toThrow('there is no field named "extra" in options');
  });
});

describe('web host: no absolute path leaves main (issue 13)', () => {
  it('keeps the path out of a failing Open save folder, as Node words it', async () => {
    // What main/index.ts's openFolder meets when mkdir is refused: Node names the full path.
    const api = await start({ platform: { openFolder: (path) => Promise.reject(new Error(`EACCES: permission denied, mkdir '${path}'`)) } });
    const error = await api.openSaveFolder().then(() => null, (e: Error) => e.message);
    expect(error).toBe("EACCES: permission denied, mkdir 'campaigns'");
    expect(error).not.toContain(tmpdir());
  });

  it('shows the save folder only in the answers to Open save folder and About', async () => {
    const api = await start();
    const answers = [
      await api.title(),
      await api.newCampaign({ seed: 3, options: NO_OPTIONS }),
      await api.current(),
      await api.listCampaigns(),
      await api.getSettings(),
      await api.resume('no-such-campaign').catch((e: Error) => e.message),
      await api.importCampaign({ text: '{"not":"a campaign"}' }).catch((e: Error) => e.message),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(tmpdir());
    expect(await api.openSaveFolder()).toBe(kit.dir);
    expect((await api.about()).savesFolder).toBe(kit.dir);
  });

  it('cuts each kind of absolute path to its last part, and leaves other slashes alone', () => {
    expect(withoutPaths("ENOENT: no such file or directory, open '/home/ann/.config/Kaiserkrieg/campaigns/a.json'")).toBe("ENOENT: no such file or directory, open 'a.json'");
    expect(withoutPaths('C:\\Users\\ann\\AppData\\k.json failed.')).toBe('k.json failed.');
    expect(withoutPaths('see file:///home/ann/x.json.')).toBe('see x.json.');
    expect(withoutPaths('in ~/games/kk')).toBe('in kk');
    expect(withoutPaths('\\\\server\\share\\k.json')).toBe('k.json');
    for (const kept of ['turn 3 / 12, and/or 1/2', 'ws://127.0.0.1:5174/ws', 'options.removeCruisers: must be 0, 1 or 2']) expect(withoutPaths(kept)).toBe(kept);
  });
});
