// The 176 tiles of the game (§2.1): the 60 armies first (roster order, R1), then every other tile.
// Ids: the components.json id for a single tile; "-1", "-2", … appended where a kind has several tiles.
import { ARMIES } from './armies.js';
import { intern } from './intern.js';
import { tableById } from './table-by-id.js';

export type { ArmyDef } from './armies.js';
export { ARMIES, ARMY_BY_ID, ARMY_INDEX } from './armies.js';

/** Any tile. `strength` for armies, Forts and Trenches; `value` for Lira chits; `chit` for Turn Chits. */
export interface TileDef {
  readonly id: string;
  /** 'army', 'ott', 'neutral', 'surrender', 'pink', 'city', 'cruiser', 'lira-chit', 'turn-chit', … */
  readonly kind: string;
  readonly name: string;
  readonly strength?: number;
  readonly value?: number;
  readonly chit?: number;
}

function numbered(prefix: string, count: number): readonly string[] {
  return Array.from({ length: count }, (_, i) => intern(`${prefix}-${i + 1}`));
}

// British Cruisers: 4 (§4.2, §9.1.2).
export const CRUISER_IDS: readonly string[] = numbered('cruiser', 4);
// Blockade Runners: 4 (§9.1, §13.2); the Danish/Dutch/Norwegian/Swedish names are cosmetic.
export const RUNNER_IDS: readonly string[] = numbered('blockade-runner', 4);
// U-Boats: 2 (§13.1, §13.1.1).
export const UBOAT_IDS: readonly string[] = numbered('u-boats', 2);
// Askari: 2 (§12.2, §12.3).
export const ASKARI_IDS: readonly string[] = numbered('askari', 2);
// Border Forts: 2, strength 3, ☠ (§10.3, §10.5); -1 starts in Belgium, -2 in France (setup.ts).
export const FORT_IDS: readonly string[] = numbered('border-forts', 2);
// Trenches: 2, strength 4 (§6.6, §10.3).
export const TRENCH_IDS: readonly string[] = numbered('trenches', 2);
// Civil Society: Constitution, Free Press, Rule of Law (§11.3).
export const CIVIL_SOCIETY_IDS: readonly string[] = numbered('civil-society', 3);
const CIVIL_SOCIETY_NAMES: readonly string[] = ['Constitution', 'Free Press', 'Rule of Law'];
// Lira chits: 18 (§12.5).
export const LIRA_CHIT_IDS: readonly string[] = numbered('lira-chit', 18);
// Turn Chits: 28 (§2.3); index 0 = turn-chit-1.
export const TURN_CHIT_IDS: readonly string[] = numbered('turn-chit', 28);

// Cities: 11, all start in Ruhe (§15.2, §15.3).
const CITIES: readonly (readonly [string, string])[] = [
  ['berlin', 'Berlin'],
  ['breslau', 'Breslau'],
  ['cologne', 'Cologne'],
  ['dresden', 'Dresden'],
  ['frankfurt', 'Frankfurt'],
  ['hamburg', 'Hamburg'],
  ['leipzig', 'Leipzig'],
  ['munich', 'Munich'],
  ['prague', 'Prague'],
  ['vienna', 'Vienna'],
  ['budapest', 'Budapest'],
];
export const CITY_IDS: readonly string[] = CITIES.map(([id]) => intern(`city-${id}`));

// Lira chit values (§12.5, components.json liraChits): 3×0, 3×1, 5×2, 3×3, 2×4, 2×5 = 40 Lira.
const LIRA_VALUES: readonly number[] = [0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5];

const BORDER_FORTS_STRENGTH = 3; // §10.3 (printed value, components.json)
const TRENCHES_STRENGTH = 4; // §6.6, §10.3 (printed value, components.json)

function t(id: string, kind: string, name: string): TileDef {
  return { id, kind, name };
}

