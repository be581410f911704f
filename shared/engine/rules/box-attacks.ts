// The attack actions into one box (§10.1 ordinary attacks with their payments, §15.2 / R32 a City's free
// attacks), asked of the caches (core/speed/caches.ts), which keep them with the box until a tile enters or
// leaves it or one of the reads below changes. Why: the CP Attack list is asked for after every attack, and
// most boxes are as they were (issue 15).
import type { GameState } from '../core/state.js';
import type { Attack, PaidAttack, Payment } from '../core/actions.js';
import { PlaceCache, RED_BARON_ON, RUSSIA_SURRENDERED, TURN } from '../core/speed/caches.js';
import { NOTHING, pushAll } from '../core/speed/v8.js';
import { attackOn, paidAttacks } from '../core/attack-actions.js';
import { ATTACK_BOXES, ATTACK_BOX_NUMBERS, targetsIn, type AttackBox } from './attack-targets.js';

/** The box at location number `n` (one of ATTACK_BOX_NUMBERS). */
function boxAt(n: number): AttackBox {
  return ATTACK_BOXES[ATTACK_BOX_NUMBERS.indexOf(n)];
}

/**
 * Every ordinary attack into the box at `n`, each target with each payment of `pays` (§10.1, §11.1, §11.2).
 * Besides the box's own tiles (armies, Trenches, Forts, the Tank Army, the BEF, Neutral and Surrender tiles)
 * targetsIn reads the turn (§10.4 Alpine Winter), Russia's surrender (§15.1.5) and the Red Baron's army (§10.1.1).
 */
const ORDINARY_ATTACKS = new PlaceCache('ordinary attacks in a box', [TURN, RUSSIA_SURRENDERED, RED_BARON_ON], (st: GameState, n: number, pays: readonly Payment[]): readonly PaidAttack[] => {
  const box = boxAt(n);
  const targets: string[] = [];
  targetsIn(st, box, 'ordinary', targets);
  // The shared lists when there is no target or one (often: a Trenches tile, a Fort, the Tank Army).
  if (targets.length === 0) return NOTHING;
  if (targets.length === 1) return paidAttacks(targets[0], pays, box);
  const attacks: PaidAttack[] = [];
  for (let t = 0; t < targets.length; t++) pushAll(attacks, paidAttacks(targets[t], pays, box));
  return attacks;
});

/** A City's free attacks into the box at `n` (§15.2, R32: Forts ignored; the Red Baron spares no army of theirs). */
const CITY_ATTACKS = new PlaceCache('a City\'s attacks in a box', [TURN, RUSSIA_SURRENDERED], (st: GameState, n: number, _key: null): readonly Attack[] => {
  const box = boxAt(n);
  const targets: string[] = [];
  targetsIn(st, box, 'city', targets);
  return targets.map((t) => attackOn(t, box));
});

/** Every ordinary attack into the box ATTACK_BOXES[b] now, each target with each payment of `pays` (§10.1, §11.1, §11.2). */
export function ordinaryAttacksIn(st: GameState, b: number, pays: readonly Payment[]): readonly PaidAttack[] {
  if (pays.length === 0) return NOTHING; // nothing can pay for an attack there
  return ORDINARY_ATTACKS.get(st, ATTACK_BOX_NUMBERS[b], pays);
}

/** A City's free attacks (§15.2, R32: Forts ignored), box by box in BFLUIS order then Roumania, appended to `out`. */
export function cityAttacks(st: GameState, out: { push(a: Attack): number }): void {
  for (let b = 0; b < ATTACK_BOXES.length; b++) pushAll(out, CITY_ATTACKS.get(st, ATTACK_BOX_NUMBERS[b], null));
}
