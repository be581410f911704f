// The position the player sees, as a digest: the board, the tracks, the turn and phase, the result and
// the choices on offer — not the engine's internal layout (flow frames, index, RNG words), so a change in
// how the engine stores things leaves old campaigns' digests valid. Only a change in what the player
// would see makes a replay "corrected".
import { createHash } from 'node:crypto';
import type { BoardView } from '../../shared/engine/index.js';
import { canonicalJson } from '../saves/checksum.js';

/**
 * The parts of the view that make up the position; the prompt's wording is left out (only its choices count),
 * and so is what the view works out from the position for the player to read (the odds, the VP if the war
 * ended now, this turn's Tageblatt result, the General Events so far): a view that learns to say more must not make every stored
 * campaign's digest look like a rules correction.
 */
export function positionOf(view: BoardView): unknown {
  const { prompt, odds: _odds, vpIfEndedNow: _vp, tageblattResult: _tageblatt, generalEventsHappened: _events, ...board } = view;
  return { ...board, choices: prompt ? prompt.actions : null };
}

export function positionDigest(view: BoardView): string {
  return `sha256:${createHash('sha256').update(canonicalJson(positionOf(view))).digest('hex')}`;
}
