// Exact chances as fractions (never floats that drift): a die face is 1/6, a pair 1/36.

/** A chance as a reduced fraction num/den (0/1 for never, 1/1 for certain). */
export interface Chance {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** num/den reduced; den must be positive. */
export function chance(num: number, den: number): Chance {
  if (den <= 0 || !Number.isInteger(num) || !Number.isInteger(den)) throw new Error(`bad chance ${num}/${den}`);
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

export const NEVER: Chance = { num: 0, den: 1 };
export const CERTAIN: Chance = { num: 1, den: 1 };

export function plus(a: Chance, b: Chance): Chance {
  return chance(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function times(a: Chance, b: Chance): Chance {
  return chance(a.num * b.num, a.den * b.den);
}

export function not(a: Chance): Chance {
  return chance(a.den - a.num, a.den);
}

export function sameChance(a: Chance, b: Chance): boolean {
  return a.num * b.den === b.num * a.den;
}

/** "50 %", "3 %", "<1 %": whole percents for the player (the fraction stays exact underneath). */
export function percentText(c: Chance): string {
  if (c.num === 0) return '0 %';
  if (c.num === c.den) return '100 %';
  const p = (100 * c.num) / c.den;
  if (p < 1) return '<1 %';
  if (p > 99) return '>99 %';
  return `${Math.round(p)} %`;
}
