// §8 Alliances phase. R17: the entries took effect when the Tageblatt rolled them (§7.1.2.1); this phase only
// reports, one log sentence per country that entered this turn, what the board now holds because of it.
import type { GameState } from '../core/state.js';
import { defineProc, pop } from '../core/flow.js';
import { emit, skipped } from '../core/events.js';
import { armyCount } from '../core/board.js';
import { HYPOTHESIS_Z } from '../../data/board.js';
import { OVER_THERE } from '../../data/over-there.js';
import { parseCalendar } from '../../data/locations.js';

/** §8.6: the turn each US army now waits for on the Calendar (null: it will never come, R5). */
function usSchedule(st: GameState): { army: string; turn: number | null }[] {
  return OVER_THERE.map(({ usArmy }) => {
    const turn = parseCalendar(st.loc[usArmy]);
    return { army: usArmy, turn: typeof turn === 'number' ? turn : null };
  });
}

function reportEntry(st: GameState, id: string): void {
  switch (id) {
    case 'turkish-entry':
      emit(st, { type: 'alliance', rule: '§8.1', entry: id });
      return;
    case 'italian-entry':
      emit(st, { type: 'alliance', rule: '§8.2', entry: id });
      return;
    case 'bulgarian-entry':
      emit(st, { type: 'alliance', rule: '§8.3', entry: id });
      return;
    case 'roumanian-entry':
      emit(st, { type: 'alliance', rule: '§8.4', entry: id, armies: armyCount(st, 'roumania'), drm: HYPOTHESIS_Z.drm });
      return;
    case 'arab-revolt':
      emit(st, { type: 'alliance', rule: '§8.5', entry: id });
      return;
    case 'us-entry':
      emit(st, { type: 'alliance', rule: '§8.6', entry: id, schedule: usSchedule(st) });
      return;
  }
}

export const pushAlliancesPhase = defineProc<Record<string, never>>('phase:alliances', (st) => {
  pop(st);
  if (st.f.entriesThisTurn.length === 0) {
    skipped(st, '§8', { skip: 'no-entry' });
    return;
  }
  for (const id of st.f.entriesThisTurn) reportEntry(st, id);
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const ALLIANCES_FRAMES = [pushAlliancesPhase] as const;
