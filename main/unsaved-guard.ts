// Closing the window or quitting while moves the disk refused are held in memory only (issue #28): one more
// save first; if the disk still refuses, the player is asked — Export the campaign, Stay, or go without them.
// Plain Node: main/index.ts hands in Electron's window and message box, the tests a fake of each.
import type { GameService } from './game-service.js';

export type LeaveChoice = 'export' | 'stay' | 'leave';

/** The message box's buttons, in the order of LEAVE_CHOICES; Stay is the answer when the box is dismissed. */
export const LEAVE_BUTTONS = ['Export the campaign…', 'Stay here', 'Quit without those moves'] as const;
const LEAVE_CHOICES: readonly LeaveChoice[] = ['export', 'stay', 'leave'];
export const STAY_BUTTON = 1;

/** The choice of a message box's answer (its button's index). */
export function choiceOfButton(index: number): LeaveChoice {
  return LEAVE_CHOICES[index] ?? 'stay';
}

export interface LeaveDeps {
  readonly service: Pick<GameService, 'saveUnsaved' | 'discardUnsaved' | 'current' | 'exportCampaign'>;
  /** Asks the player with the sentence saying what would be lost. */
  ask(sentence: string): Promise<LeaveChoice>;
  /** Tells the player how an Export went (it may fail too). */
  tell(message: string): void;
}

/** Whether the app may close now: nothing unsaved (after one more save), or the player chose to go without it. */
export async function mayLeave(deps: LeaveDeps): Promise<boolean> {
  const sentence = await deps.service.saveUnsaved();
  if (sentence === null) return true;
  const choice = await deps.ask(sentence);
  if (choice === 'leave') {
    await deps.service.discardUnsaved();
    return true;
  }
  if (choice === 'export') await exportLive(deps);
  return false; // stays open: after an Export the player closes again, and is asked again (the library still lacks the moves)
}

async function exportLive(deps: LeaveDeps): Promise<void> {
  try {
    const live = await deps.service.current();
    if (live === null) return;
    const r = await deps.service.exportCampaign(live.id);
    if (r.savedTo !== null) deps.tell('The campaign file was written where you chose, with every move. Kaiserkrieg stays open: the save folder still lacks those moves.');
  } catch (e) {
    deps.tell(`The campaign could not be exported: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The part of a BrowserWindow the guard needs. */
export interface ClosableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  close(): void;
}

/**
 * Holds the window's close (and so the app's quit) until `leave` agrees; a close it agreed to goes through.
 * A second close while the question is open waits for the same answer.
 */
export function guardClose(win: ClosableWindow, leave: () => Promise<boolean>): void {
  let agreed = false;
  let asking = false;
  win.on('close', (event) => {
    if (agreed) return;
    event.preventDefault();
    if (asking) return;
    asking = true;
    const go = (): void => {
      agreed = true;
      win.close();
    };
    // A question that fails cannot keep the window open for ever: it closes, as it did before the guard.
    leave().then((ok) => {
      asking = false;
      if (ok) go();
    }, go);
  });
}
