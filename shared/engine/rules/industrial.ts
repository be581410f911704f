// §13 Industrial phase: one shopping list, bought in any order until the player is done — U-Boats (§13.1,
// §13.1.1, R36), Blockade Runners out of Neutral Ports (§13.2) and the Siegfried Line (§13.3), 2 RM each.
import type { GameState } from '../core/state.js';
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { BuildRunner, BuildSiegfried, BuildUBoat, Done } from '../core/actions.js';
import { emit } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll, onFacesNeed } from './roll-needs.js';
import { addRm, countryActive, isAt, moveTile, rm } from '../core/board.js';
import { COSTS } from '../../data/costs.js';
import { DIE } from '../../data/dice.js';
import { RUNNER_IDS, UBOAT_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { pushUsEntry } from './us-entry.js';
import { uBoatsOnMap } from './u-boats.js';

type Empty = Record<string, never>;

/** §13.1: U-Boats only ever sit in Belgium or France; the first one on the map goes to Belgium. */
const UBOAT_COUNTRIES: readonly CountryId[] = ['belgium', 'france'];
const FIRST_UBOAT_COUNTRY: CountryId = 'belgium';

/** §13.1: where a new U-Boat may go — Belgium if none is on the map, else a Country at war without one. */
function uBoatDestinations(st: GameState): CountryId[] {
  const onMap = uBoatsOnMap(st);
  if (onMap.length === 0) return [FIRST_UBOAT_COUNTRY];
  return UBOAT_COUNTRIES.filter((c) => countryActive(st, c) && !onMap.some((id) => st.loc[id] === c));
}

/** The §13 shopping list. */
type Purchase = BuildUBoat | BuildRunner | BuildSiegfried | Done;

function purchases(st: GameState): Purchase[] {
  const out: Purchase[] = [];
  // Discarded U-Boats are gone for good: only those on the Counter Tray can be built.
  if (rm(st) >= COSTS.uBoat && UBOAT_IDS.some((id) => st.loc[id] === 'counter-tray')) {
    for (const country of uBoatDestinations(st)) out.push({ type: 'build-u-boat', country });
  }
  if (rm(st) >= COSTS.runner && RUNNER_IDS.some((id) => st.loc[id] === 'neutral-ports')) out.push({ type: 'build-runner' });
  if (rm(st) >= COSTS.siegfried && isAt(st, 'siegfried-line', 'germany')) out.push({ type: 'build-siegfried' });
  out.push({ type: 'done' });
  return out;
}

function buildUBoat(st: GameState, country: CountryId): void {
  const boat = UBOAT_IDS.find((id) => st.loc[id] === 'counter-tray');
  if (boat === undefined) return;
  addRm(st, -COSTS.uBoat, '§13.1');
  moveTile(st, boat, country, '§13.1');
  // §13.1.1: each time a second U-Boat goes on the map, a neutral USA may enter the war (R36).
  if (uBoatsOnMap(st).length < 2 || st.f.usaAtWar) return;
  const faces: readonly number[] = DIE.unrestrictedSubUsEntry;
  const die = rollDie(st, '§13.1.1', 'Unrestricted Submarine Warfare', asksRoll(st) ? onFacesNeed(faces, 'the USA enters the war', 'it stays neutral') : undefined);
  const success = faces.includes(die);
  emit(st, { type: 'check', rule: 'R36', check: 'unrestricted-submarine-warfare', roll: die, need: { faces }, success });
  if (success) pushUsEntry(st, { rule: 'R36' });
}

const pushPurchases = defineDecision<Empty, Purchase>('industrial-purchases', {
  prompt: (st) => ({ rule: '§13', text: `Spend your ${rm(st)} RM on U-Boats, Blockade Runners or the Siegfried Line, then finish.` }),
  actions: purchases,
  apply: (st, _f, action) => {
    switch (action.type) {
      case 'build-u-boat':
        buildUBoat(st, action.country);
        return;
      case 'build-runner': {
        const runner = RUNNER_IDS.find((id) => st.loc[id] === 'neutral-ports');
        if (runner === undefined) return;
        addRm(st, -COSTS.runner, '§13.2');
        moveTile(st, runner, 'blockade-runners-box', '§13.2');
        return;
      }
      case 'build-siegfried':
        addRm(st, -COSTS.siegfried, '§13.3');
        moveTile(st, 'siegfried-line', 'belgium', '§13.3');
        return;
      case 'done':
        pop(st);
    }
  },
  autoWhenSingle: true, // nothing affordable: only "done" is left
});

export const pushIndustrialPhase = defineSteps<Empty>('phase:industrial', [
  ['§13.1–§13.3 U-Boats, Blockade Runners and the Siegfried Line until the player is done', (st) => pushPurchases(st, {})],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const INDUSTRIAL_FRAMES = [pushIndustrialPhase, pushPurchases] as const;
