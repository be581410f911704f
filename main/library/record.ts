// A campaign record: what the library keeps of one campaign, and its file format. The file is one JSON
// object whose last field is a checksum of every byte before it, so any change to the file — its actions
// included — is damage. The record also keeps a digest of the position the player last saw and the rules
// edition it was played under, so a rules fix can be told apart from damage (see verify.ts).
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { DiceChange, PlainAction, Options } from '../../shared/engine/index.js';
import { BOOKMARK_NAME_MAX, CAMPAIGN_ID_PATTERN, type Bookmark, type CampaignResult } from '../../shared/ipc.js';
import { tidyCampaignName, type CampaignOrigin } from '../../shared/campaign-names.js';
import { BOOKMARK_NOTE_MAX, NOTES_MAX, tidyNotes } from '../../shared/campaign-notes.js';
import { actionSchema, firstIssue, optionsSchema, seedSchema } from '../schemas.js';
import { V2_PREFIX } from './position.js';
import type { KeptReview } from '../review/kept-review.js';
import { DAMAGED_REVIEW } from '../review/kept-review.js';
import { REVIEW_FORMAT, reviewSectionText, splitReviewSection, type SplitText } from './review-section.js';

/**
 * The newest file format this version reads and writes. Format 4 is format 3 with a version-2 position digest
 * ("v2:sha256:…", position.ts); a record still holding a version-1 digest ("sha256:…", a campaign not yet
 * played on since) is written as format 3, so a version that reads only format 3 still opens it, and refuses a
 * format-4 file as newer ("update the game") instead of calling its digest damage. Format 5 (issue 31) adds
 * the campaign's name and its recorded family (`name`, `origin`), its notes (`notes`) and a bookmark's note; a
 * record holding none of them — one saved before, played on but never renamed — is written as before (4 or 3),
 * so earlier versions still open it. Format 6 (issue 31) adds a branch's new dice (`newDice`: from move N the dice
 * come from seed S); only a record holding them is written as 6, so a version that reads 5 refuses it as newer
 * rather than replaying it with the wrong dice. Format 7 (issue #34) adds the war's review, a section of its own with
 * its own digest (review-section.ts); only a record holding one is written as 7, so a version that reads 6 refuses
 * it as newer, and every earlier record keeps its format and its bytes.
 */
export const RECORD_FORMAT = REVIEW_FORMAT;
/** The format that first held a branch's new dice. */
export const NEW_DICE_FORMAT = 6;
/** The format that first held names, families and notes. */
export const NAMES_FORMAT = 5;
export type RecordFormat = 3 | 4 | typeof NAMES_FORMAT | typeof NEW_DICE_FORMAT | typeof REVIEW_FORMAT;

/** The file format a record's position digest needs (3 or 4), before any name or family. */
export function formatOf(position: string): 3 | 4 {
  return position.startsWith(V2_PREFIX) ? 4 : 3;
}

/** The file format a record is written in: 7 with a review, 6 with new dice, 5 with a name, a recorded family or notes, else what its digest needs. */
export function fileFormatOf(r: Pick<CampaignRecord, 'position' | 'name' | 'origin'> & Partial<Pick<CampaignRecord, 'notes' | 'bookmarks' | 'newDice' | 'review'>>): RecordFormat {
  if (r.review !== undefined) return REVIEW_FORMAT;
  if (r.newDice !== undefined) return NEW_DICE_FORMAT;
  const noted = r.notes !== undefined || (r.bookmarks ?? []).some((b) => b.note !== undefined);
  return r.name !== undefined || r.origin !== undefined || noted ? NAMES_FORMAT : formatOf(r.position);
}
/** The largest campaign file read: a finished campaign is ~40 KB, so this leaves room for anything real. */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/** A record is at most five levels deep; anything much deeper is not ours (and would strain the parsers). */
export const MAX_DEPTH = 16;
/** The most moves a record may hold (a whole campaign is a few hundred). */
export const MAX_ACTIONS = 1_000_000;

