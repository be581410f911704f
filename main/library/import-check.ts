// Imports are replayed before they are accepted (issue #28, F9): a file of today's rules edition whose moves
// are not legal was not written by Kaiserkrieg, whatever its checksum says, and is refused. The check runs in
// slices that give the host's event loop back between them (a file can hold 16 MB of moves, and parsing and
// replaying it whole blocked the host for seconds): the actions are cut out of the text element by element,
// parsed and replayed a slice at a time, so a file of junk is refused at its first slice.
import { createHash } from 'node:crypto';
import type { GameState } from '../../shared/engine/index.js';
import type { EnginePort } from '../engine-port.js';
import { ACTIONS_FIELD, CHECKSUM_TAIL, MAX_DEPTH, parseRecordHead } from './record.js';
import { currentEdition } from './replay-check.js';

export const NOT_LEGAL = 'its moves are not legal: this is not a campaign Kaiserkrieg wrote';
/** Moves parsed and replayed between two pauses (a whole campaign is a few hundred). */
export const MOVES_PER_SLICE = 100;
/** Characters scanned or hashed between two pauses. */
export const CHARS_PER_SLICE = 256 * 1024;

/** Gives the event loop back (the host answers other requests meanwhile). */
export type Pause = () => Promise<void>;
export const yieldToHost: Pause = () => new Promise((resolve) => setImmediate(resolve));

/**
 * legal: every move replayed; illegal: a move of a file of today's edition is not legal; unchecked: not a file
 * of today's edition, or not one this check can read (the full parse then says what is wrong with it).
 */
export type MovesVerdict = 'legal' | 'illegal' | 'unchecked';

/** The end of a slice of `text` from `from`, never between the two halves of a surrogate pair. */
function sliceEnd(text: string, from: number): number {
  const end = Math.min(text.length, from + CHARS_PER_SLICE);
  const c = text.charCodeAt(end - 1);
  return end < text.length && c >= 0xd800 && c <= 0xdbff ? end + 1 : end;
}

async function checksumMatches(text: string, pause: Pause): Promise<boolean> {
  const tail = CHECKSUM_TAIL.exec(text);
  if (tail === null) return false;
  const hash = createHash('sha256');
  for (let i = 0; i < tail.index; ) {
    const end = Math.min(sliceEnd(text, i), tail.index);
    hash.update(text.slice(i, end));
    i = end;
    await pause();
  }
  hash.update('}');
  return `sha256:${hash.digest('hex')}` === tail[1];
}

/** Replays the moves of a campaign file's text in slices, pausing between them. Never throws. */
export async function checkImportedMoves(text: string, engine: EnginePort, pause: Pause): Promise<MovesVerdict> {
  const head = parseRecordHead(text);
  if (head === null || head.edition !== currentEdition(engine)) return 'unchecked';
  if (!(await checksumMatches(text, pause))) return 'unchecked';
  let state: GameState;
  try {
    state = engine.startGame({ seed: head.seed, options: head.options }).state;
  } catch {
    return 'unchecked';
  }
  const replay = (elements: string): MovesVerdict | null => {
    let actions: unknown;
    try {
      actions = JSON.parse(`[${elements}]`);
    } catch {
      return 'unchecked';
    }
    for (const action of actions as unknown[]) {
      try {
        state = engine.act(state, action).state;
      } catch {
        return 'illegal';
      }
    }
    return null;
  };
  // Walk the actions array: elements end at a comma (or the closing bracket) outside any string or nesting.
  const start = text.indexOf(ACTIONS_FIELD) + ACTIONS_FIELD.length;
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
      if (++depth > MAX_DEPTH) return 'unchecked';
    } else if (c === 125 || (c === 93 && depth > 0)) depth--;
    else if (depth === 0 && (c === 44 || c === 93)) {
      const last = c === 93;
      if (last || ++elements >= MOVES_PER_SLICE || sincePause >= CHARS_PER_SLICE) {
        const verdict = replay(text.slice(sliceStart, i));
        if (verdict !== null) return verdict;
        if (last) return 'legal';
        sliceStart = i + 1;
        elements = 0;
        sincePause = 0;
        await pause();
      }
    }
  }
  return 'unchecked';
}
