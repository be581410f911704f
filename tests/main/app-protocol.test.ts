// The app:// protocol (issue 35): the game's page and files come from app://kaiserkrieg/…, read from the built
// renderer's folder and nothing else, with the page's CSP on every answer and byte ranges for the sounds'
// media elements. The handler is Electron's protocol.handle handler, called here with fetch Requests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_PAGE, APP_SCHEME_PRIVILEGES, appFileOf, appPageUrl, appProtocolHandler, byteRange, isAppUrl } from '../../main/app-protocol.js';
import { contentSecurityPolicy } from '../../main/csp.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterAll(removeTempDirs);

/** A built renderer folder beside a secret the page must never reach. */
function builtRenderer(): { dir: string; handler: ReturnType<typeof appProtocolHandler> } {
  const root = tempDir('kk-app-protocol-');
  const dir = join(root, 'renderer');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kaiserkrieg!</title>');
  writeFileSync(join(dir, 'assets', 'march-abcdefgh.ogg'), Buffer.from('0123456789'));
  writeFileSync(join(root, 'secret.json'), '{"secret":true}');
  return { dir, handler: appProtocolHandler(dir) };
}

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => new Request(url, { headers, method });

describe('the app:// protocol serves the built renderer and nothing else (issue 35)', () => {
  const { dir, handler } = builtRenderer();

  it('is registered standard and secure, with fetch and streaming', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } });
    expect(APP_PAGE).toBe('app://kaiserkrieg/index.html');
    expect(appPageUrl({ reloaded: 'crash' })).toBe('app://kaiserkrieg/index.html?reloaded=crash');
  });

  it('answers the page with its type and the CSP the web host sends', async () => {
    const res = await handler(get(APP_PAGE));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>Kaiserkrieg!</title>');
    expect((await handler(get('app://kaiserkrieg/index.html?reloaded=crash#x'))).status).toBe(200);
  });

  it('gives a sound whole, or the byte range a media element asks for', async () => {
    const whole = await handler(get('app://kaiserkrieg/assets/march-abcdefgh.ogg'));
    expect(whole.headers.get('content-type')).toBe('audio/ogg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');
    const part = await handler(get('app://kaiserkrieg/assets/march-abcdefgh.ogg', { range: 'bytes=2-5' }));
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    expect(await (await handler(get('app://kaiserkrieg/assets/march-abcdefgh.ogg', { range: 'bytes=7-' }))).text()).toBe('789');
    expect(await (await handler(get('app://kaiserkrieg/assets/march-abcdefgh.ogg', { range: 'bytes=-3' }))).text()).toBe('789');
    const beyond = await handler(get('app://kaiserkrieg/assets/march-abcdefgh.ogg', { range: 'bytes=10-' }));
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    expect(byteRange('bytes=0-99', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=5-2', 10)).toBeNull();
    expect(byteRange('items=0-1', 10)).toBeNull();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await handler(get(APP_PAGE, {}, 'HEAD'));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await handler(get(APP_PAGE, {}, 'POST'))).status).toBe(405);
  });

  it('gives nothing outside the folder, on another host, or missing: 404', async () => {
    for (const url of [
      'app://kaiserkrieg/..%2fsecret.json',
      'app://kaiserkrieg/%2e%2e%2fsecret.json',
      'app://kaiserkrieg/assets/..%2f..%2fsecret.json',
      'app://kaiserkrieg/%00index.html',
      'app://elsewhere/index.html',
      'app://kaiserkrieg/missing.js',
      'app://kaiserkrieg/assets', // a folder
    ]) {
      const res = await handler(get(url));
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('secret');
    }
    expect(appFileOf('app://kaiserkrieg/assets/x.js', dir)).toBe(join(dir, 'assets', 'x.js'));
    expect(appFileOf('file:///etc/passwd', dir)).toBeNull();
    expect(isAppUrl('app://kaiserkrieg:8080/index.html')).toBe(false);
    expect(isAppUrl('app://user@kaiserkrieg/index.html')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});
