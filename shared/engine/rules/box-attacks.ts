// The attack actions into one box (§10.1 ordinary attacks with their payments, §15.2 / R32 a City's free
// attacks), kept with the box in the location index (core/board.ts memoAt) until a tile enters or leaves it.
// Why: the CP Attack list is asked for after every attack, and most boxes are as they were (issue 15).
import type { GameState } from '../core/state.js';
import type { Attack, PaidAttack, Payment } from '../core/actions.js';
import { memoAtNumber, setMemoAtNumber } from '../core/board.js';
import { attackOn, paidAttacks } from '../core/attack-actions.js';
import { ATTACK_BOXES, ATTACK_BOX_NUMBERS, targetsIn } from './attack-targets.js';

/**
 * A box's attacks as last worked out. Besides the box's own tiles (armies, Trenches, Forts, the Tank Army,
 * the BEF, Neutral and Surrender tiles) targetsIn reads only what is recorded here: the turn (§10.4 Alpine
 * Winter), Russia's surrender (§15.1.5) and, for ordinary attacks, the Red Baron's army (§10.1.1) and the
 * payments (one of paymentsIn's shared lists; none for a City's attacks).
 */
interface BoxAttacks {
  readonly owner: typeof OWNER;
  readonly pays: readonly Payment[] | null;
  readonly turn: number;
  readonly russiaSurrendered: boolean;
  readonly redBaronOn: string | null;
  readonly attacks: readonly (PaidAttack | Attack)[];
}
const OWNER = 'box-attacks';
const NO_ATTACKS: readonly PaidAttack[] = []; // shared, read only (not frozen: docs/engine.md, Speed)

// `b`: the box's place in ATTACK_BOXES; its memo is read by location number (no lookup by name).
function kept(st: GameState, b: number, pays: readonly Payment[] | null, redBaronOn: string | null): BoxAttacks | null {
  const m = memoAtNumber(st, ATTACK_BOX_NUMBERS[b]) as BoxAttacks | undefined;
  const fresh = m?.owner === OWNER && m.pays === pays && m.turn === st.turn && m.russiaSurrendered === st.f.russiaSurrendered && m.redBaronOn === redBaronOn;
  return fresh ? m : null;
}

function keep<A extends PaidAttack | Attack>(st: GameState, b: number, pays: readonly Payment[] | null, redBaronOn: string | null, attacks: readonly A[]): readonly A[] {
  const memo: BoxAttacks = { owner: OWNER, pays, turn: st.turn, russiaSurrendered: st.f.russiaSurrendered, redBaronOn, attacks };
  setMemoAtNumber(st, ATTACK_BOX_NUMBERS[b], memo);
  return attacks;
}

/** Every ordinary attack into the box ATTACK_BOXES[b] now, each target with each payment of `pays` (§10.1, §11.1, §11.2). */
export function ordinaryAttacksIn(st: GameState, b: number, pays: readonly Payment[]): readonly PaidAttack[] {
  if (pays.length === 0) return NO_ATTACKS;
  const m = kept(st, b, pays, st.f.redBaronOn);
  if (m !== null) return m.attacks as readonly PaidAttack[];
  const box = ATTACK_BOXES[b];
  const targets: string[] = [];
  targetsIn(st, box, 'ordinary', targets);
  // The shared lists when there is no target or one (often: a Trenches tile, a Fort, the Tank Army), else one
  // list of them all, built without spreads (a spread push allocates its arguments).
  if (targets.length === 0) return keep(st, b, pays, st.f.redBaronOn, NO_ATTACKS);
  if (targets.length === 1) return keep(st, b, pays, st.f.redBaronOn, paidAttacks(targets[0], pays, box));
  const attacks: PaidAttack[] = [];
  for (let t = 0; t < targets.length; t++) {
    const each = paidAttacks(targets[t], pays, box);
    for (let i = 0; i < each.length; i++) attacks.push(each[i]);
  }
  return keep(st, b, pays, st.f.redBaronOn, attacks);
}

/** A City's free attacks (§15.2, R32: Forts ignored), box by box in BFLUIS order then Roumania, appended to `out`. */
export function cityAttacks(st: GameState, out: { push(a: Attack): number }): void {
  for (let b = 0; b < ATTACK_BOXES.length; b++) {
    const attacks = cityAttacksIn(st, b);
    for (let i = 0; i < attacks.length; i++) out.push(attacks[i]);
  }
}

function cityAttacksIn(st: GameState, b: number): readonly Attack[] {
  const m = kept(st, b, null, null);
  if (m !== null) return m.attacks as readonly Attack[];
  const box = ATTACK_BOXES[b];
  const targets: string[] = [];
  targetsIn(st, box, 'city', targets);
  return keep(st, b, null, null, targets.map((t) => attackOn(t, box)));
}
