// Counting die faces and pairs for the odds: how many of the 6 faces, or of the 36 pairs, do something.
import { DIE } from '../../data/tables.js';
import { chance, type Chance } from './chance.js';

/** A six-sided die: its top face is the natural 6 of R2. */
export const FACES = DIE.naturalSuccess;
export const PAIRS = FACES * FACES;

/** The faces 1..6. */
export const ALL_FACES: readonly number[] = Array.from({ length: FACES }, (_, i) => i + 1);

/** The chance one die shows a face that `ok` accepts. */
export function oneDieChance(ok: (face: number) => boolean): Chance {
  return chance(ALL_FACES.filter(ok).length, FACES);
}

/** The chance a pair of dice does what `ok` accepts (ordered pairs: 36 of them). */
export function pairChance(ok: (a: number, b: number) => boolean): Chance {
  let n = 0;
  for (const a of ALL_FACES) for (const b of ALL_FACES) if (ok(a, b)) n++;
  return chance(n, PAIRS);
}

/** The chance the lowest of `dice` dice shows `face` (R23, R24: against two, two dice and the lower counts). */
export function lowestFaceChance(face: number, dice: 1 | 2): Chance {
  return dice === 1 ? oneDieChance((f) => f === face) : pairChance((a, b) => Math.min(a, b) === face);
}
