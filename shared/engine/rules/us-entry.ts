// §8.6 the USA enters the war (Tageblatt §7.1.2.1, Armenian genocide §12.6.1, U-boat warfare §13.1.1).
// OWNER: the §7/§8 engineer. Stub until implemented.
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';

export interface UsEntryData {
  readonly rule: string;
}

export const pushUsEntry = defineProc<UsEntryData>('us-entry', (st, f) => {
  pop(st);
  emit(st, { type: 'not-implemented', rule: f.d.rule, text: 'US entry: not implemented yet' });
});
