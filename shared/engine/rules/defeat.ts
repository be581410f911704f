// §15.2 German Defeat: the roll after an Over the Top tile is placed, and what follows a fizzle (cities
// into Unruhe, one free CP attack per city, R32).
import { defineDecision, defineProc, pop, type Action } from '../core/flow.js';
import { emit, note } from '../core/events.js';
import { rollDice } from '../core/random.js';
import { kindOf, moveTile, tilesAt, unruheCount } from '../core/board.js';
import { COUNTRY_BY_ID } from '../../data/board.js';
import { TRENCH_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { allTargets } from './attack-targets.js';
import { resolveAttack } from './combat.js';

export interface DefeatData {
  /** The Country whose Over the Top tile was just placed. */
  readonly country: CountryId;
}

interface UnrestData {
  readonly country: CountryId;
}

interface CityAttackData {
  readonly country: CountryId;
  /** Free attacks won by the cities moved to Unruhe, and how many are already used. */
  readonly total: number;
  used: number;
}

/** The result label of a lost campaign (st.over.band); the project's own wording. */
const DEFEAT_BAND = 'Defeat';
/** §15.2: a fizzle sends Trenches back to the tray (they return at §6.6). */
const TRAY = 'counter-tray';

const pushCityAttacks = defineDecision<CityAttackData>('defeat:city-attack', {
  prompt: (_st, d) => ({
    rule: '§15.2',
    text: `Free attack ${d.used + 1} of ${d.total} bought by the cities in unrest (the crisis is in ${COUNTRY_BY_ID[d.country].name}): pick any target`,
  }),
  actions: (st) => {
    const out: Action[] = allTargets(st, 'city').map((target) => ({ type: 'attack', target }));
    out.push({ type: 'decline' }); // give up the free attacks still left
    return out;
  },
  apply: (st, f, a) => {
    if (a.type === 'decline') {
      note(st, '§15.2', `${f.d.total - f.d.used} free attack(s) left unused`);
      pop(st);
      return;
    }
    resolveAttack(st, String(a.target), 'city', '§15.2'); // free; DRMs as for any CP attack
    f.d.used++;
    if (f.d.used >= f.d.total) pop(st);
  },
  autoWhenSingle: true, // only `decline` left: no target anywhere
});

const pushUnrest = defineDecision<UnrestData>('defeat:unrest', {
  prompt: () => ({
    rule: '§15.2',
    text: 'The Defeat fizzled: choose how many cities fall into unrest; each buys one free attack',
  }),
  actions: (st) => {
    const out: Action[] = [];
    const calm = tilesAt(st, 'ruhe').length;
    for (let n = 1; n <= calm; n++) out.push({ type: 'unrest', cities: n });
    return out;
  },
  apply: (st, f, a) => {
    const n = Number(a.cities);
    // Cities are alike: they move in roster order.
    const calm = tilesAt(st, 'ruhe');
    for (let i = 0; i < n; i++) moveTile(st, calm[i], 'unruhe', '§15.2');
    pop(st);
    pushCityAttacks(st, { country: f.d.country, total: n, used: 0 });
  },
  // §15.2: at least one city must move; with a single city in Ruhe the rules leave nothing to choose.
  autoWhenSingle: true,
});

export const pushDefeatCheck = defineProc<DefeatData>('defeat-check', (st, f) => {
  switch (f.s++) {
    case 0: {
      const { country } = f.d;
      // §15.2: two dice, never any DRM; at most the cities in Unruhe and Germany falls.
      const dice = rollDice(st, 2, '§15.2', 'Defeat check');
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
      if (tilesAt(st, 'ruhe').length === 0) {
        note(st, '§15.2', 'No city is left in Ruhe: nothing more to move, no free attacks');
        pop(st);
        return;
      }
      pushUnrest(st, { country });
      return;
    }
    default:
      pop(st);
  }
});
