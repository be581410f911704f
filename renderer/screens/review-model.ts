// The Review screen's words and figures (issue #34), pure: a campaign's ReviewStatus in; the progress, the
// buttons offered, the chance of Armistice by turn split into the player's and the dice's shares, the turning
// points and the rolls that moved the war most out. No DOM, so it is unit-tested alone
// (tests/renderer/review-model.test.ts); review-screen.ts draws it. The split is docs/advisor.md's
// "The review of a war": the player's share is the choice made against the General Staff's best on the same
// dice, the dice's share all the rest, so the two add up to the change.
import type { ReviewStatus } from '../../shared/review-status.js';
import type { Review, ReviewedDecision, ReviewedRoll } from '../../shared/review/index.js';
import { armisticeText, percent } from '../../shared/advisor/ranking-words.js';
import { whenWords } from '../../shared/labels/index.js';
import { behindTheWar, plural } from '../review/kept-review-words.js';

// The state of the kept review in words, as the report says it too, is kept-review-words.ts's.
export { progressWords, showsFigures } from '../review/kept-review-words.js';


/** The fields a review may carry once firmed up (core34): the General Staff's sentence of why, and whether the
 *  figures are the full budget's. Absent from a first pass made before them. */
interface FirmedUp {
  readonly why?: string | null;
  readonly firm?: boolean;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A change of a share in whole percentage points, with its sign: "+3 points", "−12 points", "0 points". */
export function signedPoints(share: number): string {
  const p = Math.round(share * 100);
  if (p === 0) return '0 points';
  return `${p > 0 ? '+' : '−'}${plural(Math.abs(p), 'point', 'points')}`;
}

/** A 95 % margin in whole points, rounded up (never shown narrower than it is), as the ranking shows it. */
function marginPoints(share: number): number {
  return Math.max(0, Math.ceil(share * 100 - 1e-9));
}

// ---- progress and buttons ------------------------------------------------------------------------------

/** What the start button says (null: none offered) and whether Stop is. */
export interface ReviewControls {
  readonly start: string | null;
  readonly stop: boolean;
}

export function controlsOf(s: ReviewStatus): ReviewControls {
  if (s.state === 'running') return { start: null, stop: true };
  if (s.outdated !== null) return { start: 'Review again', stop: false };
  if (s.state === 'none') return { start: s.problem === null ? 'Review this war' : 'Start again', stop: false };
  if (s.state === 'stopped') return { start: 'Resume', stop: false };
  return { start: behindTheWar(s) ? 'Review the moves since' : null, stop: false };
}

/** The progress bar's place: decisions done of all (a war of none is a full bar, not 0 of 0). */
export function progressValue(s: ReviewStatus): { readonly now: number; readonly max: number } {
  const max = Math.max(1, s.total);
  return { now: s.total === 0 && s.state === 'done' ? max : Math.min(s.done, max), max };
}

// ---- the chance of Armistice by turn -----------------------------------------------------------------

/** One turn of the war: the chance at its first decision reviewed and what moved it until the next turn's. */
export interface TurnShares {
  readonly turn: number;
  /** The chance of Armistice at the turn's first decision (the General Staff's best there). */
  readonly chance: number;
  /** Over the turn's decisions: the change and its two shares (they add up to it). */
  readonly change: number;
  readonly player: number;
  readonly dice: number;
  /** Of the dice's share, the rolls and draws reviewed one by one (core34's StepShares.rolls); null where not reviewed. */
  readonly rolls: number | null;
}

export interface ChanceByTurn {
  readonly turns: readonly TurnShares[];
  /** The chance where the review ends: 1 at an Armistice, 0 at a Defeat; null for a war not over. */
  readonly end: number | null;
  /** Over the whole review: the player's share and the dice's, and of the dice's the rolls' (null: not reviewed). */
  readonly player: number;
  readonly dice: number;
  readonly rolls: number | null;
}

/** A step's rolls as core34 adds them to its shares (the sum of its reviewed rolls' changes); null where absent. */
function stepRolls(shares: NonNullable<ReviewedDecision['shares']>): number | null {
  const rolls = (shares as { readonly rolls?: number | null }).rolls;
  return typeof rolls === 'number' ? rolls : null;
}

const plusRolls = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

/** The decisions grouped by turn; each turn's change is the sum of its decisions' (they run end to end). */
export function chanceByTurn(review: Review): ChanceByTurn {
  const turns: TurnShares[] = [];
  let player = 0;
  let dice = 0;
  let rolls: number | null = 0;
  for (const d of review.decisions) {
    const last = turns.at(-1);
    const row = last?.turn === d.turn ? last : { turn: d.turn, chance: d.shares?.before ?? d.best.armistice.value, change: 0, player: 0, dice: 0, rolls: 0 };
    if (row !== last) turns.push(row);
    if (d.shares === null) continue;
    const stepped = stepRolls(d.shares);
    turns[turns.length - 1] = { ...row, change: row.change + d.shares.change, player: row.player + d.shares.playerShare, dice: row.dice + d.shares.diceShare, rolls: plusRolls(row.rolls, stepped) };
    player += d.shares.playerShare;
    dice += d.shares.diceShare;
    rolls = plusRolls(rolls, stepped);
  }
  const end = review.result === null ? null : review.result === 'armistice' ? 1 : 0;
  const measured = review.decisions.some((d) => d.shares !== null);
  return { turns, end, player, dice, rolls: measured ? rolls : null };
}

/** The plot's columns: a point at each turn (the chance), the shares half a turn after it (on the way to the next). */
export interface ChanceColumns {
  readonly xs: number[];
  readonly chance: (number | null)[];
  readonly player: (number | null)[];
  readonly dice: (number | null)[];
}

/** Turn t's chance at x = t, its shares at x = t + ½; the war's end one turn after the last. Values in %, points. */
export function chanceColumns(c: ChanceByTurn): ChanceColumns {
  const cols: ChanceColumns = { xs: [], chance: [], player: [], dice: [] };
  const push = (x: number, chance: number | null, player: number | null, dice: number | null): void => {
    cols.xs.push(x);
    cols.chance.push(chance);
    cols.player.push(player);
    cols.dice.push(dice);
  };
  for (const t of c.turns) {
    push(t.turn, t.chance * 100, null, null);
    push(t.turn + 0.5, null, t.player * 100, t.dice * 100);
  }
  const last = c.turns.at(-1);
  if (c.end !== null && last !== undefined) push(last.turn + 1, c.end * 100, null, null);
  return cols;
}

/** The plot's figures as a table for a screen reader (the canvas is a picture to it): turn, chance, change, shares,
 *  and where the rolls were reviewed one by one, the dice's share told as the rolls' and the noise's. */
export function chanceTableHead(c: ChanceByTurn): string[] {
  const head = ['Turn', 'Chance of Armistice at its first decision', 'Change over the turn', 'Your choices’ share', 'The dice’s share'];
  return c.rolls === null ? head : [...head, 'Of which the rolls and draws', 'Of which the estimates’ noise'];
}

export function chanceTableRows(c: ChanceByTurn, result: Review['result']): string[][] {
  const rows = c.turns.map((t) => {
    const row = [capital(whenWords(t.turn)), percent(t.chance), signedPoints(t.change), signedPoints(t.player), signedPoints(t.dice)];
    return c.rolls === null ? row : [...row, t.rolls === null ? 'not reviewed' : signedPoints(t.rolls), t.rolls === null ? '' : signedPoints(t.dice - t.rolls)];
  });
  if (c.end !== null) rows.push([result === 'armistice' ? 'The Armistice' : 'The Defeat', percent(c.end), ...chanceTableHead(c).slice(2).map(() => '')]);
  return rows;
}

/** The sentence over the plot: where the chance began and ended, and the two shares of the whole change. */
export function sharesSentence(review: Review): string {
  const c = chanceByTurn(review);
  const first = c.turns[0];
  if (first === undefined) return 'This war had no decision with a real choice to review.';
  const end = c.end === null ? `${percent(c.turns.at(-1)?.chance ?? first.chance)} at the last decision reviewed` : review.result === 'armistice' ? 'the Armistice' : 'the Defeat';
  return `The chance of Armistice went from ${percent(first.chance)} at the first decision to ${end}. ` +
    `Your choices against the General Staff’s best moved it ${signedPoints(c.player)}; the dice (and the estimates’ noise) ${signedPoints(c.dice)}` +
    (c.rolls === null ? '.' : `: the rolls and draws ${signedPoints(c.rolls)}, the noise ${signedPoints(c.dice - c.rolls)}.`);
}

// ---- turning points --------------------------------------------------------------------------------------

/** A turning point as the list shows it, every figure in words. */
export interface TurningPointRow {
  /** Moves before it: its moment in History and where a branch from it starts. */
  readonly step: number;
  /** "Turn 5 (May–Jun 1915), at move 123": History numbers its moments so (the board after 123 moves). */
  readonly heading: string;
  /** The decision's own sentence. */
  readonly question: string;
  readonly chosen: string;
  readonly better: string;
  readonly gap: string;
  /** The General Staff's sentence of why its choice is better, when it gave one. */
  readonly why: string | null;
  /** Whose budget the figures are: the full one, or the first pass's. */
  readonly budget: string;
}

/** The decisions that fell clearly short of the best (turning points), in the war's order. */
export function turningPoints(review: Review): readonly ReviewedDecision[] {
  return review.decisions.filter((d) => d.turningPoint);
}

/** `labels`: the prompt's choice labels at that decision (from History's moment), null while unknown. */
export function turningPointRow(d: ReviewedDecision, labels: readonly string[] | null, firstPassBudget: number): TurningPointRow {
  const extra = d as ReviewedDecision & FirmedUp;
  const chosenLabel = labels?.[d.chosen.actionIndex];
  const bestLabel = labels?.[d.best.actionIndex];
  const gap = d.gap === null ? 'level with the best' : `${plural(Math.round(Math.abs(d.gap.mean) * 100), 'point', 'points')} ${d.gap.mean < 0 ? 'below' : 'above'} the best ± ${marginPoints(d.gap.margin)}`;
  return {
    step: d.step,
    heading: `${capital(whenWords(d.turn))}, at move ${d.step}`,
    question: d.text,
    chosen: `${chosenLabel === undefined ? 'Your choice' : `You chose “${chosenLabel}”`}: chance of Armistice ${armisticeText(d.chosen.armistice)}.`,
    better: `${bestLabel === undefined ? 'The General Staff’s best choice' : `The General Staff’s best: “${bestLabel}”`}: ${armisticeText(d.best.armistice)}.`,
    gap: `Your choice fell ${gap} (the same dice for both, 95 % interval).`,
    why: typeof extra.why === 'string' && extra.why.trim() !== '' ? extra.why : null,
    budget: extra.firm === true ? 'Figures at the General Staff’s full budget.' : `First-pass figures (${plural(firstPassBudget, 'war', 'wars')} a choice).`,
  };
}

/** What the turning points' list says when it has none. */
export function noTurningPointWords(s: ReviewStatus): string {
  if (s.state === 'done') return 'No choice fell clearly short of the best: no turning point in this war (at 95 %, noise is never called a blunder).';
  return `No choice fell clearly short of the best in the ${plural(s.done, 'decision', 'decisions')} reviewed so far.`;
}

// ---- rolls --------------------------------------------------------------------------------------------

/** A roll or draw that moved the chance of Armistice clearly, in words. */
export interface RollRow {
  readonly step: number;
  readonly heading: string;
  /** What was rolled and what it decided, with its rule as the log gives it ("… (§10.2)"). */
  readonly text: string;
  readonly figure: string;
}

/** How many rolls the screen lists at most. */
export const ROLLS_SHOWN = 10;

/** The review's rolls; null when this review has none measured (with no wars for them: rollBudget 0, or a review
 *  kept before rolls were, which reads as outdated). */
export function rollsOf(review: Review): readonly ReviewedRoll[] | null {
  return Array.isArray(review.rolls) && review.rollBudget !== 0 ? review.rolls : null;
}

/** The rolls whose effect is clear at 95 %, the largest first (ties: the earlier first); null without rolls measured. */
export function rollRows(review: Review, count = ROLLS_SHOWN): RollRow[] | null {
  const rolls = rollsOf(review);
  if (rolls === null) return null;
  return rolls
    .filter((r) => r.clear)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.step - b.step)
    .slice(0, count)
    .map((r) => ({
      step: r.step,
      heading: `${capital(whenWords(r.turn))}, at move ${r.step}`,
      text: r.rule === undefined || r.rule === '' ? r.text : `${r.text} (${r.rule})`,
      figure: `The chance of Armistice went from ${percent(r.before)} to ${percent(r.after)}: ${signedPoints(r.change)} ± ${marginPoints(r.margin)}.`,
    }));
}

/** What the rolls' list says when none moved the war clearly. */
export const NO_CLEAR_ROLL = 'No roll or draw moved the chance of Armistice clearly (at 95 %).';
