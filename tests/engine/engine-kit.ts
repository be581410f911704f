// The engine's internals that tests OUTSIDE tests/engine borrow to set a scene: run one rule on a position, read
// the event sink, seed the dice, draw a board without a prompt. Those tests may not import shared/engine's
// internals themselves (eslint.config.js: the engine's one door is shared/engine/index.ts); they take these from
// the engine's own test kit, as they take board() and runStack() from helpers.ts. Production code never uses them.
export { advance } from '../../shared/engine/game.js';
export { takeEvents } from '../../shared/engine/core/events.js';
export { seedRng } from '../../shared/engine/core/random.js';
export { boardView } from '../../shared/engine/core/view.js';
export { pushDeploy } from '../../shared/engine/rules/deploy.js';
export { pushConvoySuccess } from '../../shared/engine/rules/calendar-events.js';
export { applyGeneralEvent } from '../../shared/engine/rules/general-events.js';
export { britishBombing } from '../../shared/engine/rules/air-war.js';
export { pushTurnLoop } from '../../shared/engine/rules/sequence-of-play.js';