export interface CampaignRecord {
  /** The file's format as read (or to be written: formatOf its position). */
  readonly format: RecordFormat;
  readonly kind: 'kaiserkrieg-campaign';
  /** The app version that last wrote it. */
  readonly app: string;
  readonly id: string;
  readonly seed: number;
  readonly options: Options;
  readonly edition: number;
  readonly started: string;
  readonly lastPlayed: string;
  readonly parent: { readonly id: string; readonly actionCount: number } | null;
  /** The name the player gave it (format 5); absent: the default (shared/campaign-names.ts). */
  readonly name?: string;
  /** Where it came from, written when it was made (format 5); absent in older records: inferred (family.ts). */
  readonly origin?: CampaignOrigin;
  /** The player's notepad for it (format 5, issue 31): plain text, absent when there is none. */
  readonly notes?: string;
  /**
   * Where its dice changed (format 6, issue 31: a branch with new dice, and its copies): from move `atMove` they
   * come from `seed`, given to every replay. Absent: the seed's dice all along.
   */
  readonly newDice?: readonly DiceChange[];
  readonly deletedAt: string | null;
  readonly bookmarks: readonly Bookmark[];
  readonly turn: number;
  readonly result: CampaignResult | null;
  /** The digest of the position after the last action, with its version (position.ts, position-digest-v1.ts). */
  readonly position: string;
  readonly actions: readonly PlainAction[];
  /** The review of the war (format 7, issue #34): its own section of the file, with its own digest. */
  readonly review?: KeptReview;
  /** Not in the file: why its review section was set aside as damaged when it was read. */
  readonly reviewDropped?: string;
}

/** Everything but the actions: what the Campaigns screen lists, read from the head of the file. */
export type RecordHead = Omit<CampaignRecord, 'actions'> & { readonly actionCount: number };

const isoDate = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('A date must be an ISO timestamp'));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const idSchema = v.pipe(v.string(), v.regex(CAMPAIGN_ID_PATTERN, 'A campaign id is lower-case letters, digits and "-"'));
const digest = v.pipe(v.string(), v.regex(/^(v2:)?sha256:[0-9a-f]{64}$/, 'A position digest is "sha256:" or "v2:sha256:" and 64 hex digits'));

export const bookmarkNameSchema = v.pipe(
  v.string('A bookmark name must be text'),
  v.transform((s) => s.trim()),
  v.minLength(1, 'A bookmark needs a name'),
  v.maxLength(BOOKMARK_NAME_MAX, `A bookmark name is at most ${BOOKMARK_NAME_MAX} characters`),
  // eslint-disable-next-line no-control-regex
  v.regex(/^[^\u0000-\u001f\u007f]*$/, 'A bookmark name cannot hold control characters'),
);

/** A campaign's name as the file keeps it: already tidied (shared/campaign-names.ts), so read back the same. */
export const campaignNameSchema = v.pipe(
  v.string(),
  v.maxLength(400),
  v.check((s) => { const t = tidyCampaignName(s); return t.ok && t.name === s; }, 'A campaign name must be tidy text of at most 80 characters'),
);

const nameKept = v.optional(v.pipe(v.string(), v.maxLength(400)));
const originOnly = {
  new: v.strictObject({ kind: v.literal('new') }),
  branch: v.strictObject({ kind: v.literal('branch'), of: idSchema, name: nameKept, atMove: count, atTurn: v.optional(count), newDice: v.optional(v.literal(true)) }),
  duplicate: v.strictObject({ kind: v.literal('duplicate'), of: idSchema, name: nameKept }),
};
const importedOf = { kind: v.literal('imported'), of: v.nullable(idSchema), name: nameKept, file: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(400)))), at: v.optional(isoDate) };
/** An import's file's own lineage: one level (an import of an import keeps only the nearer one). */
const lineageSchema = v.variant('kind', [originOnly.new, originOnly.branch, originOnly.duplicate, v.strictObject(importedOf)]);
export const originSchema = v.variant('kind', [
  originOnly.new, originOnly.branch, originOnly.duplicate, v.strictObject({ ...importedOf, lineage: v.optional(v.nullable(lineageSchema)) }),
]);

