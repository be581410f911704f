// Is an IPC call or a WebSocket coming from our own page? Compared as parsed URLs, never with
// startsWith (which "app://kaiserkrieg/index.html.evil" or "http://127.0.0.1:5174.evil.com" would pass).

export interface TrustedPages {
  /** The built renderer's page: app://kaiserkrieg/index.html (main/app-protocol.ts); never a file: URL. */
  readonly page?: string;
  /** The dev server (electron-vite dev): only its origin counts. */
  readonly devServerUrl?: string;
}

export function makeSenderCheck(trusted: TrustedPages): (url: string | null | undefined) => boolean {
  const pageHref = trusted.page ? new URL(trusted.page).href : null;
  const devOrigin = trusted.devServerUrl ? new URL(trusted.devServerUrl).origin : null;
  return (url) => {
    if (typeof url !== 'string' || url === '') return false;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol === 'app:') {
      if (pageHref === null) return false;
      parsed.hash = '';
      parsed.search = '';
      return parsed.href === pageHref;
    }
    return devOrigin !== null && devOrigin !== 'null' && parsed.origin === devOrigin;
  };
}

/** The parts of Electron's IPC event and WebFrameMain the check reads. */
export interface SenderEvent {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/**
 * The URL of the frame that sent an IPC call when it is its window's top frame; null for a frame inside
 * the page (the page's CSP lets index.html frame itself, so a subframe can carry the game's own URL), a
 * destroyed frame (Electron throws on access) or none.
 */
export function topFrameUrl(event: SenderEvent): string | null {
  try {
    const frame = event.senderFrame;
    return frame != null && frame.parent === null && typeof frame.url === 'string' ? frame.url : null;
  } catch {
    return null;
  }
}
