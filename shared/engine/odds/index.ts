// The odds adapter (issue 15): for the pending decision, each legal action's exact chances, or null where the
// action rolls nothing. It reads the state and the printed tables; it never plays the action.
import type { GameState } from '../core/state.js';
import type { Action } from '../core/actions.js';
import type { Prompt } from '../core/flow.js';
import { top } from '../core/flow.js';
import { kaiserschlachtOdds, kemalOdds, ottomanAttackOdds, redBaronOdds, singleAttackOdds } from './attack-odds.js';
import type { Odds } from './types.js';

export type { Odds, Outcome, OutcomeId, OddsNeed } from './types.js';
export type { Chance } from './chance.js';
export { percentText, sameChance, chance } from './chance.js';
export { gallipoliOdds, faceNeeded } from './attack-odds.js';
export { oddsText, drmText } from './words.js';

/** The odds of one action of the decision `kind` (the frame's data `d`), or null when it rolls no die. */
export function actionOdds(st: GameState, kind: string, d: Readonly<Record<string, unknown>>, a: Action): Odds | null {
  switch (kind) {
    case 'cp-attack':
      if (a.type === 'attack') return singleAttackOdds(st, a.target, '§10.1');
      if (a.type === 'red-baron') return redBaronOdds(st, a.target);
      if (a.type === 'kaiserschlacht') return kaiserschlachtOdds(st, a.country);
      return null;
    case 'defeat:city-attack':
      return a.type === 'attack' ? singleAttackOdds(st, a.target, '§15.2') : null;
    case 'near-east:attack':
      return a.type === 'attack' ? ottomanAttackOdds(st, a.target) : null;
    case 'near-east:kemal':
      return a.type === 'reroll' ? kemalOdds(st, String(d.target)) : null;
    default:
      return null;
  }
}

/** The odds of every action of the pending decision, in the prompt's order (null: no roll). */
export function promptOdds(st: GameState, prompt: Prompt | null): (Odds | null)[] {
  if (prompt === null) return [];
  const d = (top(st)?.d ?? {}) as Readonly<Record<string, unknown>>;
  return prompt.actions.map((a) => actionOdds(st, prompt.kind, d, a));
}
