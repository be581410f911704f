// §8.6 the USA enters the war (Tageblatt §7.1.2.1, Armenian genocide §12.6.1, U-boat warfare §13.1.1):
// the four US armies go onto the Calendar by the Over There schedule, then one U-Boat leaves the game.
import type { GameState } from '../core/state.js';
import { defineDecision, defineProc, pop } from '../core/flow.js';
import { note } from '../core/events.js';
import { discardTile, moveTile } from '../core/board.js';
import { OVER_THERE } from '../../data/over-there.js';
import { LAST_TURN } from '../../data/calendar.js';
import { TILE_BY_ID, UBOAT_IDS } from '../../data/tiles.js';

export interface UsEntryData {
  /** The rule that brought the USA in (§7.1.2.1, §12.6.1 or §13.1.1), for the log. */
  readonly rule: string;
}

/** Locations where a tile is off the map: not built yet, or gone for good. */
const OFF_MAP: readonly string[] = ['counter-tray', 'discarded'];

/** U-Boat tiles on the map (in Belgium or France, §13.1), in roster order. */
export function uBoatsOnMap(st: GameState): string[] {
  return UBOAT_IDS.filter((id) => !OFF_MAP.includes(st.loc[id]));
}

/** §8.6 / R5: each US army onto the Calendar box `entry + turnsAfterEntry`, or out of the game past Turn 27. */
function scheduleUsArmies(st: GameState): void {
  for (const entry of OVER_THERE) {
    const due = st.f.usEntryTurn + entry.turnsAfterEntry;
    if (due > LAST_TURN) {
      discardTile(st, entry.usArmy, 'R5'); // R5: would arrive after the last turn, so never
    } else {
      moveTile(st, entry.usArmy, `calendar:${due}`, '§8.6');
    }
  }
}

/** §8.6: the player picks which U-Boat on the map leaves the game. */
const pushUBoatChoice = defineDecision<Record<string, never>>('us-entry-u-boat', {
  prompt: () => ({ rule: '§8.6', text: 'The USA is at war: choose one U-Boat to remove from the game.' }),
  actions: (st) => uBoatsOnMap(st).map((tile) => ({ type: 'discard-u-boat', tile })),
  apply: (st, f, action) => {
    pop(st);
    discardTile(st, String(action.tile), '§8.6');
  },
  // One U-Boat on the map: nothing left to decide.
  autoWhenSingle: true,
});

/**
 * §8.6: the USA enters the war. Already at war: nothing happens. The U-Boat loss is a choice among the
 * U-Boats on the map; with none on the map, a U-Boat still in the tray is discarded so it can never be
 * built (the two are identical, so there is nothing to choose); with none left at all, nothing.
 */
export const pushUsEntry = defineProc<UsEntryData>('us-entry', (st, f) => {
  switch (f.s++) {
    case 0: {
      if (st.f.usaAtWar) {
        note(st, f.d.rule, 'The USA is already at war: nothing more happens.');
        pop(st);
        return;
      }
      st.f.usaAtWar = true;
      st.f.usEntryTurn = st.turn;
      note(st, f.d.rule, `The USA declares war on Germany on Turn ${st.turn}.`);
      scheduleUsArmies(st);
      return;
    }
    case 1: {
      if (uBoatsOnMap(st).length > 0) {
        pushUBoatChoice(st, {});
        return;
      }
      const inTray = UBOAT_IDS.find((id) => st.loc[id] === 'counter-tray');
      if (inTray !== undefined) {
        note(st, '§8.6', `No U-Boat is on the map: ${TILE_BY_ID[inTray].name} is removed from the tray instead.`);
        discardTile(st, inTray, '§8.6');
      } else {
        note(st, '§8.6', 'No U-Boat is left to remove.');
      }
      return;
    }
    default:
      pop(st);
  }
});
