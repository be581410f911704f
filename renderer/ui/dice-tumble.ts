// How a rolled die looks at time t (0…1) of its step: it is thrown in from the left, hops and spins,
// its faces flick past ever more slowly, and from LAND_AT on it lies still on the event's real face.
// Pure and deterministic (no Math.random), so the same roll always looks the same and tests can pin it.

/** From here on every die shows its real face, upright and in place. */
export const LAND_AT = 0.72;
/** Face changes during the tumble. */
const FLICKS = 14;

export interface DieFrame {
  readonly face: number;
  /** Offset from the die's resting place, in board units. */
  readonly dx: number;
  readonly dy: number;
  readonly rotation: number;
}

/** Face changes done by tumble progress p: quick at first, slowing down (ease-out). */
export function flicksBy(p: number): number {
  const v = p <= 0 ? 0 : p >= 1 ? 1 : p;
  return Math.floor(FLICKS * (1 - (1 - v) * (1 - v)));
}

/** A small integer hash: which way a face flicks, different for each die and flick. */
function step(index: number, n: number, final: number): number {
  const h = Math.imul(index * 73 + n * 31 + final * 17 + 11, 2654435761) >>> 0;
  return 1 + ((h >>> 7) % 5); // 1…5: never the same face twice in a row
}

/** The face shown after n flicks (the real face only once the die has landed). */
export function tumbleFace(final: number, index: number, n: number): number {
  let f = final - 1;
  for (let k = 0; k <= n; k++) f = (f + step(index, k, final)) % 6;
  return f + 1;
}

export function dieFrame(final: number, index: number, t: number): DieFrame {
  if (t >= LAND_AT) return { face: final, dx: 0, dy: 0, rotation: 0 };
  const p = t <= 0 ? 0 : t / LAND_AT;
  const left = 1 - p; // what is left of the throw's energy
  const spin = index % 2 === 0 ? 1 : -1;
  return {
    face: tumbleFace(final, index, flicksBy(p)),
    dx: -140 * left * left,
    dy: -Math.abs(Math.sin(p * Math.PI * 3)) * 28 * left,
    rotation: spin * 3 * Math.PI * left * left,
  };
}
