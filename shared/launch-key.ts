// How a browser page hands the web host this launch's key (issue 13; #28 F4). The key never sits in a
// cookie: cookies ignore the port, so the browser would send it to every other server on 127.0.0.1. It
// comes in the address's fragment (never sent to any server), the tab keeps it in sessionStorage (a
// reload still works), and the page offers it only on its socket's upgrade, as a WebSocket subprotocol.

/** The subprotocol the host chooses for the page's socket; the key travels beside it and is never echoed back. */
export const WS_PROTOCOL = 'kaiserkrieg';

/** The key's subprotocol is this prefix and the key (base64url: only characters a subprotocol may hold). */
const KEY_PROTOCOL_PREFIX = 'kk-key.';

/** The fragment of the printed address: `#key=K`. */
export const KEY_FRAGMENT_NAME = 'key';

/** Where a tab keeps the key its address brought (sessionStorage: this tab and this host's origin only). */
export const KEY_STORAGE_NAME = 'kk.launch-key';

/** What a key looks like (newHostKey: base64url); anything else is not a key and is never sent. */
export function looksLikeKey(text: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(text);
}

/** The subprotocols a page offers: the game's own, and the key. */
export function keyProtocols(key: string): string[] {
  return [WS_PROTOCOL, `${KEY_PROTOCOL_PREFIX}${key}`];
}

/** The key offered in a Sec-WebSocket-Protocol header, or null (none, or more than one). */
export function keyFromProtocols(header: string | undefined): string | null {
  const keys = (header ?? '').split(',').map((p) => p.trim()).filter((p) => p.startsWith(KEY_PROTOCOL_PREFIX));
  return keys.length === 1 ? keys[0].slice(KEY_PROTOCOL_PREFIX.length) : null;
}
