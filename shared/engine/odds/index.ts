// The odds adapter (issue 15): for the pending decision, each legal action's exact chances, or null where the
// action rolls nothing. It reads the state and the printed tables; it never plays the action.
import type { GameState } from '../core/state.js';
import type { Action } from '../core/actions.js';
import type { Prompt } from '../core/flow.js';
import { top } from '../core/flow.js';
import { kaiserschlachtOdds, kemalOdds, ottomanAttackOdds, redBaronOdds, singleAttackOdds } from './attack-odds.js';
import { airOdds } from './air-odds.js';
import { askariBuildOdds, civilSocietyOdds, nextDefeatOdds, uBoatWarOdds } from './home-front-odds.js';
import { hsfOdds, runnerOdds } from './naval-odds.js';
import { agitationOdds, liraDrawOdds } from './chit-odds.js';
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
export function actionOdds(st: GameState, kind: string, d: Readonly<Record<string, unknown>>, a: Action): Odds | null {
  switch (kind) {
    case 'cp-attack':
      if (a.type === 'attack') return singleAttackOdds(st, a.target, '§10.1');
      if (a.type === 'red-baron') return redBaronOdds(st, a.target);
      if (a.type === 'kaiserschlacht') return kaiserschlachtOdds(st, a.country);
      if (a.type === 'suppress') return civilSocietyOdds();
      return null;
    case 'defeat:city-attack':
      return a.type === 'attack' ? singleAttackOdds(st, a.target, '§15.2') : null;
    case 'near-east:attack':
      return a.type === 'attack' ? ottomanAttackOdds(st, a.target) : null;
    case 'near-east:kemal':
      return a.type === 'reroll' ? kemalOdds(st, String(d.target)) : null;
    case 'near-east:lira':
      return a.type === 'draw' ? liraDrawOdds(st) : null;
    case 'socialist-agitation':
      return a.type === 'pay' ? agitationOdds(st) : null;
    case 'near-east:askari-build':
      return a.type === 'naval-build' ? askariBuildOdds() : null;
    case 'industrial-purchases':
      return a.type === 'build-u-boat' ? uBoatWarOdds(st) : null;
    case 'defeat:another-city':
      return nextDefeatOdds(st, a.type === 'unrest-another');
    case 'runner-placement':
      return a.type === 'place-runner' ? runnerOdds(st, a.area) : null;
    case 'hsf-placement':
      return a.type === 'place-hsf' ? hsfOdds(st, a.area) : null;
    default:
      return airOdds(st, kind, a);
  }
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
