// Reading a save: text -> JSON -> migrated -> schema -> checksum -> replay -> same checksum.
// Every failure becomes a sentence for the player; nothing here throws.
import * as v from 'valibot';
import type { GameState } from '../../shared/engine/index.js';
import type { EnginePort } from '../engine-port.js';
import { firstIssue } from '../schemas.js';
import { checksumOf } from './checksum.js';
import { migrate, saveFileSchema, type SaveFile } from './save-format.js';

export type Verified = { ok: true; file: SaveFile; state: GameState } | { ok: false; reason: string };

/** Node's parse errors name a position; an error at the very end means the text stops too early. */
function errorAtEnd(message: string, text: string): boolean {
  if (/end of (JSON )?input/i.test(message)) return true;
  const at = /position (\d+)/.exec(message);
  return at !== null && Number(at[1]) >= text.trimEnd().length;
}

/** Only the cheap checks (for the Load list): parse, migrate, schema. */
export function parseSaveText(text: string, slot: string): { ok: true; file: SaveFile } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: false, reason: 'the file is empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    const cut = e instanceof SyntaxError && errorAtEnd(e.message, text);
    return { ok: false, reason: cut ? 'the file is cut short (truncated)' : 'the file is not valid JSON' };
  }
  const migrated = migrate(parsed, slot);
  if (!migrated.ok) return migrated;
  const checked = v.safeParse(saveFileSchema, migrated.file);
  if (!checked.success) return { ok: false, reason: `its contents are not a valid save (${firstIssue(checked.issues)})` };
  return { ok: true, file: checked.output as unknown as SaveFile };
}

/** All checks, including replaying the moves; the replayed state is the one to play on. */
export function verifySaveText(text: string, slot: string, engine: EnginePort): Verified {
  const parsed = parseSaveText(text, slot);
  if (!parsed.ok) return parsed;
  const file = parsed.file;
  if (checksumOf(file.snapshot) !== file.checksum) {
    return { ok: false, reason: 'the saved position does not match its checksum (the file was changed or damaged)' };
  }
  let state: GameState;
  try {
    state = engine.replay(file.seed, file.options, file.actions);
  } catch (e) {
    return { ok: false, reason: `its moves do not replay (${e instanceof Error ? e.message : String(e)})` };
  }
  if (checksumOf(state) !== file.checksum) {
    return { ok: false, reason: 'its moves replay to a different position than the one saved' };
  }
  return { ok: true, file, state };
}
