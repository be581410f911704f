// The position a campaign's moves reach, as a digest (version 2, "v2:sha256:<hex>"): a load replays the moves
// and compares digests to tell same / corrected / outdated (docs/desktop.md "Rules editions"). So the digest
// reads an ALLOW-LIST of the position's facts, never the words the player reads about them: renaming a phase,
// rewording a prompt or citing another rule must not make every stored campaign look "corrected". Nor does it
// read the engine's internal layout (flow frames, location index, RNG words, the undo floor): it is taken from
// the view, so a change in how the engine stores things leaves stored digests valid.
// Version 1 (position-digest-v1.ts, frozen) hashed the view with its display words; a campaign stored with it
// is still checked with it, and is written with this one at its next save.
import { createHash } from 'node:crypto';
import type { BoardView } from '../../shared/engine/index.js';
import { canonicalJson } from '../saves/checksum.js';
import { positionDigestV1, V1_PREFIX } from './position-digest-v1.js';

export const V2_PREFIX = 'v2:sha256:';

/** The listed keys of a view's part (a test engine may leave a part out: then it counts as absent). */
function pick<T extends object, K extends keyof T>(from: T | null | undefined, keys: readonly K[]): Pick<T, K> | null {
  if (from === null || from === undefined) return null;
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = from[k];
  return out;
}

/** Text ids sorted: a list whose order tells nothing about the position (it follows a roster or a table). */
function sortedIds(list: readonly string[] | undefined): string[] | null {
  return list ? [...list].sort() : null;
}

/**
 * Every field that makes up the position, each with why. Left out, on purpose:
 * - display words and what `turn` already says: `turnLabel` (the turn's name), `season` (the Calendar's for that
 *   turn), `phaseName`, the prompt's `text`
 *   and `rule` (wording and citation), its decision `kind` (a spelling; the choices say what is decided), the
 *   result's `band` (the words for its VP);
 * - what the view works out for the player to read: `odds`, `vpIfEndedNow`, `tageblattResult` (when the die
 *   counts as "this turn's" is the view's reading; the Special Event it brought lies in `boxes`);
 * - `canUndo`: what the player may take back is the session's undo floor, not a fact of the board.
 */
export function positionOf(view: BoardView): unknown {
  const over = view.over;
  return {
    turn: view.turn, // 1…27
    phase: view.phase, // the phase's id (an id like a tile's, which saved moves share), not its printed name
    rm: view.rm, // the tracks and markers: Reichsmark, Lira, Krupp, Kaisertreu, revolution, MEF
    lira: view.lira,
    krupp: view.krupp,
    kaisertreu: view.kaisertreu,
    revolution: view.revolution,
    mef: view.mef,
    air: pick(view.air, ['box', 'german']), // the Air Superiority marker
    // Each Country's standing (rules state: who is at war, neutral, surrendered), listed so a new one is a choice.
    status: pick(view.status, ['turkey', 'italy', 'france', 'russia', 'bulgaria', 'roumania', 'usa', 'serbia', 'eastAfrica']),
    anaFaceUp: view.anaFaceUp, // rules flags the board shows
    redBaronOn: view.redBaronOn,
    boxes: boxesOf(view.boxes), // where every tile is
    generalEvents: sortedIds(view.generalEventsHappened), // §7.1.2: each happens only the first time (rules state)
    // The choices on offer (what the player may do next), in a fixed order: the engine's listing order is not the position.
    choices: view.prompt ? view.prompt.actions.map(canonicalJson).sort() : null,
    // The result as the rules recorded it: kind, turn, VP and their count (a Defeat's: its roll and Unruhe), its Country.
    over: over ? { result: over.result, turn: over.turn, vp: over.vp, breakdown: over.breakdown, front: over.front ?? null } : null,
  };
}

/** Location → its tiles, sorted: the view lists them in roster order, which says nothing about the position. */
function boxesOf(boxes: BoardView['boxes'] | undefined): Record<string, string[]> | null {
  if (!boxes) return null;
  const out: Record<string, string[]> = {};
  for (const [at, tiles] of Object.entries(boxes)) out[at] = [...tiles].sort();
  return out;
}

/** The digest a record stores today (version 2). */
export function positionDigest(view: BoardView): string {
  return `${V2_PREFIX}${createHash('sha256').update(canonicalJson(positionOf(view))).digest('hex')}`;
}

/** Whether the view is the position a record stored, by the digest version it was stored with. */
export function samePosition(view: BoardView, stored: string): boolean {
  if (stored.startsWith(V2_PREFIX)) return positionDigest(view) === stored;
  return stored.startsWith(V1_PREFIX) && positionDigestV1(view) === stored;
}
