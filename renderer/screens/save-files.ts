// Campaign files outside the game: export (Electron writes where the player chose; a browser downloads the
// text the host returns), import (a file picked with <input type=file>, checked by main before it is
// stored as a new campaign) and the save folder (Electron opens it; the web host can only say where it is).
import { MAX_SAVE_TEXT, type CampaignSummary, type GameApi } from '../../shared/ipc.js';
import { button, el } from '../ui/dom.js';

export interface SaveFileHandlers {
  readonly api: GameApi;
  /** A line for the player on the open screen (what happened). */
  say(message: string): void;
  showError(message: string): void;
}

/** Hands text to the browser as a file download. */
export function download(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its own copy once started; free the URL after this turn of the event loop.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports one campaign; the player is told what happened, never the file's name or path. */
export async function exportCampaign(h: SaveFileHandlers, id: string): Promise<void> {
  try {
    const r = await h.api.exportCampaign(id);
    if (r.cancelled) return;
    if (r.savedTo === null) {
      download(r.fileName, r.text);
      h.say('The campaign file is downloading.');
    } else h.say('The campaign file was written where you chose.');
  } catch (e) {
    h.showError((e as Error).message);
  }
}

/** "Import a campaign file…": a file picker; main checks the file and adds it as a campaign of its own. */
export function importButton(h: SaveFileHandlers, onImported: (summary: CampaignSummary) => void): HTMLElement {
  const picker = el('input', { id: 'import-file' });
  picker.type = 'file';
  picker.accept = '.kaiserkrieg,.json,application/json'; // Export's file type (issue 35) and earlier exports
  picker.style.display = 'none';
  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    picker.value = ''; // the same file may be picked again later
    if (!file) return;
    // Refused here rather than sent: a message that large would only have its connection closed (issue 13).
    // A file's bytes are never fewer than its characters, so no file main would take is refused.
    if (file.size > MAX_SAVE_TEXT) {
      h.showError(`That file is far too large to be a campaign (it is ${Math.round(file.size / (1024 * 1024))} MB; a campaign is well under 16 MB), so nothing was imported.`);
      return;
    }
    file.text()
      // The file's name goes with it: the campaign's family says where it came from (issue 31).
      .then((text) => h.api.importCampaign({ text, fileName: file.name.slice(0, 255) }))
      .then(onImported, (e: Error) => h.showError(e.message));
  });
  return el('span', {}, [picker, button('Import a campaign file…', () => picker.click())]);
}

export function openFolderButton(h: SaveFileHandlers): HTMLButtonElement {
  return button('Open save folder', () => {
    h.api.openSaveFolder().then((path) => h.say(`Your campaigns are kept in ${path}`), (e: Error) => h.showError(e.message));
  });
}
