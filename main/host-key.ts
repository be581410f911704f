// The web host's per-launch secret (issue 13). Host and Origin checks stop web pages, but any local
// process or other user of the machine can send any Origin it likes; only a client holding this launch's
// key reaches the API. The key travels once in the address the host prints, and is then kept in a
// SameSite=Strict, HttpOnly cookie that the page's socket sends and no other site's request carries.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export function newHostKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Cookies ignore the port: each host's key has a name of its own, so two hosts never overwrite each other's. */
export function keyCookieName(port: number): string {
  return `kk-key-${port}`;
}

export function keyCookie(port: number, key: string): string {
  return `${keyCookieName(port)}=${key}; Path=/; HttpOnly; SameSite=Strict`;
}

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Compared in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function sameKey(given: string | null | undefined, key: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Splits "key=K&rest" into the key (null when absent) and the rest of the query, kept as it was written. */
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
