// The odds adapter (issue 15): for the pending decision, each legal action's exact chances, or null where the
// action rolls nothing, as its kind's entry of the odds table declares (decision-odds.ts). It reads the state and
// the printed tables; it never plays the action.
import type { GameState } from '../core/state.js';
import type { Action } from '../core/actions.js';
import type { Prompt } from '../core/flow.js';
import { top } from '../core/flow.js';
import { DECISION_ODDS, NO_ROLL } from './decision-odds.js';
import type { DecisionKind } from '../core/decision-kinds.js';
import type { Odds } from './types.js';
import type { ChoiceOdds } from '../core/view.js';
import { oddsShort, oddsText } from './words.js';

export type { Odds, Outcome, OutcomeId, OddsNeed } from './types.js';
export type { Chance } from './chance.js';
export { percentText, sameChance, chance } from './chance.js';
export { gallipoliOdds, faceNeeded } from './attack-odds.js';
export { defeatOdds, indiansOdds } from './home-front-odds.js';
export { oddsText, oddsShort, drmText } from './words.js';

/** The odds of one action of the decision `kind` (the frame's data `d`), or null when it rolls no die. */
export function actionOdds(st: GameState, kind: DecisionKind, d: Readonly<Record<string, unknown>>, a: Action): Odds | null {
  const odds = DECISION_ODDS[kind];
  return odds === NO_ROLL ? null : odds(st, d, a);
}

/** The odds of every action of the pending decision, in the prompt's order (null: no roll). */
export function promptOdds(st: GameState, prompt: Prompt | null): (Odds | null)[] {
  if (prompt === null) return [];
  const d = (top(st)?.d ?? {}) as Readonly<Record<string, unknown>>;
  return prompt.actions.map((a) => actionOdds(st, prompt.kind, d, a));
}

/** The odds as the view carries them to the app and the terminal: the words with the exact fraction. */
export function choiceOdds(st: GameState, prompt: Prompt | null): (ChoiceOdds | null)[] {
  return promptOdds(st, prompt).map((o) => (o === null ? null : { short: oddsShort(o), text: oddsText(o), success: o.success, rule: o.rule }));
}
