// Moves the disk refused are held in main's memory only (issue #28). Main refuses anything that would drop
// them (shared/unsaved-words.ts); here each such call asks the player first — Export the campaign (and stay),
// Stay, or drop the moves and go on — and a tab closing while the last save failed asks the browser's question.
import type { CampaignUpdate, GameApi } from '../../shared/ipc.js';
import { isUnsavedRefusal, unsavedRefusalText } from '../../shared/unsaved-words.js';
import type { UnsavedChoice } from '../screens/unsaved-dialog.js';

export type { UnsavedChoice };

export interface UnsavedAsk {
  /** Shows the sentence with the three choices. */
  ask(sentence: string): Promise<UnsavedChoice>;
  /** Exports the campaign in play (a download in a browser, a file dialog in Electron); answers what happened, in words. */
  exportLive(): Promise<string>;
}

/** The calls main refuses while moves are unsaved: they switch campaigns or delete the one in play. */
const SWITCHING = ['newCampaign', 'continueLast', 'resume', 'resumeBackup', 'playOnOutdated', 'playFrom', 'deleteCampaign'] as const;

/** What a call the player chose to stay from rejects with: true, and shown as a line like any other error. */
export const STAYED = 'Nothing was changed: the campaign with the unsaved moves is still in play.';

/** The game API whose switching calls ask the player before unsaved moves are dropped. */
export function guardUnsaved(api: GameApi, words: UnsavedAsk): GameApi {
  const guarded = new Map<string, unknown>();
  for (const name of SWITCHING) {
    const call = api[name] as (...args: unknown[]) => Promise<unknown>;
    guarded.set(name, async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (!isUnsavedRefusal(message)) throw e;
        const choice = await words.ask(unsavedRefusalText(message));
        if (choice === 'drop') {
          await api.discardUnsaved();
          return call(...args);
        }
        const exported = choice === 'export' ? await words.exportLive() : '';
        throw new Error([exported, STAYED].filter((line) => line !== '').join(' '));
      }
    });
  }
  return new Proxy(api, { get: (target, key, receiver) => (typeof key === 'string' && guarded.has(key) ? guarded.get(key) : Reflect.get(target, key, receiver)) });
}

/** Whether the campaign in play has moves the disk refused, from the save outcome of the last update. */
export class UnsavedWatch {
  unsaved = false;

  see(u: CampaignUpdate): void {
    this.unsaved = !u.save.ok;
  }

  /**
   * A browser tab about to close or reload: the browser asks "Leave site?" while moves are unsaved. Never in
   * Electron, where a prevented unload would silently keep the window open (main asks there).
   */
  beforeUnload(e: Pick<BeforeUnloadEvent, 'preventDefault'> & { returnValue: unknown }): void {
    if (!this.unsaved) return;
    e.preventDefault();
    e.returnValue = ''; // older browsers ask only when this is set
  }
}
