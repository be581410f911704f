// The web host's per-launch secret (issue 13). Host and Origin checks stop web pages, but any local
// process or other user of the machine can send any Origin it likes; only a client holding this launch's
// key reaches the API. The key travels in the fragment of the address the host prints (#key=K, which a
// browser never sends to any server), and the page offers it on its socket only (shared/launch-key.ts).
// Never in a cookie (#28 F4): cookies ignore the port, so the browser would hand the key to any other
// server on 127.0.0.1 the player visits; the host sets none and ignores any an older version set.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { KEY_FRAGMENT_NAME } from '../shared/launch-key.js';

export function newHostKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Compared in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function sameKey(given: string | null | undefined, key: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Splits "key=K&rest" (an address printed by an older version: ?key=K) into the key (null when absent) and the rest of the query, kept as it was written. */
export function splitKey(query: string): { key: string | null; rest: string } {
  let key: string | null = null;
  const rest: string[] = [];
  for (const part of query.split('&')) {
    if (part.startsWith('key=')) key = decodeQueryValue(part.slice(4));
    else if (part !== '') rest.push(part);
  }
  return { key, rest: rest.join('&') };
}

function decodeQueryValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The address to open for `address` (the host's own, perhaps with a query): the key in its fragment. */
export function withLaunchKey(address: string, key: string): string {
  return `${address}#${KEY_FRAGMENT_NAME}=${key}`;
}
