// "Save an after-action report" (issue #34): the report written in the page (its pictures drawn by the board),
// then saved as an export is: Electron asks where with its dialog and main writes it; in a browser main hands
// it back and the page downloads it. The player is told what happened, never a path.
import type { GameApi } from '../../shared/ipc.js';
import { boardPictures } from './board-pictures.js';
import { reportHtml, reportInputOf } from './report-sources.js';

export interface ReportSaving {
  readonly api: GameApi;
  /** A line for the player on the open screen (what happened). */
  say(message: string): void;
  showError(message: string): void;
  /** Hands text to the browser as a file download (screens/save-files.ts). */
  download(fileName: string, text: string, type: string): void;
}

export async function saveAfterActionReport(h: ReportSaving, campaignId: string): Promise<void> {
  try {
    h.say('Writing the after-action report…');
    const input = await reportInputOf(h.api, campaignId, boardPictures());
    const r = await h.api.saveReport(input.name, reportHtml(input));
    if (r.cancelled) {
      h.say('');
      return;
    }
    if (r.savedTo === null) {
      h.download(r.fileName, r.text, 'text/html');
      h.say('The after-action report is downloading: it opens in any web browser.');
    } else h.say('The after-action report was written where you chose: it opens in any web browser.');
  } catch (e) {
    h.say('');
    h.showError(`The after-action report could not be saved: ${(e as Error).message}`);
  }
}
