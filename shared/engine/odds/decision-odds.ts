// The odds declared beside each decision (issue 29): for every kind of DECISION_KINDS, the function that gives
// the exact odds of one of its actions, or NO_ROLL when none of its actions rolls a die or draws blind. The
// table's type lists every kind, so a new decision does not compile until it says which; nothing falls through
// to a default. Why a table here and not an `odds` field in each defineDecision: the odds read the rules (the
// attack modifiers of rules/drm.ts, Kemal in rules/ottoman-attacks.ts), so rules importing the odds would make
// import circles, and the rollouts that run the rules never need the odds.
import type { GameState } from '../core/state.js';
import type { Action } from '../core/actions.js';
import type { DecisionKind } from '../core/decision-kinds.js';
import { kaiserschlachtOdds, kemalOdds, ottomanAttackOdds, redBaronOdds, singleAttackOdds } from './attack-odds.js';
import { airResearchOdds, germanBombersOdds, zeppelinRaidOdds } from './air-odds.js';
import { askariBuildOdds, civilSocietyOdds, nextDefeatOdds, uBoatWarOdds } from './home-front-odds.js';
import { hsfOdds, runnerOdds } from './naval-odds.js';
import { agitationOdds, liraDrawOdds } from './chit-odds.js';
import type { Odds } from './types.js';

/** The odds of one action `a` of a decision whose frame holds `d`, or null when that action rolls nothing. */
export type ActionOdds = (st: GameState, d: Readonly<Record<string, unknown>>, a: Action) => Odds | null;

/** A decision none of whose actions rolls a die or draws blind. */
export const NO_ROLL = 'no roll';

/** Every decision kind's odds (rules cited where each is worked out). */
export const DECISION_ODDS: { readonly [K in DecisionKind]: ActionOdds | typeof NO_ROLL } = {
  'cp-attack': (st, _d, a) => {
    if (a.type === 'attack') return singleAttackOdds(st, a.target, '§10.1');
    if (a.type === 'red-baron') return redBaronOdds(st, a.target);
    if (a.type === 'kaiserschlacht') return kaiserschlachtOdds(st, a.country);
    if (a.type === 'suppress') return civilSocietyOdds();
    return null;
  },
  'defeat:city-attack': (st, _d, a) => (a.type === 'attack' ? singleAttackOdds(st, a.target, '§15.2') : null),
  'defeat:another-city': (st, _d, a) => nextDefeatOdds(st, a.type === 'unrest-another'),
  'near-east:attack': (st, _d, a) => (a.type === 'attack' ? ottomanAttackOdds(st, a.target) : null),
  'near-east:kemal': (st, d, a) => (a.type === 'reroll' ? kemalOdds(st, String(d.target)) : null),
  'near-east:lira': (st, _d, a) => (a.type === 'draw' ? liraDrawOdds(st) : null),
  'near-east:askari-build': (_st, _d, a) => (a.type === 'naval-build' ? askariBuildOdds() : null),
  'near-east:siege-of-kut': NO_ROLL, // §12.6.2: declaring places the Siege marker, no roll
  'socialist-agitation': (st, _d, a) => (a.type === 'pay' ? agitationOdds(st) : null),
  'irish-rising': NO_ROLL, // §5.4.2: paying sends the army to Ireland; its roll is the Entente's (§6.4)
  'senussi-revolt': NO_ROLL, // §5.4.3: the same, the Entente's roll in §6.5
  'industrial-purchases': (st, _d, a) => (a.type === 'build-u-boat' ? uBoatWarOdds(st) : null),
  'runner-placement': (st, _d, a) => (a.type === 'place-runner' ? runnerOdds(st, a.area) : null),
  'hsf-placement': (st, _d, a) => (a.type === 'place-hsf' ? hsfOdds(st, a.area) : null),
  'turkish-smugglers': NO_ROLL, // §9.1.7: where the haul goes
  'air-research': (st, _d, a) => airResearchOdds(st, a),
  'german-bombers': (st, _d, a) => germanBombersOdds(st, a),
  'zeppelin-raid': (st, _d, a) => zeppelinRaidOdds(st, a),
  'red-baron-placement': NO_ROLL, // §9.7: his box; he rolls when he attacks (R26, in the cp-attack decision)
  'convoy-success': NO_ROLL, // §5.3.2: which U-Boat goes
  'us-entry-u-boat': NO_ROLL, // §8.6: which U-Boat goes
  'turn-end:bank': NO_ROLL, // §14.1: banking
  'enter-dice': NO_ROLL, // the table companion: the die is already rolled at the table
  'enter-draw': NO_ROLL, // the table companion: the tile is already drawn at the table
};
