// The renderer's Content Security Policy: only our own files, no remote content, no eval. PixiJS needs
// blob: workers and images for Assets.load, and data: for inlined textures/fonts (stack notes §2/§7).
// The web host adds ws: to our own origin for its socket.
export function contentSecurityPolicy(extraConnect: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src 'self' data: blob:${extraConnect.map((c) => ` ${c}`).join('')}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
