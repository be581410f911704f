// §15.1 Entente surrenders and §12.7 Turkish surrender: what changes on the board.
import type { GameState } from '../core/state.js';
import { emit } from '../core/events.js';
import { discardTile, isAt, moveTile, turkeyStatus } from '../core/board.js';
import { ARMIES } from '../../data/tiles.js';
import { THEATERS } from '../../data/board.js';
import type { CountryId } from '../../data/ids.js';
import type { RuleRef } from '../../data/rule-numbers.js';

const SERBIAN = 'SRB';
const RUSSIAN = 'RUS';
/** R31: of the five AAO armies one goes into Serbia, the other four into Serbia Reserves (R1 order). */
const AAO_INTO_SERBIA = 1;
/** §15.1.5: the Rifles army that moves into Armenia at once (the two Rifles are alike; R1 order). */
const RIFLES_INTO_ARMENIA = 'am-1-rifles';
const ARMENIA = THEATERS.find((t) => t.id === 'armenia');

function stillInPlay(st: GameState, tile: string): boolean {
  return st.loc[tile] !== 'discarded';
}

/** §12.7: the Ottoman Empire surrenders (Gallipoli §5.3.1 or a fifth army R33). */
export function surrenderTurkey(st: GameState, rule: RuleRef): void {
  if (turkeyStatus(st) === 'surrendered') return;
  moveTile(st, 'surrender-ottoman', 'ottoman-turkey', rule);
  emit(st, { type: 'surrender', rule, country: 'ottoman-turkey' });
}

/** §8.4 / R3: Roumania's three armies are gone. Hypothesis Z goes with them. */
export function surrenderRoumania(st: GameState, rule: RuleRef): void {
  moveTile(st, 'surrender-roumania', 'roumania', rule);
  if (stillInPlay(st, 'hypothesis-z')) discardTile(st, 'hypothesis-z', '§8.4');
  emit(st, { type: 'surrender', rule, country: 'roumania' });
}

/** §15.1.4 / R31: a Serbian Kaiserschlacht: the Serbs give way to the Allied Army of the Orient. */
function aaoReplacesSerbs(st: GameState, rule: RuleRef): void {
  for (const a of ARMIES) if (a.nationality === SERBIAN && stillInPlay(st, a.id)) discardTile(st, a.id, 'R31');
  const aao = ARMIES.filter((a) => a.nationality === 'AAO');
  aao.forEach((a, i) => moveTile(st, a.id, i < AAO_INTO_SERBIA ? 'serbia' : 'serbia-reserves', 'R31'));
  // The AAO Over the Top tile takes the Serbian one's place.
  const serbOttAt = st.loc['ott-serbia'];
  moveTile(st, 'ott-aao', serbOttAt === 'discarded' ? 'serbia-reserves' : serbOttAt, 'R31');
  discardTile(st, 'ott-serbia', 'R31');
  if (stillInPlay(st, 'pink-serbia-outflanked')) discardTile(st, 'pink-serbia-outflanked', '§15.1.4');
  moveTile(st, 'berlin-bagdad-railway', 'bulgaria', '§15.1.4');
  st.f.aao = true;
  emit(st, { type: 'surrender', rule, country: 'serbia' });
}

/** §10.7.1 / §15.1.5: Russia collapses (after a Kaiserschlacht in Lithuania or Ukraine). */
export function surrenderRussia(st: GameState, rule: RuleRef): void {
  st.f.russiaSurrendered = true;
  // The Socialist Revolution tiles stay where they are. Every Russian army leaves the game, Near East ones too.
  for (const a of ARMIES) if (a.nationality === RUSSIAN && stillInPlay(st, a.id)) discardTile(st, a.id, '§15.1.5');
  // R40: "still at war" means "not surrendered". The "A" units take the Russians' place in Yerevan at once
  // unless Turkey has surrendered (then nothing happens); one Rifles army moves into Armenia only if Turkey is
  // at war now. If Turkey enters later, the Near East deployments draw them from Yerevan (near-east-deploy.ts).
  const status = turkeyStatus(st);
  if (status !== 'surrendered' && ARMENIA?.rosterAfterRussianSurrender !== undefined) {
    for (const id of ARMENIA.rosterAfterRussianSurrender) if (stillInPlay(st, id)) moveTile(st, id, ARMENIA.reserves, '§15.1.5');
    if (status === 'cp' && isAt(st, RIFLES_INTO_ARMENIA, ARMENIA.reserves)) moveTile(st, RIFLES_INTO_ARMENIA, 'armenia', '§15.1.5');
  }
  if (stillInPlay(st, 'kemal')) discardTile(st, 'kemal', '§15.1.5');
  emit(st, { type: 'surrender', rule, country: 'russia' });
}

/** §15.1: a successful Kaiserschlacht makes the Country surrender (Britain never does, §15.1.1). */
export function surrenderCountry(st: GameState, country: CountryId, rule: RuleRef): void {
  switch (country) {
    case 'france':
    case 'italy': {
      // §15.1.2 / §15.1.3: the Surrender tile; no more deployments into it or attacks on it.
      const tile = `surrender-${country}`;
      moveTile(st, tile, country, rule);
      emit(st, { type: 'surrender', rule, country });
      return;
    }
    case 'serbia':
      aaoReplacesSerbs(st, rule);
      return;
    case 'lithuania':
    case 'ukraine':
      surrenderRussia(st, rule);
      return;
    case 'belgium':
      throw new Error('§15.1.1: Britain never surrenders');
  }
}
