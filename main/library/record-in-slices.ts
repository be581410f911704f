// A campaign file's text read and written a slice at a time (issue #28, F9). A real campaign is ~40 KB and is
// read whole (record.ts); a file of up to 16 MB — 900,000 moves of an earlier rules edition, say, which the
// library keeps as the player gave it — took seconds to parse, check against the schema and write, and the
// host answered nothing meanwhile. Here the moves are parsed and checked a few thousand at a time, the checksum
// hashed in slices, and the text written back the same way, with the event loop given back between slices.
// The answer is exactly parseRecordText's, the same record or the same sentence; the rare file this cannot cut
// into slices (a record whose moves are not its own field, or given twice) is parsed whole.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { actionSchema, firstIssue } from '../schemas.js';
import {
  ACTIONS_FIELD, CHECKSUM_TAIL, inFileOrder, MAX_ACTIONS, MAX_DEPTH, parseRecordText, recordSchema, recordText, RECORD_FORMAT, withReviewSection, type CampaignRecord, type ParsedRecord,
} from './record.js';
import { reviewSectionText, splitReviewSection } from './review-section.js';
import { CHARS_PER_SLICE, jsonDepthInSlices, sha256InSlices, walkArrayElements, type Pause } from './slices.js';

/** Texts up to this many characters are read whole: that takes a few milliseconds. */
export const READ_WHOLE_UP_TO = CHARS_PER_SLICE;
/** Moves parsed, checked or written between two pauses. */
export const ACTIONS_PER_SLICE = 5_000;

const actionsSchema = v.array(actionSchema);
const actionsCount = v.object({ actions: v.pipe(v.array(v.unknown()), v.maxLength(MAX_ACTIONS)) });

/** A problem with one of a slice's moves, named as the whole record's schema names it ("actions.<n>…"). */
function actionProblem(issues: readonly v.BaseIssue<unknown>[], offset: number): string {
  const [first] = issues;
  const [item, ...deeper] = first.path ?? [];
  if (item === undefined) return firstIssue(issues);
  const at = { ...item, key: (item.key as number) + offset } as typeof item;
  const field = { type: 'object', origin: 'value', input: {}, key: 'actions', value: [] } as unknown as typeof item;
  return firstIssue([{ ...first, path: [field, at, ...deeper] } as v.BaseIssue<unknown>]);
}

/**
 * The fields of a JSON object text whose "actions" field (from `at`, its array closing at `end`) is left out:
 * null if the text is not JSON, WHOLE if another field of that name follows (the later one would count).
 */
export function withoutMoves(text: string, at: number, end: number): Record<string, unknown> | null | typeof WHOLE {
  const mark = `moves left out ${randomBytes(8).toString('hex')}`;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(`${text.slice(0, at)},"actions":${JSON.stringify(mark)}${text.slice(end + 1)}`) as Record<string, unknown>;
  } catch {
    return null;
  }
  return fields.actions === mark ? fields : WHOLE;
}

/** Text → record, exactly as parseRecordText answers, a slice at a time for a long text. Never throws. */
export async function parseRecordInSlices(text: string, pause: Pause): Promise<ParsedRecord> {
  if (text.length <= READ_WHOLE_UP_TO) return parseRecordText(text);
  // The review section (format 7) is read on its own; the record without it is what the slices read.
  const split = splitReviewSection(text);
  const read = await readInSlices(split.core, pause);
  return read === WHOLE ? parseRecordText(text) : withReviewSection(read, split);
}

/** The answer when the text cannot be cut into slices and is left to the whole parse (tests tell them apart). */
export const WHOLE = 'whole';

