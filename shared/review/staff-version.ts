// Which General Staff made a review (issue #34): a review is kept with its campaign, and one made by a General
// Staff whose figures differ from today's is offered again, never shown as current (like one of another rules
// edition). Change REVIEW_STAFF_VERSION whenever the figures a review would give change: the advisor's seeds,
// policy, stopping rule or ranking, the review's budgets (the firming up's, FIRM_BUDGET, among them: a kept
// review does not record it), what counts as a decision, a roll or a turning point.
// tests/review/staff-version.test.ts pins a small review's figures to it, so such a change cannot go unnoticed.

/** The General Staff's version in a review (Review.staffVersion). */
export const REVIEW_STAFF_VERSION = '2026-11-28.1';
