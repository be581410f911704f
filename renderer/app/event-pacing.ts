// The war's moves are shown before the decision they lead to: an update's events play on the board (the
// EventPlayer's queue, at the speed the settings give), and only when they have all played does `then` draw
// the board from the update's view. A later update in the meantime wins: `stillCurrent` says no and nothing is drawn.
import type { GameEvent } from '../../shared/engine/index.js';
import type { EventPlayer, PlayOptions } from '../animation/player.js';

export function playThen(player: EventPlayer, events: readonly GameEvent[], stillCurrent: () => boolean, then: () => void, options: PlayOptions = {}): void {
  player.play(events, options);
  void player.queue.whenIdle().then(() => {
    if (stillCurrent()) then();
  });
}
