// Save files outside the game: export (Electron writes where the player chose; a browser downloads the
// text the host returns), import (a file picked with <input type=file>, checked by main before it is
// stored) and the save folder (Electron opens it; the web host can only say where it is).
import type { GameApi, SlotInfo } from '../../shared/ipc.js';
import { button, el } from './dom.js';

export interface SaveFileHandlers {
  readonly api: GameApi;
  /** A line for the player on the open screen (what happened). */
  say(message: string): void;
  showError(message: string): void;
}

/** Hands text to the browser as a file download. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = el('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its own copy once started; free the URL after this turn of the event loop.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportSlot(h: SaveFileHandlers, slot: string): Promise<void> {
  try {
    const r = await h.api.exportSave(slot);
    if (r.cancelled) return;
    if (r.savedTo === null) {
      download(r.fileName, r.text);
      h.say(`"${slot}" is downloading as ${r.fileName}.`);
    } else h.say(`"${slot}" was exported to ${r.savedTo}.`);
  } catch (e) {
    h.showError((e as Error).message);
  }
}

/** "Import a save file…": a file picker; main verifies the file by replay and never overwrites a slot. */
export function importButton(h: SaveFileHandlers, onImported: (info: SlotInfo) => void): HTMLElement {
  const picker = el('input', { id: 'import-file' });
  picker.type = 'file';
  picker.accept = '.json,application/json';
  picker.style.display = 'none';
  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    picker.value = ''; // the same file may be picked again later
    if (!file) return;
    file.text()
      .then((text) => h.api.importSave({ text }))
      .then((info) => { h.say(`Imported as "${info.slot}".`); onImported(info); }, (e: Error) => h.showError(e.message));
  });
  return el('span', {}, [picker, button('Import a save file…', () => picker.click())]);
}

export function openFolderButton(h: SaveFileHandlers): HTMLButtonElement {
  return button('Open save folder', () => {
    h.api.openSaveFolder().then((path) => h.say(`Your saves are in ${path}`), (e: Error) => h.showError(e.message));
  });
}
