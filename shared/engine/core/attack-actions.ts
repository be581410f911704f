// The attack actions, made once per target (and payment) and handed out frozen: attack lists are rebuilt
// after every attack and at every decision of a rollout, and fresh objects each time were a large part of
// the engine's garbage. Equal JSON to a fresh object literal, so saved action lists are unchanged.
import type { Attack, PaidAttack, Payment } from './actions.js';

const PAID = new Map<string, Partial<Record<Payment, PaidAttack>>>();
const FREE = new Map<string, Attack>();

/** `{ type: 'attack', target, pay }`: an ordinary CP attack paid with RM or a finance tile (§10.1, §11.1, §11.2). */
export function paidAttack(target: string, pay: Payment): PaidAttack {
  let byPay = PAID.get(target);
  if (byPay === undefined) PAID.set(target, (byPay = {}));
  return (byPay[pay] ??= Object.freeze<PaidAttack>({ type: 'attack', target, pay }));
}

/** `{ type: 'attack', target }`: a City's free attack (§15.2, R39) or a Turkish attack (§12.6). */
export function attackOn(target: string): Attack {
  let a = FREE.get(target);
  if (a === undefined) FREE.set(target, (a = Object.freeze<Attack>({ type: 'attack', target })));
  return a;
}
