// Which Chromium `npm run bench:web` starts, and with which switches (issue #14: the browser's start is
// part of the "launch → board" figure, so the bench says exactly what it started).
//
// Debian's /usr/bin/chromium is a shell script: it sources /etc/chromium.d (runs findmnt, adds
// --enable-gpu-rasterization, extension and API-key settings) before it execs the real binary, and the
// full browser it starts builds a desktop browser's profile and UI even when headless. Chromium's own
// headless build (Debian's chromium-headless-shell package: the same Chromium version and Blink, V8 and
// Skia, without the desktop browser layer) starts in about half the time here. The bench takes, in order:
// KK_CHROMIUM, the headless shell if it is installed, else the Chromium binary itself (not the wrapper).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's chromium-headless-shell package puts the binary here, beside the chromium package's files. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** The Chromium binary that /usr/bin/chromium's wrapper script runs. */
export const CHROMIUM_BINARY = '/usr/lib/chromium/chromium';

/**
 * The switches added to Playwright's own (which already disable extensions, /dev/shm use and more).
 * Headless, no sandbox (the bench runs as root), software only (no GPU on this machine: the Canvas 2D
 * renderer draws with Skia on the CPU), and no network traffic of the browser's own.
 */
export const BENCH_SWITCHES: readonly string[] = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BenchBrowser {
  readonly path: string;
  /** In words, for the bench's output. */
  readonly kind: string;
}

export function benchBrowser(env: NodeJS.ProcessEnv = process.env, exists: (p: string) => boolean = existsSync): BenchBrowser {
  const chosen = env.KK_CHROMIUM;
  if (chosen) return { path: chosen, kind: 'KK_CHROMIUM' };
  if (exists(HEADLESS_SHELL)) return { path: HEADLESS_SHELL, kind: "Chromium's headless shell (chromium-headless-shell)" };
  return { path: CHROMIUM_BINARY, kind: 'Chromium, new headless mode (the binary, not the /usr/bin wrapper script; install chromium-headless-shell for the faster headless build)' };
}

/** "Chromium 150.0.…", or the error's first line when the binary cannot say. */
export function browserVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch (e) {
    return `version unknown (${String(e).split('\n')[0]})`;
  }
}