const OTHERS: readonly TileDef[] = [
  // Over the Top tiles: one per Country's Reserves, Russia ×2, plus the AAO one (§6.3, §15.1.4, R31).
  t('ott-britain', 'ott', 'Over the Top (Britain)'),
  t('ott-france', 'ott', 'Over the Top (France)'),
  t('ott-italy', 'ott', 'Over the Top (Italy)'),
  t('ott-serbia', 'ott', 'Over the Top (Serbia)'),
  t('ott-aao', 'ott', 'Over the Top (AAO)'),
  t('ott-russia-lithuania', 'ott', 'Over the Top (Russia, Lithuania)'),
  t('ott-russia-ukraine', 'ott', 'Over the Top (Russia, Ukraine)'),
  ...FORT_IDS.map((id, i) => ({
    id,
    kind: 'border-forts',
    name: `Border Forts (${i === 0 ? 'Belgium' : 'France'})`,
    strength: BORDER_FORTS_STRENGTH,
  })),
  ...TRENCH_IDS.map((id, i) => ({ id, kind: 'trenches', name: `Trenches ${i + 1}`, strength: TRENCHES_STRENGTH })),
  t('french-tank-army', 'french-tank-army', 'French Tank Army'), // §7.1.2.6, §10.6
  t('french-mutiny', 'french-mutiny', 'French Mutiny'), // §5.4.1.1, §6.2.1
  ...CRUISER_IDS.map((id, i) => t(id, 'cruiser', `British Cruiser ${i + 1}`)),
  // Neutral tiles (§8.0).
  t('neutral-bulgaria', 'neutral', 'Bulgaria Neutral'),
  t('neutral-italy', 'neutral', 'Italy Neutral'),
  t('neutral-ottoman', 'neutral', 'Ottoman Turkey Neutral'),
  t('neutral-roumania', 'neutral', 'Roumania Neutral'),
  // Surrender tiles (§12.7, §15.1.2, §15.1.3, §8.4).
  t('surrender-france', 'surrender', 'France Surrender'),
  t('surrender-italy', 'surrender', 'Italy Surrender'),
  t('surrender-ottoman', 'surrender', 'Ottoman Surrender'),
  t('surrender-roumania', 'surrender', 'Roumania Surrender'),
  t('hypothesis-z', 'hypothesis-z', 'Hypothesis Z!'), // §8.4
  // Pink tiles enabling a Kaiserschlacht (§10.7): -1 is the Revolution marker on the Omnibus Track (§5.4.1).
  t('pink-france-in-danger', 'pink', 'France in Danger'),
  t('pink-italy-in-danger', 'pink', 'Italy in Danger'),
  t('pink-serbia-outflanked', 'pink', 'Serbia Outflanked'),
  t('pink-socialist-revolution-1', 'pink', 'Socialist Revolution (Revolution marker)'),
  t('pink-socialist-revolution-2', 'pink', 'Socialist Revolution'),
  t('air-superiority', 'air-superiority', 'Air Superiority'), // §9.3
  t('british-bombers', 'british-bombers', 'British Bombers'), // §9.5
  t('armenians', 'armenians', 'Armenians'), // §12.6.1
  t('high-seas-fleet', 'high-seas-fleet', 'High Seas Fleet'), // §9.1.4
  ...RUNNER_IDS.map((id, i) => t(id, 'blockade-runner', `Blockade Runner ${i + 1}`)),
  ...UBOAT_IDS.map((id, i) => t(id, 'u-boats', `U-Boats ${i + 1}`)),
  t('zeppelin', 'zeppelin', 'Zeppelin'), // §9.6
  t('red-baron', 'red-baron', 'Red Baron'), // §9.7, §10.1.1
  t('german-bombers', 'german-bombers', 'German Bombers'), // §9.4
  t('siegfried-line', 'siegfried-line', 'Siegfried Line'), // §13.3
  t('hinden-luden', 'hinden-luden', 'Hinden-Luden'), // §9.2
  ...CIVIL_SOCIETY_IDS.map((id, i) => t(id, 'civil-society', CIVIL_SOCIETY_NAMES[i] ?? id)),
  t('krupp', 'krupp', 'Krupp'), // §11.1
  t('kaisertreu', 'kaisertreu', 'Kaisertreu'), // §11.2
  t('berlin-bagdad-railway', 'berlin-bagdad-railway', 'Berlin-Bagdad Railway'), // §14.1
  t('kemal', 'kemal', 'Kemal'), // §12.6.3
  t('siege-of-kut', 'siege-of-kut', 'Siege of Kut'), // §12.6.2
  ...ASKARI_IDS.map((id, i) => t(id, 'askari', `Askari ${i + 1}`)),
  ...CITIES.map(([id, name]) => t(intern(`city-${id}`), 'city', name)),
  t('special-event', 'special-event', 'Special Event'), // §7.1.1
  t('rm-coin', 'rm-coin', 'Reichsmark coin'), // §9.1.6
  t('lira-coin', 'lira-coin', 'Lira coin'), // §12.5
  ...LIRA_CHIT_IDS.map((id, i) => ({ id, kind: 'lira-chit', name: `Lira chit (${LIRA_VALUES[i]})`, value: LIRA_VALUES[i] })),
  ...TURN_CHIT_IDS.map((id, i) => ({ id, kind: 'turn-chit', name: `Turn Chit #${i + 1}`, chit: i + 1 })),
];

const ARMY_TILES: readonly TileDef[] = ARMIES.map((a) => ({
  id: a.id,
  kind: 'army',
  name: a.name,
  strength: typeof a.strength === 'number' ? a.strength : a.strength[0],
}));

/** All 176 tiles (§2.1): armies first, in roster order, then the rest. */
export const TILES: readonly TileDef[] = [...ARMY_TILES, ...OTHERS];

/** Tile by id. */
export const TILE_BY_ID: Readonly<Record<string, TileDef>> = tableById(TILES.map((tile) => [tile.id, tile]));
