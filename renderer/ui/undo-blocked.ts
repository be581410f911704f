// Why Undo cannot take the last move back, in the player's words. The engine keeps an undo floor that
// rises after any action that rolled a die, drew a chit from a cup or moved the war into another phase
// (docs/architecture.md "The engine": Undo; shared/engine/game.ts applyLegal): the board only says which of these it was,
// from the events of the update that raised it. Pure, so it is unit-tested.
import type { GameEvent } from '../../shared/engine/index.js';

/** The sentence the whole message starts with (the parenthesis says what happened). */
export const UNDO_BLOCKED = 'You cannot take back a move once the dice have been rolled';

/**
 * The message for an Undo the engine refuses. `actionCount` is the campaign's action count; `lastEvents`
 * are the events of the last action played in this window (null when it was not seen here: a campaign
 * just loaded, or the last action was itself taken back).
 */
export function undoBlockedMessage(actionCount: number, lastEvents: readonly GameEvent[] | null): string {
  if (actionCount === 0) return 'There is no move to take back yet: the campaign has just begun.';
  for (const e of lastEvents ?? []) {
    if (e.type === 'dice') return `${UNDO_BLOCKED} (your last move rolled ${e.dice.length === 1 ? 'a die' : `${e.dice.length} dice`}).`;
    if (e.type === 'draw') return `${UNDO_BLOCKED} (your last move drew a chit from a cup, and a draw counts as a roll).`;
    if (e.type === 'game-over') return `${UNDO_BLOCKED} (the war is over).`;
    if (e.type === 'phase') return `${UNDO_BLOCKED} (the war has moved on to the ${e.name} phase since your last move).`;
  }
  return `${UNDO_BLOCKED} (your last move rolled a die, drew a chit or moved the war on to another phase).`;
}
