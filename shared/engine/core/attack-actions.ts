// The attack actions, made once per target (and payment) and shared: attack lists are rebuilt after every
// attack and at every decision of a rollout, and fresh objects each time were a large part of the engine's
// garbage. Equal JSON to a fresh object literal, so saved action lists are unchanged. Read only but not
// frozen: V8 reads a frozen array's elements ~15× slower, and a frozen object has a map of its own that makes
// every caller's reads of actions polymorphic (docs/engine.md, Speed).
import type { Attack, PaidAttack, Payment } from './actions.js';

const PAID = new Map<string, Partial<Record<Payment, PaidAttack>>>();
const FREE = new Map<string, Attack>();
/** target → (a shared payment list → that target's attacks, one per payment in the list's order). */
const PAID_LISTS = new Map<string, Map<readonly Payment[], readonly PaidAttack[]>>();

/** `{ type: 'attack', target, pay }`: an ordinary CP attack paid with RM or a finance tile (§10.1, §11.1, §11.2). */
export function paidAttack(target: string, pay: Payment): PaidAttack {
  let byPay = PAID.get(target);
  if (byPay === undefined) PAID.set(target, (byPay = {}));
  return (byPay[pay] ??= { type: 'attack', target, pay });
}

/**
 * The attacks on `target`, one per payment of `pays`, in that order: a shared list kept per (target, list).
 * Why: the CP Attack phase asks for every target's attacks after every attack; `pays` is one of the few
 * shared payment lists (paymentsIn), so one lookup replaces one per payment.
 */
export function paidAttacks(target: string, pays: readonly Payment[]): readonly PaidAttack[] {
  let byList = PAID_LISTS.get(target);
  if (byList === undefined) PAID_LISTS.set(target, (byList = new Map()));
  let list = byList.get(pays);
  if (list === undefined) byList.set(pays, (list = pays.map((pay) => paidAttack(target, pay))));
  return list;
}

/** `{ type: 'attack', target }`: a City's free attack (§15.2, R39) or a Turkish attack (§12.6). */
export function attackOn(target: string): Attack {
  let a = FREE.get(target);
  if (a === undefined) FREE.set(target, (a = { type: 'attack', target }));
  return a;
}
