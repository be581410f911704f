// The policies live in shared/policies (the advisor's worker threads in main use them too).
export * from '../shared/policies/policies.js';
