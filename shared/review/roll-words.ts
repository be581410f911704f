// The rolls and draws of one action, in the player's words (issue #34): each dice or draw event of the log
// with what it decided, from the log's own sentences (core/log.ts), and the turn it was made in.
import { logEntryOf, type GameEvent } from '../engine/index.js';

export type RollEvent = Extract<GameEvent, { type: 'dice' | 'draw' }>;

export interface FoundRoll {
  readonly event: RollEvent;
  /** The turn it was rolled in (an action that ends a turn rolls the next one's dice too). */
  readonly turn: number;
  /** What was rolled and what it decided. */
  readonly text: string;
}

/** Events whose sentence tells the roll just before it and its result ("die 4 — success"): said alone. */
const TELLS_ITS_ROLL: ReadonlySet<GameEvent['type']> = new Set(['attack', 'check', 'naval-battle', 'tageblatt', 'zeppelin-raid', 'civil-society', 'defeat-check', 'bombing']);
/** Events that are not what a roll decided (the next roll, a phase begun, the modifiers of the next roll). */
const NOT_A_RESULT: ReadonlySet<GameEvent['type']> = new Set(['dice', 'draw', 'phase', 'drm']);

/** The action's rolls and draws in order; `turn`: the turn when the action was taken. */
export function rollsIn(events: readonly GameEvent[], turn: number): FoundRoll[] {
  const found: FoundRoll[] = [];
  let now = turn;
  events.forEach((e, i) => {
    if (e.type === 'phase') now = e.turn;
    if (e.type !== 'dice' && e.type !== 'draw') return;
    const next = events[i + 1];
    const own = logEntryOf(e, i).text;
    let text = own;
    if (next !== undefined && TELLS_ITS_ROLL.has(next.type)) text = logEntryOf(next, i + 1).text;
    else if (next !== undefined && !NOT_A_RESULT.has(next.type)) text = `${own} — ${logEntryOf(next, i + 1).text}`;
    found.push({ event: e, turn: now, text });
  });
  return found;
}
