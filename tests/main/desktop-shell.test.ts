// The pure parts of the Electron shell: menu template, window state, navigation guards, the preload's
// exposed API (electron mocked), and the start script's binary probe.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from '../../main/menu-template.js';
import { hardenWebContents, isAllowedRequest } from '../../main/security.js';
import { findElectronBinary } from '../../main/start.js';
import { captureWindowState, DEFAULT_SIZE, restoreBounds } from '../../main/window-state.js';
import { API_GLOBAL, API_METHODS, channelOf, EVENTS_CHANNEL } from '../../shared/ipc.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

function menu(isMac: boolean, dev = false, checkUpdatesAtStart?: boolean) {
  const actions = { command: vi.fn(), undo: vi.fn(), openSaveFolder: vi.fn(), copyDiagnostics: vi.fn(), openLogFolder: vi.fn(), checkForUpdates: vi.fn(), setCheckUpdatesAtStart: vi.fn() };
  const items = flatten(buildMenuTemplate({ isMac, appName: 'Kaiserkrieg', dev, actions, checkUpdatesAtStart }));
  const click = (label: string) => {
    const item = items.find((i) => i.label === label);
    if (!item?.click) throw new Error(`no item ${label}`);
    (item.click as () => void)();
  };
  return { items, actions, click, top: buildMenuTemplate({ isMac, appName: 'Kaiserkrieg', dev, actions }).map((m) => m.label ?? m.role) };
}

describe('menu template', () => {
  it('has the macOS app menu only on macOS', () => {
    expect(menu(true).top).toEqual(['Kaiserkrieg', 'File', 'Edit', 'View', 'windowMenu', 'Help']);
    expect(menu(false).top).toEqual(['&File', '&Edit', '&View', '&Help']);
  });

  it('toggles full screen with F11, or Ctrl+Cmd+F on macOS', () => {
    expect(menu(false).items.find((i) => i.role === 'togglefullscreen')?.accelerator).toBe('F11');
    expect(menu(true).items.find((i) => i.role === 'togglefullscreen')?.accelerator).toBe('Ctrl+Command+F');
    for (const role of ['resetZoom', 'zoomIn', 'zoomOut'] as const) expect(menu(false).items.some((i) => i.role === role)).toBe(true);
  });

  it('routes game undo, the save folder and renderer commands', () => {
    const m = menu(false);
    m.click('Undo Last Action');
    m.click('Open Save Folder');
    m.click('New Campaign…');
    m.click('Rules');
    m.click('About Kaiserkrieg');
    expect(m.actions.undo).toHaveBeenCalledOnce();
    expect(m.actions.openSaveFolder).toHaveBeenCalledOnce();
    expect(m.actions.command.mock.calls.map((c) => c[0])).toEqual(['new-campaign', 'rules', 'about']);
    expect(m.items.find((i) => i.label === 'Undo Last Action')?.accelerator).toBe('CmdOrCtrl+Z');
  });

  it('Help offers Copy Diagnostics, Open Log Folder and Check for Updates on every platform (issue 35)', () => {
    for (const isMac of [false, true]) {
      const m = menu(isMac);
      m.click('Copy Diagnostics');
      m.click('Open Log Folder');
      m.click('Check for Updates…');
      expect(m.actions.checkForUpdates).toHaveBeenCalledOnce();
      expect(m.actions.copyDiagnostics).toHaveBeenCalledOnce();
      expect(m.actions.openLogFolder).toHaveBeenCalledOnce();
    }
  });

  it('Check for Updates at Start is a checkbox, off unless the player turned it on (issue 35)', () => {
    const item = (m: ReturnType<typeof menu>) => m.items.find((i) => i.label === 'Check for Updates at Start')!;
    expect(item(menu(false))).toMatchObject({ type: 'checkbox', checked: false });
    expect(item(menu(false, false, true)).checked).toBe(true);
    const m = menu(false);
    (item(m).click as (i: { checked: boolean }) => void)({ checked: true });
    expect(m.actions.setCheckUpdatesAtStart).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('offers developer tools only in development', () => {
    expect(menu(false, false).items.some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(menu(false, true).items.some((i) => i.role === 'toggleDevTools')).toBe(true);
  });
});

describe('window state', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1040 }];
  const saved = { x: 100, y: 50, width: 1300, height: 800, maximized: false, fullScreen: true };

  it('restores a window that a display can show, with its full-screen state', () => {
    expect(restoreBounds(saved, screen)).toEqual({ bounds: { x: 100, y: 50, width: 1300, height: 800 }, maximized: false, fullScreen: true });
  });

  it('drops the position when its display is gone', () => {
    expect(restoreBounds({ ...saved, x: 2500 }, screen).bounds).toEqual({ width: 1300, height: 800 });
    expect(restoreBounds({ ...saved, x: 1850 }, screen).bounds).not.toHaveProperty('x'); // only 70 px visible
  });

  it('uses the default size the first time', () => {
    expect(restoreBounds(null, screen).bounds).toEqual(DEFAULT_SIZE);
  });

  it('captures the normal bounds, not the maximised ones', () => {
    const win = { getNormalBounds: () => ({ x: 10.4, y: 20, width: 1000, height: 700 }), isMaximized: () => true, isFullScreen: () => false };
    expect(captureWindowState(win)).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: true, fullScreen: false });
  });
});

