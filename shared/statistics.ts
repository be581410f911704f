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
  /** Wars among the campaigns kept that can be read, each counted once (deleted ones and damaged files are not counted). */
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
  /** The optional rule's number in RULINGS.md ("O1"); '' for the table companion's rows (not a rule). */
  readonly rule: string;
  /** "The Hundred Days: on", "Beginner: fewer Cruisers: two". */
  readonly label: string;
  readonly stats: StatisticsGroup;
}

/** The figures of one way of counting: every war together, and by optional rule. */
export interface CountedStatistics {
  readonly all: StatisticsGroup;
  /**
   * Every value of every optional rule (shared/data/optional-rules.ts), in the table's order; then the table
   * companion's ways ("Dice and chits: your own dice", shared/data/companion-options.ts, issue 32).
   */
  readonly byOption: readonly OptionGroup[];
}

/**
 * The library's figures, a war counted once (issue 31): a new campaign with its duplicates and imports is one
 * war, with the result of its copy played furthest; branches are left out. `withBranches` counts each branch
 * (with its own copies) as a war of its own as well. "played" in a group counts wars, not files.
 */
export interface LibraryStatistics extends CountedStatistics {
  /** Campaign files that could not be read, so are not counted. */
  readonly unreadable: number;
  /** The readable campaigns kept (not deleted): every file, copies and branches too. */
  readonly campaigns: number;
  /** How many branches (what-ifs, each with its copies) there are among them. */
  readonly branches: number;
  /** The same figures with each branch counted as a war of its own. */
  readonly withBranches: CountedStatistics;
}
