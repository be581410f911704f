// `kk review ID|FILE [--rollouts N] [--json] [--report FILE]` (issue #34): the General Staff's review of a war, decision by
// decision: the chance of Armistice of the choice made and of the best choice, the player's and the dice's
// shares of each change (docs/advisor.md "The review of a war") and the turning points. A library campaign
// (read, never written; a war still in progress is reviewed up to where it stands) or a campaign file.
// A library campaign whose kept review (the app's, issue #34: made in the background and kept with the campaign)
// is current and covers every move is shown as kept, its figures the app's, and the output says so; otherwise
// on one thread: the first pass at a small budget per choice (--rollouts, FIRST_PASS_BUDGET unless told), every
// roll's own effect (--roll-wars wars per estimate, ROLL_BUDGET unless told; 0 leaves the rolls out), and with
// --full the turning points firmed up at the General Staff's full budget, each with its why.
import { existsSync } from 'node:fs';
import { shippingPolicy } from '../shared/advisor/index.js';
import { actInPlace, copyState, IllegalActionError, newGame, replaySteps, view, type GameState, type NewGameInput } from '../shared/engine/index.js';
import { choiceLabels } from '../shared/labels/index.js';
import { firmUpFrom, FIRST_PASS_BUDGET, reviewFrom, ROLL_BUDGET, type Review, type ReviewedDecision } from '../shared/review/index.js';
import { ADVISOR_SEED } from '../main/game-service.js';
import { openService, userDataFrom } from './kk-library.js';
import { campaignIn } from './kk-replay.js';
import { PlainProblem, readArgs, switchFlag, wholeNumber, type ReadArgs } from './kk-args.js';
import { DATA, JSON_OUT, REPORT, ROLLOUTS } from './kk-flags.js';
import { writeReport } from './kk-review-report.js';
import type { ReviewStatus } from '../shared/review-status.js';

/** Wars per estimate of each roll and draw (0: the rolls are not reviewed). */
const ROLL_WARS = wholeNumber('--roll-wars', { of: 'wars per estimate of a roll', min: 0, max: 1000, example: ROLL_BUDGET });

/** Firm up the turning points at the General Staff's full budget (firm-up.ts). */
const FULL = switchFlag('--full');

/** The war to review: where it started and the moves played. */
interface ReviewedWar {
  readonly start: GameState;
  readonly actions: readonly unknown[];
  /** A file's moves, when today's rules refuse one of them (the review stops before it); else null. */
  readonly recorded: number | null;
  /** A library campaign's review as the app has it (kept or not), null for a file. */
  readonly status: ReviewStatus | null;
}

async function warFrom(read: ReadArgs, idOrFile: string): Promise<ReviewedWar> {
  if (existsSync(idOrFile)) {
    const { seed, options, actions, newDice } = campaignIn(idOrFile);
    const given = { seed, options: options as NewGameInput['options'], newDice: newDice as NewGameInput['newDice'] };
    let illegalAt: number | null;
    try {
      illegalAt = replaySteps(given.seed, given.options, actions, given.newDice).illegalAt;
    } catch (e) {
      if (e instanceof IllegalActionError) throw new PlainProblem(`The options or new dice in ${idOrFile} cannot be played: ${e.message}.`);
      throw e;
    }
    // As the History screen: the war is reviewed up to the first move today's rules refuse.
    return { start: newGame(given), actions: illegalAt === null ? actions : actions.slice(0, illegalAt), recorded: illegalAt === null ? null : actions.length, status: null };
  }
  const service = await openService(userDataFrom(read));
  try {
    const history = await service.historyOf(idOrFile);
    // The History screen's moves: up to the first one today's rules refuse, as it shows them.
    return { start: history.stateAt(0), actions: history.actionsUpTo(history.length), recorded: null, status: await service.reviewStatus(idOrFile) };
  } finally {
    await service.close();
  }
}

/**
 * The review of a war at `budget` rollouts per choice and `rollWars` per roll, with the app's General Staff
 * (seed and policy); with `full`, its turning points firmed up at the app's full budget.
 */
export function reviewWar(war: ReviewedWar, budget: number, rollWars: number = ROLL_BUDGET, full = false): Review {
  const review = reviewFrom(war.start, war.actions, { seed: ADVISOR_SEED, policy: shippingPolicy(), budget, rollBudget: rollWars });
  return full ? firmUpFrom(review, war.start, war.actions) : review;
}

const pct = (x: number): string => `${Math.round(100 * x)} %`;
const points = (x: number): string => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(Math.round(100 * x))} points`;

/** The words of the choices made and best at a decision, from the position then. */
function labelsAt(war: ReviewedWar, step: number): string[] {
  const state = copyState(war.start);
  for (let i = 0; i < step; i++) actInPlace(state, war.actions[i]);
  const board = view(state);
  return board.prompt === null ? [] : choiceLabels(board.prompt, board);
}

function decisionLine(d: ReviewedDecision): string {
  const own = `Turn ${d.turn}, move ${d.step + 1} (${d.rule}): the choice made ${pct(d.chosen.armistice.value)} (${pct(d.chosen.armistice.low)}–${pct(d.chosen.armistice.high)}), the best ${pct(d.best.armistice.value)} (${pct(d.best.armistice.low)}–${pct(d.best.armistice.high)})`;
  if (d.shares === null) return `${own}.`;
  return `${own}; then ${points(d.shares.change)}: your share ${points(d.shares.playerShare)}, the dice's ${points(d.shares.diceShare)}.`;
}

