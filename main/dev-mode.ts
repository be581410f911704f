// Whether the Electron app loads its renderer from electron-vite's dev server (issue 13). Only in an
// explicit development run — unpackaged and started with --kk-dev (`npm run dev`) — and only from a
// loopback http address: an ELECTRON_RENDERER_URL left in the environment must never make the app load
// some other page with the game's API exposed to it.
export const DEV_FLAG = '--kk-dev';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface LaunchFacts {
  readonly isPackaged: boolean;
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The dev server's address, or undefined: then the app loads its own built files. */
export function devServerUrl({ isPackaged, argv, env }: LaunchFacts): string | undefined {
  if (isPackaged || !argv.includes(DEV_FLAG)) return undefined;
  const raw = env.ELECTRON_RENDERER_URL;
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
