// The statistics across the campaign library (main/library/statistics.ts counts them; the Statistics
// screen, kk stats and the CSV show them). Types only: plain JSON, so IPC and the web host carry it alike.

/** How many Armistice campaigns ended in one of the §15.3 result bands. */
export interface BandCount {
  /** The band's name in our own words (shared/data/victory.ts). */
  readonly label: string;
  /** Its VP range in words: "65 or more", "60–64", "19 or less". */
  readonly range: string;
  readonly count: number;
}

/** How many Defeats came through one front (§15.2: the Country whose Over the Top tile broke through). */
export interface FrontCount {
  /** The Country's printed name, or "Front not recorded". */
  readonly front: string;
  readonly count: number;
}

/** The statistics of one group of campaigns (all of them, or those played with one optional rule's value). */
export interface StatisticsGroup {
  /** Campaigns kept in the library that can be read (deleted ones and damaged files are not counted). */
  readonly played: number;
  /** Of those, the ones that are over: Armistice or Defeat. */
  readonly finished: number;
  readonly armistices: number;
  readonly defeats: number;
  /** The Armistice results by band, best first (§15.3). */
  readonly bands: readonly BandCount[];
  /** Defeats on each turn: index 0 is turn 1, up to the last turn (27). */
  readonly defeatsByTurn: readonly number[];
  /** Defeats by front, the six Countries in BFLUIS order (§6.1). */
  readonly defeatsByFront: readonly FrontCount[];
  /** The mean VP of the Armistice campaigns, or null when there is none. */
  readonly meanArmisticeVp: number | null;
}

/** The statistics of the campaigns played with one value of one optional rule. */
export interface OptionGroup {
  /** The optional rule's number in RULINGS.md ("O1"). */
  readonly rule: string;
  /** "The Hundred Days: on", "Beginner: fewer Cruisers: two". */
  readonly label: string;
  readonly stats: StatisticsGroup;
}

export interface LibraryStatistics {
  readonly all: StatisticsGroup;
  /** Every value of every optional rule (shared/data/optional-rules.ts), in the table's order. */
  readonly byOption: readonly OptionGroup[];
  /** Campaign files that could not be read, so are not counted. */
  readonly unreadable: number;
}
