// The path and query of an HTTP request target, or null when the target is not one this host serves.
// Only the origin form ("/path?query") is ours: the absolute form ("http://x/…"), the asterisk form and
// anything URL cannot parse are refused with a 400 instead of throwing inside the server (issue 13).
export interface RequestTarget {
  /** Always starts with "/"; "//" stays a path here, never a host. */
  readonly path: string;
  /** The raw query without its "?", '' when there is none. */
  readonly query: string;
}

export function parseRequestTarget(raw: string | undefined): RequestTarget | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.length > 8192) return null;
  try {
    // Prefixing our own origin keeps "//host:port/x" a path: new URL("//a:99999/x", base) would read a host.
    const url = new URL(`http://127.0.0.1${raw}`);
    if (url.host !== '127.0.0.1') return null;
    return { path: url.pathname, query: url.search.slice(1) };
  } catch {
    return null;
  }
}
