// Navigation and request guards (Electron security checklist, stack notes §3.5), kept apart from
// main/index.ts so tests can check them. Type-only electron import. The webPreferences themselves are
// written out in index.ts, where electronegativity checks them.
import type { Session, WebContents } from 'electron';
import { appFileOf } from './app-protocol.js';

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
 * Requests the app may make: its own files over app:// (below `appDir`, the built renderer's folder), and
 * the dev server when there is one. Nothing remote, and no file: URL at all (the pages come from app://).
 * Never throws: a URL it cannot read (a malformed dev server address) is simply not allowed.
 */
export function isAllowedRequest(url: string, appDir: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'app:') return appFileOf(url, appDir) !== null;
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
