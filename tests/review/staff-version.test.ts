// The General Staff's version (issue #34): a kept review made by a General Staff whose figures differ from
// today's is offered again, never shown as current. That works only if REVIEW_STAFF_VERSION changes whenever
// the figures do: this pins a small review's figures (every number of it, hashed) to the version. When it
// fails because the figures changed (the advisor, its policy, the rules, the review's budgets …), change
// REVIEW_STAFF_VERSION (shared/review/staff-version.ts) and the pinned hash together.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reviewCampaign, REVIEW_STAFF_VERSION } from '../../shared/review/index.js';
import { record, staff } from './golden-record.js';

describe('the General Staff\'s version of a review', () => {
  it('changes whenever the figures of a review change', () => {
    // turn 14's attacks (decisions and rolls), at small budgets
    const review = reviewCampaign(record, { ...staff, budget: 4, rollBudget: 4, from: 214, to: 222 });
    const figures = createHash('sha256').update(JSON.stringify({ ...review, staffVersion: null, edition: null })).digest('hex').slice(0, 16);
    expect({ version: REVIEW_STAFF_VERSION, figures }).toEqual({ version: '2026-11-28.1', figures: 'c2f90ab1b0dc2bd0' });
  }, 120_000);
});
