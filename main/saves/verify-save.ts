// Reading a slot save of the format before the campaign library: text -> JSON -> migrated -> schema.
// Only the start-up migration and Import read these now. Every failure is a sentence; nothing throws.
import * as v from 'valibot';
import { firstIssue } from '../schemas.js';
import { migrate, saveFileSchema, type SaveFile } from './save-format.js';

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
