// After a crash main reloads the page with a mark in its address; the page tells why once, then takes the
// mark out, so a later reload by hand does not speak of a crash (issue 28).
import { describe, expect, it } from 'vitest';
import { addressWithoutReloadMark, CRASH_RELOAD_NOTICE, reloadNotice } from '../../shared/reload-notice.js';

describe('the crash reload mark', () => {
  it('is read as the notice, and only the mark is taken out of the address', () => {
    const href = 'file:///app/out/renderer/index.html?reloaded=crash&renderer=canvas#key=x';
    expect(reloadNotice(new URL(href).searchParams)).toBe(CRASH_RELOAD_NOTICE);
    const after = addressWithoutReloadMark(href);
    expect(after).toBe('file:///app/out/renderer/index.html?renderer=canvas#key=x');
    expect(reloadNotice(new URL(after!).searchParams)).toBeNull();
  });

  it('leaves an address without the mark alone', () => {
    expect(addressWithoutReloadMark('http://127.0.0.1:5174/?test')).toBeNull();
  });
});
