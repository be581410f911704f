// Why the Entente deployed an army (§6.1 strongest in its Reserves, R1 roster order among equals), in the
// player's words. The engine's log writer owns the wording (core/ may not import this module); it is offered
// here so the renderer's Entente turn tab and `kk play` take it from the one labelling module.
export { deployReasonWords } from '../engine/index.js';
