// The General Staff's version (issue #34): a kept review made by a General Staff whose figures differ from
// today's is offered again, never shown as current. That works only if REVIEW_STAFF_VERSION changes whenever
// the figures do: this pins a small review's figures (every number of it, hashed) to the version, and so the
// second pass's: a turning point firmed up at the app's full budget (FIRM_BUDGET, which a kept review does not
// record, so the version alone stands for it: its value is pinned here as well, in case a change of it left
// this decision's figures alone). When it fails because the figures changed (the advisor, its policy, the
// rules, the review's budgets, the firming up …), change REVIEW_STAFF_VERSION (shared/review/staff-version.ts)
// and the pinned values together.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { act, newGame, type GameState } from '../../shared/engine/index.js';
import { firmDecision, FIRM_BUDGET, reviewCampaign, REVIEW_STAFF_VERSION } from '../../shared/review/index.js';
import { record, staff } from './golden-record.js';

const hash = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

/** The golden war after `step` moves. */
function positionAt(step: number): GameState {
  let state = newGame({ seed: record.seed, options: record.options });
  for (let i = 0; i < step; i++) state = act(state, record.actions[i]).state;
  return state;
}

/** Turn 14's Zeppelin raid: at the full budget the choice made falls clearly short (a why is written for it). */
const ZEPPELIN = 214;

describe('the General Staff\'s version of a review', () => {
  it('changes whenever the figures of a review change, the firming up\'s at the full budget among them', () => {
    // turn 14's attacks (decisions and rolls), at small budgets
    const review = reviewCampaign(record, { ...staff, budget: 4, rollBudget: 4, from: 214, to: 222 });
    const figures = hash({ ...review, staffVersion: null, edition: null });
    const zeppelin = review.decisions.find((d) => d.step === ZEPPELIN)!;
    const firmed = firmDecision(positionAt(ZEPPELIN), zeppelin, { ...staff, budget: FIRM_BUDGET });
    expect(firmed.why).toMatch(/^Why: /);
    expect({ version: REVIEW_STAFF_VERSION, figures, firmBudget: FIRM_BUDGET, firmed: hash(firmed) })
      .toEqual({ version: '2026-11-28.1', figures: 'c2f90ab1b0dc2bd0', firmBudget: 500, firmed: '718c6b99e2b80973' });
  }, 120_000);
});
