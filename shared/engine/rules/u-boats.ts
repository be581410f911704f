// U-Boats on the map (§13.1: they only ever sit in Belgium or France), and which one the player may give up
// when a rule says "discard one U-Boat of your choice" (§5.3.2 Convoy Success, §8.6 US entry).
import type { GameState } from '../core/state.js';
import { UBOAT_IDS } from '../../data/tiles.js';
import { isOffMap } from '../core/board.js';

/** U-Boat tiles on the map, in roster order. */
export function uBoatsOnMap(st: GameState): string[] {
  return UBOAT_IDS.filter((id) => !isOffMap(st.loc[id])); // not built (or spent, §6.2.4), or gone
}

/**
 * "Discard one U-Boat of your choice" (§5.3.2, §8.6, R42): any U-Boat tile still in the game may be the one —
 * each one on the map (Belgium or France), and one still on the Counter Tray, which can then never be built
 * (the tray tiles are identical, so one action stands for them). A U-Boat spent against a deployment went
 * back to the tray and is still in the game.
 */
export function uBoatsToDiscard(st: GameState): string[] {
  const out = uBoatsOnMap(st);
  const inTray = UBOAT_IDS.find((id) => st.loc[id] === 'counter-tray');
  if (inTray !== undefined) out.push(inTray);
  return out;
}
