// The Review screen's words and figures (issue #34, renderer/screens/review-model.ts), from real reviews of the
// golden Armistice campaign (shared/review reviewCampaign at the first pass's small budget, on short stretches
// so the file runs in seconds) and, for what core34 adds to a review (rolls, why, firm), hand-built values.
// The screen's DOM, keys and roles are played in tests/e2e/review-screen.spec.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, normaliseOptions, replay, view, type PlainAction } from '../../shared/engine/index.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import { reviewCampaign, reviewFrom, type Review, type ReviewedRoll } from '../../shared/review/index.js';
import type { ReviewStatus } from '../../shared/review-status.js';
import { choiceLabels } from '../../shared/labels/index.js';
import {
  chanceByTurn, chanceColumns, chanceTableHead, chanceTableRows, controlsOf, NO_CLEAR_ROLL, noTurningPointWords, progressValue, progressWords, rollRows,
  sharesSentence, showsFigures, signedPoints, turningPointRow, turningPoints,
} from '../../renderer/screens/review-model.js';

const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const record = { seed: golden.seed, options: normaliseOptions({}), actions: golden.actions };
/** The first pass's budget; the rolls left out here (rollBudget 0: core34's option), their figures are hand-built below. */
const opts = { seed: 1, policy: shippingPolicy(), budget: 20, rollBudget: 0 };
/** Turn 14's CP Attack phase (§10): ending it without attacking throws away a quarter of the wars won. */
const TURN_14_ATTACK = 217;
/** The first decision of turn 26: from here to the Armistice (§15.3). */
const TURN_26 = 398;

/** A war in progress: turns 14–15 reviewed, the war not over. */
const middle = reviewCampaign({ ...record, actions: golden.actions.slice(0, 241) }, { ...opts, from: 205 });
/** The end of the war: turn 26 to the Armistice. */
const ending = reviewCampaign(record, { ...opts, from: TURN_26 });

const status = (over: Partial<ReviewStatus>): ReviewStatus => ({
  campaignId: 'c1', state: 'none', pass: 'first', problem: null, done: 0, total: 450, review: null, outdated: null, campaignMoves: golden.actions.length, ...over,
});

