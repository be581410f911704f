// Imports are replayed before they are accepted (issue #28, F9): a file of today's rules edition whose moves
// are not legal was not written by Kaiserkrieg, whatever its checksum says, and is refused. The check runs in
// slices that give the host's event loop back between them (a file can hold 16 MB of moves, and parsing and
// replaying it whole blocked the host for seconds): the actions are cut out of the text element by element,
// parsed and replayed a slice at a time, so a file of junk is refused at its first slice.
import type { GameState } from '../../shared/engine/index.js';
import type { EnginePort } from '../engine-port.js';
import { ACTIONS_FIELD, CHECKSUM_TAIL, parseRecordHead } from './record.js';
import { currentEdition } from './replay-check.js';
import { splitReviewSection } from './review-section.js';
import { sha256InSlices, walkArrayElements, type Pause } from './slices.js';

export { CHARS_PER_SLICE, yieldToHost, type Pause } from './slices.js';
export const NOT_LEGAL = 'its moves are not legal: this is not a campaign Kaiserkrieg wrote';
/** Moves parsed and replayed between two pauses (a whole campaign is a few hundred). */
export const MOVES_PER_SLICE = 100;

/**
 * legal: every move replayed; illegal: a move of a file of today's edition is not legal; unchecked: not a file
 * of today's edition, or not one this check can read (the full parse then says what is wrong with it).
 */
export type MovesVerdict = 'legal' | 'illegal' | 'unchecked';

async function checksumMatches(text: string, pause: Pause): Promise<boolean> {
  const tail = CHECKSUM_TAIL.exec(text);
  return tail !== null && (await sha256InSlices(text, tail.index, '}', pause)) === tail[1];
}

/** Replays the moves of a campaign file's text in slices, pausing between them. Never throws. */
export async function checkImportedMoves(withReview: string, engine: EnginePort, pause: Pause): Promise<MovesVerdict> {
  // The review section (format 7) has its own digest: the record's checksum and moves are the rest.
  const text = splitReviewSection(withReview).core;
  const head = parseRecordHead(text);
  if (head === null || head.edition !== currentEdition(engine)) return 'unchecked';
  if (!(await checksumMatches(text, pause))) return 'unchecked';
  let state: GameState;
  try {
    state = engine.startGame({ seed: head.seed, options: head.options, newDice: head.newDice }).state;
  } catch {
    return 'unchecked';
  }
  let verdict: MovesVerdict | null = null;
  const replay = (elements: string): boolean => {
    let actions: unknown;
    try {
      actions = JSON.parse(`[${elements}]`);
    } catch {
      verdict = 'unchecked';
      return false;
    }
    for (const action of actions as unknown[]) {
      try {
        state = engine.act(state, action).state;
      } catch {
        verdict = 'illegal';
        return false;
      }
    }
    return true;
  };
  const walk = await walkArrayElements(text, text.indexOf(ACTIONS_FIELD) + ACTIONS_FIELD.length, MOVES_PER_SLICE, pause, replay);
  if (walk.kind === 'closed') return 'legal';
  return verdict ?? 'unchecked';
}
