// The app:// protocol: the game's pages and files come from app://kaiserkrieg/…, served from out/renderer
// and nothing else (Electron's security checklist prefers a custom protocol to file://, which also lets the
// grantFileProtocolExtraPrivileges fuse be turned off: electron-builder.yml). No electron import: index.ts
// registers the scheme and hands Electron's protocol.handle the handler made here; tests call it directly.
import { promises as fs } from 'node:fs';
import { contentSecurityPolicy } from './csp.js';
import { cacheControl, contentTypeOf, resolveInside } from './static-files.js';

export const APP_SCHEME = 'app';
/** The one host the scheme answers for; any other host is not the game's. */
export const APP_HOST = 'kaiserkrieg';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The game's page. */
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/**
 * For protocol.registerSchemesAsPrivileged, before the app is ready: a standard scheme (an origin, so
 * 'self' and relative URLs work), secure (like https: for the page's features), with fetch (textures,
 * sounds) and streaming (the sounds' media elements ask for ranges).
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
} as const;

/** The game's page with a query (the reload-after-crash notice). */
export function appPageUrl(query: Record<string, string> = {}): string {
  const url = new URL(APP_PAGE);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** Is this URL one of the game's own app:// URLs (our host, a path and nothing else)? Never throws. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** The file below rendererDir an app:// URL names, or null when it names none (another host, outside). */
export function appFileOf(url: string, rendererDir: string): string | null {
  if (!isAppUrl(url)) return null;
  return resolveInside(rendererDir, new URL(url).pathname);
}

/** A "bytes=a-b" / "bytes=a-" / "bytes=-n" range over a file of `size` bytes; null when absent or unsatisfiable. */
export function byteRange(header: string | null, size: number): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** What the handler reads of Electron's request (a fetch Request has it). */
export interface AppRequest {
  readonly url: string;
  readonly method?: string;
  readonly headers?: { get(name: string): string | null };
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The handler for protocol.handle('app', …): a file of the built renderer with its type and the page's
 * CSP, 404 for anything else (another host, a path leaving the folder, a missing file), 405 for a method
 * other than GET/HEAD, and a 206 part when a media element asks for a range.
 */
export function appProtocolHandler(rendererDir: string): (request: AppRequest) => Promise<Response> {
  const csp = contentSecurityPolicy();
  return async (request) => {
    const method = (request.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    const file = appFileOf(request.url, rendererDir);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return notFound();
    const body = await fs.readFile(file);
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(file),
      'cache-control': cacheControl(new URL(request.url).pathname),
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    };
    const range = byteRange(request.headers?.get('range') ?? null, body.length);
    if (request.headers?.get('range') && !range) {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${body.length}` } });
    }
    const part = range ? body.subarray(range.start, range.end + 1) : body;
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${body.length}`;
    headers['content-length'] = String(part.length);
    return new Response(method === 'HEAD' ? null : new Uint8Array(part), { status: range ? 206 : 200, headers });
  };
}