describe('the Review screen: progress and buttons', () => {
  it('says the state in words and offers the button that goes on from it', () => {
    const none = status({});
    expect(progressWords(none)).toBe('This war has not been reviewed yet.');
    expect(controlsOf(none)).toEqual({ start: 'Review this war', stop: false });
    expect(progressValue(none)).toEqual({ now: 0, max: 450 });

    const running = status({ state: 'running', done: 123, review: middle });
    expect(progressWords(running)).toBe('Reviewing 123 of 450 decisions…');
    expect(controlsOf(running)).toEqual({ start: null, stop: true });
    expect(progressValue(running)).toEqual({ now: 123, max: 450 });

    expect(progressWords(status({ state: 'running', done: 0, total: 0 }))).toBe('Reviewing: finding the decisions to estimate…');

    const stopped = status({ state: 'stopped', done: 123, review: middle });
    expect(progressWords(stopped)).toMatch(/^Stopped at 123 of 450 decisions\. What is done is kept: Resume goes on from there\.$/);
    expect(controlsOf(stopped)).toEqual({ start: 'Resume', stop: false });

    const done = status({ state: 'done', done: 450, total: 450, review: { ...ending, moves: golden.actions.length } });
    expect(progressWords(done)).toBe('Done: all 450 decisions reviewed.');
    expect(controlsOf(done)).toEqual({ start: null, stop: false });
  });

  it('a war in progress: done up to its present, then offered again for the moves since when it went on', () => {
    const present = status({ state: 'done', done: middle.decisions.length, total: middle.decisions.length, review: middle, campaignMoves: middle.moves });
    expect(progressWords(present)).toBe(`Done: all ${middle.decisions.length} decisions up to the war’s present (move 241) reviewed.`);
    expect(controlsOf(present).start).toBeNull();
    const wentOn = { ...present, campaignMoves: 260 };
    expect(progressWords(wentOn)).toBe('Done up to move 241: the war has gone on since (move 260). Review the moves since to bring it up to date.');
    expect(controlsOf(wentOn)).toEqual({ start: 'Review the moves since', stop: false });
    expect(showsFigures(wentOn)).toBe(true); // what was reviewed is still true of those moves
  });

  it('a review of another rules edition is offered again and its figures are never shown as current', () => {
    const outdated = status({ state: 'done', done: 450, review: ending, outdated: 'This review was made under rules edition 1.' });
    expect(progressWords(outdated)).toBe('This review was made under rules edition 1: review this war again to see its figures.');
    expect(controlsOf(outdated)).toEqual({ start: 'Review again', stop: false });
    expect(showsFigures(outdated)).toBe(false);
    expect(showsFigures(status({ state: 'done', review: ending }))).toBe(true);
  });

  it('a review that failed says why in its own sentence and offers to start again (main/review/review-problem.ts)', () => {
    const never = 'The review stopped before it had reviewed any decision: one of its worker threads failed (“the worker broke”). Start it again to try once more.';
    const failedAtOnce = status({ problem: never, total: 0 });
    expect(progressWords(failedAtOnce)).toBe(never);
    expect(controlsOf(failedAtOnce)).toEqual({ start: 'Start again', stop: false });
    const partWay = 'The review stopped: the computer ran out of memory for it. What it had done is kept: start it again to go on from there.';
    const failedPartWay = status({ state: 'stopped', done: 2, total: 4, review: middle, problem: partWay });
    expect(progressWords(failedPartWay)).toBe(`${partWay} Done so far: 2 of 4 decisions.`);
    expect(controlsOf(failedPartWay)).toEqual({ start: 'Resume', stop: false });
    // Over an outdated review too: the failure is what happened last.
    const overOutdated = status({ problem: never, outdated: 'This review was made under rules edition 1.' });
    expect(progressWords(overOutdated)).toBe(never);
    expect(controlsOf(overOutdated)).toEqual({ start: 'Review again', stop: false });
  });

  it('a war with no decision to review is a full bar, not 0 of 0', () => {
    expect(progressValue(status({ state: 'done', done: 0, total: 0 }))).toEqual({ now: 1, max: 1 });
  });
});

