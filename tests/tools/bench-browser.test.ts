// bench:web's choice of browser (issue #14): the launch figure includes the browser's start, so the bench
// must start the browser it names — the chosen one, else the headless shell, else Chromium's binary (never
// Debian's /usr/bin wrapper script, which adds its own switches and a shell's start).
import { describe, expect, it } from 'vitest';
import { BENCH_SWITCHES, CHROMIUM_BINARY, HEADLESS_SHELL, benchBrowser } from '../../tools/bench/browser.js';

describe('benchBrowser', () => {
  it('takes KK_CHROMIUM when it is set', () => {
    expect(benchBrowser({ KK_CHROMIUM: '/opt/c/chrome' }, () => true)).toEqual({ path: '/opt/c/chrome', kind: 'KK_CHROMIUM' });
  });

  it('takes the headless shell when it is installed', () => {
    expect(benchBrowser({}, (p) => p === HEADLESS_SHELL).path).toBe(HEADLESS_SHELL);
  });

  it("else runs Chromium's binary itself, not the wrapper script", () => {
    const b = benchBrowser({}, () => false);
    expect(b.path).toBe(CHROMIUM_BINARY);
    expect(b.path).not.toBe('/usr/bin/chromium');
    expect(b.kind).toContain('new headless');
  });

  it('runs headless without a GPU or a sandbox', () => {
    expect(BENCH_SWITCHES).toEqual(expect.arrayContaining(['--headless', '--disable-gpu', '--no-sandbox']));
  });
});