/** The rolls and draws that moved the chance of the Armistice clearly (at 95 %), biggest first. */
function rollLines(review: Review): string[] {
  if (review.rollBudget === 0) return [];
  const clear = review.rolls.filter((r) => r.clear).sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  const head = `Rolls and draws: ${review.rolls.length}, each from ${review.rollBudget} wars before it and after it; ${clear.length} moved the chance clearly (at 95 %)${clear.length === 0 ? '.' : ':'}`;
  return [head, ...clear.map((r) => `  Turn ${r.turn}, move ${r.step + 1} (${r.rule}): ${r.text}: ${pct(r.before)} → ${pct(r.after)} (${points(r.change)} ± ${Math.round(100 * r.margin)}).`)];
}

function reviewLines(review: Review, war: ReviewedWar): string[] {
  const ending = review.result === null ? 'the war is not over' : review.result === 'armistice' ? 'it ended in the Armistice' : 'it ended in Defeat';
  const lines = [
    `The General Staff's review of ${review.moves} moves (${ending}): ${review.decisions.length} decisions with a real choice, ${review.budget} wars per choice.`,
    'Each figure is the chance of the Armistice after that choice (95 % interval); the best is the General Staff\'s.',
    ...review.decisions.map(decisionLine),
  ];
  if (war.recorded !== null) lines.splice(1, 0, `Move ${review.moves + 1} of ${war.recorded} cannot be played under today's rules: the review stops before it.`);
  lines.push(...rollLines(review));
  const turning = review.decisions.filter((d) => d.turningPoint);
  if (turning.length === 0) {
    lines.push('Turning points: none — no choice fell short of the best clearly (at 95 %, on the same dice).');
    return lines;
  }
  lines.push(`Turning points (${turning.length}): choices that fell short of the best clearly at 95 %, on the same dice:`);
  for (const d of turning) {
    const labels = labelsAt(war, d.step);
    const gap = d.gap!;
    lines.push(`  Turn ${d.turn}, move ${d.step + 1}: “${labels[d.chosen.actionIndex]}” instead of “${labels[d.best.actionIndex]}”: ${points(gap.mean)} ± ${Math.round(100 * gap.margin)} (${gap.pairs} wars${d.firm ? ', at the full budget' : ''}).${d.why === null ? '' : ` ${d.why}`}`);
  }
  return lines;
}

/** The kept review when it is current, covers every move and is at the budget asked for (if one was); else null. */
function keptReview(war: ReviewedWar, asked: number | undefined): Review | null {
  const kept = war.status?.state === 'done' ? war.status.review : null;
  return kept !== null && kept.moves === war.actions.length && (asked === undefined || asked === kept.budget) ? kept : null;
}

/** Whence the figures: the kept review, or why it was not used (nothing when the campaign has none). */
function sourceLine(war: ReviewedWar, kept: Review | null, budget: number): string | null {
  if (kept !== null) return 'The review kept with this campaign is current: its figures are shown as the app keeps them (nothing was estimated again).';
  const status = war.status;
  const fresh = 'so the war was reviewed afresh here (nothing is kept from this).';
  if (status === null || status.review === null) return status === null || status.outdated === null ? null : `${status.outdated} Meanwhile the war was reviewed afresh here (nothing is kept from this).`;
  if (status.state === 'stopped' && status.pass === 'firming') return `The review kept with this campaign was stopped while its turning points were firmed up (${status.done} of ${status.total}), ${fresh}`;
  if (status.state === 'stopped') return `The review kept with this campaign was stopped after ${status.done} of ${status.total} decisions, ${fresh}`;
  if (status.review.moves < war.actions.length) return `The review kept with this campaign covers ${status.review.moves} of its ${war.actions.length} moves, ${fresh}`;
  return `The review kept with this campaign was made at ${status.review.budget} wars per choice, not ${budget}, ${fresh}`;
}

export async function reviewCommand(args: readonly string[]): Promise<void> {
  const read = readArgs(args, {
    command: 'kk review',
    flags: [DATA, ROLLOUTS, ROLL_WARS, FULL, JSON_OUT, REPORT],
    positionals: { min: 1, max: 1, takes: 'one campaign id (npm run kk -- campaigns lists them) or a campaign file' },
  });
  const idOrFile = read.positionals[0];
  const war = await warFrom(read, idOrFile);
  const asked = read.value(ROLLOUTS);
  // A kept review is the app's figures as they are: asking for other roll wars or the full pass reviews afresh.
  const kept = read.has(FULL) || read.value(ROLL_WARS) !== undefined ? null : keptReview(war, asked);
  const review = kept ?? reviewWar(war, asked ?? FIRST_PASS_BUDGET, read.value(ROLL_WARS) ?? ROLL_BUDGET, read.has(FULL));
  const report = read.value(REPORT);
  if (report !== undefined) {
    console.log(await writeReport(read, idOrFile, review, existsSync(idOrFile), report));
    return;
  }
  if (read.has(JSON_OUT)) {
    // `kept`: the figures are the app's kept review (ReviewStatus.review), to the last digit.
    console.log(JSON.stringify({ campaign: idOrFile, kept: kept !== null, ...review }));
    return;
  }
  const source = sourceLine(war, kept, asked ?? FIRST_PASS_BUDGET);
  if (source !== null) console.log(source);
  for (const line of reviewLines(review, war)) console.log(line);
}
