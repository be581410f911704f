// The web host's launch key on the page's side (#28 F4; shared/launch-key.ts). The printed address brings it
// in the fragment (#key=K); the tab keeps it in sessionStorage, so a reload still reaches the game, and takes
// it out of the address bar (and so out of the history and of a copied address). Never a cookie.
import { KEY_FRAGMENT_NAME, KEY_STORAGE_NAME, looksLikeKey } from '../shared/launch-key.js';

/** What the page says when it holds no key: opened by typing the bare address, or from a bookmark. */
export const NO_KEY_SENTENCE = 'This page was opened without the game\'s key. Open the whole address the game printed when it started (it ends with #key=…).';

/** The key from this page's address (then kept for the tab and taken out of the address) or kept earlier in this tab; null if none. */
export function takeLaunchKey(): string | null {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const given = fragment.get(KEY_FRAGMENT_NAME);
  if (given !== null) {
    fragment.delete(KEY_FRAGMENT_NAME);
    const rest = fragment.toString();
    history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
    if (looksLikeKey(given)) {
      keep(given);
      return given;
    }
  }
  return kept();
}

function keep(key: string): void {
  try {
    sessionStorage.setItem(KEY_STORAGE_NAME, key);
  } catch {
    // Storage blocked: this load still has the key; a reload will ask for the printed address again.
  }
}

function kept(): string | null {
  try {
    const key = sessionStorage.getItem(KEY_STORAGE_NAME);
    return key !== null && looksLikeKey(key) ? key : null;
  } catch {
    return null;
  }
}
