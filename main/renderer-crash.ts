// A crash of the game's page (the renderer process: PixiJS or the GPU out of memory, a killed process)
// left a blank window until the player restarted. The window is reloaded instead, and the reloaded page
// says why (shared/reload-notice.ts). Main keeps the campaign, so nothing is lost. A page that crashes
// again at once is not reloaded for ever: after MAX_RELOADS in a minute the player is told what to do.
// Type-only electron import: tested in plain Node with a fake window.
import type { RenderProcessGoneDetails } from 'electron';

export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 60_000;

export const CRASH_LOOP_MESSAGE =
  'The game\'s window stopped working several times in a minute, so it was not reloaded again. Nothing is lost: your campaign and its moves are kept by the game, not by the window. Close Kaiserkrieg and start it again; if this keeps happening, updating the computer\'s graphics driver may help.';

export interface CrashableWindow {
  isDestroyed(): boolean;
  readonly webContents: {
    on(event: 'render-process-gone', listener: (event: unknown, details: Pick<RenderProcessGoneDetails, 'reason'>) => void): unknown;
  };
}

export interface CrashDeps {
  /** Loads the game's page again, marked as reloaded after a crash. */
  reload(): void;
  /** Tells the player (a dialog) when the page is not reloaded again. */
  giveUp(message: string): void;
  readonly now?: () => number;
}

export function reloadAfterCrashes(win: CrashableWindow, deps: CrashDeps): void {
  const now = deps.now ?? Date.now;
  let reloads: number[] = [];
  win.webContents.on('render-process-gone', (_event, details) => {
    // A clean exit is the window closing, not a crash; a destroyed window has nothing to show.
    if (details?.reason === 'clean-exit' || win.isDestroyed()) return;
    const t = now();
    reloads = reloads.filter((at) => t - at < RELOAD_WINDOW_MS);
    if (reloads.length >= MAX_RELOADS) {
      deps.giveUp(CRASH_LOOP_MESSAGE);
      return;
    }
    reloads.push(t);
    deps.reload();
  });
}
