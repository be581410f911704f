// §10 Central Powers Attack phase, with §11 Emergency Finances: one decision loop offering every legal
// attack, the Red Baron, each Kaiserschlacht payment and the Civil Society suppression, until `done`.
import type { GameState } from '../core/state.js';
import { defineDecision, defineSteps, pop, type Action } from '../core/flow.js';
import { addRm, rm } from '../core/board.js';
import { COSTS } from '../../data/costs.js';
import type { CountryId } from '../../data/ids.js';
import { ATTACK_BOXES, targetsIn, paymentsFor, type FinanceTile } from './attack-targets.js';
import { resolveAttack } from './combat.js';
import { redBaronAttack, redBaronTarget } from './red-baron-attack.js';
import { kaiserschlachtActions, launchKaiserschlacht, spendFinance } from './kaiserschlacht.js';
import { suppressCivilSociety, suppressibleTiles } from './civil-society.js';

type Empty = Record<string, never>;

const FINANCE_RULE: Readonly<Record<FinanceTile, string>> = { krupp: '§11.1', kaisertreu: '§11.2' };

function cpAttackActions(st: GameState): Action[] {
  const out: Action[] = [];
  const targets: string[] = [];
  // §10.1 / §11.1 / §11.2: each legal target with each way to pay for it.
  for (const box of ATTACK_BOXES) {
    const first = targets.length; // this box's targets are appended after the earlier boxes'
    targetsIn(st, box, 'ordinary', targets);
    if (targets.length === first) continue;
    const pays = paymentsFor(st, box);
    for (let i = first; i < targets.length; i++) for (const pay of pays) out.push({ type: 'attack', target: targets[i], pay });
  }
  const baron = redBaronTarget(st); // §10.1.1
  if (baron !== null) out.push({ type: 'red-baron', target: baron });
  kaiserschlachtActions(st, out); // §10.7
  for (const tile of suppressibleTiles(st)) out.push({ type: 'suppress', tile }); // §11.3
  out.push({ type: 'done' });
  return out;
}

function payForAttack(st: GameState, pay: string): void {
  if (pay === 'rm') addRm(st, -COSTS.attack, '§10.1');
  else spendFinance(st, pay as FinanceTile, COSTS.attack, FINANCE_RULE[pay as FinanceTile]);
}

export const pushCpAttack = defineDecision<Empty>('cp-attack', {
  prompt: (st) => ({
    rule: '§10',
    text: `Attack the Entente, launch a Kaiserschlacht or raise money (${rm(st)} RM), then end the phase`,
  }),
  actions: (st) => cpAttackActions(st),
  apply: (st, _f, a) => {
    switch (a.type) {
      case 'attack': {
        const target = String(a.target);
        payForAttack(st, String(a.pay));
        resolveAttack(st, target, String(a.pay), '§10.1');
        return;
      }
      case 'red-baron':
        redBaronAttack(st, String(a.target));
        return;
      case 'kaiserschlacht':
        launchKaiserschlacht(st, a.country as CountryId, { rm: Number(a.rm), krupp: Number(a.krupp), kaisertreu: Number(a.kaisertreu) });
        return;
      case 'suppress':
        suppressCivilSociety(st, String(a.tile));
        return;
      default:
        pop(st); // done
    }
  },
});

export const pushCpAttackPhase = defineSteps<Empty>('phase:cp-attack', [
  ['§10 / §11 attacks, Kaiserschlachts and Emergency Finances until the player is done', (st) => pushCpAttack(st, {})],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const CP_ATTACK_FRAMES = [pushCpAttackPhase, pushCpAttack] as const;
