// A slot save of an earlier version, offered to Import, read a slice at a time when it is long (issue #28, F9):
// its moves (up to 16 MB of them) are parsed and checked a few thousand at a time with the event loop given
// back between slices, and the rest of the file — a small snapshot and a few fields — is read as before with
// the moves left out. The answer is parseOldSave's: accepted with the same save, or refused (Import then says
// what is wrong with the file as a campaign file). A file whose moves cannot be cut out is read whole.
import * as v from 'valibot';
import type { SaveFile } from '../saves/save-format.js';
import { actionSchema } from '../schemas.js';
import { OLD_SAVE_MAX_DEPTH, parseOldSave } from './migrate-saves.js';
import { ACTIONS_FIELD } from './record.js';
import { ACTIONS_PER_SLICE, READ_WHOLE_UP_TO, WHOLE, withoutMoves } from './record-in-slices.js';
import { jsonDepthInSlices, walkArrayElements, type Pause } from './slices.js';

type OldSave = { ok: true; file: SaveFile } | { ok: false; reason: string };

const actionsSchema = v.array(actionSchema);
const NOT_A_SAVE: OldSave = { ok: false, reason: 'it is not a save file' };

export async function parseOldSaveInSlices(text: string, pause: Pause): Promise<OldSave> {
  if (text.length <= READ_WHOLE_UP_TO) return parseOldSave(text);
  if ((await jsonDepthInSlices(text, pause)) > OLD_SAVE_MAX_DEPTH) return { ok: false, reason: 'the file is nested far too deeply to be a save' };
  // Everything before the moves, closed, parses only if the moves are a field of the save itself.
  const at = text.indexOf(ACTIONS_FIELD);
  try {
    if (at < 0 || typeof JSON.parse(`${text.slice(0, at)}}`) !== 'object') return parseOldSave(text);
  } catch {
    return parseOldSave(text);
  }
  const actions: unknown[] = [];
  let refused = false;
  const walk = await walkArrayElements(text, at + ACTIONS_FIELD.length, ACTIONS_PER_SLICE, pause, (elements) => {
    try {
      const checked = v.safeParse(actionsSchema, JSON.parse(`[${elements}]`));
      if (checked.success) for (const action of checked.output) actions.push(action);
      else refused = true;
      return checked.success;
    } catch {
      refused = true; // not JSON: the whole text is not JSON either (the cut is exact for JSON)
      return false;
    }
  });
  if (refused || walk.kind === 'unclosed') return NOT_A_SAVE;
  if (walk.kind !== 'closed') return parseOldSave(text);
  // The rest of the save with no moves: a short text, read as before (moves given twice: read whole).
  const fields = withoutMoves(text, at, walk.end);
  if (fields === null) return NOT_A_SAVE;
  if (fields === WHOLE) return parseOldSave(text);
  const rest = parseOldSave(`${text.slice(0, at)}${ACTIONS_FIELD}${text.slice(walk.end)}`);
  if (!rest.ok) return rest;
  return { ok: true, file: { ...rest.file, actions: actions as SaveFile['actions'] } };
}
