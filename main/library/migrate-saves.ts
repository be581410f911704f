// Brings the slot saves of earlier versions (`<userData>/saves/<slot>.save.json`, formats 1–2) into the
// library, once each: every readable save becomes a campaign of its own (a named slot also becomes a
// bookmark at its last move). The old files stay where they are; nothing is deleted. A save that cannot
// be read falls back to its backup; if neither can, the player is told and the file is left alone.
import { join } from 'node:path';
import type { GameState } from '../../shared/engine/index.js';
import { checksumOf } from '../saves/checksum.js';
import { parseSaveText } from '../saves/verify-save.js';
import type { SaveFile } from '../saves/save-format.js';
import { asDiskError, readCapped, writeVerified } from './disk.js';
import type { LibraryForMigration } from './library-for-migration.js';
import { positionDigest, V2_PREFIX } from './position.js';
import { jsonDepth, MAX_RECORD_BYTES, type CampaignRecord } from './record.js';

const OLD_SUFFIX = '.save.json';
const MARKER = 'brought-in-saves.json';
/** A digest no position has: the replay then counts as "corrected" (the old position is unknown). */
const UNKNOWN_POSITION = `${V2_PREFIX}${'0'.repeat(64)}`;
/** An old save's snapshot is the engine's state, a few levels deep; anything much deeper is not a save. */
export const OLD_SAVE_MAX_DEPTH = 64;

export interface MigrationReport {
  readonly migrated: number;
  readonly problems: string[];
}

/** An old save's file → a library record, replayed under today's rules to find its position. */
export function recordFromOldSave(file: SaveFile, library: LibraryForMigration, now: Date): CampaignRecord {
  const { engine } = library;
  const run = engine.replaySteps(file.seed, file.options, file.actions);
  const savedAt = file.savedAt !== null && !Number.isNaN(Date.parse(file.savedAt)) ? new Date(file.savedAt).toISOString() : now.toISOString();
  const record = library.newRecord({ seed: file.seed, options: file.options, actions: file.actions, started: savedAt }, run.state);
  const position = run.illegalAt === null && checksumOf(run.state) === file.checksum ? record.position : oldPosition(file.snapshot, library);
  const named = file.slot !== 'autosave';
  return {
    ...record,
    edition: 0, // every save of the slot format was played under the first rules edition
    lastPlayed: savedAt,
    position,
    bookmarks: named ? [{ name: file.slot, actionCount: file.actions.length, turn: file.summary.turn, createdAt: savedAt }] : [],
  };
}

/** The digest of the position the old save recorded, if today's view can still read its snapshot. */
function oldPosition(snapshot: GameState, library: LibraryForMigration): string {
  try {
    return positionDigest(library.engine.view(snapshot));
  } catch {
    return UNKNOWN_POSITION;
  }
}

/** An old save's text, checked as the old versions checked it (schema, then the snapshot's checksum). */
export function parseOldSave(text: string): { ok: true; file: SaveFile } | { ok: false; reason: string } {
  // The old schema does not look inside the snapshot, and its checksum serialises it recursively: a
  // snapshot nested thousands deep would overflow the stack. A real one is a handful of levels deep.
  if (jsonDepth(text) > OLD_SAVE_MAX_DEPTH) return { ok: false, reason: 'the file is nested far too deeply to be a save' };
  const parsed = parseSaveText(text, 'import');
  if (!parsed.ok) return parsed;
  if (checksumOf(parsed.file.snapshot) !== parsed.file.checksum) return { ok: false, reason: 'the saved position does not match its checksum (the file was changed or damaged)' };
  return parsed;
}

async function readOld(path: string): Promise<{ ok: true; file: SaveFile } | { ok: false; reason: string }> {
  try {
    const text = await readCapped(path, MAX_RECORD_BYTES);
    if (text === null) return { ok: false, reason: 'the file is missing' };
    return parseOldSave(text);
  } catch (e) {
    return { ok: false, reason: asDiskError(e, 'the file cannot be read').message.replace(/\.$/, '') };
  }
}

export async function migrateSlotSaves(savesDir: string, library: LibraryForMigration, now: Date): Promise<MigrationReport> {
  const fs = library.files.fs;
  let names: string[];
  try {
    names = (await fs.readdir(savesDir)).filter((n) => n.endsWith(OLD_SUFFIX)).sort();
  } catch {
    return { migrated: 0, problems: [] }; // no old saves folder: nothing to bring in
  }
  const markerPath = join(library.dir, MARKER);
  let done: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse((await readCapped(markerPath, MAX_RECORD_BYTES, fs)) ?? '{}');
    // A damaged record ("null", a list…) counts as none: the saves are checked again, never lost.
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) done = parsed as Record<string, string>;
  } catch {
    done = {};
  }
  const problems: string[] = [];
  let migrated = 0;
  for (const name of names) {
    const path = join(savesDir, name);
    let stamp: string;
    try {
      const st = await fs.lstat(path);
      stamp = `${st.size}:${st.mtimeMs}`;
    } catch {
      continue;
    }
    if (done[name] === stamp) continue;
    const slot = name.slice(0, -OLD_SUFFIX.length);
    let old = await readOld(path);
    let note = '';
    if (!old.ok) {
      const backup = await readOld(`${path}.bak`);
      if (backup.ok) {
        note = ` (the save was damaged — ${old.reason} — so its previous version was brought in)`;
        old = backup;
      }
    }
    if (!old.ok) {
      problems.push(`The old save "${slot}" could not be brought into the library: ${old.reason}. It stays in the saves folder.`);
      continue;
    }
    try {
      const file: SaveFile = { ...old.file, slot };
      await library.create(recordFromOldSave(file, library, now));
      done[name] = stamp;
      migrated++;
      if (note) problems.push(`The old save "${slot}" was brought into the library${note}.`);
    } catch (e) {
      problems.push(`The old save "${slot}" could not be brought into the library: ${asDiskError(e, 'writing failed').message}`);
    }
  }
  if (migrated > 0) await writeVerified(markerPath, JSON.stringify(done), { fs }).catch(() => undefined);
  return { migrated, problems };
}
