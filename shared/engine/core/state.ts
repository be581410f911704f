// The whole game as one plain JSON object (docs/architecture.md "The engine": State): every tile has exactly one location,
// plus turn, flags, the RNG state and the flow stack. structuredClone / JSON must round-trip it.
import type { CountryId, TileId } from '../../data/ids.js';
import type { Location } from '../../data/locations.js';
import type { Options } from '../../data/optional-rules.js';
import type { RuleRef } from '../../data/rule-numbers.js';

// The optional rules (O1–O3), their values and defaults: one table in shared/data/optional-rules.ts.
export { DEFAULT_OPTIONS, type Options } from '../../data/optional-rules.js';

/** One entry of the flow stack: a procedure or a pending decision (docs/architecture.md "The engine": Flow as data). */
export interface Frame<D = unknown> {
  /** Kind: the registered handler. */
  readonly k: string;
  /** Step counter of the procedure. */
  s: number;
  /** The frame's own data (plain JSON). */
  d: D;
}

/** Flags: facts that no tile location records. Everything else is derived from tile locations. */
export interface Flags {
  /** §15.1.5 Russia has surrendered (it has no Surrender tile). */
  russiaSurrendered: boolean;
  /** §8.6 the USA is at war, and the turn it entered. */
  usaAtWar: boolean;
  usEntryTurn: number;
  /** §15.1.4 the Serbs were replaced by the AAO. */
  aao: boolean;
  /** §8.5 the ANA is face up (Palestine open). */
  anaFaceUp: boolean;
  /** §5.4.1.1 the Revolution has exploded. */
  exploded: boolean;
  /** §12.3 German East Africa has surrendered. */
  eastAfricaClosed: boolean;
  /** §7.1.2 general events that have happened (each only once, except the Tank Army §7.1.2.6). */
  generalEvents: string[];
  /** §7.1.1.1 Place of Execution has happened before. */
  placeOfExecutionDone: boolean;
  /** §9.3.1 / R26 the Red Baron has arrived. */
  redBaronArrived: boolean;
  /** §9.7 the EP army the Red Baron is placed on this turn. */
  redBaronOn: string | null;
  /** §10.1.1 the Red Baron was used this turn. */
  redBaronUsed: boolean;
  /**
   * R20 (amended) CP attacks made this turn while the Poison Gas tile is on the Special Events display: its
   * +2 / +1 go to the first and second of them (rules/drm.ts countCpAttack).
   */
  gasAttacks: number;
  /** §11.3 a Civil Society tile was suppressed this turn. */
  civilSuppressed: boolean;
  /** §12.6.3 Kemal's re-roll was used this turn. */
  kemalUsed: boolean;
  /** §8.1 / R17 Turkey entered the war this turn (Near East phase even in Summer). */
  turkeyEnteredThisTurn: boolean;
  /** §7.1 the last Berliner Tageblatt result (die + turn), 0 before the first. */
  lastTageblatt: number;
  /** §9.1.3 two British Cruisers in one area (bracketed): areas of this turn. */
  sunkAreas: string[];
  /** §8 / R17 entries (and the Arab Revolt) the Tageblatt brought this turn, shown by the Alliances phase. */
  entriesThisTurn: string[];
}

export interface GameOver {
  readonly result: 'defeat' | 'armistice';
  readonly turn: number;
  readonly vp: number;
  readonly band: string;
  readonly breakdown: Readonly<Record<string, number>>;
  /** §15.2: the Country whose Over the Top tile brought the Defeat; never set for an Armistice. */
  readonly front?: CountryId;
}

