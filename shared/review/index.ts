// The review of a war (issue #34): the General Staff's estimates decision by decision, every roll's own effect,
// the player's and the dice's shares of each change of the chance of Armistice, the turning points firmed up
// at the full budget. docs/advisor.md "The review of a war" defines them.
export { assemble, decisionSteps, FIRST_PASS_BUDGET, reviewCampaign, reviewFrom, type EstimatedDecision, type Review, type ReviewedDecision, type ReviewHead, type ReviewOptions, type ReviewRecord } from './review.js';
export { joinReviews } from './join.js';
export { estimateRolls, ROLL_BUDGET, type ReviewedRoll } from './rolls.js';
export { REVIEW_STAFF_VERSION } from './staff-version.js';
export { splitChange, type StepShares } from './shares.js';
export { isTurningPoint } from './turning-point.js';
export type { ChoiceGap, DecisionEstimate } from './decision-estimate.js';
export { CANDIDATE_Z, FIRM_BUDGET, firmDecision, firmUp, firmUpFrom, isCandidate, turningPointCandidates, withFirmDecisions, type FirmUpOptions } from './firm-up.js';
