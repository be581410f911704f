// Starting position of every tile (§3.2, Setup Sheet as reconstructed in components.json setup.placements; R37).
import { CITY_IDS, CIVIL_SOCIETY_IDS, LIRA_CHIT_IDS, TILES, TURN_CHIT_IDS } from './tiles.js';
import type { TileId } from './ids.js';
import type { Location } from './locations.js';

// Location ids (shared/data/locations.ts lists and types every one):
// - Country boxes and their Reserves: 'belgium', 'belgium-reserves', 'france', 'france-reserves', 'lithuania',
//   'lithuania-reserves', 'ukraine', 'ukraine-reserves', 'italy', 'italy-reserves', 'serbia', 'serbia-reserves';
// - other map boxes: 'germany', 'austria-hungary', 'ottoman-turkey', 'bulgaria', 'roumania', 'gallipoli', 'ireland',
//   'senussi-revolt', 'german-east-africa', 'armenia', 'mesopotamia', 'palestine', 'yerevan', 'india', 'egypt',
//   'british-cruisers-box', 'blockade-runners-box', 'neutral-ports', 'ruhe', 'unruhe';
// - cups and off-map: 'chit-cup', 'lira-cup', 'counter-tray', 'discarded';
// - tracks: 'omnibus:0' … 'omnibus:12', 'omnibus:explosion'; 'air:0' … 'air:4';
//   'calendar:1' … 'calendar:27', 'calendar:hundred-days';
// - sea areas 'sea:1a' … 'sea:4'; Special Events Display boxes 'special-events:<SpecialEventId>'.

/** §3.1: every tile starts on the Counter Tray; those the Setup Sheet does not move stay there (§3.2). */
const DEFAULT_LOCATION: Location = 'counter-tray';

const PLACEMENTS: Readonly<Partial<Record<Location, readonly TileId[]>>> = {
  // The six Countries and their Reserves; each OTT starts in its Country's Reserves (§3.2, §6.1).
  belgium: ['be-army', 'gb-bef', 'gb-1', 'border-forts-1'], // §6.1.2, §10.5.1; gb-2 stays on the tray (§10.5.1)
  'belgium-reserves': ['gb-3', 'gb-4', 'ott-britain'], // §6.1 example: 4-, 3-strength British, Belgian
  france: ['fr-2', 'fr-3', 'border-forts-2', 'pink-france-in-danger'], // France in Danger until §14.3
  'france-reserves': ['fr-1', 'fr-4', 'fr-5', 'ott-france'],
  lithuania: ['rus-1', 'rus-2', 'rus-4'],
  'lithuania-reserves': ['rus-6', 'rus-10', 'ott-russia-lithuania'],
  ukraine: ['rus-3', 'rus-5', 'rus-7'],
  'ukraine-reserves': ['rus-8', 'rus-9', 'ott-russia-ukraine'],
  italy: ['it-1', 'it-2', 'it-3', 'neutral-italy'], // Italy starts neutral (§6.1.1, §8.2)
  'italy-reserves': ['it-4', 'it-carnia', 'ott-italy'],
  serbia: ['srb-1', 'srb-2', 'srb-3'],
  'serbia-reserves': ['srb-uzice', 'srb-montenegro', 'ott-serbia'],
  // Neutral tiles in their boxes (§8.0).
  bulgaria: ['neutral-bulgaria'],
  roumania: ['neutral-roumania'],
  'ottoman-turkey': ['neutral-ottoman'],
  // Near East (§12.0) and East Africa (§12.2, §12.3); which Indian force and Askari start where: R37.
  yerevan: ['rus-caucasus', 'rus-cossacks', 'rus-kars', 'rus-turkestan'],
  armenia: ['armenians'], // §12.6.1
  india: ['ind-a', 'ind-b', 'ind-c'], // R37
  'german-east-africa': ['ind-d', 'askari-1'], // R37
  egypt: ['gb-lawrence', 'gb-xx-corps', 'za-saoef'],
  palestine: ['ana'], // face-down until the Arab Revolt (§8.5, §12.4.1); the face is game state, not a location
  // Germany: High Seas Fleet (§9.1.4) and the three Civil Society tiles (§11.3).
  germany: ['high-seas-fleet', ...CIVIL_SOCIETY_IDS],
  // Omnibus Markers Track (§5.4.1, §9.1.6, §11.1, §11.2, §12.5); start values reconstructed (R4 caps at 12).
  'omnibus:0': ['rm-coin', 'lira-coin', 'pink-socialist-revolution-1'],
  'omnibus:3': ['kaisertreu'],
  'omnibus:5': ['krupp'],
  ruhe: [...CITY_IDS], // §15.2
  // Naval (§9.1): R37 fixes which Blockade Runner is active.
  'blockade-runners-box': ['blockade-runner-1'],
  'neutral-ports': ['blockade-runner-2', 'blockade-runner-3', 'blockade-runner-4'],
  'british-cruisers-box': ['cruiser-1'],
  'air:0': ['air-superiority'], // §9.3: Aéronautique militaire
  // Cups (§2.1, §4.0): Turn Chit #1 (gray) pre-placed on Turn 1; #2–#28 and three Cruisers in the Chit Cup.
  'chit-cup': [...TURN_CHIT_IDS.slice(1), 'cruiser-2', 'cruiser-3', 'cruiser-4'],
  'lira-cup': [...LIRA_CHIT_IDS], // §12.5
  'calendar:1': [TURN_CHIT_IDS[0] ?? 'turn-chit-1'],
};

function buildSetup(): Readonly<Record<TileId, Location>> {
  const result: Record<TileId, Location> = {};
  for (const tile of TILES) result[tile.id] = DEFAULT_LOCATION;
  for (const [location, ids] of Object.entries(PLACEMENTS) as [Location, readonly TileId[]][]) {
    for (const id of ids) {
      if (!(id in result)) throw new Error(`setup: unknown tile ${id}`);
      if (result[id] !== DEFAULT_LOCATION) throw new Error(`setup: tile ${id} placed twice`);
      result[id] = location;
    }
  }
  return result;
}

/** Starting location of every one of the 176 tiles. */
export const SETUP: Readonly<Record<TileId, Location>> = buildSetup();
