// The attack actions, made once per target (and payment) and shared: attack lists are rebuilt after every
// attack and at every decision of a rollout, and fresh objects each time were a large part of the engine's
// garbage. Equal JSON to a fresh object literal, so saved action lists are unchanged. Read only but not
// frozen: V8 reads a frozen array's elements ~15× slower, and a frozen object has a map of its own that makes
// every caller's reads of actions polymorphic (core/speed/v8.ts).
import type { Attack, PaidAttack, Payment } from './actions.js';
import { locationNumber } from './board.js';

/**
 * The box an attack was listed for, carried by the shared action under a symbol key that is not enumerable:
 * JSON, saves, hashes, clones, spreads, `sameAction` and test equality never see it. Why: a policy pricing a
 * CP Attack list needs each target's box, and reading `st.loc[target]` (a keyed load on a record of every
 * tile) was ~1.5 % of an early rollout (issue 15). A tile can change boxes (Trenches), so the shared actions
 * are kept per box.
 */
const BOX: unique symbol = Symbol('attack box');
/** The same box's location number (core/speed/location-index.ts locationNumber), for reads of the location index by number. */
const BOX_NUMBER: unique symbol = Symbol('attack box number');
type Boxed<A> = A & { readonly [BOX]?: string; readonly [BOX_NUMBER]?: number };

function withBox<A extends object>(action: A, box: string): A {
  Object.defineProperty(action, BOX, { value: box, enumerable: false, writable: false, configurable: false });
  Object.defineProperty(action, BOX_NUMBER, { value: locationNumber(box), enumerable: false, writable: false, configurable: false });
  return action;
}

/** The box `attack` was listed for (§10.1, §15.2), or undefined for one not made here (a parsed or hand-made action). */
export function attackBoxOf(attack: Attack): string | undefined {
  return (attack as Boxed<Attack>)[BOX];
}

/** The location number (locationNumber) of the box `attack` was listed for, or undefined as for attackBoxOf. */
export function attackBoxNumberOf(attack: Attack): number | undefined {
  return (attack as Boxed<Attack>)[BOX_NUMBER];
}

/** box → target → payment → its attack. */
const PAID = new Map<string, Map<string, Partial<Record<Payment, PaidAttack>>>>();
/** box → target → a shared payment list → that target's attacks, one per payment in the list's order. */
const PAID_LISTS = new Map<string, Map<string, Map<readonly Payment[], readonly PaidAttack[]>>>();
/** Free attacks without a box (Turkish attacks, §12.6), and box → target → a City's free attack (§15.2). */
const FREE = new Map<string, Attack>();
const FREE_IN = new Map<string, Map<string, Attack>>();

/** The inner map of `outer` for `key`, made on first use. */
function inner<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let m = outer.get(key);
  if (m === undefined) outer.set(key, (m = new Map()));
  return m;
}

/** `{ type: 'attack', target, pay }` into `box`: an ordinary CP attack paid with RM or a finance tile (§10.1, §11.1, §11.2). */
export function paidAttack(target: string, pay: Payment, box: string): PaidAttack {
  const byTarget = inner(PAID, box);
  let byPay = byTarget.get(target);
  if (byPay === undefined) byTarget.set(target, (byPay = {}));
  return (byPay[pay] ??= withBox<PaidAttack>({ type: 'attack', target, pay }, box));
}

/**
 * The attacks on `target` in `box`, one per payment of `pays`, in that order: a shared list kept per (box,
 * target, list). Why: the CP Attack phase asks for every target's attacks after every attack; `pays` is one
 * of the few shared payment lists (paymentsIn), so one lookup replaces one per payment.
 */
export function paidAttacks(target: string, pays: readonly Payment[], box: string): readonly PaidAttack[] {
  const byList = inner(inner(PAID_LISTS, box), target);
  let list = byList.get(pays);
  if (list === undefined) byList.set(pays, (list = pays.map((pay) => paidAttack(target, pay, box))));
  return list;
}

/** `{ type: 'attack', target }`: a Turkish attack (§12.6), or with `box` a City's free attack there (§15.2, R39). */
export function attackOn(target: string, box?: string): Attack {
  const byTarget = box === undefined ? FREE : inner(FREE_IN, box);
  let a = byTarget.get(target);
  if (a === undefined) {
    a = { type: 'attack', target };
    byTarget.set(target, box === undefined ? a : withBox(a, box));
  }
  return a;
}
