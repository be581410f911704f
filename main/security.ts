// Navigation and request guards (Electron security checklist, stack notes §3.5), kept apart from
// main/index.ts so tests can check them. Type-only electron import. The webPreferences themselves are
// written out in index.ts, where electronegativity checks them.
import type { WebContents } from 'electron';
import { relative, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function isInside(path: string, dir: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

type Hardenable = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** The game is one page: no navigation, no new windows, no webviews. */
export function hardenWebContents(contents: Hardenable): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/**
 * Requests the app may make: files of its own (below `appDir`, the built app's folder), and the dev server
 * when there is one. Nothing remote, and no other file on the disk.
 */
export function isAllowedRequest(url: string, appDir: string, devServerUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') return isInside(fileURLToPath(parsed), appDir);
  if (parsed.protocol === 'devtools:' || parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  if (!devServerUrl) return false;
  const dev = new URL(devServerUrl);
  return parsed.origin === dev.origin || (parsed.protocol === 'ws:' && parsed.host === dev.host);
}
