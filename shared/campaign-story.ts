// A campaign told by turn, for its end screen (issue 14): where VP, Unruhe and RM stood at the end of each
// turn, and what happened on the way (Countries that surrendered, the USA's entry, Defeat checks survived).
// Computed in main from the campaign's history (main/library/campaign-story.ts); plain data, no rules here.
import type { GameOver, Options } from './engine/index.js';
import type { PowerId } from './data/names.js';

/** Where the campaign stood at the end of one turn (or where it ended, for the last one). */
export interface TurnPoint {
  readonly turn: number;
  /** §15.3: the Victory Points had the war ended then, by the engine's own count. */
  readonly vp: number;
  /** Cities in Unruhe (§15.2). */
  readonly unruhe: number;
  /** Reichsmarks in the bank. */
  readonly rm: number;
}

export interface CampaignStory {
  readonly id: string;
  readonly seed: number;
  /** The campaign's options: "Play this seed again" starts a new campaign with them. */
  readonly options: Options;
  /** One point per turn played, in order. */
  readonly turns: readonly TurnPoint[];
  /** How many actions the player took (the history's last step). */
  readonly moves: number;
  /** Each Country that surrendered, in the order it did, with the turn. */
  readonly surrenders: readonly { readonly country: PowerId; readonly turn: number }[];
  /** The turn the USA declared war (§8.6), or null. */
  readonly usaAtWar: number | null;
  /** §15.2 Defeat checks that fizzled (the front held). */
  readonly defeatChecksSurvived: number;
  readonly over: GameOver | null;
}
