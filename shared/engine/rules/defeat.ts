// §15.2 German Defeat: the roll after an Over the Top tile is placed, and what follows a fizzle.
// OWNER: the §10/§15 engineer. Stub until implemented.
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';
import type { CountryId } from '../../data/ids.js';

export interface DefeatData {
  /** The Country whose Over the Top tile was just placed. */
  readonly country: CountryId;
}

export const pushDefeatCheck = defineProc<DefeatData>('defeat-check', (st, f) => {
  pop(st);
  emit(st, { type: 'not-implemented', rule: '§15.2', text: `Defeat check for ${f.d.country}: not implemented yet` });
});