export interface GameState {
  readonly v: 1;
  readonly seed: number;
  readonly options: Options;
  /** sfc32 generator state (core/random.ts). */
  rng: [number, number, number, number];
  /** Results tests queue for the next dice and cup draws. */
  forced: { dice: number[]; draws: string[] };
  /** tile id → location id (shared/data/locations.ts: every location id, and the helpers that read them). */
  loc: Record<TileId, Location>;
  /** 1…27. */
  turn: number;
  /** Index of the current phase in the turn (core/turn.ts). */
  phase: number;
  f: Flags;
  /** The flow stack; the top frame is the last element. */
  stack: Frame[];
  /** Player actions taken so far, and the undo floor (docs/architecture.md "The engine": Undo). */
  actionCount: number;
  floor: number;
  /** Dice rolled and cup draws made so far (moves the undo floor). */
  randomCount: number;
  over: GameOver | null;
  /**
   * Set only on a working copy made by branchWithFreshDice (game.ts): its dice come from this seed, not the
   * campaign's, so it is never saved, replayed or undone as the campaign.
   */
  readonly branch?: BranchDice;
  /**
   * A campaign's new dice (issue 31, a branch with new dice): from move `atMove` on, its rolls and draws come from
   * that change's seed (core/random.ts newDiceRng). Part of the campaign like its seed, so replay and undo give
   * the same game; absent in a campaign whose dice never changed.
   */
  readonly newDice?: readonly DiceChange[];
  /**
   * The table companion (core/entries.ts), only in a campaign whose options say the player rolls or draws:
   * the results entered for the try of one action, read in order by core/random.ts (set on the try's copy only).
   */
  entry?: Entries;
  /** The companion's pending question: the action waiting for a die or a tile, and what was entered so far. */
  asking?: EntryQuestion;
  /** The action count after the last entered result (it may be corrected until the next entry or decision). */
  enteredAt?: number;
}

/** The results entered for one action, and how many of them the try has read. */
export interface Entries {
  readonly dice: readonly number[];
  readonly draws: readonly string[];
  /** The next entered die and draw to read. */
  di: number;
  ci: number;
}

/** What a roll or draw without an entered result needs (core/entries.ts words it for the player). */
export type EntryNeed =
  | {
      readonly kind: 'dice';
      readonly rule: RuleRef;
      readonly count: number;
      readonly have: readonly number[];
      readonly why: string;
      /** What the roll must show, in words, when the rule says (an attack's die). */
      readonly needs?: string;
    }
  | { readonly kind: 'draw'; readonly rule: RuleRef; readonly cup: string; readonly tiles: readonly string[] };

/** A player action (null: the start of the campaign) waiting for the results it rolls or draws. */
export interface EntryQuestion {
  readonly action: Readonly<Record<string, string | number | boolean>> | null;
  readonly dice: readonly number[];
  readonly draws: readonly string[];
  readonly need: EntryNeed;
}

/** From move `atMove` (after that many player actions) the dice come from `seed` (GameState.newDice). */
export interface DiceChange {
  readonly atMove: number;
  readonly seed: number;
}

/**
 * The dice of a branch (core/random.ts, keyed dice): each roll is a value keyed by the branch seed, the turn,
 * the roll's rule and how many rolls of that rule came before in the turn, so two branches of one seed that
 * roll differently in one turn still roll alike in every later one.
 */
export interface BranchDice {
  readonly seed: number;
  /** The turn `counts` belong to (they start again at every turn). */
  turn: number;
  /**
   * The rolls (dice and draws) of each rule so far this turn, as pairs: the rule's word key (core/hash32.ts
   * wordKey), then its count, in the order of each rule's first roll (core/random.ts keyedValue).
   */
  counts: number[];
}

export function initialFlags(): Flags {
  return {
    russiaSurrendered: false,
    usaAtWar: false,
    usEntryTurn: 0,
    aao: false,
    anaFaceUp: false,
    exploded: false,
    eastAfricaClosed: false,
    generalEvents: [],
    placeOfExecutionDone: false,
    redBaronArrived: false,
    redBaronOn: null,
    redBaronUsed: false,
    gasAttacks: 0,
    civilSuppressed: false,
    kemalUsed: false,
    turkeyEnteredThisTurn: false,
    lastTageblatt: 0,
    sunkAreas: [],
    entriesThisTurn: [],
  };
}
