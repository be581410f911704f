// §7.1.1 Special ■ Events of the Berliner Tageblatt: the marker goes onto the event's box every time it is
// rolled (its DRM is read by the CP Attack phase, §10.2); four events also act at once (§7.1.1.1–§7.1.1.4).
import { specialEventBox } from '../../data/locations.js';
import type { GameState } from '../core/state.js';
import { emit, skipped } from '../core/events.js';
import { armiesAt, armyCount, countryActive, discardTile, franceSurrendered, moveTile, weakest } from '../core/board.js';
import { pushDeploy } from './deploy.js';
import { COUNTRIES, COUNTRY_BY_ID } from '../../data/board.js';
import { FORT_IDS } from '../../data/tiles.js';
import type { CountryId, SpecialEventId } from '../../data/ids.js';

/** The one Special Event marker tile (§7.1.1). */
const MARKER = 'special-event';
/** France's Border Forts tile (tiles.ts: -1 starts in Belgium, -2 in France), the Verdun forts of §7.1.1.1. */
const FRANCE_BORDER_FORTS = FORT_IDS[1];

/** R19: the Countries counted by Spanish Flu and US Assistance — the six boxes, skipping neutral and surrendered ones. */
function countedCountries(st: GameState): { id: CountryId; armies: number }[] {
  const out: { id: CountryId; armies: number }[] = [];
  for (const c of COUNTRIES) if (countryActive(st, c.id)) out.push({ id: c.id, armies: armyCount(st, c.id) });
  return out;
}

/** §7.1.1.2: the Countries tied for the highest army count, in BFLUIS order. */
export function highestCountries(st: GameState): CountryId[] {
  const counts = countedCountries(st);
  const max = Math.max(...counts.map((c) => c.armies));
  return counts.filter((c) => c.armies === max).map((c) => c.id);
}

/** §7.1.1.3: the Countries tied for the lowest army count, in BFLUIS order. */
export function lowestCountries(st: GameState): CountryId[] {
  const counts = countedCountries(st);
  const min = Math.min(...counts.map((c) => c.armies));
  return counts.filter((c) => c.armies === min).map((c) => c.id);
}

/** §7.1.1.1 / R18: the first Place of Execution puts France in Danger and France's Border Forts into France. */
function placeOfExecution(st: GameState): void {
  if (st.f.placeOfExecutionDone) return skipped(st, '§7.1.1.1', { skip: 'place-of-execution-done' });
  st.f.placeOfExecutionDone = true;
  // Our ruling: with France out of the war there is no Verdun to defend; the first time is used up all the same.
  if (franceSurrendered(st)) {
    skipped(st, '§7.1.1.1', { skip: 'place-of-execution-france-out' });
    return;
  }
  moveTile(st, 'pink-france-in-danger', 'france', '§7.1.1.1');
  moveTile(st, FRANCE_BORDER_FORTS, 'france', 'R18'); // R18: even if the forts had been defeated before
}

/** §7.1.1.2 / R19 / R3: each Country with the most armies sends its weakest (R1) to Reserves, never its last. */
function spanishFlu(st: GameState): void {
  for (const id of highestCountries(st)) {
    const armies = armiesAt(st, id);
    if (armies.length <= 1) {
      skipped(st, 'R3', { skip: 'spanish-flu-last-army', country: id }); // R3: never empty a Country
      continue;
    }
    const victim = weakest(st, armies);
    if (victim !== null) moveTile(st, victim, COUNTRY_BY_ID[id].reserves, '§7.1.1.2');
  }
}

/**
 * §7.1.1.3 / R19: each Country with the fewest armies gets one ordinary deployment (OTT and Defeat check at five).
 * R8 (amended): it is not a Chit's order, so U-Boats, the French Mutiny and the Siegfried Line do not stop it.
 */
function usAssistance(st: GameState): void {
  const targets = lowestCountries(st);
  // Pushed last-first so the deployments run in BFLUIS order; the counts were taken before any of them.
  for (let i = targets.length - 1; i >= 0; i--) pushDeploy(st, { country: targets[i], rule: '§7.1.1.3', source: 'us-assistance' });
}

/** §7.1.1.4: Diaz removes Italy in Danger from the game (wherever it is: it will not come back). */
function diaz(st: GameState): void {
  if (st.loc['pink-italy-in-danger'] !== 'discarded') discardTile(st, 'pink-italy-in-danger', '§7.1.1.4');
  else skipped(st, '§7.1.1.4', { skip: 'diaz-nothing' });
}

/** §7.1.1: the marker onto the event's box, then the event's immediate effect, if it has one. */
export function applySpecialEvent(st: GameState, id: SpecialEventId): void {
  moveTile(st, MARKER, specialEventBox(id), '§7.1.1');
  emit(st, { type: 'special-event', rule: '§7.1.1', event: id });
  switch (id) {
    case 'place-of-execution':
      placeOfExecution(st);
      return;
    case 'spanish-flu':
      spanishFlu(st);
      return;
    case 'us-assistance':
      usAssistance(st);
      return;
    case 'diaz':
      diaz(st);
      return;
    default:
      return; // only a DRM for this turn's CP attacks (§10.2)
  }
}
