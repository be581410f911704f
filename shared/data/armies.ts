// The 60 Entente (EP) armies, in roster order: the order of components.json tiles.armies.
// R1: ties between equally strong/weak armies are broken by this order, so never reorder this list.
// Strengths and marks are printed on the tiles (§2.4); sources per group below.
import { tableById } from './table-by-id.js';

/** An EP army tile. */
export interface ArmyDef {
  readonly id: string;
  readonly name: string;
  /** Nationality abbreviation from the tile's bumper sticker (§2.4): GB, B, F, I, SRB, RUS, R, AAO, USA, AM, ASY, IND, ANA, ZA. */
  readonly nationality: string;
  /** Home box: a CountryId, 'roumania', a TheaterId or 'gallipoli' (MEF). */
  readonly theater: string;
  /** Combat strength (§10.1); [a, b] = a while Turkey is neutral or CP, b after Turkey surrenders (§2.4). */
  readonly strength: number | readonly [number, number];
  /** ☠: discarded when defeated (§10.5). */
  readonly skull: boolean;
  /** *: part of a replacement chain (§2.4, §5.2.1, §10.5.1). */
  readonly asterisk: boolean;
  /** Near-East (⚙/C) unit, used only in the Near East (§2.4, §12.0). */
  readonly nearEast: boolean;
  /**
   * Counts as British: GB (incl. the MEF, Dunsterforce, Lawrence), the Belgian Army (§6.1.2),
   * South Africans and the ANA (§8.5, §12.0). Indian forces (IND) are not.
   */
  readonly british: boolean;
}

interface Marks {
  readonly skull?: boolean;
  readonly asterisk?: boolean;
  readonly nearEast?: boolean;
}

const BRITISH_NATIONALITIES: readonly string[] = ['GB', 'B', 'ZA', 'ANA'];

function army(
  id: string,
  name: string,
  nationality: string,
  theater: string,
  strength: number | readonly [number, number],
  marks: Marks = {},
): ArmyDef {
  return {
    id,
    name,
    nationality,
    theater,
    strength,
    skull: marks.skull === true,
    asterisk: marks.asterisk === true,
    nearEast: marks.nearEast === true,
    british: BRITISH_NATIONALITIES.includes(nationality),
  };
}

