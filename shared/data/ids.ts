// Identifier unions shared by the data tables and the engine.

/**
 * A tile id: one of the 176 ids of shared/data/tiles.ts (TILE_BY_ID holds every one). A plain string to the
 * type-checker: the roster is built from counts at run time (`cruiser-1` … `cruiser-4`), so the engine checks
 * tile ids from outside (scenarios, actions) against TILE_BY_ID.
 */
export type TileId = string;

/** The six Entente Country boxes (§2.2), in BFLUIS letter order (§6.1). */
export type CountryId = 'belgium' | 'france' | 'lithuania' | 'ukraine' | 'italy' | 'serbia';

/** The three Ottoman Near East theatres (§12.0). */
export type TheaterId = 'armenia' | 'mesopotamia' | 'palestine';

/** A Country's Reserves box (§6.1): 'belgium-reserves' … 'serbia-reserves'. */
export type ReservesBox = `${CountryId}-reserves`;

/** The box a Near East theatre's armies wait in (§12.4): Armenia ← Yerevan, Mesopotamia ← India, Palestine ← Egypt. */
export type TheaterReserves = 'yerevan' | 'india' | 'egypt';

/** The seven Sea Areas (§9.1.1). */
export type SeaAreaId = '1a' | '1b' | '2a' | '2b' | '2c' | '3' | '4';

/** Turn-chit deployment letters (§6.1). */
export type Letter = 'B' | 'F' | 'L' | 'U' | 'I' | 'S';

/** The 14 Special ■ Events, in Special Events Display order (§7.1.1, §10.2). */
export type SpecialEventId =
  | 'putnik'
  | 'british-shell-shortage'
  | 'poison-gas'
  | 'mackensen'
  | 'place-of-execution'
  | 'brusilov'
  | 'stosstruppen'
  | 'hoffmann'
  | 'alpenkorps'
  | 'foch'
  | 'spanish-flu'
  | 'us-assistance'
  | 'diaz'
  | 'black-day-of-the-army';

/** The 12 General Events of the Berliner Tageblatt (§7.1.2). */
export type GeneralEventId =
  | 'turkish-entry'
  | 'italian-entry'
  | 'bulgarian-entry'
  | 'hinden-luden'
  | 'roumanian-entry'
  | 'siegfried-line'
  | 'german-bombers'
  | 'arab-revolt'
  | 'us-entry'
  | 'british-bombers'
  | 'french-tank-army'
  | 'nervenkrieg';
