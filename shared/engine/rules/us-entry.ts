// §8.6 the USA enters the war (Tageblatt §7.1.2.1, Armenian genocide §12.6.1, U-boat warfare §13.1.1):
// the four US armies go onto the Calendar by the Over There schedule, then one U-Boat leaves the game.
import type { GameState } from '../core/state.js';
import { calendarBox } from '../../data/locations.js';
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { DiscardUBoat } from '../core/actions.js';
import { emit, skipped } from '../core/events.js';
import { discardTile, moveTile } from '../core/board.js';
import { OVER_THERE } from '../../data/over-there.js';
import { LAST_TURN } from '../../data/calendar.js';
import { uBoatsToDiscard } from './u-boats.js';
import type { RuleRef } from '../../data/rule-numbers.js';

export interface UsEntryData {
  /** The rule that brought the USA in (§7.1.2.1, §12.6.1 or §13.1.1), for the log. */
  readonly rule: RuleRef;
}

/** §8.6 / R5: each US army onto the Calendar box `entry + turnsAfterEntry`, or out of the game past Turn 27. */
function scheduleUsArmies(st: GameState): void {
  for (const entry of OVER_THERE) {
    const due = st.f.usEntryTurn + entry.turnsAfterEntry;
    if (due > LAST_TURN) {
      discardTile(st, entry.usArmy, 'R5'); // R5: would arrive after the last turn, so never
    } else {
      moveTile(st, entry.usArmy, calendarBox(due), '§8.6');
    }
  }
}

/** §8.6 / R42: the player picks which U-Boat leaves the game, on the map or still unbuilt on the tray. */
const pushUBoatChoice = defineDecision<Record<string, never>, DiscardUBoat>('us-entry-u-boat', {
  prompt: () => ({ rule: '§8.6', text: 'The USA is at war: choose one U-Boat to remove from the game (one on the map, or one not yet built).' }),
  actions: (st) => uBoatsToDiscard(st).map((tile) => ({ type: 'discard-u-boat', tile })),
  apply: (st, _f, action) => {
    pop(st);
    const { tile } = action;
    discardTile(st, tile, '§8.6'); // one still on the tray can never be built (the log says where from)
  },
  // A single U-Boat left in the game: nothing to decide.
  autoWhenSingle: true,
});

/**
 * §8.6: the USA enters the war. Already at war: nothing happens. Then one U-Boat leaves the game, the player's
 * choice among those still in it (uBoatsToDiscard); with none left at all, nothing.
 */
export const pushUsEntry = defineSteps<UsEntryData>('us-entry', [
  [
    '§8.6 the USA declares war: the US armies onto the Calendar (R5)',
    (st, f) => {
      if (st.f.usaAtWar) {
        skipped(st, f.d.rule, { skip: 'usa-already-at-war' });
        pop(st);
        return;
      }
      st.f.usaAtWar = true;
      st.f.usEntryTurn = st.turn;
      emit(st, { type: 'usa-at-war', rule: f.d.rule, turn: st.turn });
      scheduleUsArmies(st);
    },
  ],
  [
    '§8.6 one U-Boat leaves the game',
    (st) => {
      // §8.6: the player's choice among the U-Boats still in the game (automatic when only one is left).
      if (uBoatsToDiscard(st).length > 0) pushUBoatChoice(st, {});
      else skipped(st, '§8.6', { skip: 'no-u-boat-to-remove' });
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const US_ENTRY_FRAMES = [pushUsEntry, pushUBoatChoice] as const;
