// The composition root, main/index.ts, run for real against a hand-written fake of the `electron`
// module (tests/main/fixtures/fake-electron.ts): the Electron binary cannot be downloaded here, so this
// is the only test that executes index.ts. Everything below the fake is real: electron-store (inlined by
// vitest.config.ts so the mock reaches it), GameService, the rules engine and the save files on disk.
// What the fake cannot show (real BrowserWindow, preload in a sandbox, real IPC) is left to
// tests/main/electron-app.test.ts on a machine with the binary.
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_METHODS, channelOf, EVENTS_CHANNEL, MENU_CHANNEL, type CampaignUpdate } from '../../shared/ipc.js';
import { CRASH_LOOP_MESSAGE, MAX_RELOADS } from '../../main/renderer-crash.js';
import { RELOADED_AFTER_CRASH, RELOADED_PARAM, reloadNotice } from '../../shared/reload-notice.js';
import { createFakeElectron, type FakeElectron, type FakeElectronOptions } from './fixtures/fake-electron.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

// Where index.ts (in main/) finds its neighbours when it runs from source: <repo>/renderer, <repo>/preload.
const RENDERER_FILE = fileURLToPath(new URL('../../renderer/index.html', import.meta.url));
// The page as Electron loads it: over app:// (main/app-protocol.ts), never file: (issue 35).
const GAME_PAGE = 'app://kaiserkrieg/index.html';
const OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 };

afterEach(() => {
  vi.doUnmock('electron');
  removeTempDirs();
});

/** Imports a fresh main/index.ts against a fresh fake, and waits until start() has run (or failed). */
async function boot(options: Partial<FakeElectronOptions> = {}, { expectWindow = true } = {}): Promise<FakeElectron> {
  const fake = createFakeElectron({ userData: tempDir('kk-userdata-'), documents: tempDir('kk-docs-'), ...options });
  vi.resetModules();
  vi.doMock('electron', () => fake.module);
  await import('../../main/index.js');
  if (expectWindow) {
    await vi.waitFor(() => {
      if (fake.errorBoxes.length > 0) throw new Error(`start() failed: ${fake.errorBoxes.join('; ')}`);
      expect(fake.windows).toHaveLength(1);
    });
  }
  return fake;
}

function invoke(fake: FakeElectron, method: (typeof API_METHODS)[number], senderUrl: string, ...args: unknown[]): Promise<unknown> {
  const handler = fake.handlers.get(channelOf(method));
  if (!handler) throw new Error(`no handler for ${method}`);
  return handler({ senderFrame: { url: senderUrl, parent: null }, sender: fake.windows[0].webContents }, ...args) as Promise<unknown>;
}

const campaignsDir = (fake: FakeElectron) => join(fake.app.getPath('userData'), 'campaigns');
const campaignFile = (fake: FakeElectron, id: string) => join(campaignsDir(fake), `${id}.campaign.json`);
/** The campaign files on disk (the library's folder also holds locks and its listing cache). */
const savesOnDisk = (fake: FakeElectron) => (existsSync(campaignsDir(fake)) ? readdirSync(campaignsDir(fake)).filter((n) => n.endsWith('.campaign.json')) : []);

function menuItem(fake: FakeElectron, label: string): MenuItemConstructorOptions {
  const flat = (items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] => items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flat(i.submenu) : [])]);
  const item = flat(fake.menus.at(-1)?.template ?? []).find((i) => i.label === label);
  if (!item?.click) throw new Error(`no menu item "${label}"`);
  return item;
}
const click = (item: MenuItemConstructorOptions) => (item.click as () => void)();

