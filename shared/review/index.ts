// The review of a war (issue #34): the General Staff's estimates decision by decision, the player's and the
// dice's shares of each change of the chance of Armistice, the turning points. docs/advisor.md defines them.
export { FIRST_PASS_BUDGET, reviewCampaign, reviewFrom, type Review, type ReviewedDecision, type ReviewOptions, type ReviewRecord } from './review.js';
export { splitChange, type StepShares } from './shares.js';
export { isTurningPoint } from './turning-point.js';
export type { ChoiceGap, DecisionEstimate } from './decision-estimate.js';
