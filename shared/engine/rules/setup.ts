// §3 Setup: every tile from the Setup Sheet data to its starting place; option O3 removes Cruisers.
import type { GameState } from '../core/state.js';
import { SETUP } from '../../data/setup.js';
import { CRUISER_IDS } from '../../data/tiles.js';
import { moveTile, placeAll } from '../core/board.js';

export function applySetup(st: GameState): void {
  placeAll(st, SETUP);
  // §3.2 / O3: the beginner removes one or two Cruisers from the game, taken from the chit cup.
  const inCup = CRUISER_IDS.filter((id) => st.loc[id] === 'chit-cup').reverse();
  for (let i = 0; i < st.options.removeCruisers; i++) moveTile(st, inCup[i], 'discarded', '§3.2');
}