describe('main/index.ts against a fake electron', () => {
  it('creates one hidden, locked-down window, shows it on ready-to-show and loads the game page over app://', async () => {
    const fake = await boot();
    const [win] = fake.windows;
    expect(win.options.show).toBe(false);
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(String(win.options.webPreferences?.preload)).toMatch(/[\\/]preload[\\/]index\.cjs$/);
    expect(win.loadedFile).toBeNull(); // never a file: URL (issue 35)
    expect(win.loadedUrl).toBe(GAME_PAGE); // packaged: never the dev server
    expect(win.calls).not.toContain('show');
    win.emit('ready-to-show');
    expect(win.calls).toEqual(['show']);
  });

  it('registers exactly one ipcMain.handle per API method and nothing else', async () => {
    const fake = await boot();
    expect([...fake.handleCalls].sort()).toEqual(API_METHODS.map(channelOf).sort());
    expect(fake.handleCalls).toHaveLength(API_METHODS.length); // no channel twice
    expect(fake.onChannels).toEqual(['electron-store-get-data']); // electron-store's own listener, no ipcMain.on of ours
  });

  it('answers a trusted newCampaign with an autosave on disk and a push to the window; refuses other senders', async () => {
    const fake = await boot();
    const [win] = fake.windows;
    await expect(invoke(fake, 'newCampaign', 'https://evil.example/index.html', { seed: 7, options: OPTIONS })).rejects.toThrow(/did not come from the game window/);
    await expect(invoke(fake, 'newCampaign', `${GAME_PAGE}.evil`, { seed: 7, options: OPTIONS })).rejects.toThrow(/did not come from the game window/);
    expect(savesOnDisk(fake)).toEqual([]);
    expect(win.sent).toEqual([]);

    const update = (await invoke(fake, 'newCampaign', GAME_PAGE, { seed: 7, options: OPTIONS })) as CampaignUpdate;
    expect(update).toMatchObject({ reason: 'new', campaign: { seed: 7, actionCount: 0 }, save: { ok: true } });
    const file = JSON.parse(readFileSync(campaignFile(fake, update.campaign.id), 'utf8')) as { format: unknown; seed: unknown };
    expect(file.format).toEqual(expect.any(Number));
    expect(file.seed).toBe(7);
    expect(win.sent).toEqual([[EVENTS_CHANNEL, update]]);
  });

  it('refuses a malformed payload with a clear error and saves nothing', async () => {
    const fake = await boot();
    await expect(invoke(fake, 'newCampaign', GAME_PAGE, { seed: 'x', options: OPTIONS })).rejects.toThrow(/Bad arguments for newCampaign: .*seed/i);
    await expect(invoke(fake, 'newCampaign', GAME_PAGE)).rejects.toThrow(/Bad arguments for newCampaign/);
    await expect(invoke(fake, 'resume', GAME_PAGE, '../../etc')).rejects.toThrow(/^That is not a campaign of this library\.$/);
    expect(savesOnDisk(fake)).toEqual([]);
    expect(fake.windows[0].sent).toEqual([]);
  });

  it('denies every permission and cancels remote requests, before any window exists', async () => {
    const fake = await boot();
    expect(fake.log.indexOf('session.permissions')).toBeLessThan(fake.log.indexOf('window'));
    expect(fake.log.indexOf('session.webRequest')).toBeLessThan(fake.log.indexOf('window'));
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      fake.session.permissionRequest!({}, permission, callback);
      expect(callback, permission).toHaveBeenCalledExactlyOnceWith(false);
      expect(fake.session.permissionCheck!({}, permission, 'file://'), permission).toBe(false);
    }
    const verdict = (url: string) => {
      const callback = vi.fn();
      fake.session.beforeRequest!({ url }, callback);
      expect(callback).toHaveBeenCalledOnce();
      return callback.mock.calls[0][0] as { cancel: boolean };
    };
    expect(verdict('https://evil.example/x.js')).toEqual({ cancel: true });
    expect(verdict('http://127.0.0.1:5173/')).toEqual({ cancel: true }); // no dev server when packaged
    expect(verdict('ws://127.0.0.1:5174/ws')).toEqual({ cancel: true });
    expect(verdict(GAME_PAGE)).toEqual({ cancel: false });
    expect(verdict('app://kaiserkrieg/assets/index.js')).toEqual({ cancel: false });
    // Issue 35: no file: URL at all, not even the renderer's own files (they come over app://).
    expect(verdict(pathToFileURL(RENDERER_FILE).href)).toEqual({ cancel: true });
    // A file outside the app's renderer folder (a page could try to read the player's files).
    expect(verdict(pathToFileURL(join(fake.app.getPath('userData'), 'settings.json')).href)).toEqual({ cancel: true });
    expect(verdict('app://kaiserkrieg/..%2f..%2fmain/index.js')).toEqual({ cancel: true });
    expect(verdict('app://elsewhere/index.html')).toEqual({ cancel: true });
    // URLs the check cannot read are answered too, and cancelled (issue 13: it used to throw and never answer).
    for (const url of ['file://server/share/x.js', 'file:///a%2Fb.js', 'file:///%00', 'app://kaiserkrieg/%00', 'not a url', '']) expect(verdict(url), url).toEqual({ cancel: true });
  });

  it('registers app:// as privileged before ready, and serves the renderer through it before any window (issue 35)', async () => {
    const fake = await boot();
    expect(fake.protocol.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }]);
    expect(fake.log.indexOf('protocol.privileged')).toBeLessThan(fake.log.indexOf('session.permissions')); // at import, before ready's start()
    expect(fake.log.indexOf('protocol.handle:app')).toBeLessThan(fake.log.indexOf('window'));
    const handler = fake.protocol.handlers.get('app')!;
    // Run from source, the renderer folder is <repo>/renderer: its index.html, with the CSP; nothing above it.
    const page = await handler(new Request(GAME_PAGE));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(RENDERER_FILE, 'utf8'));
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self'/);
    expect((await handler(new Request('app://kaiserkrieg/..%2fmain%2findex.ts'))).status).toBe(404);
  });

  it('loads the dev server only in an explicit development run (issue 13)', async () => {
    const saved = { url: process.env.ELECTRON_RENDERER_URL, argv: process.argv };
    try {
      process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
      // Left in the environment of an unpackaged run without --kk-dev: the built files, not the URL.
      const plain = await boot({ isPackaged: false });
      expect(plain.windows[0].loadedUrl).toBe(GAME_PAGE);
      expect(plain.windows[0].loadedFile).toBeNull();
      process.argv = [...saved.argv, '--kk-dev'];
      const dev = await boot({ isPackaged: false });
      expect(dev.windows[0].loadedUrl).toBe('http://localhost:5173/');
      // Packaged, the flag changes nothing.
      const packaged = await boot({ isPackaged: true });
      expect(packaged.windows[0].loadedUrl).toBe(GAME_PAGE);
    } finally {
      if (saved.url === undefined) delete process.env.ELECTRON_RENDERER_URL;
      else process.env.ELECTRON_RENDERER_URL = saved.url;
      process.argv = saved.argv;
    }
  });

  it('tells the player when the save folder cannot be opened', async () => {
    const fake = await boot({ openPathFailure: 'No application knows how to open a folder' });
    click(menuItem(fake, 'Open Save Folder'));
    await vi.waitFor(() => expect(fake.errorBoxes).toHaveLength(1));
    expect(fake.errorBoxes[0]).toContain('No application knows how to open a folder');
    expect(fake.errorBoxes[0]).toContain(campaignsDir(fake));
  });

  it('sets an application menu whose Undo asks the window, as Ctrl+Z does, and whose commands reach the window', async () => {
    const fake = await boot();
    const [win] = fake.windows;
    expect(fake.menus).toHaveLength(1);
    const undo = menuItem(fake, 'Undo Last Action');

    // No campaign yet: the window is asked (it says there is nothing to take back); nothing throws.
    expect(() => click(undo)).not.toThrow();
    expect(win.sent).toEqual([[MENU_CHANNEL, 'undo']]);

    // A move that can be taken back: main does not undo it behind the window's back; the window is asked,
    // so a blocked Undo is explained in the same words as Ctrl+Z (issue 14), and an allowed one goes through act/undo.
    let acted: CampaignUpdate | null = null;
    for (let i = 0; acted === null; i++) {
      const started = (await invoke(fake, 'newCampaign', GAME_PAGE, { seed: 1, options: OPTIONS })) as CampaignUpdate;
      const action = started.campaign.board.prompt?.actions[i];
      if (!action) throw new Error('no undoable first move for seed 1');
      const update = (await invoke(fake, 'act', GAME_PAGE, action, { campaignId: started.campaign.id, version: started.campaign.version })) as CampaignUpdate;
      if (update.campaign.board.canUndo) acted = update;
    }
    win.sent.length = 0;
    click(undo);
    await new Promise((r) => setTimeout(r, 20));
    expect(win.sent).toEqual([[MENU_CHANNEL, 'undo']]);
    expect(JSON.parse(readFileSync(campaignFile(fake, acted.campaign.id), 'utf8')).actions).toHaveLength(1);

    click(menuItem(fake, 'New Campaign…'));
    expect(win.sent.at(-1)).toEqual([MENU_CHANNEL, 'new-campaign']);
    click(menuItem(fake, 'Open Save Folder'));
    await vi.waitFor(() => expect(fake.spies.openPath).toEqual([campaignsDir(fake)]));
  });

  it('quits without a window when another instance holds the lock', async () => {
    const fake = await boot({ gotLock: false }, { expectWindow: false });
    await new Promise((r) => setTimeout(r, 50)); // time for a whenReady chain, had one been started
    expect(fake.spies.quit).toBe(1);
    expect(fake.spies.whenReady).toBe(0);
    expect(fake.windows).toEqual([]);
    expect(fake.handleCalls).toEqual([]);
    expect(fake.appListeners.has('second-instance')).toBe(false);
  });

  it('imports and shows a .kaiserkrieg a second instance is given; any other argument is ignored (issue 35)', async () => {
    const fake = await boot();
    const started = (await invoke(fake, 'newCampaign', GAME_PAGE, { seed: 7, options: OPTIONS })) as CampaignUpdate;
    const text = readFileSync(campaignFile(fake, started.campaign.id), 'utf8');
    const docs = fake.app.getPath('documents');
    writeFileSync(join(docs, 'war.kaiserkrieg'), text);
    writeFileSync(join(docs, 'notes.txt'), text); // a campaign's text, but not a campaign file's name
    const pushedLoads = () => fake.windows[0].sent.filter(([channel, u]) => channel === EVENTS_CHANNEL && (u as CampaignUpdate).reason === 'load');
    const second = fake.appListeners.get('second-instance')!;

    second({}, ['/opt/Kaiserkrieg/kaiserkrieg', 'notes.txt', `--kk-file=${join(docs, 'war.kaiserkrieg')}`, '/etc/passwd'], docs);
    await new Promise((r) => setTimeout(r, 100));
    expect(savesOnDisk(fake)).toHaveLength(1);
    expect(pushedLoads()).toEqual([]);

    second({}, ['/opt/Kaiserkrieg/kaiserkrieg', '--no-sandbox', 'war.kaiserkrieg'], docs); // relative to its folder
    await vi.waitFor(() => expect(pushedLoads()).toHaveLength(1));
    const shown = pushedLoads()[0][1] as CampaignUpdate;
    expect(shown.campaign.id).not.toBe(started.campaign.id); // a campaign of its own, through the library's checks
    expect(shown.campaign.board).toEqual(started.campaign.board);
    expect(savesOnDisk(fake)).toHaveLength(2);
    expect(fake.windows[0].calls).toContain('focus');
    expect(fake.messageBoxes).toEqual([]);
  });

  it('opens a .campaign.json named on its own command line, and says why a damaged one is not (issue 35)', async () => {
    const seedFake = await boot();
    const started = (await invoke(seedFake, 'newCampaign', GAME_PAGE, { seed: 9, options: OPTIONS })) as CampaignUpdate;
    const docs = tempDir('kk-open-');
    writeFileSync(join(docs, 'old.campaign.json'), readFileSync(campaignFile(seedFake, started.campaign.id), 'utf8'));
    writeFileSync(join(docs, 'broken.kaiserkrieg'), '{"not":"a campaign"}');
    const saved = process.argv;
    try {
      process.argv = ['/opt/Kaiserkrieg/kaiserkrieg', join(docs, 'old.campaign.json')];
      const fake = await boot();
      await vi.waitFor(() => expect(fake.windows[0].sent.some(([c, u]) => c === EVENTS_CHANNEL && (u as CampaignUpdate).reason === 'load')).toBe(true));
      expect(savesOnDisk(fake)).toHaveLength(1);
      process.argv = ['/opt/Kaiserkrieg/kaiserkrieg', join(docs, 'broken.kaiserkrieg')];
      const refused = await boot();
      await vi.waitFor(() => expect(refused.messageBoxes).toHaveLength(1));
      expect(refused.messageBoxes[0]).toMatch(/^broken\.kaiserkrieg could not be opened\. This file cannot be imported: /);
      expect(refused.messageBoxes[0]).not.toContain(docs); // no path in a message
      expect(savesOnDisk(refused)).toEqual([]);
    } finally {
      process.argv = saved;
    }
  });

  it('keeps crash dumps and a log on this machine only, and Help copies the diagnostics (issue 35)', async () => {
    const fake = await boot();
    expect(fake.spies.crashReporter).toEqual([{ uploadToServer: false }]);
    expect(fake.log.indexOf('crashReporter.start')).toBeLessThan(fake.log.indexOf('window'));
    // A failed call of the library and an error in the page reach the log; the campaign's contents do not.
    await expect(invoke(fake, 'newCampaign', GAME_PAGE, { seed: 'x', options: OPTIONS })).rejects.toThrow();
    fake.windows[0].emitContents('console-message', { level: 'error', message: 'Uncaught TypeError: x is undefined' });
    fake.windows[0].emitContents('console-message', { level: 'info', message: 'just talk' });
    const logFile = join(fake.app.getPath('userData'), 'logs', 'kaiserkrieg.log');
    const logged = readFileSync(logFile, 'utf8');
    expect(logged).toMatch(/the game's newCampaign: Bad arguments for newCampaign/);
    expect(logged).toMatch(/window: Uncaught TypeError: x is undefined/);
    expect(logged).not.toContain('just talk');
    click(menuItem(fake, 'Copy Diagnostics'));
    const [copied] = fake.spies.clipboard;
    expect(copied).toMatch(/^Kaiserkrieg 0\.1\.0\nRules edition \d+\nSystem: /);
    expect(copied).toContain('window: Uncaught TypeError: x is undefined');
    click(menuItem(fake, 'Open Log Folder'));
    await vi.waitFor(() => expect(fake.spies.openPath).toEqual([join(fake.app.getPath('userData'), 'logs')]));
  });

  it('goes online for updates only when asked: the start-up check is the player\'s opt-in (issue 35)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => (asked.push(url), Promise.resolve(new Response('version: 0.1.0\n'))));
    try {
      // A build of the release workflow: its package.json names the repository's releases page.
      const appPath = tempDir('kk-app-');
      writeFileSync(join(appPath, 'package.json'), JSON.stringify({ version: '0.1.0', releasesPage: 'https://github.com/someone/kaiserkrieg/releases' }));
      const fake = await boot({ appPath });
      await new Promise((r) => setTimeout(r, 50));
      expect(asked).toEqual([]); // off by default: nothing at start
      const item = menuItem(fake, 'Check for Updates at Start');
      expect(item.checked).toBe(false);
      (item.click as (i: { checked: boolean }) => void)({ checked: true });
      expect(JSON.parse(readFileSync(join(fake.app.getPath('userData'), 'settings.json'), 'utf8'))).toMatchObject({ checkUpdatesAtStart: true });
      const again = await boot({ userData: fake.app.getPath('userData'), appPath });
      await vi.waitFor(() => expect(asked).toEqual(['https://github.com/someone/kaiserkrieg/releases/latest/download/latest.yml']));
      expect(menuItem(again, 'Check for Updates at Start').checked).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      expect(again.messageBoxes).toEqual([]); // up to date at start: not a word
      click(menuItem(again, 'Check for Updates…'));
      await vi.waitFor(() => expect(again.messageBoxes).toEqual(['Kaiserkrieg 0.1.0 is up to date.']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a build without the workflow\'s releases page says so and never goes online (issue 35)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => (asked.push(url), Promise.resolve(new Response('version: 9.0.0\n'))));
    try {
      const fake = await boot(); // the repository's own package.json, as `npm start`: no releasesPage
      click(menuItem(fake, 'Check for Updates…'));
      await vi.waitFor(() => expect(fake.messageBoxes).toHaveLength(1));
      expect(fake.messageBoxes[0]).toMatch(/not built by the project's release workflow/);
      expect(asked).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hardens every web contents as it is created (no navigation, no new windows)', async () => {
    const fake = await boot();
    const guards = new Map<string, (e: { preventDefault(): void }) => void>();
    const contents = { on: (name: string, fn: (e: { preventDefault(): void }) => void) => guards.set(name, fn), setWindowOpenHandler: vi.fn() };
    fake.appListeners.get('web-contents-created')!({}, contents);
    expect([...guards.keys()].sort()).toEqual(['will-attach-webview', 'will-frame-navigate', 'will-navigate', 'will-redirect']);
    const event = { preventDefault: vi.fn() };
    guards.get('will-navigate')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(contents.setWindowOpenHandler.mock.calls[0][0]()).toEqual({ action: 'deny' });
  });

  it('focuses the existing window on a second launch and quits when every window is closed', async () => {
    const fake = await boot();
    fake.appListeners.get('second-instance')!({}, ['kaiserkrieg'], '/');
    expect(fake.windows[0].calls).toEqual(['focus']);
    expect(fake.spies.quit).toBe(0);
    fake.appListeners.get('window-all-closed')!();
    expect(fake.spies.quit).toBe(1);
  });

  it('reloads a crashed page with a notice, and stops after repeated crashes with a dialog (issue 28)', async () => {
    const fake = await boot();
    const [win] = fake.windows;
    expect(win.loads).toEqual([{ url: GAME_PAGE }]);
    win.emitContents('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 }); // the window closing: no reload
    expect(win.loads).toHaveLength(1);
    for (let i = 1; i <= MAX_RELOADS; i++) {
      win.emitContents('render-process-gone', {}, { reason: i === 1 ? 'oom' : 'crashed', exitCode: 1 });
      expect(win.loads).toHaveLength(1 + i);
      expect(win.loads.at(-1)).toEqual({ url: `${GAME_PAGE}?${new URLSearchParams({ [RELOADED_PARAM]: RELOADED_AFTER_CRASH })}` });
    }
    expect(reloadNotice(new URLSearchParams({ [RELOADED_PARAM]: RELOADED_AFTER_CRASH }))).toMatch(/had to be reloaded\. Nothing is lost/);
    // Crashing again at once: no reload loop, the player is told what to do.
    win.emitContents('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(win.loads).toHaveLength(1 + MAX_RELOADS);
    expect(fake.errorBoxes).toEqual([CRASH_LOOP_MESSAGE]);
  });

  it('refuses every download, from before the window exists (issue 28)', async () => {
    const fake = await boot();
    expect(fake.log.indexOf('session.on:will-download')).toBeGreaterThanOrEqual(0);
    expect(fake.log.indexOf('session.on:will-download')).toBeLessThan(fake.log.indexOf('window'));
    const event = { preventDefault: vi.fn() };
    fake.session.listeners.get('will-download')!(event, { getURL: () => 'https://evil.example/x.exe' });
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('answers only the window\'s top frame: a frame inside the page at the game\'s own address is refused (issue 28)', async () => {
    const fake = await boot();
    const handler = fake.handlers.get(channelOf('newCampaign'))!;
    const top = { url: GAME_PAGE, parent: null };
    await expect(handler({ senderFrame: { url: GAME_PAGE, parent: top } }, { seed: 7, options: OPTIONS })).rejects.toThrow(/did not come from the game window/);
    await expect(handler({ senderFrame: { url: GAME_PAGE } }, { seed: 7, options: OPTIONS })).rejects.toThrow(/did not come from the game window/);
    expect(savesOnDisk(fake)).toEqual([]);
    await expect(handler({ senderFrame: top, sender: fake.windows[0].webContents }, { seed: 7, options: OPTIONS })).resolves.toMatchObject({ reason: 'new' });
  });

  it('a link at settings.json: the app starts with the defaults, says why, and never writes through it (issue 28)', async () => {
    const userData = tempDir('kk-userdata-');
    const victim = join(userData, 'victim.campaign.json');
    writeFileSync(victim, '{"keep":"me"}');
    symlinkSync(victim, join(userData, 'settings.json'));
    const fake = await boot({ userData });
    expect(fake.messageBoxes).toEqual([expect.stringMatching(/^The settings file was not read: the settings file is a link .* Kaiserkrieg starts with the default settings/)]);
    await invoke(fake, 'newCampaign', GAME_PAGE, { seed: 7, options: OPTIONS }); // remembers its options: refused quietly
    await expect(invoke(fake, 'setSettings', GAME_PAGE, { volume: 0.2 })).rejects.toThrow(/^Your settings could not be saved: the settings file is a link/);
    fake.windows[0].emit('close', { preventDefault: vi.fn() }); // stores the window's bounds: refused quietly
    expect(readFileSync(victim, 'utf8')).toBe('{"keep":"me"}');
  });

  it('stores the window bounds on close (electron-store, settings.json) and restores them at the next start', async () => {
    const fake = await boot();
    const [win] = fake.windows;
    win.normalBounds = { x: 120, y: 80, width: 1280, height: 760 };
    win.maximized = true;
    win.emit('close', { preventDefault: vi.fn() });
    await vi.waitFor(() => expect(win.calls).toContain('close')); // nothing unsaved: the guard lets it close (issue #28)
    const settingsFile = join(fake.app.getPath('userData'), 'settings.json');
    expect(JSON.parse(readFileSync(settingsFile, 'utf8')).window).toEqual({ x: 120, y: 80, width: 1280, height: 760, maximized: true, fullScreen: false });

    const again = await boot({ userData: fake.app.getPath('userData') });
    const [next] = again.windows;
    expect(next.options).toMatchObject({ x: 120, y: 80, width: 1280, height: 760 });
    next.emit('ready-to-show');
    expect(next.calls).toEqual(['maximize', 'show']);
  });
});