/** parseRecordInSlices's work on a long text, or WHOLE. */
export async function readInSlices(text: string, pause: Pause): Promise<ParsedRecord | typeof WHOLE> {
  if (text.trim() === '') return { ok: false, reason: 'the file is empty' };
  if ((await jsonDepthInSlices(text, pause)) > MAX_DEPTH) return { ok: false, reason: 'the file is nested far too deeply to be a campaign' };
  const tail = CHECKSUM_TAIL.exec(text);
  // Everything before the moves, closed: it parses only if the moves are a field of the record itself.
  const at = text.indexOf(ACTIONS_FIELD);
  if (at < 0) return WHOLE;
  try {
    JSON.parse(`${text.slice(0, at)}}`);
  } catch {
    return WHOLE;
  }
  const actions: unknown[] = [];
  let problem: string | null = null;
  let json = true;
  const walk = await walkArrayElements(text, at + ACTIONS_FIELD.length, ACTIONS_PER_SLICE, pause, (elements) => {
    let parsed: unknown[];
    try {
      parsed = JSON.parse(`[${elements}]`) as unknown[];
    } catch {
      json = false;
      return false;
    }
    // After a move the schema refuses, the rest is only read as JSON: the whole parse checks that first.
    if (problem !== null) return true;
    const checked = v.safeParse(actionsSchema, parsed);
    if (checked.success) for (const action of checked.output) actions.push(action);
    else problem = actionProblem(checked.issues, actions.length);
    return true;
  });
  const notJson: ParsedRecord = { ok: false, reason: tail ? 'the file is not valid JSON' : 'the file is cut short or is not a campaign file' };
  // Moves that are not JSON, or no end to them: the whole text is not JSON (the cut is exact for JSON).
  if (!json || walk.kind === 'unclosed') return notJson;
  if (walk.kind !== 'closed') return WHOLE;
  // The file with its moves left out, a short text, is JSON exactly when the whole file is.
  const fields = withoutMoves(text, at, walk.end);
  if (fields === null) return notJson;
  // Moves given twice: the later field wins in the whole parse.
  if (fields === WHOLE) return WHOLE;
  if (typeof fields.format === 'number' && fields.format > RECORD_FORMAT) {
    return { ok: false, future: true, reason: `it was written by a newer version of Kaiserkrieg (file format ${fields.format}; this version reads up to ${RECORD_FORMAT}): update the game to play it` };
  }
  if (tail === null) return { ok: false, reason: 'the file has no checksum (it was cut short or changed)' };
  if ((await sha256InSlices(text, tail.index, '}', pause)) !== tail[1]) return { ok: false, reason: 'the file does not match its checksum (it was changed or damaged)' };
  // The schema names the fields before the moves first, then the moves, then a field it does not know.
  const { checksum: _checksum, ...rest } = fields;
  const checked = v.safeParse(recordSchema, { ...rest, actions: [] });
  const first = checked.issues?.[0];
  const unknownField = first?.type === 'strict_object' && first.expected === 'never' && first.path?.length === 1;
  if (!checked.success && !unknownField) return { ok: false, reason: `its contents are not a valid campaign (${firstIssue(checked.issues)})` };
  if (problem === null && actions.length > MAX_ACTIONS) problem = firstIssue(v.safeParse(actionsCount, { actions }).issues ?? []);
  if (problem !== null) return { ok: false, reason: `its contents are not a valid campaign (${problem})` };
  if (!checked.success) return { ok: false, reason: `its contents are not a valid campaign (${firstIssue(checked.issues)})` };
  const { actionCount, ...record } = checked.output;
  if (actionCount !== actions.length) return { ok: false, reason: 'its count of moves does not match its moves' };
  return { ok: true, record: { ...record, actions } as CampaignRecord };
}

/** The file's text, to the byte recordText's, built and hashed a slice of moves at a time. */
export async function recordTextInSlices(record: CampaignRecord, pause: Pause): Promise<string> {
  if (record.actions.length <= ACTIONS_PER_SLICE) return recordText(record);
  // Without its moves the body ends in `"actions":[]}`; they go between those brackets.
  const bare = JSON.stringify({ ...inFileOrder(record), actions: [] });
  const parts = [bare.slice(0, -2)];
  for (let i = 0; i < record.actions.length; i += ACTIONS_PER_SLICE) {
    const slice = JSON.stringify(record.actions.slice(i, i + ACTIONS_PER_SLICE));
    parts.push(i === 0 ? slice.slice(1, -1) : `,${slice.slice(1, -1)}`);
    await pause();
  }
  parts.push(']}');
  const body = parts.join('');
  const checksum = await sha256InSlices(body, body.length, '', pause);
  return `${body.slice(0, -1)}${reviewSectionText(record.review)},"checksum":"${checksum}"}\n`;
}
