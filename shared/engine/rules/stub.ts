// A phase whose rules are not written yet: it says so in the log and changes nothing (never a fake result).
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';

export function notImplementedPhase(kind: string, rule: string, name: string): void {
  defineProc<Record<string, never>>(kind, (st) => {
    pop(st);
    emit(st, { type: 'not-implemented', rule, text: `${name} (${rule}): not implemented yet` });
  });
}