/** Notes as the file keeps them: already tidied (shared/campaign-notes.ts), so read back the same. */
function notesSchema(max: number) {
  return v.pipe(v.string(), v.maxLength(max * 4), v.check((s) => { const t = tidyNotes(s, max); return t.ok && t.text === s && s !== ''; }, `Notes must be tidy text of at most ${max} characters`));
}

/** New dice (format 6): whole moves in rising order, each with a seed; one at least (none is no field). */
const newDiceSchema = v.pipe(
  v.array(v.strictObject({ atMove: count, seed: seedSchema })),
  v.minLength(1), v.maxLength(10_000),
  v.check((list) => list.every((c, i) => i === 0 || c.atMove > list[i - 1].atMove), 'New dice change at moves in rising order'),
);

const bookmarkSchema = v.strictObject({ name: bookmarkNameSchema, actionCount: count, turn: count, createdAt: isoDate, note: v.optional(notesSchema(BOOKMARK_NOTE_MAX)) });

const resultSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('armistice'), turn: count, vp: v.pipe(v.number(), v.integer()), band: v.pipe(v.string(), v.maxLength(80)) }),
  v.strictObject({ kind: v.literal('defeat'), turn: count, front: v.nullable(v.pipe(v.string(), v.maxLength(80))) }),
]);

export const recordSchema = v.strictObject({
  format: v.picklist([3, 4, NAMES_FORMAT, NEW_DICE_FORMAT, REVIEW_FORMAT] as const),
  kind: v.literal('kaiserkrieg-campaign'),
  app: v.pipe(v.string(), v.maxLength(64)),
  id: idSchema,
  seed: seedSchema,
  options: optionsSchema,
  edition: v.pipe(v.number(), v.integer(), v.minValue(0)),
  started: isoDate,
  lastPlayed: isoDate,
  parent: v.nullable(v.strictObject({ id: idSchema, actionCount: count })),
  name: v.optional(campaignNameSchema),
  origin: v.optional(originSchema),
  notes: v.optional(notesSchema(NOTES_MAX)),
  newDice: v.optional(newDiceSchema),
  deletedAt: v.nullable(isoDate),
  bookmarks: v.pipe(v.array(bookmarkSchema), v.maxLength(10_000)),
  turn: count,
  result: v.nullable(resultSchema),
  position: digest,
  actionCount: count,
  actions: v.pipe(v.array(actionSchema), v.maxLength(MAX_ACTIONS)),
});

const headSchema = v.omit(recordSchema, ['actions']);

function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

export const CHECKSUM_TAIL = /,"checksum":"(sha256:[0-9a-f]{64})"\}\s*$/;

/**
 * The record's fields in file order: the summary first, then the action count, then the actions, so a
 * listing can read the head of a file without parsing its actions (parseRecordHead).
 */
export function inFileOrder(r: CampaignRecord): Record<string, unknown> {
  return {
    format: fileFormatOf(r), kind: r.kind, app: r.app, id: r.id, seed: r.seed, options: r.options, edition: r.edition, started: r.started,
    // A name and a family only where there is one (undefined fields are not written): older records keep their bytes' layout.
    lastPlayed: r.lastPlayed, parent: r.parent, name: r.name, origin: r.origin, notes: r.notes, newDice: r.newDice, deletedAt: r.deletedAt, bookmarks: r.bookmarks, turn: r.turn, result: r.result,
    position: r.position, actionCount: r.actions.length, actions: r.actions,
  };
}

/**
 * The file's text: the record's JSON with a checksum of exactly those bytes as its last field; a review goes
 * between the two, in its own section with its own digest (review-section.ts).
 */
export function recordText(record: CampaignRecord): string {
  const body = JSON.stringify(inFileOrder(record));
  return `${body.slice(0, -1)}${reviewSectionText(record.review)},"checksum":"${sha256(body)}"}\n`;
}

export type ParsedRecord = { ok: true; record: CampaignRecord } | { ok: false; reason: string; future?: boolean };

/**
 * The deepest nesting of arrays and objects in a JSON text, read a stretch at a time without parsing it
 * (strings and their escapes skipped), so a long file's reader may pause between stretches (slices.ts).
 */
export class JsonDepthScan {
  private depth = 0;
  private inString = false;
  max = 0;

