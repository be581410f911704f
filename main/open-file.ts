// Campaign files opened from outside the game (issue 35): a double-clicked `.kaiserkrieg` (the installers
// register the type: electron-builder.yml fileAssociations), macOS's open-file, or a path on the command line
// of the first or a second instance. The file is imported through the library's own checks, like the
// Campaigns screen's Import, and shown; anything on the command line that is not a campaign file is ignored.
// Plain Node: main/index.ts hands in the window's session and Electron's message boxes.
import { promises as fs } from 'node:fs';
import { basename, resolve } from 'node:path';
import { MAX_SAVE_TEXT } from '../shared/ipc.js';
import type { GameService } from './game-service.js';
import { mayLeave, type LeaveChoice } from './unsaved-guard.js';

/** The campaign file type Export writes and the installers register. */
export const CAMPAIGN_FILE_EXTENSION = 'kaiserkrieg';
/** The names a campaign file may have: the file type, and the `.campaign.json` of earlier exports and saves. */
const CAMPAIGN_FILE_NAME = /\.(kaiserkrieg|campaign\.json)$/i;

export function isCampaignFileName(path: string): boolean {
  return CAMPAIGN_FILE_NAME.test(path);
}

/**
 * The campaign file a command line names, resolved against its working folder; null when there is none.
 * argv[0] is the program; switches (Electron's, Chromium's, ours) and every other argument are ignored.
 */
export function campaignFileInArgv(argv: readonly string[], cwd: string): string | null {
  const file = argv.slice(1).find((arg) => !arg.startsWith('-') && isCampaignFileName(arg));
  return file === undefined ? null : resolve(cwd, file);
}

/** The text of a campaign file, or the sentence saying why it cannot be read (no path in it: issue 13). */
export async function readCampaignFile(path: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    const stat = await fs.stat(path);
    if (!stat.isFile()) return { ok: false, message: 'It is not a file.' };
    // Characters are at most bytes in UTF-8: a file over four times the limit cannot be under it.
    if (stat.size > MAX_SAVE_TEXT * 4) return { ok: false, message: 'It is too large to be a campaign file.' };
    const text = await fs.readFile(path, 'utf8');
    if (text.length > MAX_SAVE_TEXT) return { ok: false, message: 'It is too large to be a campaign file.' };
    return { ok: true, text };
  } catch {
    return { ok: false, message: 'It could not be read.' };
  }
}

export interface OpenFileDeps {
  /** The window's session: the campaign is imported into its library and shown in that window. */
  readonly service: Pick<GameService, 'importCampaign' | 'resume' | 'saveUnsaved' | 'discardUnsaved' | 'current' | 'exportCampaign'>;
  /** Asks whether to go on without the moves the disk refused (Export, Stay, or open without them). */
  ask(sentence: string): Promise<LeaveChoice>;
  /** Tells the player something (a message box). */
  tell(message: string): void;
}

export type OpenOutcome = 'shown' | 'imported' | 'refused';

/**
 * Imports the file and shows it: its load update goes to the window, which leaves any screen for the board.
 * Moves the disk refused are asked about first; a Stay keeps the campaign in play, the import in the library.
 */
export async function openCampaignFile(path: string, deps: OpenFileDeps): Promise<OpenOutcome> {
  const fileName = basename(path);
  const read = await readCampaignFile(path);
  if (!read.ok) {
    deps.tell(`${fileName} could not be opened. ${read.message}`);
    return 'refused';
  }
  let id: string;
  try {
    id = (await deps.service.importCampaign({ text: read.text, fileName })).id;
  } catch (e) {
    deps.tell(`${fileName} could not be opened. ${e instanceof Error ? e.message : String(e)}`);
    return 'refused';
  }
  if (!(await mayLeave(deps))) {
    deps.tell(`${fileName} was added to your campaigns; open it from the Campaigns screen when you are ready.`);
    return 'imported';
  }
  const loaded = await deps.service.resume(id);
  if (!loaded.ok) {
    deps.tell(`${fileName} was added to your campaigns, but it could not be opened: ${loaded.problem.reason}`);
    return 'imported';
  }
  return 'shown';
}
