// §8 Alliances phase. R17: the entries took effect when the Tageblatt rolled them (§7.1.2.1); this phase only
// reports, one log sentence per country that entered this turn, what the board now holds because of it.
import type { GameState } from '../core/state.js';
import { defineProc, pop } from '../core/flow.js';
import { note } from '../core/events.js';
import { armiesAt } from '../core/board.js';
import { HYPOTHESIS_Z } from '../../data/board.js';
import { OVER_THERE } from '../../data/over-there.js';
import { TILE_BY_ID } from '../../data/tiles.js';
import { parseCalendar } from '../../data/locations.js';

/** §8.6: where each US army now waits on the Calendar (or that it will never come, R5). */
function usSchedule(st: GameState): string {
  return OVER_THERE.map(({ usArmy }) => {
    const turn = parseCalendar(st.loc[usArmy]);
    const name = TILE_BY_ID[usArmy].name;
    return turn !== null ? `${name} on Turn ${turn}` : `${name} never (after the last turn)`;
  }).join(', ');
}

function reportEntry(st: GameState, id: string): void {
  switch (id) {
    case 'turkish-entry':
      note(st, '§8.1', 'Ottoman Turkey is now a Central Power: the Near East phase is played this turn, even in Summer, and on every later non-Summer turn.');
      return;
    case 'italian-entry':
      note(st, '§8.2', 'Italy is now at war with the Central Powers: deployments into Italy take place and Italy may be attacked.');
      return;
    case 'bulgarian-entry':
      note(st, '§8.3', 'Bulgaria is now a Central Power: Serbia Outflanked lies in Serbia, so a Kaiserschlacht against Serbia becomes possible.');
      return;
    case 'roumanian-entry':
      note(
        st,
        '§8.4',
        `Roumania is now at war with ${armiesAt(st, 'roumania').length} armies in its box; Hypothesis Z! gives ${HYPOTHESIS_Z.drm} ` +
          'to attacks from Austria-Hungary while any Roumanian army is on the map.',
      );
      return;
    case 'arab-revolt':
      note(st, '§8.5', 'The Arab Revolt: the Arab Northern Army is face up and Palestine is open to British deployments.');
      return;
    case 'us-entry':
      note(st, '§8.6', `The USA is now at war. Over There: ${usSchedule(st)}.`);
      return;
  }
}

defineProc<Record<string, never>>('phase:alliances', (st) => {
  pop(st);
  if (st.f.entriesThisTurn.length === 0) {
    note(st, '§8', 'No country entered the war this turn: the alliances stay as they were.');
    return;
  }
  for (const id of st.f.entriesThisTurn) reportEntry(st, id);
});
