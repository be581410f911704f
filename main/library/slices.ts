// Long work on a campaign file's text, done a slice at a time so the host's event loop is given back between
// slices (issue #28, F9): a file may hold 16 MB of moves, and hashing, parsing or replaying it whole blocked
// the host (its other windows and tabs, its saves) for seconds.
import { createHash } from 'node:crypto';
import { JsonDepthScan, MAX_DEPTH } from './record.js';

/** Gives the event loop back (the host answers other requests meanwhile). */
export type Pause = () => Promise<void>;
export const yieldToHost: Pause = () => new Promise((resolve) => setImmediate(resolve));

/** Characters scanned, hashed or parsed between two pauses. */
export const CHARS_PER_SLICE = 256 * 1024;

/** The end of a slice of `text` from `from` (at most `to`), never between the two halves of a surrogate pair. */
function sliceEnd(text: string, from: number, to: number): number {
  const end = Math.min(to, from + CHARS_PER_SLICE);
  const c = text.charCodeAt(end - 1);
  return end < to && c >= 0xd800 && c <= 0xdbff ? end + 1 : end;
}

/** "sha256:<hex>" of `text.slice(0, end)` followed by `more`, hashed a slice at a time. */
export async function sha256InSlices(text: string, end: number, more: string, pause: Pause): Promise<string> {
  const hash = createHash('sha256');
  for (let i = 0; i < end; ) {
    const next = sliceEnd(text, i, end);
    hash.update(text.slice(i, next));
    i = next;
    await pause();
  }
  hash.update(more);
  return `sha256:${hash.digest('hex')}`;
}

/** The deepest nesting of arrays and objects in a JSON text (record.ts jsonDepth), scanned a slice at a time. */
export async function jsonDepthInSlices(text: string, pause: Pause): Promise<number> {
  const scan = new JsonDepthScan();
  let i = 0;
  while (i < text.length) {
    i = scan.scan(text, i, Math.min(text.length, i + CHARS_PER_SLICE));
    if (i < text.length) await pause();
  }
  return scan.max;
}

/** How the walk of a JSON array's elements ended. */
export type ArrayWalk =
  /** The closing bracket is at `end`. */
  | { readonly kind: 'closed'; readonly end: number }
  /** `onElements` answered false. */
  | { readonly kind: 'stopped' }
  /** Nested deeper than a record may be, or the text ends before the array does. */
  | { readonly kind: 'too-deep' | 'unclosed' };

/**
 * Walks the elements of the JSON array that starts just before `start` (after its "["): they end at a comma, or
 * at the closing bracket, outside any string or nesting. Hands them on as the text between the brackets, at most
 * `perSlice` elements or about CHARS_PER_SLICE characters at a time, pausing after each. The cut is exact for
 * valid JSON; for anything else the handed text is not valid JSON either, and the caller's parse says so.
 */
export async function walkArrayElements(
  text: string, start: number, perSlice: number, pause: Pause, onElements: (elements: string) => boolean,
): Promise<ArrayWalk> {
  let sliceStart = start;
  let elements = 0;
  let depth = 0;
  let inString = false;
  let sincePause = 0;
  for (let i = start; i < text.length; i++) {
    // A single enormous element still gives the loop back now and then while it is scanned.
    if (++sincePause > CHARS_PER_SLICE * 2) {
      sincePause = 0;
      await pause();
    }
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return { kind: 'too-deep' };
    } else if (c === 125 || (c === 93 && depth > 0)) depth--;
    else if (depth === 0 && (c === 44 || c === 93)) {
      const last = c === 93;
      if (last || ++elements >= perSlice || sincePause >= CHARS_PER_SLICE) {
        if (!onElements(text.slice(sliceStart, i))) return { kind: 'stopped' };
        if (last) return { kind: 'closed', end: i };
        sliceStart = i + 1;
        elements = 0;
        sincePause = 0;
        await pause();
      }
    }
  }
  return { kind: 'unclosed' };
}
