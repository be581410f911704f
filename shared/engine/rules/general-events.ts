// §7.1.2 General Events of the Berliner Tageblatt: each happens once, the first time it is rolled, except the
// French Tank Army (§7.1.2.6). R17: entries and the other events take effect at once, when rolled; the
// Alliances phase (§8) only reports them.
import type { GameState } from '../core/state.js';
import { emit, skipped } from '../core/events.js';
import { countryActive, discardTile, franceSurrendered, moveTile } from '../core/board.js';
import { pushUsEntry } from './us-entry.js';
import type { GeneralEventId } from '../../data/ids.js';
import { ARMIES } from '../../data/tiles.js';

/** The three Roumanian armies (§8.4), placed in the Roumania box on entry: the roster's armies whose home is Roumania. */
const ROUMANIAN_ARMIES: readonly string[] = ARMIES.filter((a) => a.theater === 'roumania').map((a) => a.id);

/** §8: an entry that changes the line-up, remembered for the Alliances phase. */
function recordEntry(st: GameState, id: GeneralEventId): void {
  st.f.entriesThisTurn.push(id);
}

/** §7.1.2.6: the Tank Army goes to France whenever it is not there (never into a surrendered France). */
function frenchTankArmy(st: GameState): void {
  if (franceSurrendered(st)) {
    skipped(st, '§7.1.2.6', { skip: 'tank-army-france-out' });
    return;
  }
  if (st.loc['french-tank-army'] === 'france') return skipped(st, '§7.1.2.6', { skip: 'tank-army-in-france' });
  moveTile(st, 'french-tank-army', 'france', '§7.1.2.6');
}

/**
 * §7.1.2.7: with France and Italy both still at war, Hinden-Luden leaves the game. Our ruling: if it has not
 * come yet it is discarded from the tray all the same, so it never comes (§7.1.2.2 then finds it gone).
 */
function nervenkrieg(st: GameState): void {
  if (!countryActive(st, 'france') || !countryActive(st, 'italy')) {
    skipped(st, '§7.1.2.7', { skip: 'nervenkrieg-no-effect' });
    return;
  }
  if (st.loc['hinden-luden'] !== 'discarded') discardTile(st, 'hinden-luden', '§7.1.2.7');
}

/** Applies one event's effect (the caller has checked that it may happen). */
function applyEffect(st: GameState, id: GeneralEventId): void {
  switch (id) {
    case 'turkish-entry':
      discardTile(st, 'neutral-ottoman', '§8.1');
      st.f.turkeyEnteredThisTurn = true; // §8.1 / R17: a Near East phase this turn even in Summer
      recordEntry(st, id);
      return;
    case 'italian-entry':
      discardTile(st, 'neutral-italy', '§8.2');
      recordEntry(st, id);
      return;
    case 'bulgarian-entry':
      discardTile(st, 'neutral-bulgaria', '§8.3');
      moveTile(st, 'pink-serbia-outflanked', 'serbia', '§8.3');
      recordEntry(st, id);
      return;
    case 'roumanian-entry':
      discardTile(st, 'neutral-roumania', '§8.4');
      moveTile(st, 'hypothesis-z', 'austria-hungary', '§8.4');
      for (const army of ROUMANIAN_ARMIES) moveTile(st, army, 'roumania', '§8.4');
      recordEntry(st, id);
      return;
    case 'arab-revolt': // §7.1.2.1.1: the Arab Revolt comes like an entry
      st.f.anaFaceUp = true; // §8.5: Palestine opens to deployments (§12.4.1)
      recordEntry(st, id);
      return;
    case 'us-entry':
      if (!st.f.usaAtWar) recordEntry(st, id); // already at war (§12.6.1, §13.1.1): nothing new to report
      pushUsEntry(st, { rule: '§7.1.2.1' });
      return;
    case 'hinden-luden':
      if (st.loc['hinden-luden'] === 'discarded') {
        skipped(st, '§7.1.2.2', { skip: 'hinden-luden-removed' });
        return;
      }
      moveTile(st, 'hinden-luden', 'germany', '§7.1.2.2');
      return;
    case 'siegfried-line':
      moveTile(st, 'siegfried-line', 'germany', '§7.1.2.3');
      return;
    case 'german-bombers':
      moveTile(st, 'german-bombers', 'germany', '§7.1.2.4');
      return;
    case 'british-bombers':
      moveTile(st, 'british-bombers', 'germany', '§7.1.2.5');
      return;
    case 'french-tank-army':
      frenchTankArmy(st);
      return;
    case 'nervenkrieg':
      nervenkrieg(st);
      return;
  }
}

/** §7.1.2: one General event of the rolled row; first time only, except the French Tank Army (§7.1.2.6). */
export function applyGeneralEvent(st: GameState, id: GeneralEventId): void {
  const first = !st.f.generalEvents.includes(id);
  if (!first && id !== 'french-tank-army') return skipped(st, '§7.1.2', { skip: 'general-event-again', event: id }); // §7.1.2: it has happened before
  if (!first && st.loc['french-tank-army'] === 'france') return skipped(st, '§7.1.2.6', { skip: 'tank-army-in-france' }); // §7.1.2.6: only a removed Tank Army comes back
  if (first) st.f.generalEvents.push(id);
  emit(st, { type: 'general-event', rule: '§7.1.2', event: id });
  applyEffect(st, id);
}
