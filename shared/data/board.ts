// Map boxes and tracks: the six Countries, the Near East theatres, sea areas, the Omnibus and Air tracks.
import type { CountryId, Letter, ReservesBox, SeaAreaId, TheaterId, TheaterReserves } from './ids.js';

/** An Entente Country box (§2.2, §6.1). */
export interface CountryDef {
  readonly id: CountryId;
  readonly name: string;
  readonly letter: Letter;
  /** Die face of the Random Entente Offensive (§5.4.6). */
  readonly randomOffensiveDie: number;
  readonly reserves: ReservesBox;
  /** Over the Top tile id (§6.3). */
  readonly ott: string;
  /** OTT tile once the AAO replaces the Serbs (§15.1.4, R31). */
  readonly ottAfterAao?: string;
  /** Pink tile enabling a Kaiserschlacht (§10.7); for Russia 'pink-socialist-revolution' = either of the two tiles. */
  readonly pinkTile: string | null;
  /** CP side attacking it; decides Krupp/Kaisertreu (§11.1, §11.2) and Hypothesis Z (§8.4). */
  readonly attackedFrom: 'germany' | 'austria-hungary';
  readonly financeTile: 'krupp' | 'kaisertreu';
  /** RM cost of a Kaiserschlacht (§10.7: 3; §10.7.1 and R28: 4 vs Russia); null = never (Britain, §15.1.1). */
  readonly kaiserschlachtCost: number | null;
}

/** The six Countries in BFLUIS order (§6.1). Die faces: §5.4.6 (1 = Belgium, 2 = France; rest reconstructed). */
export const COUNTRIES: readonly CountryDef[] = [
  {
    id: 'belgium',
    name: 'Belgium',
    letter: 'B',
    randomOffensiveDie: 1,
    reserves: 'belgium-reserves',
    ott: 'ott-britain',
    pinkTile: null,
    attackedFrom: 'germany',
    financeTile: 'krupp',
    kaiserschlachtCost: null,
  },
  {
    id: 'france',
    name: 'France',
    letter: 'F',
    randomOffensiveDie: 2,
    reserves: 'france-reserves',
    ott: 'ott-france',
    pinkTile: 'pink-france-in-danger',
    attackedFrom: 'germany',
    financeTile: 'krupp',
    kaiserschlachtCost: 3,
  },
  {
    id: 'lithuania',
    name: 'Lithuania',
    letter: 'L',
    randomOffensiveDie: 6,
    reserves: 'lithuania-reserves',
    ott: 'ott-russia-lithuania',
    pinkTile: 'pink-socialist-revolution',
    attackedFrom: 'germany',
    financeTile: 'krupp',
    kaiserschlachtCost: 4, // R28
  },
  {
    id: 'ukraine',
    name: 'Ukraine',
    letter: 'U',
    randomOffensiveDie: 5,
    reserves: 'ukraine-reserves',
    ott: 'ott-russia-ukraine',
    pinkTile: 'pink-socialist-revolution',
    attackedFrom: 'austria-hungary',
    financeTile: 'kaisertreu',
    kaiserschlachtCost: 4, // R28
  },
  {
    id: 'italy',
    name: 'Italy',
    letter: 'I',
    randomOffensiveDie: 3,
    reserves: 'italy-reserves',
    ott: 'ott-italy',
    pinkTile: 'pink-italy-in-danger',
    attackedFrom: 'austria-hungary',
    financeTile: 'kaisertreu',
    kaiserschlachtCost: 3,
  },
  {
    id: 'serbia',
    name: 'Serbia',
    letter: 'S',
    randomOffensiveDie: 4,
    reserves: 'serbia-reserves',
    ott: 'ott-serbia',
    ottAfterAao: 'ott-aao',
    pinkTile: 'pink-serbia-outflanked',
    attackedFrom: 'austria-hungary',
    financeTile: 'kaisertreu',
    kaiserschlachtCost: 3, // only vs the Serbs, never vs the AAO (§10.7, §15.1.4)
  },
];

export const COUNTRY_BY_ID: Readonly<Record<CountryId, CountryDef>> = Object.fromEntries(
  COUNTRIES.map((c) => [c.id, c]),
) as Record<CountryId, CountryDef>;

export const COUNTRY_BY_LETTER: Readonly<Record<Letter, CountryDef>> = Object.fromEntries(
  COUNTRIES.map((c) => [c.letter, c]),
) as Record<Letter, CountryDef>;

/** Random Entente Offensive: die face → Country (§5.4.6). */
export const RANDOM_OFFENSIVE_COUNTRY: Readonly<Record<number, CountryId>> = Object.fromEntries(
  COUNTRIES.map((c) => [c.randomOffensiveDie, c.id]),
);

/** A sixth army into a Country places its OTT instead (§6.3, §15.2, R7). */
export const MAX_ARMIES_PER_COUNTRY = 5;