describe('the Review screen: the chance of Armistice by turn', () => {
  it('each turn starts at its first decision\'s chance; its change is its two shares, and the turns run end to end', () => {
    const c = chanceByTurn(middle);
    expect(c.turns.map((t) => t.turn)).toEqual([...new Set(middle.decisions.map((d) => d.turn))]);
    for (const t of c.turns) expect(t.player + t.dice).toBeCloseTo(t.change, 12);
    c.turns.slice(1).forEach((t, i) => expect(c.turns[i].chance + c.turns[i].change).toBeCloseTo(t.chance, 12));
    expect(c.end).toBeNull(); // the war goes on
    expect(c.player).toBeCloseTo(c.turns.reduce((s, t) => s + t.player, 0), 12);
    expect(c.turns.some((t) => t.player !== 0 && t.dice !== 0)).toBe(true);
  });

  it('a war that ended: the last turn\'s change reaches the Armistice (§15.3), 100 %', () => {
    const c = chanceByTurn(ending);
    expect(c.end).toBe(1);
    const last = c.turns.at(-1)!;
    expect(last.chance + last.change).toBeCloseTo(1, 12);
    const rows = chanceTableRows(c, ending.result);
    expect(rows.at(-1)).toEqual(['The Armistice', '100 %', '', '', '']);
    expect(rows[0][0]).toMatch(/^Turn 26 \(/);
  });

  it('the plot\'s columns: the chance at each turn, the shares half a turn after it, the end one turn after the last', () => {
    const c = chanceByTurn(ending);
    const cols = chanceColumns(c);
    expect(cols.xs.length).toBe(2 * c.turns.length + 1);
    expect(cols.xs[0]).toBe(c.turns[0].turn);
    expect(cols.chance[0]).toBeCloseTo(c.turns[0].chance * 100, 9);
    expect(cols.player[0]).toBeNull();
    expect(cols.xs[1]).toBe(c.turns[0].turn + 0.5);
    expect(cols.chance[1]).toBeNull();
    expect(cols.player[1]).toBeCloseTo(c.turns[0].player * 100, 9);
    expect(cols.xs.at(-1)).toBe(c.turns.at(-1)!.turn + 1);
    expect(cols.chance.at(-1)).toBe(100);
  });

  it('where the rolls were reviewed one by one (core34\'s shares.rolls): the dice\'s share told as the rolls\' and the noise\'s', () => {
    const withRolls = { ...middle, decisions: middle.decisions.map((d) => (d.shares === null ? d : { ...d, shares: { ...d.shares, rolls: d.shares.diceShare / 2, noise: d.shares.diceShare / 2 } })) } as Review;
    const c = chanceByTurn(withRolls);
    expect(c.rolls).toBeCloseTo(c.dice / 2, 12);
    for (const t of c.turns) expect(t.rolls).toBeCloseTo(t.dice / 2, 12);
    expect(chanceTableHead(c)).toEqual(['Turn', 'Chance of Armistice at its first decision', 'Change over the turn', 'Your choices’ share', 'The dice’s share', 'Of which the rolls and draws', 'Of which the estimates’ noise']);
    const t0 = c.turns[0];
    expect(chanceTableRows(c, null)[0].slice(4)).toEqual([signedPoints(t0.dice), signedPoints(t0.rolls!), signedPoints(t0.dice - t0.rolls!)]);
    expect(sharesSentence(withRolls).endsWith(`(and the estimates’ noise) ${signedPoints(c.dice)}: the rolls and draws ${signedPoints(c.rolls!)}, the noise ${signedPoints(c.dice - c.rolls!)}.`)).toBe(true);
    // Without them, five columns and no rolls in the sentence.
    expect(chanceByTurn(middle).rolls).toBeNull();
    expect(chanceTableHead(chanceByTurn(middle))).toHaveLength(5);
  });

  it('says where the chance went and both shares in points, with their signs', () => {
    expect(signedPoints(0.034)).toBe('+3 points');
    expect(signedPoints(-0.12)).toBe('−12 points');
    expect(signedPoints(0.01)).toBe('+1 point');
    expect(signedPoints(-0.001)).toBe('0 points');
    const c = chanceByTurn(middle);
    expect(sharesSentence(middle)).toBe(
      `The chance of Armistice went from ${Math.round(c.turns[0].chance * 100)} % at the first decision to ${Math.round(c.turns.at(-1)!.chance * 100)} % at the last decision reviewed. ` +
      `Your choices against the General Staff’s best moved it ${signedPoints(c.player)}; the dice (and the estimates’ noise) ${signedPoints(c.dice)}.`);
    expect(sharesSentence(ending)).toMatch(/to the Armistice\./);
  });
});

describe('the Review screen: turning points', () => {
  const state = replay(golden.seed, record.options, golden.actions.slice(0, TURN_14_ATTACK));
  const legal = legalActions(state);
  const done = legal.findIndex((a) => a.type === 'done');
  const thrownAway = reviewFrom(state, [legal[done]], opts);
  const point = thrownAway.decisions[0];
  const board = view(state);
  const labels = choiceLabels(board.prompt!, board);

  it('§10: the choice made and the better one in the prompt\'s words, both figures with ±, the gap, the budget', () => {
    expect(turningPoints(thrownAway)).toEqual([point]);
    const row = turningPointRow(point, labels, thrownAway.budget);
    expect(row.step).toBe(0); // moves before it in the record reviewed (reviewFrom counts from its start)
    expect(row.heading).toMatch(/^Turn 14 \(.*\), at move 0$/);
    expect(row.question).toBe(board.prompt!.text);
    expect(row.chosen.startsWith(`You chose “${labels[done]}”: chance of Armistice ${Math.round(point.chosen.armistice.value * 100)} % ± `)).toBe(true);
    expect(row.chosen).toMatch(/^You chose “.+”: chance of Armistice \d+ % ± \d+\.$/);
    expect(row.better).toMatch(new RegExp(`^The General Staff’s best: “${labels[point.best.actionIndex].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”: \\d+ % ± \\d+\\.$`));
    expect(row.gap).toMatch(/^Your choice fell \d+ points below the best ± \d+ \(the same dice for both, 95 % interval\)\.$/);
    expect(row.why).toBeNull();
    expect(row.budget).toBe('First-pass figures (20 wars a choice).');
    // Never an action's id or type in the words.
    expect(JSON.stringify(row)).not.toMatch(/"type"|actionIndex|\bdone\b/);
  });

  it('without the labels yet (History not answered): plain words, still no id', () => {
    const row = turningPointRow(point, null, 20);
    expect(row.chosen).toMatch(/^Your choice: chance of Armistice \d+ % ± \d+\.$/);
    expect(row.better).toMatch(/^The General Staff’s best choice: \d+ % ± \d+\.$/);
  });

  it('firmed up (core34\'s why and firm): the General Staff\'s sentence of why, at its full budget', () => {
    const firmed = { ...point, why: 'Attacking now takes Verdun before the French reserves arrive.', firm: true };
    const row = turningPointRow(firmed, labels, 20);
    expect(row.why).toBe('Attacking now takes Verdun before the French reserves arrive.');
    expect(row.budget).toBe('Figures at the General Staff’s full budget.');
    const firstPass = { ...point, why: null, firm: false };
    expect(turningPointRow(firstPass, labels, 20).why).toBeNull();
  });

  it('a war of equal choices has none, and says so plainly', () => {
    expect(turningPoints(ending)).toEqual([]);
    expect(noTurningPointWords(status({ state: 'done', review: ending }))).toBe('No choice fell clearly short of the best: no turning point in this war (at 95 %, noise is never called a blunder).');
    expect(noTurningPointWords(status({ state: 'running', done: 12, review: ending }))).toBe('No choice fell clearly short of the best in the 12 decisions reviewed so far.');
  });
});

describe('the Review screen: the rolls that moved the war most', () => {
  const roll = (step: number, change: number, clear: boolean, text = `Roll at ${step}`): ReviewedRoll =>
    ({ step, turn: 14, text, rule: '§10.1', wars: 40, before: 0.5, after: 0.5 + change, change, margin: 0.031, clear });

  it('a review without rolls measured lists none (no heading): made before rolls were, or with no wars for them', () => {
    const { rolls: _none, ...before } = middle as Review & { rolls?: unknown };
    expect(rollRows(before as Review)).toBeNull();
    expect(rollRows({ ...middle, rolls: [], rollBudget: 0 } as Review)).toBeNull();
    expect(rollRows({ ...middle, rolls: [roll(1, 0.3, true)], rollBudget: 40 } as Review)!.length).toBe(1);
  });

  it('only the clear ones, the largest first, each with its figures in words', () => {
    const review: Review = { ...middle, rollBudget: 40, rolls: [roll(3, 0.05, true), { ...roll(1, -0.2, true, 'The attack on Verdun rolled a 1: repulsed.'), rule: '§10.2' }, roll(2, 0.4, false), roll(4, 0.05, true)] } as Review;
    const rows = rollRows(review)!;
    expect(rows.map((r) => r.step)).toEqual([1, 3, 4]);
    expect(rows[0]).toEqual({
      step: 1, heading: rows[0].heading, text: 'The attack on Verdun rolled a 1: repulsed. (§10.2)',
      figure: 'The chance of Armistice went from 50 % to 30 %: −20 points ± 4.',
    });
    expect(rows[0].heading).toMatch(/^Turn 14 \(.*\), at move 1$/);
    expect(rollRows(review, 2)!.length).toBe(2);
  });

  it('rolls measured but none clear: an empty list, and the sentence that says so', () => {
    expect(rollRows({ ...middle, rollBudget: 40, rolls: [roll(1, 0.3, false)] } as Review)).toEqual([]);
    expect(NO_CLEAR_ROLL).toBe('No roll or draw moved the chance of Armistice clearly (at 95 %).');
  });
});
