// The web host's caching (issue #14, launch time): content-named build files are kept by the browser for
// good; the page and anything else is checked again on every load.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControl, serveFile } from '../../main/static-files.js';

const FOREVER = 'public, max-age=31536000, immutable';

describe('cacheControl', () => {
  it('keeps the content-named scripts, styles and sounds for good', () => {
    expect(cacheControl('/assets/index-B2pZQeht.js')).toBe(FOREVER);
    expect(cacheControl('/assets/rolldown-runtime-XKyaHtl9.js')).toBe(FOREVER);
    expect(cacheControl('/assets/index-Bn8XPUXZ.css')).toBe(FOREVER);
    expect(cacheControl('/assets/alarm-Cor1aR6b.wav')).toBe(FOREVER);
  });
  it('has the page, the licences and unhashed names checked each time', () => {
    for (const p of ['/', '/index.html', '/licences.js', '/assets/board.js', '/assets/x-short.js', '/other/index-B2pZQeht.js']) expect(cacheControl(p)).toBe('no-cache');
  });
});

describe('serveFile', () => {
  it('sends the cache header that fits the file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kk-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<p>');
    writeFileSync(join(root, 'assets', 'main-AbCd1234.js'), 'x');
    const sent = async (path: string): Promise<Record<string, string>> => {
      let head: Record<string, string> = {};
      const res = { writeHead: (_: number, h: Record<string, string>) => { head = h; }, end: () => undefined } as unknown as ServerResponse;
      await serveFile(root, path, res, {});
      return head;
    };
    expect((await sent('/assets/main-AbCd1234.js'))['cache-control']).toBe(FOREVER);
    expect((await sent('/'))['cache-control']).toBe('no-cache');
  });
});
