// §10 Central Powers Attack phase, with §11 Emergency Finances: one decision loop offering every legal
// attack, the Red Baron, each Kaiserschlacht payment and the Civil Society suppression, until `done`.
import type { GameState } from '../core/state.js';
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { Done, Kaiserschlacht, PaidAttack, Payment, RedBaronAttack, Suppress } from '../core/actions.js';
import { addRm, rm } from '../core/board.js';
import { JoinedLists } from '../core/speed/caches.js';
import { COSTS } from '../../data/costs.js';
import { ATTACK_BOXES, canPayNumber, paymentsOfBox, type FinanceTile } from './attack-targets.js';
import { ordinaryAttacksIn } from './box-attacks.js';
import { resolveAttack } from './combat.js';
import { redBaronAttack, redBaronTarget } from './red-baron-attack.js';
import { kaiserschlachtActions, launchKaiserschlacht, spendFinance } from './kaiserschlacht.js';
import { suppressCivilSociety, suppressibleTiles } from './civil-society.js';

type Empty = Record<string, never>;

const FINANCE_RULE: Readonly<Record<FinanceTile, '§11.1' | '§11.2'>> = { krupp: '§11.1', kaisertreu: '§11.2' };

/** What the CP Attack phase offers (§10, §11). */
type CpAttackAction = PaidAttack | RedBaronAttack | Kaiserschlacht | Suppress | Done;

// Indexed loops, not for…of: this list is rebuilt after every attack (core/speed/v8.ts).
function cpAttackActions(st: GameState): readonly CpAttackAction[] {
  const attacksThenDone = boxAttacksThenDone(st);
  const baron = redBaronTarget(st); // §10.1.1
  const kaiserschlachts = kaiserschlachtActions(st); // §10.7
  const suppressible = suppressibleTiles(st); // §11.3
  // Most of the time only the ordinary attacks and `done` are offered: that list is kept as it is.
  if (baron === null && kaiserschlachts.length === 0 && suppressible.length === 0) return attacksThenDone;
  const out: CpAttackAction[] = attacksThenDone.slice(0, -1);
  if (baron !== null) out.push({ type: 'red-baron', target: baron });
  for (let i = 0; i < kaiserschlachts.length; i++) out.push(kaiserschlachts[i]);
  for (let i = 0; i < suppressible.length; i++) out.push({ type: 'suppress', tile: suppressible[i] });
  out.push(DONE);
  return out;
}

/**
 * §10.1 / §11.1 / §11.2: each legal target with each way to pay for it, box by box, then `done`. Each box's
 * list comes from box-attacks.ts, and the joined list is kept while every box's list is the same one
 * (core/speed/caches.ts JoinedLists): after an attack that took no tile, or took one from a single box, most
 * or all of it is as it was.
 */
function boxAttacksThenDone(st: GameState): readonly CpAttackAction[] {
  return ATTACKS_THEN_DONE.join(st, canPayNumber(st), boxAttacks);
}
function boxAttacks(st: GameState, can: number, b: number): readonly PaidAttack[] {
  return ordinaryAttacksIn(st, b, paymentsOfBox(b, can));
}
const DONE: Done = { type: 'done' };
const ATTACKS_THEN_DONE = new JoinedLists<PaidAttack, Done>('the CP Attack list\'s attacks then done', ATTACK_BOXES.length, DONE);

function payForAttack(st: GameState, pay: Payment): void {
  if (pay === 'rm') addRm(st, -COSTS.attack, '§10.1');
  else spendFinance(st, pay, COSTS.attack, FINANCE_RULE[pay]);
}

export const pushCpAttack = defineDecision<Empty, CpAttackAction>('cp-attack', {
  prompt: (st) => ({
    rule: '§10',
    text: `Attack the Entente, launch a Kaiserschlacht or raise money (${rm(st)} RM), then end the phase`,
  }),
  actions: (st) => cpAttackActions(st),
  apply: (st, _f, a) => {
    switch (a.type) {
      case 'attack':
        payForAttack(st, a.pay);
        resolveAttack(st, a.target, a.pay, '§10.1');
        return;
      case 'red-baron':
        redBaronAttack(st, a.target);
        return;
      case 'kaiserschlacht':
        launchKaiserschlacht(st, a.country, { rm: a.rm, krupp: a.krupp, kaisertreu: a.kaisertreu });
        return;
      case 'suppress':
        suppressCivilSociety(st, a.tile);
        return;
      case 'done':
        pop(st);
    }
  },
});

export const pushCpAttackPhase = defineSteps<Empty>('phase:cp-attack', [
  ['§10 / §11 attacks, Kaiserschlachts and Emergency Finances until the player is done', (st) => pushCpAttack(st, {})],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const CP_ATTACK_FRAMES = [pushCpAttackPhase, pushCpAttack] as const;
