// What the after-action report is written from (issue #34). Everything is plain data the app and `kk review`
// both have: the campaign's name and dates, how it ended, where it stood by turn (the end screen's story),
// its log with the steps it belongs to (the History screen's), the General Staff's review if there is one, and
// from the app only, the board at each turning point as a picture.
import type { GameOver } from '../../engine/index.js';
import type { TurnPoint } from '../../campaign-story.js';
import type { HistoryLog } from '../../history-steps.js';
import type { DateLocale } from '../../local-dates.js';
import type { Review, ReviewedDecision } from '../review.js';
import type { ReviewedRoll } from '../rolls.js';

/** The review's parts as the report reads them (shared/review): a review made before the rolls were measured is
 *  outdated and left out of the report, so every review here has them. */
export type ReportRoll = ReviewedRoll;
export type ReportDecision = ReviewedDecision;
export type ReportReview = Review;

/** The campaign's log with the step each line belongs to, as the History screen has it. */
export type ReportLog = HistoryLog;

export interface ReportInput {
  /** The campaign's name (the player's, or the default one). */
  readonly name: string;
  /** When it was started and last played (ISO, as the library keeps them); null when not known (a file). */
  readonly started: string | null;
  readonly lastPlayed: string | null;
  /** How the war ended; null while it goes on. */
  readonly over: GameOver | null;
  /** Where the war stood at the end of each turn (VP had it ended then, cities in Unruhe, RM). */
  readonly turns: readonly TurnPoint[];
  readonly history: ReportLog;
  /** The General Staff's review, or null when the war was not reviewed. */
  readonly review: ReportReview | null;
  /** A sentence about the review shown above its figures (an outdated one, or why there is none); null for none. */
  readonly reviewNote?: string | null;
  /** The words of each choice of the decisions at these steps (the turning points): choiceLabels of the board then. */
  readonly choiceWords?: ReadonlyMap<number, readonly string[]>;
  /** The board at these steps, drawn by the app: PNG data URLs (anything else is left out). */
  readonly pictures?: ReadonlyMap<number, string>;
  /** Where dates are read (tests fix it; the system's otherwise). */
  readonly dates?: DateLocale;
}
