// The record's review section (format 7, issue #34): the war's review kept with the campaign, written after the
// moves as `"review":{…},"reviewDigest":"sha256:…"`, just before the record's checksum. The record's checksum
// covers the record without it (the bytes a format-6 record has), and the section has its own digest, checked
// the same way; so a damaged review is set aside with a sentence and the campaign still opens, moves and all.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { DAMAGED_REVIEW, keptReviewSchema, type KeptReview } from '../review/kept-review.js';

/** The format that first held a review. */
export const REVIEW_FORMAT = 7;
/** Where the section starts: after the moves, whose actions never hold a field of this name. */
export const REVIEW_FIELD = ',"review":';
const SECTION = /^([^]*),"reviewDigest":"(sha256:[0-9a-f]{64})"$/;
const CHECKSUM_AT_END = /,"checksum":"sha256:[0-9a-f]{64}"\}\s*$/;

function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

/**
 * The section's text, to go between the moves and the checksum ('' without a review). Written in the schema's
 * order of fields, as a review read back has them: the same review gives the same bytes whether it was just made
 * or read from the file (an export is then the file on disk, byte for byte).
 */
export function reviewSectionText(review: KeptReview | undefined): string {
  if (review === undefined) return '';
  const json = JSON.stringify(v.parse(keptReviewSchema, review));
  return `${REVIEW_FIELD}${json},"reviewDigest":"${sha256(json)}"`;
}

/** A file's text cut in two: the record without its review section, and the section read (or why it was set aside). */
export interface SplitText {
  readonly core: string;
  readonly review: { readonly ok: true; readonly kept: KeptReview } | { readonly ok: false; readonly reason: string } | null;
}

/** Cuts the review section out of a campaign file's text; a text without one is handed back as it is. */
export function splitReviewSection(text: string): SplitText {
  const actions = text.indexOf(',"actions":[');
  const at = actions < 0 ? -1 : text.indexOf(REVIEW_FIELD, actions);
  const tail = CHECKSUM_AT_END.exec(text);
  if (at < 0 || tail === null || tail.index < at) return { core: text, review: null };
  const core = `${text.slice(0, at)}${text.slice(tail.index)}`;
  const section = SECTION.exec(text.slice(at + REVIEW_FIELD.length, tail.index));
  if (section === null || sha256(section[1]) !== section[2]) return { core, review: { ok: false, reason: DAMAGED_REVIEW } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(section[1]);
  } catch {
    return { core, review: { ok: false, reason: DAMAGED_REVIEW } };
  }
  const checked = v.safeParse(keptReviewSchema, parsed);
  return { core, review: checked.success ? { ok: true, kept: checked.output as KeptReview } : { ok: false, reason: DAMAGED_REVIEW } };
}