  /** Reads text[from, to); answers where it stopped (an escape at the end carries it one further). */
  scan(text: string, from: number, to: number): number {
    let i = from;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (c === 92) i++; // backslash: skip the escaped character
        else if (c === 34) this.inString = false;
      } else if (c === 34) this.inString = true;
      else if (c === 123 || c === 91) this.max = Math.max(this.max, ++this.depth);
      else if (c === 125 || c === 93) this.depth--;
    }
    return i;
  }
}

/** The deepest nesting of arrays and objects in a JSON text, found without parsing it. */
export function jsonDepth(text: string): number {
  const scan = new JsonDepthScan();
  scan.scan(text, 0, text.length);
  return scan.max;
}

/** Text → record: nesting, checksum, JSON, format, schema; a damaged review section is set aside. Every failure is a sentence; nothing throws. */
export function parseRecordText(text: string): ParsedRecord {
  const split = splitReviewSection(text);
  return withReviewSection(parseRecordCore(split.core), split);
}

/** The record read with its review section's outcome: the review kept, or the sentence why it was set aside. */
export function withReviewSection(parsed: ParsedRecord, split: SplitText): ParsedRecord {
  if (!parsed.ok || split.review === null) return parsed;
  // A section in a record that says it predates reviews was not written by Kaiserkrieg: set aside too.
  if (!split.review.ok || parsed.record.format < REVIEW_FORMAT) return { ok: true, record: { ...parsed.record, reviewDropped: split.review.ok ? DAMAGED_REVIEW : split.review.reason } };
  return { ok: true, record: { ...parsed.record, review: split.review.kept } };
}

/** parseRecordText of a text without its review section. */
function parseRecordCore(text: string): ParsedRecord {
  if (text.trim() === '') return { ok: false, reason: 'the file is empty' };
  if (jsonDepth(text) > MAX_DEPTH) return { ok: false, reason: 'the file is nested far too deeply to be a campaign' };
  const tail = CHECKSUM_TAIL.exec(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: tail ? 'the file is not valid JSON' : 'the file is cut short or is not a campaign file' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'it is not a campaign file' };
  const format = (parsed as Record<string, unknown>).format;
  if (typeof format === 'number' && format > RECORD_FORMAT) {
    return { ok: false, future: true, reason: `it was written by a newer version of Kaiserkrieg (file format ${format}; this version reads up to ${RECORD_FORMAT}): update the game to play it` };
  }
  if (tail === null) return { ok: false, reason: 'the file has no checksum (it was cut short or changed)' };
  const body = `${text.slice(0, tail.index)}}`;
  if (sha256(body) !== tail[1]) return { ok: false, reason: 'the file does not match its checksum (it was changed or damaged)' };
  const { checksum: _checksum, ...rest } = parsed as Record<string, unknown>;
  const checked = v.safeParse(recordSchema, rest);
  if (!checked.success) return { ok: false, reason: `its contents are not a valid campaign (${firstIssue(checked.issues)})` };
  const { actionCount, ...record } = checked.output;
  if (actionCount !== record.actions.length) return { ok: false, reason: 'its count of moves does not match its moves' };
  return { ok: true, record: record as CampaignRecord };
}

/** Where the actions start: a quote inside a JSON string is escaped, so this text can only be the field. */
export const ACTIONS_FIELD = ',"actions":[';

/**
 * The summary fields from the first bytes of a campaign file, without its actions or its checksum (a
 * listing; resuming checks the whole file). Null when the head is not a record's head.
 */
export function parseRecordHead(headText: string): RecordHead | null {
  const end = headText.indexOf(ACTIONS_FIELD);
  if (end < 0 || jsonDepth(headText.slice(0, end)) > MAX_DEPTH) return null;
  try {
    const checked = v.safeParse(headSchema, JSON.parse(`${headText.slice(0, end)}}`));
    return checked.success ? (checked.output as RecordHead) : null;
  } catch {
    return null;
  }
}

/** A name typed by the player, tidied for a file name: letters, digits and '-' only, never empty. */
export function tidyForFileName(name: string): string {
  const tidy = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return tidy === '' ? 'campaign' : tidy;
}
