// The position the player sees, as a digest: the board, the tracks, the turn and phase, the result and
// the choices on offer — not the engine's internal layout (flow frames, index, RNG words), so a change in
// how the engine stores things leaves old campaigns' digests valid. Only a change in what the player
// would see makes a replay "corrected".
import { createHash } from 'node:crypto';
import type { BoardView } from '../../shared/engine/index.js';
import { canonicalJson } from '../saves/checksum.js';

/**
 * The parts of the view that make up the position; the prompt's wording is left out (only its choices count),
 * and so are the odds (worked out from the position, like words about it).
 */
export function positionOf(view: BoardView): unknown {
  const { prompt, odds: _odds, ...board } = view;
  return { ...board, choices: prompt ? prompt.actions : null };
}

export function positionDigest(view: BoardView): string {
  return `sha256:${createHash('sha256').update(canonicalJson(positionOf(view))).digest('hex')}`;
}