describe('navigation guards', () => {
  it('prevents navigation, redirects, webviews and new windows', () => {
    const handlers = new Map<string, (e: { preventDefault(): void }) => void>();
    let openHandler: (() => { action: string }) | null = null;
    const contents = { on: (name: string, fn: (e: { preventDefault(): void }) => void) => handlers.set(name, fn), setWindowOpenHandler: (fn: () => { action: string }) => (openHandler = fn) };
    hardenWebContents(contents as unknown as Parameters<typeof hardenWebContents>[0]);
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      handlers.get(name)?.(event);
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
    expect(openHandler!()).toEqual({ action: 'deny' });
  });

  it('allows only local requests (and the dev server in development)', () => {
    const app = '/opt/app/out/renderer';
    expect(isAllowedRequest('app://kaiserkrieg/assets/a.js', app)).toBe(true);
    expect(isAllowedRequest('app://kaiserkrieg/index.html', app)).toBe(true);
    // Issue 35: the pages come over app://, so no file: URL at all, not even the renderer's own files.
    expect(isAllowedRequest('file:///opt/app/out/renderer/index.html', app)).toBe(false);
    // Only the app's own files: not the player's documents, nor a way out of the folder.
    expect(isAllowedRequest('app://kaiserkrieg/..%2f..%2f..%2fhome/player/.ssh/id_rsa', app)).toBe(false);
    expect(isAllowedRequest('file:///home/player/.ssh/id_rsa', app)).toBe(false);
    expect(isAllowedRequest('file:///opt/app/out/renderer/../main/index.js', app)).toBe(false);
    expect(isAllowedRequest('file:///opt/app/out/renderer-evil/x.js', app)).toBe(false);
    expect(isAllowedRequest('https://fonts.example.com/a.woff2', app)).toBe(false);
    expect(isAllowedRequest('http://localhost:5173/src/main.ts', app)).toBe(false);
    expect(isAllowedRequest('http://localhost:5173/src/main.ts', app, 'http://localhost:5173/')).toBe(true);
    expect(isAllowedRequest('ws://localhost:5173/', app, 'http://localhost:5173/')).toBe(true);
    expect(isAllowedRequest('http://localhost:5174/', app, 'http://localhost:5173/')).toBe(false);
  });
});

describe('preload', () => {
  it('exposes exactly the GameApi, each method invoking its own channel', async () => {
    const exposed: Record<string, Record<string, (...a: unknown[]) => unknown>> = {};
    const ipcRenderer = { invoke: vi.fn(async () => 'ok'), on: vi.fn(), removeListener: vi.fn() };
    vi.doMock('electron', () => ({ contextBridge: { exposeInMainWorld: (k: string, v: Record<string, (...a: unknown[]) => unknown>) => (exposed[k] = v) }, ipcRenderer }));
    await import('../../main/preload.js');
    const api = exposed[API_GLOBAL];
    expect(Object.keys(api).sort()).toEqual([...API_METHODS, 'onEvents', 'onMenuCommand', 'onAdvice', 'onTaken', 'onReview'].sort());
    await api.bookmark('Vor Verdun');
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(channelOf('bookmark'), 'Vor Verdun');
    const callback = vi.fn();
    const unsubscribe = api.onEvents(callback) as () => void;
    const [channel, listener] = ipcRenderer.on.mock.calls[0] as unknown as [string, (e: unknown, p: unknown) => void];
    expect(channel).toBe(EVENTS_CHANNEL);
    listener({ sender: 'hidden' }, { reason: 'act' });
    expect(callback).toHaveBeenCalledWith({ reason: 'act' }); // the IPC event object never reaches the page
    unsubscribe();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith(EVENTS_CHANNEL, listener);
    vi.doUnmock('electron');
  });
});

describe('npm start', () => {
  it('finds the Electron binary only when path.txt names an existing file', () => {
    const root = tempDir();
    expect(findElectronBinary(root, {})).toBeNull();
    mkdirSync(join(root, 'node_modules', 'electron', 'dist'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'electron', 'path.txt'), 'electron');
    expect(findElectronBinary(root, {})).toBeNull();
    writeFileSync(join(root, 'node_modules', 'electron', 'dist', 'electron'), '');
    expect(findElectronBinary(root, {})).toBe(join(root, 'node_modules', 'electron', 'dist', 'electron'));
  });
});