export const ARMIES: readonly ArmyDef[] = [
  // Belgium: Belgian Army treated as British (§6.1.2); BEF ☠ and * (§10.5.1); British 2nd = 4 (§10.1.1 example).
  // "Four British asterisks" (§2.4) = BEF, 2nd, 3rd, 4th; the 2nd's asterisk is inferred (components.json).
  army('be-army', 'Belgian Army', 'B', 'belgium', 3),
  army('gb-bef', 'British Expeditionary Force', 'GB', 'belgium', 5, { skull: true, asterisk: true }),
  army('gb-1', 'British 1st Army', 'GB', 'belgium', 4),
  army('gb-2', 'British 2nd Army', 'GB', 'belgium', 4, { asterisk: true }),
  army('gb-3', 'British 3rd Army', 'GB', 'belgium', 3, { asterisk: true }),
  army('gb-4', 'British 4th Army', 'GB', 'belgium', 3, { asterisk: true }),
  // France: French 1st = 3, 5th = 2 (§10.1 example); 4th and 5th carry the two French asterisks (§2.4, §5.2.1).
  army('fr-1', 'French 1st Army', 'F', 'france', 3),
  army('fr-2', 'French 2nd Army', 'F', 'france', 4),
  army('fr-3', 'French 3rd Army', 'F', 'france', 3),
  army('fr-4', 'French 4th Army', 'F', 'france', 3, { asterisk: true }),
  army('fr-5', 'French 5th Army', 'F', 'france', 2, { asterisk: true }),
  // Italy: 4th and Carnia carry the two Italian asterisks (§2.4, §5.2.1 example).
  army('it-1', 'Italian 1st Army', 'I', 'italy', 2),
  army('it-2', 'Italian 2nd Army', 'I', 'italy', 2),
  army('it-3', 'Italian 3rd Army', 'I', 'italy', 3),
  army('it-4', 'Italian 4th Army', 'I', 'italy', 2, { asterisk: true }),
  army('it-carnia', 'Italian Carnia Army', 'I', 'italy', 2, { asterisk: true }),
  // Serbia: dual strength 3/4 (§2.4); Montenegro is Serbian for all purposes (§2.4).
  army('srb-1', 'Serbian 1st Army', 'SRB', 'serbia', [3, 4]),
  army('srb-2', 'Serbian 2nd Army', 'SRB', 'serbia', [3, 4]),
  army('srb-3', 'Serbian 3rd Army', 'SRB', 'serbia', [3, 4]),
  army('srb-uzice', 'Serbian Užice Army', 'SRB', 'serbia', [3, 4]),
  army('srb-montenegro', 'Serbian Montenegro Army', 'SRB', 'serbia', [3, 4]),
  // Lithuania: 2-strength Russians; Ukraine: 3-strength Russians (§2.4).
  army('rus-1', 'Russian 1st Army', 'RUS', 'lithuania', 2),
  army('rus-2', 'Russian 2nd Army', 'RUS', 'lithuania', 2),
  army('rus-4', 'Russian 4th Army', 'RUS', 'lithuania', 2),
  army('rus-6', 'Russian 6th Army', 'RUS', 'lithuania', 2),
  army('rus-10', 'Russian 10th Army', 'RUS', 'lithuania', 2),
  army('rus-3', 'Russian 3rd Army', 'RUS', 'ukraine', 3),
  army('rus-5', 'Russian 5th Army', 'RUS', 'ukraine', 3),
  army('rus-7', 'Russian 7th Army', 'RUS', 'ukraine', 3),
  army('rus-8', 'Russian 8th Army', 'RUS', 'ukraine', 3),
  army('rus-9', 'Russian 9th Army', 'RUS', 'ukraine', 3),
  // Roumania: three ☠ armies (§8.4, §10.5).
  army('rou-1', 'Roumanian 1st Army', 'R', 'roumania', 2, { skull: true }),
  army('rou-2', 'Roumanian 2nd Army', 'R', 'roumania', 2, { skull: true }),
  army('rou-north', 'Roumanian North Army', 'R', 'roumania', 2, { skull: true }),
  // AAO: dual strength 2/4, replaces the Serbs after a Serbian Kaiserschlacht (§2.4, §15.1.4, R31).
  army('aao-1', 'AAO 1st Army', 'AAO', 'serbia', [2, 4]),
  army('aao-2', 'AAO 2nd Army', 'AAO', 'serbia', [2, 4]),
  army('aao-ndac', 'AAO NDAC Army', 'AAO', 'serbia', [2, 4]),
  army('aao-orient', 'AAO Orient Army', 'AAO', 'serbia', [2, 4]),
  army('aao-salonika', 'AAO Salonika Army', 'AAO', 'serbia', [2, 4]),
  // USA: the four American asterisks (§2.4, §8.6); schedule in tables.ts OVER_THERE.
  army('usa-i', 'USA I Corps', 'USA', 'france', 4, { asterisk: true }),
  army('usa-iv', 'USA IV Corps', 'USA', 'france', 4, { asterisk: true }),
  army('usa-v', 'USA V Corps', 'USA', 'belgium', 4, { asterisk: true }),
  army('usa-vi', 'USA VI Corps', 'USA', 'belgium', 4, { asterisk: true }),
  // Armenia: four Russian Near-East armies, then the four "A" units after Russia surrenders (§12.0, §15.1.5).
  army('rus-caucasus', 'Russian Caucasus Army', 'RUS', 'armenia', 2, { nearEast: true }),
  army('rus-cossacks', 'Russian Cossacks', 'RUS', 'armenia', 2, { nearEast: true }),
  army('rus-kars', 'Russian Kars Army', 'RUS', 'armenia', 2, { nearEast: true }),
  army('rus-turkestan', 'Russian Turkestan Army', 'RUS', 'armenia', 2, { nearEast: true }),
  army('am-1-rifles', 'Armenian 1st Rifles', 'AM', 'armenia', 3, { nearEast: true }),
  army('am-2-rifles', 'Armenian 2nd Rifles', 'AM', 'armenia', 3, { nearEast: true }),
  army('assyrians', 'Assyrians', 'ASY', 'armenia', 2, { nearEast: true }),
  army('dunsterforce', 'Dunsterforce', 'GB', 'armenia', 2, { nearEast: true }),
  // Mesopotamia: Indian Expeditionary Forces "M" (§12.0); start places fixed by R37 (setup.ts).
  army('ind-a', 'Indian Expeditionary Force A', 'IND', 'mesopotamia', 3, { nearEast: true }),
  army('ind-b', 'Indian Expeditionary Force B', 'IND', 'mesopotamia', 3, { nearEast: true }),
  army('ind-c', 'Indian Expeditionary Force C', 'IND', 'mesopotamia', 3, { nearEast: true }),
  army('ind-d', 'Indian Expeditionary Force D', 'IND', 'mesopotamia', 3, { nearEast: true }),
  // Palestine: ANA (treated as British, §8.5) and the "P" units based in Egypt (§12.0).
  army('ana', 'Arab Northern Army', 'ANA', 'palestine', 4, { nearEast: true }),
  army('gb-lawrence', 'Lawrence of Arabia', 'GB', 'palestine', 4, { nearEast: true }),
  army('gb-xx-corps', 'British XX Corps', 'GB', 'palestine', 4, { nearEast: true }),
  army('za-saoef', 'South African Overseas Expeditionary Force', 'ZA', 'palestine', 4, { nearEast: true }),
  // Gallipoli: the MEF, strength 3 (its printed "-1" is the DRM of §5.3.1.1) (§5.3.1, R9). Australian flag, British.
  army('gb-mef', 'Mediterranean Expeditionary Force', 'GB', 'gallipoli', 3),
];

/** Army by id. */
export const ARMY_BY_ID: Readonly<Record<string, ArmyDef>> = tableById(ARMIES.map((a) => [a.id, a]));

/** Roster position of each army (R1 tie-break order). */
export const ARMY_INDEX: Readonly<Record<string, number>> = tableById(ARMIES.map((a, i) => [a.id, i]));
