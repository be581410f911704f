// Attack resolution shared by every CP attack (§10.1, §10.2, R2).
import { DIE } from '../../data/tables.js';

/** R2 / §10.2: a natural 1 always fails, a natural 6 always succeeds; otherwise die + DRM > strength. */
export function attackSucceeds(natural: number, drm: number, strength: number): boolean {
  if (natural === DIE.naturalFail) return false;
  if (natural === DIE.naturalSuccess) return true;
  return natural + drm > strength;
}
