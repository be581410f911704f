// §15.2 German Defeat: the roll after an Over the Top tile is placed, and what follows a fizzle: cities
// into Unruhe one at a time, each making its free CP attack at once (R39, targets by R32).
import type { GameState } from '../core/state.js';
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { Attack, GiveUpAttack, StopUnrest, UnrestAnother } from '../core/actions.js';
import { emit, skipped } from '../core/events.js';
import { rollDice } from '../core/random.js';
import { asksRoll, totalAtMostSum } from './roll-needs.js';
import { countAt, kindOf, moveTile, tilesAt, tilesAtNow, unruheCount } from '../core/board.js';
import { COUNTRY_BY_ID } from '../../data/board.js';
import { TILE_BY_ID, TRENCH_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { cityAttacks } from './box-attacks.js';
import { resolveAttack } from './combat.js';

export interface DefeatData {
  /** The Country whose Over the Top tile was just placed. */
  readonly country: CountryId;
}

export interface CityAttackData {
  /** The Country of the crisis (the prompt names it: the smart place for the attack). */
  readonly country: CountryId;
  /** The City just moved to Unruhe, whose free attack this is. */
  readonly city: string;
  /** How many Cities this fizzle has moved so far, this one included (1 for the first). */
  readonly moved: number;
}

export interface AnotherCityData {
  readonly country: CountryId;
  /** How many Cities this fizzle has moved so far (at least the first, R39). */
  readonly moved: number;
}

/** The result label of a lost campaign (st.over.band); the project's own wording. */
const DEFEAT_BAND = 'Defeat';
/** §15.2: a fizzle sends Trenches back to the tray (they return at §6.6). */
const TRAY = 'counter-tray';

function cities(n: number): string {
  return n === 1 ? '1 City' : `${n} Cities`;
}

/**
 * R39: one City Ruhe → Unruhe (Cities are alike: roster order), then its own free attack at once. The
 * first City moves even when no target is legal: its attack is then lost (the only action left is to give
 * it up, taken automatically).
 */
function unrestOneCity(st: GameState, country: CountryId, moved: number): void {
  const city = tilesAtNow(st, 'ruhe')[0];
  moveTile(st, city, 'unruhe', '§15.2');
  emit(st, { type: 'unruhe', rule: '§15.2', city, cause: 'defeat-check' });
  pushCityAttack(st, { country, city, moved });
}

const pushCityAttack = defineDecision<CityAttackData, Attack | GiveUpAttack>('defeat:city-attack', {
  prompt: (_st, d) => ({
    rule: '§15.2',
    text: `${TILE_BY_ID[d.city].name} has gone into Unruhe (City ${d.moved} of this crisis in ${COUNTRY_BY_ID[d.country].name}): make its free attack on any target, or give that attack up (R39)`,
  }),
  actions: (st) => {
    // R32: any legal target in any box (Forts ignored, never a Country's last army); R39: or give it up.
    const out: (Attack | GiveUpAttack)[] = [];
    cityAttacks(st, out);
    out.push({ type: 'give-up-attack' });
    return out;
  },
  apply: (st, f, a) => {
    pop(st);
    if (a.type === 'attack') {
      resolveAttack(st, a.target, 'city', '§15.2'); // free; DRMs as for any CP attack
    } else {
      skipped(st, 'R39', { skip: 'city-attack-given-up', city: f.d.city });
    }
    // R39: with no City left in Ruhe the sequence ends; otherwise the player decides whether another moves.
    if (countAt(st, 'ruhe') === 0) {
      skipped(st, 'R39', { skip: 'no-city-in-ruhe' });
      return;
    }
    pushAnotherCity(st, { country: f.d.country, moved: f.d.moved });
  },
  autoWhenSingle: true, // no legal target anywhere: only giving the attack up is left
});

const pushAnotherCity = defineDecision<AnotherCityData, UnrestAnother | StopUnrest>('defeat:another-city', {
  prompt: (st, d) => ({
    rule: '§15.2',
    text: `${cities(d.moved)} moved into Unruhe after this fizzle (${unruheCount(st)} in Unruhe now, and each one makes a later Defeat likelier). Move another City from Ruhe to Unruhe for one more free attack, or stop here (R39)`,
  }),
  // R39: stopping is offered only after the first City has moved, which is always the case here.
  actions: () => [{ type: 'unrest-another' }, { type: 'stop-unrest' }],
  apply: (st, f, a) => {
    pop(st);
    if (a.type === 'unrest-another') unrestOneCity(st, f.d.country, f.d.moved + 1);
    else skipped(st, 'R39', { skip: 'unrest-stopped', moved: f.d.moved });
  },
});

export const pushDefeatCheck = defineSteps<DefeatData>('defeat-check', [
  [
    '§15.2 the Defeat roll; a fizzle sends the first City into Unruhe for its free attack (R39)',
    (st, f) => {
      const { country } = f.d;
      // §15.2: two dice, never any DRM; at most the cities in Unruhe and Germany falls.
      const needs = asksRoll(st) ? totalAtMostSum(unruheCount(st), 'Germany falls (one for each City in Unruhe)', 'the Defeat fizzles') : undefined;
      const dice = rollDice(st, 2, '§15.2', 'Defeat check', needs);
      const total = dice[0] + dice[1];
      const unruhe = unruheCount(st);
      const success = total <= unruhe;
      emit(st, { type: 'defeat-check', rule: '§15.2', dice, unruhe, success });
      if (success) {
        // The front is kept so the result screen and the log can say where the lines broke.
        st.over = { result: 'defeat', turn: st.turn, vp: 0, band: DEFEAT_BAND, breakdown: { roll: total, unruhe }, front: country };
        emit(st, { type: 'game-over', rule: '§15.2', result: 'defeat', vp: 0, band: DEFEAT_BAND, front: country });
        pop(st);
        return;
      }
      // The Defeat fizzles: the Over the Top tile back to Reserves, a Trenches tile there back to the tray.
      const def = COUNTRY_BY_ID[country];
      for (const t of tilesAt(st, country)) if (kindOf(t) === 'ott') moveTile(st, t, def.reserves, '§15.2');
      const trench = TRENCH_IDS.find((id) => st.loc[id] === country);
      if (trench !== undefined) moveTile(st, trench, TRAY, '§15.2');
      if (countAt(st, 'ruhe') === 0) {
        skipped(st, '§15.2', { skip: 'no-city-in-ruhe' });
        pop(st);
        return;
      }
      // R39: at least one City must move, so the first moves now, before any choice; its attack follows.
      unrestOneCity(st, country, 1);
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const DEFEAT_FRAMES = [pushDefeatCheck, pushCityAttack, pushAnotherCity] as const;
