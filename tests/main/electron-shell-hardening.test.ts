// Issue 13, the Electron shell's pure parts: the request filter answers every URL (a throw would leave the
// request hanging), the dev server is loaded only in an explicit development run from a loopback address,
// and the page's own CSP is complete. (index.ts wiring them: tests/main/electron-main.test.ts.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_FLAG, devServerUrl } from '../../main/dev-mode.js';
import { isAllowedRequest, requestVerdict } from '../../main/security.js';

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
  ])('cancels %s', (url) => {
    expect(() => isAllowedRequest(url, APP)).not.toThrow();
    expect(requestVerdict(url, APP)).toEqual({ cancel: true });
  });

  it('cancels anything when the dev server address itself is broken, and non-text URLs', () => {
    expect(requestVerdict('http://localhost:5173/x', APP, 'not a url')).toEqual({ cancel: true });
    expect(requestVerdict(undefined, APP)).toEqual({ cancel: true });
    expect(requestVerdict({ toString: () => { throw new Error('x'); } }, APP)).toEqual({ cancel: true });
    expect(requestVerdict('file:///opt/app/out/renderer/index.html', APP)).toEqual({ cancel: false });
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
