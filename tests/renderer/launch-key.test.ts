// #28 F4, the page's side: the key comes from the printed address's fragment, is kept for the tab in
// sessionStorage (a reload still reaches the game) and taken out of the address; the socket offers it as a
// subprotocol; a page with no key says which address to open instead of trying.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY_STORAGE_NAME, keyProtocols } from '../../shared/launch-key.js';
import { NO_KEY_SENTENCE, takeLaunchKey } from '../../renderer/launch-key.js';

const KEY = 'rWykjzbVxA_Cu8uVywvJyAqIWIG89rvZOtywaq48ri8';

let address: URL;
let stored: Map<string, string>;

/** A tab at `url`: its address (changed only through history.replaceState) and its sessionStorage. */
function tabAt(url: string, storage: 'works' | 'blocked' = 'works'): void {
  address = new URL(url);
  vi.stubGlobal('location', {
    get hash() { return address.hash; },
    get pathname() { return address.pathname; },
    get search() { return address.search; },
    get host() { return address.host; },
  });
  vi.stubGlobal('history', { state: null, replaceState: (_s: unknown, _t: string, to: string) => { address = new URL(to, address); } });
  const blocked = (): never => { throw new Error('SecurityError'); };
  vi.stubGlobal('sessionStorage', storage === 'blocked'
    ? { getItem: blocked, setItem: blocked }
    : { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) });
}

beforeEach(() => {
  stored = new Map();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the launch key on the page (#28 F4)', () => {
  it('takes the key from the fragment, keeps it for the tab and takes it out of the address', () => {
    tabAt(`http://127.0.0.1:5174/?test#key=${KEY}`);
    expect(takeLaunchKey()).toBe(KEY);
    expect(stored.get(KEY_STORAGE_NAME)).toBe(KEY);
    expect(address.href).toBe('http://127.0.0.1:5174/?test');
  });

  it('keeps the rest of the fragment', () => {
    tabAt(`http://127.0.0.1:5174/#a=1&key=${KEY}`);
    expect(takeLaunchKey()).toBe(KEY);
    expect(address.href).toBe('http://127.0.0.1:5174/#a=1');
  });

  it('after a reload (no fragment), uses the key the tab kept; a tab with none has none', () => {
    tabAt('http://127.0.0.1:5174/');
    expect(takeLaunchKey()).toBeNull();
    stored.set(KEY_STORAGE_NAME, KEY);
    expect(takeLaunchKey()).toBe(KEY);
  });

  it('a fragment that is not a key is taken out and never kept or sent', () => {
    tabAt('http://127.0.0.1:5174/#key=a%20b,c');
    expect(takeLaunchKey()).toBeNull();
    expect(stored.size).toBe(0);
    expect(address.hash).toBe('');
  });

  it('with storage blocked, this load still has the key', () => {
    tabAt(`http://127.0.0.1:5174/#key=${KEY}`, 'blocked');
    expect(takeLaunchKey()).toBe(KEY);
  });

  it('the socket offers the key as a subprotocol; with no key the page says which address to open', async () => {
    const opened: { url: string; protocols: unknown }[] = [];
    class FakeSocket extends EventTarget {
      constructor(url: string, protocols?: unknown) {
        super();
        opened.push({ url, protocols });
      }
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', {});
    tabAt(`http://127.0.0.1:5174/#key=${KEY}`);
    const { getGameApi } = await import('../../renderer/bridge.js');
    void getGameApi().title();
    expect(opened).toEqual([{ url: 'ws://127.0.0.1:5174/ws', protocols: keyProtocols(KEY) }]);

    vi.resetModules();
    stored.clear();
    tabAt('http://127.0.0.1:5174/');
    const bare = await import('../../renderer/bridge.js');
    await expect(bare.getGameApi().title()).rejects.toThrow(NO_KEY_SENTENCE);
    expect(opened).toHaveLength(1);
  });
});