/** A Near East theatre (§12.0, §12.4). */
export interface TheaterDef {
  readonly id: TheaterId;
  /** Its reserve box on the map. */
  readonly reserves: TheaterReserves;
  /** Die faces of the §12.4 deployment roll that deploy here (reconstructed; §12.4 example fits a 3). */
  readonly deployDieFaces: readonly number[];
  readonly roster: readonly string[];
  /** Armenia after Russia surrenders: the four "A" units (§15.1.5). */
  readonly rosterAfterRussianSurrender?: readonly string[];
}

export const THEATERS: readonly TheaterDef[] = [
  {
    id: 'armenia',
    reserves: 'yerevan',
    deployDieFaces: [1, 2, 4, 5, 6],
    roster: ['rus-caucasus', 'rus-cossacks', 'rus-kars', 'rus-turkestan'],
    rosterAfterRussianSurrender: ['am-1-rifles', 'am-2-rifles', 'assyrians', 'dunsterforce'],
  },
  {
    id: 'mesopotamia',
    reserves: 'india',
    deployDieFaces: [3, 4, 5, 6],
    roster: ['ind-a', 'ind-b', 'ind-c', 'ind-d'],
  },
  {
    id: 'palestine',
    reserves: 'egypt',
    deployDieFaces: [2, 3, 5, 6], // only once the ANA is face-up (§12.4.1)
    roster: ['ana', 'gb-lawrence', 'gb-xx-corps', 'za-saoef'],
  },
];

/** R33: a deployment roll selecting a theatre that already holds four EP armies surrenders Turkey (§12.4, §12.7). */
export const MAX_ARMIES_PER_THEATER = 4;

/** A Sea Area (§9.1.1). */
export interface SeaAreaDef {
  readonly id: SeaAreaId;
  /** RM earned by a Blockade Runner that is not intercepted (§9.1.1). */
  readonly haul: number;
  /** North Sea (⌘): the only areas the High Seas Fleet may enter (§9.1.4, R21). */
  readonly northSea: boolean;
  readonly region: string;
}

/** §9.0, §9.1, §9.1.7 (1b = Aegean, Turkish smugglers), R21 (North Sea = 2b, 2c, 3, 4). Hauls reconstructed. */
export const SEA_AREAS: readonly SeaAreaDef[] = [
  { id: '1a', haul: 1, northSea: false, region: 'Atlantic north of Ireland' },
  { id: '1b', haul: 1, northSea: false, region: 'Aegean, south of Gallipoli' },
  { id: '2a', haul: 2, northSea: false, region: 'Adriatic, near Serbia' },
  { id: '2b', haul: 2, northSea: true, region: 'North Sea' },
  { id: '2c', haul: 2, northSea: true, region: 'North Sea' },
  { id: '3', haul: 3, northSea: true, region: 'North Sea' },
  { id: '4', haul: 4, northSea: true, region: 'North Sea' },
];

/** A box of the Air Superiority Track (§9.3). */
export interface AirBoxDef {
  readonly box: number;
  readonly name: string;
  /** Who holds the skies while the marker is here (gray = Germany, khaki = Entente). */
  readonly holder: 'germany' | 'entente';
  /**
   * The year this box stands for. §9.3 skips the roll while the holder of the marker's box is the year's normal
   * holder (khaki/Entente in 1914, 1916, 1918; gray/Germany in 1915, 1917).
   */
  readonly year: number;
}

/** §9.3: the marker starts in box 0 and only moves right. */
export const AIR_TRACK: readonly AirBoxDef[] = [
  { box: 0, name: 'Aéronautique militaire', holder: 'entente', year: 1914 },
  { box: 1, name: 'Fokker Scourge', holder: 'germany', year: 1915 },
  { box: 2, name: 'Nieuport & Spad', holder: 'entente', year: 1916 },
  { box: 3, name: 'D-Type Fighters', holder: 'germany', year: 1917 },
  { box: 4, name: 'Mass Production', holder: 'entente', year: 1918 },
];

/** §10.7 ③: a Kaiserschlacht needs every other Country at this many armies or fewer. */
export const KAISERSCHLACHT_MAX_ARMIES_ELSEWHERE = 3;

/** R26: the Red Baron arrives the first time the marker reaches Fokker Scourge, whatever the year (§9.3.1). */
export const RED_BARON_AIR_BOX = 1;

/**
 * Omnibus Markers Track: boxes 0–12 then the Explosion box (§5.4.1.1). RM and Lira cap at 12 (R4).
 * Krupp starts on 5, Kaisertreu on 3 (§11.1, §11.2, reconstructed); the MEF enters on 4 (§5.3.1).
 */
export const OMNIBUS = { max: 12, explosionAt: 13, kruppStart: 5, kaisertreuStart: 3, mefStart: 4 } as const;

/** Hypothesis Z!: -1 to attacks from Austria-Hungary while any Roumanian army is on the map (§8.4). */
export const HYPOTHESIS_Z = { drm: -1, countries: ['italy', 'serbia', 'ukraine', 'roumania'] } as const;
