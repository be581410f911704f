// Where two branches of one seed meet (issue 15, the advisor): a branch's dice are keyed by its seed, the turn
// and each roll's rule (core/random.ts), so two branches of one seed that stand in the same position with the
// same rolls made this turn roll alike from there on, whatever each did before. The advisor plays every
// action's rollout k on seed k; where two of them meet, the second needs no playing: its end is the first's.
import type { GameState } from './state.js';
import { tileLocationNumbers } from './speed/location-index.js';

/**
 * Everything the rest of a branch depends on, as one string: the turn and phase, every tile's location (the
 * location index follows from them: its lists are in roster order), the flags, the flow stack and this
 * turn's roll counts of the keyed dice. The locations are one character per tile, its location's number
 * (tileLocationNumbers, in roster order): a fixed-length block, so two keys are equal exactly when the
 * locations are, at a fraction of the time and length of the names (issue 30). Left out: the counters that only move the undo floor (actionCount,
 * floor, randomCount) and the campaign's own generator, which a branch never reads. Two branches of one seed
 * with equal keys play on alike under one policy that decides from the position (and a coin keyed the same
 * way). Null for a state that is not a branch or whose war is over.
 */
export function branchMeetingKey(st: GameState): string | null {
  const dice = st.branch;
  if (dice === undefined || st.over !== null) return null;
  let key = `${dice.seed}:${st.turn}:${st.phase}:`;
  key += String.fromCharCode.apply(null, tileLocationNumbers(st) as unknown as number[]);
  key += JSON.stringify(st.f) + JSON.stringify(st.stack);
  if (dice.turn === st.turn) key += JSON.stringify(dice.counts);
  return key;
}
