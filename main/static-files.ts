// Serves the built renderer from one folder, and nothing outside it.
import { promises as fs } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
};

/** The Content-Type a file is served with (the web host and the app:// protocol). */
export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file a URL path names inside root, or null when it would leave root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(join(base, decoded === '/' ? 'index.html' : decoded));
  const rel = relative(base, file);
  if (rel === '' || rel.startsWith('..') || rel.split(sep).includes('..')) return null;
  return file;
}

/** A file the build names by its content (Vite's `assets/name-HASH.ext`): a new build gives it a new name. */
const CONTENT_NAMED = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a file. Content-named files never change, so they are kept for good and not
 * even asked about again: a later launch in the same browser takes the scripts (and V8's compiled code for
 * them) from its cache (issue #14, launch time). The page itself and the unhashed files are checked each time.
 */
export function cacheControl(urlPath: string): string {
  return CONTENT_NAMED.test(urlPath.replace(/^\/+/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveFile(root: string, urlPath: string, res: ServerResponse, headers: Record<string, string>): Promise<void> {
  const file = resolveInside(root, urlPath);
  const stat = file ? await fs.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) {
    const built = await fs.stat(join(root, 'index.html')).catch(() => null);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(built ? 'Not found' : 'The renderer is not built yet: run `npm run build`, then reload.');
    return;
  }
  res.writeHead(200, { 'content-type': contentTypeOf(file), 'cache-control': cacheControl(urlPath), ...headers });
  res.end(await fs.readFile(file));
}
