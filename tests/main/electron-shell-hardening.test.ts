// Issue 13, the Electron shell's pure parts: the request filter answers every URL (a throw would leave the
// request hanging), the dev server is loaded only in an explicit development run from a loopback address,
// and the page's own CSP is complete. (index.ts wiring them: tests/main/electron-main.test.ts.)
import { readFileSync } from 'node:fs';
import type { RenderProcessGoneDetails } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { DEV_FLAG, devServerUrl } from '../../main/dev-mode.js';
import { CRASH_LOOP_MESSAGE, MAX_RELOADS, RELOAD_WINDOW_MS, reloadAfterCrashes } from '../../main/renderer-crash.js';
import { isAllowedRequest, refuseDownloads, requestVerdict } from '../../main/security.js';
import { CRASH_RELOAD_NOTICE, RELOADED_AFTER_CRASH, RELOADED_PARAM, reloadNotice } from '../../shared/reload-notice.js';

const APP = '/opt/app/out/renderer';

describe('the request filter never throws (issue 13)', () => {
  it.each([
    'file://server/share/x.js', // a host in a file: URL
    'file:///opt/app/out/renderer/a%2Fb.js', // an encoded "/"
    'file:///opt/app/out/renderer/%00.js',
    'file:',
    'http://[::1',
    '',
    'javascript:alert(1)',
    `file:///${'a/'.repeat(5000)}x.js`,
    'app://kaiserkrieg/..%2f..%2fmain/index.js', // out of the renderer folder
    'app://kaiserkrieg/%00.js',
    'app://elsewhere/index.html',
  ])('cancels %s', (url) => {
    expect(() => isAllowedRequest(url, APP)).not.toThrow();
    expect(requestVerdict(url, APP)).toEqual({ cancel: true });
  });

  it('cancels anything when the dev server address itself is broken, and non-text URLs', () => {
    expect(requestVerdict('http://localhost:5173/x', APP, 'not a url')).toEqual({ cancel: true });
    expect(requestVerdict(undefined, APP)).toEqual({ cancel: true });
    expect(requestVerdict({ toString: () => { throw new Error('x'); } }, APP)).toEqual({ cancel: true });
    expect(requestVerdict('app://kaiserkrieg/index.html', APP)).toEqual({ cancel: false });
    // Issue 35: the pages come over app://, so no file: URL passes, not even the renderer's own.
    expect(requestVerdict('file:///opt/app/out/renderer/index.html', APP)).toEqual({ cancel: true });
  });
});

describe('the dev server only in an explicit development run (issue 13)', () => {
  const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
  it('needs an unpackaged app, the --kk-dev flag and a loopback http address', () => {
    expect(devServerUrl({ isPackaged: false, argv: ['electron', '.', DEV_FLAG], env })).toBe('http://localhost:5173/');
    expect(devServerUrl({ isPackaged: false, argv: ['electron', '.'], env })).toBeUndefined(); // left in the environment
    expect(devServerUrl({ isPackaged: true, argv: ['electron', '.', DEV_FLAG], env })).toBeUndefined();
    expect(devServerUrl({ isPackaged: false, argv: [DEV_FLAG], env: {} })).toBeUndefined();
    for (const url of ['https://evil.example/', 'http://evil.example:5173/', 'file:///etc/passwd', 'http://localhost.evil.example/', 'nonsense']) {
      expect(devServerUrl({ isPackaged: false, argv: [DEV_FLAG], env: { ELECTRON_RENDERER_URL: url } }), url).toBeUndefined();
    }
    expect(devServerUrl({ isPackaged: false, argv: [DEV_FLAG], env: { ELECTRON_RENDERER_URL: 'http://127.0.0.1:5173' } })).toBe('http://127.0.0.1:5173/');
  });

  it('is what npm run dev passes', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.dev).toBe(`electron-vite dev -- ${DEV_FLAG}`);
  });
});

describe('the page\'s meta CSP (issue 13)', () => {
  const html = readFileSync('renderer/index.html', 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  it('shuts plugins, <base> and form posting', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
  });

  it('runs only the app\'s own scripts: no inline, no eval, nothing remote', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    for (const values of directives.values()) for (const v of values) expect(v).not.toMatch(/^(https?:|\*|'unsafe-eval')/);
  });
});

describe('a crashed page is reloaded, but not for ever (issue 28)', () => {
  function crashable() {
    type Reason = RenderProcessGoneDetails['reason'];
    const listeners: ((event: unknown, details: { reason: Reason }) => void)[] = [];
    const win = {
      destroyed: false,
      isDestroyed() { return this.destroyed; },
      webContents: { on: (_name: 'render-process-gone', fn: (event: unknown, details: { reason: Reason }) => void) => void listeners.push(fn) },
    };
    const crash = (reason: Reason = 'crashed') => { for (const fn of listeners) fn({}, { reason }); };
    return { win, crash };
  }

  it('reloads up to MAX_RELOADS times a minute, then tells the player once per crash, and reloads again a minute later', () => {
    let now = 1_000_000;
    const { win, crash } = crashable();
    const reload = vi.fn();
    const giveUp = vi.fn();
    reloadAfterCrashes(win, { reload, giveUp, now: () => now });
    for (let i = 0; i < MAX_RELOADS; i++) {
      crash(i === 0 ? 'oom' : 'killed');
      now += 1000;
    }
    expect(reload).toHaveBeenCalledTimes(MAX_RELOADS);
    crash();
    expect(reload).toHaveBeenCalledTimes(MAX_RELOADS);
    expect(giveUp).toHaveBeenCalledExactlyOnceWith(CRASH_LOOP_MESSAGE);
    expect(CRASH_LOOP_MESSAGE).not.toMatch(/\bE[A-Z]{3,}\b|render-process|oom/);
    now += RELOAD_WINDOW_MS;
    crash('launch-failed');
    expect(reload).toHaveBeenCalledTimes(MAX_RELOADS + 1);
  });

  it('leaves a window that closes or is gone alone', () => {
    const { win, crash } = crashable();
    const reload = vi.fn();
    reloadAfterCrashes(win, { reload, giveUp: vi.fn() });
    crash('clean-exit');
    win.destroyed = true;
    crash('crashed');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the reloaded page shows a sentence only when it was reloaded after a crash', () => {
    expect(reloadNotice(new URLSearchParams(`?${RELOADED_PARAM}=${RELOADED_AFTER_CRASH}`))).toBe(CRASH_RELOAD_NOTICE);
    expect(reloadNotice(new URLSearchParams(''))).toBeNull();
    expect(reloadNotice(new URLSearchParams(`?${RELOADED_PARAM}=x`))).toBeNull();
  });
});

describe('downloads are refused (issue 28)', () => {
  it('every will-download is prevented', () => {
    const listeners = new Map<string, (event: { preventDefault(): void }) => void>();
    refuseDownloads({ on: ((name: string, fn: (event: { preventDefault(): void }) => void) => listeners.set(name, fn)) as never });
    const event = { preventDefault: vi.fn() };
    listeners.get('will-download')!(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });
});
