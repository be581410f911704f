// After a crash of the game's window (Electron's renderer process), main reloads the page with this
// query parameter, and the page tells the player why the board was reloaded (main/renderer-crash.ts).

export const RELOADED_PARAM = 'reloaded';
export const RELOADED_AFTER_CRASH = 'crash';

export const CRASH_RELOAD_NOTICE =
  'The game\'s window stopped working and had to be reloaded. Nothing is lost: your campaign and its moves are kept by the game, not by the window. Choose Continue to go back to it.';

/** The sentence the page shows when it was reloaded after a crash, or null. */
export function reloadNotice(params: URLSearchParams): string | null {
  return params.get(RELOADED_PARAM) === RELOADED_AFTER_CRASH ? CRASH_RELOAD_NOTICE : null;
}

/**
 * The page's address without the reload mark, or null when it has none: once the notice is shown the mark
 * goes, so a later reload by hand does not tell of a crash that did not happen.
 */
export function addressWithoutReloadMark(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(RELOADED_PARAM)) return null;
  url.searchParams.delete(RELOADED_PARAM);
  return url.href;
}
