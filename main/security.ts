// Navigation and request guards (Electron security checklist, stack notes §3.5), kept apart from
// main/index.ts so tests can check them. Type-only electron import. The webPreferences themselves are
// written out in index.ts, where electronegativity checks them.
import type { Session, WebContents } from 'electron';
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
  // Navigation of any frame, the main one included (will-navigate alone misses a subframe's).
  contents.on('will-frame-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The game never downloads anything: a download a page starts (a link, a script) is refused. */
export function refuseDownloads(session: Pick<Session, 'on'>): void {
  session.on('will-download', (event) => event.preventDefault());
}

/**
 * Requests the app may make: files of its own (below `appDir`, the built app's folder), and the dev server
 * when there is one. Nothing remote, and no other file on the disk. Never throws: a URL it cannot read
 * (a file: URL with a host or an encoded "/", a malformed dev server address) is simply not allowed.
 */
export function isAllowedRequest(url: string, appDir: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'file:') {
      const path = fileURLToPath(parsed);
      return !path.includes('\0') && isInside(path, appDir); // a NUL names no file, it only cuts a path short
    }
    if (parsed.protocol === 'devtools:' || parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
    if (!devServerUrl) return false;
    const dev = new URL(devServerUrl);
    return parsed.origin === dev.origin || (parsed.protocol === 'ws:' && parsed.host === dev.host);
  } catch {
    return false;
  }
}

/** The session's request filter's answer: it must answer every request, so whatever goes wrong cancels. */
export function requestVerdict(url: unknown, appDir: string, devServerUrl?: string): { cancel: boolean } {
  try {
    return { cancel: typeof url !== 'string' || !isAllowedRequest(url, appDir, devServerUrl) };
  } catch {
    return { cancel: true };
  }
}
