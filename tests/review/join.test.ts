// A review in parts (issue #34): worker threads each take a range of moves, a stopped review resumes where it
// stopped; joined, the parts are the very review of one pass, to the last figure (the same JSON), and every
// review is stamped with the rules edition and the General Staff's version it was made under.
import { describe, expect, it } from 'vitest';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { newGame } from '../../shared/engine/index.js';
import { decisionSteps, joinReviews, reviewCampaign, REVIEW_STAFF_VERSION } from '../../shared/review/index.js';
import { record, staff } from './golden-record.js';

/** Turn 14's CP Attack phase (§10) and what follows: decisions, attack rolls and the Entente's turn. */
const FROM = 212;
const TO = 236;
const opts = { ...staff, budget: 4, rollBudget: 4 };

describe('a review in parts', () => {
  it('three parts joined give the same JSON as one pass over the same moves', () => {
    const whole = reviewCampaign(record, { ...opts, from: FROM, to: TO });
    expect(whole.decisions.length).toBeGreaterThan(6);
    expect(whole.rolls.length).toBeGreaterThan(6);
    const parts = [[FROM, 219], [219, 227], [227, TO]].map(([from, to]) => reviewCampaign(record, { ...opts, from, to }));
    // each part alone cannot measure its last step: the next decision is in the next part
    expect(parts[0].decisions.at(-1)!.shares).toBeNull();
    expect(JSON.stringify(joinReviews(parts))).toBe(JSON.stringify(whole));
    // the decisions a review will estimate, known before (a progress bar's total)
    const steps = decisionSteps(newGame({ seed: record.seed, options: record.options }), record.actions.slice(0, TO));
    expect(steps.filter((s) => s >= FROM)).toEqual(whole.decisions.map((d) => d.step));
  }, 120_000);

  it('joins to the war\'s end (§15.3): the last step ends at the Armistice', () => {
    const end = record.actions.length;
    const whole = reviewCampaign(record, { ...opts, from: end - 12 });
    const joined = joinReviews([reviewCampaign(record, { ...opts, from: end - 12, to: end - 5 }), reviewCampaign(record, { ...opts, from: end - 5 })]);
    expect(joined.result).toBe('armistice');
    expect(JSON.stringify(joined)).toBe(JSON.stringify(whole));
  }, 120_000);

  it('refuses parts that do not follow one another or were made with another General Staff', () => {
    const a = reviewCampaign(record, { ...opts, rollBudget: 0, from: 398, to: 402 });
    const b = reviewCampaign(record, { ...opts, rollBudget: 0, from: 402, to: 406 });
    expect(() => joinReviews([])).toThrow(/No part/);
    expect(() => joinReviews([b, a])).toThrow(/starts at move 398, not where part 1 ended \(406\)/);
    expect(() => joinReviews([a, { ...b, budget: 8 }])).toThrow(/another budget/);
    expect(() => joinReviews([a, { ...b, staffVersion: 'older' }])).toThrow(/another staffVersion/);
    expect(joinReviews([a])).toEqual(a);
  }, 120_000);

  it('is stamped with the rules edition and the General Staff\'s version it was made under', () => {
    const r = reviewCampaign(record, { ...opts, rollBudget: 0, from: 410, to: 412 });
    expect(r.edition).toBe(CURRENT_RULES_EDITION);
    expect(r.staffVersion).toBe(REVIEW_STAFF_VERSION);
    expect({ from: r.from, moves: r.moves }).toEqual({ from: 410, moves: 412 });
  }, 120_000);
});
