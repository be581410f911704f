// "Ask the General Staff" (issue #15): Monte Carlo estimates of each legal action's chance of the Armistice
// and its VP, from rollouts with fresh dice played by a policy. docs/advisor.md tells the method.
export { AdvisorSession, INDIFFERENCE_MARGIN, MAX_ROLLOUTS_PER_ACTION, ROLLOUTS_PER_ROUND, ROLLOUTS_PER_JOB } from './session.js';
export type { Advice, ActionAdvice, AdvisorJob, AdvisorOptions, StopReason } from './session.js';
export { runRollouts, DEFEAT, ARMISTICE_PARTS, type RolloutEnd, type RolloutOutcome, type RolloutResult } from './rollouts.js';
export { whyBest, whySentence, type Why } from './why.js';
export { advise, shippingPolicy, type AdviseOptions } from './advise.js';
export { groupActions, type ActionGroup } from './groups.js';
export { wilson, meanWithMargin, meanSeparated, pairedSeparated, pairedShareDifference, pairedSharesSeparated, pairedSharesWithin, shareSeparated, type Interval, type Moments } from './estimates.js';
