// The board things a prompt's actions name, to highlight and click them, and the action Space takes. Which
// fields name a tile or a box is the engine's word (targetsOf), never guessed here; the words on the buttons
// come from shared/labels (the same ones `kk play` offers).
import { targetsOf, type Action, type BoardRef } from '../../shared/engine/index.js';

export type { BoardRef };

/** A key for a board thing, used to group actions that name it. */
export function refKey(r: BoardRef): string {
  return `${r.kind}:${r.id}`;
}

/** A label with the action's odds after it, when it rolls (issue 15): "Attack French 2nd (pay with RM) · 4+: 50 %". */
export function withOdds(label: string, odds: { readonly short: string } | null): string {
  return odds === null ? label : `${label} · ${odds.short}`;
}

/** The board thing that tells a prompt's actions apart: the first one that differs between actions of the type. */
function choiceRef(a: Action, actions: readonly Action[]): BoardRef | null {
  const refs = targetsOf(a);
  const same = actions.filter((b) => b.type === a.type).map(targetsOf);
  for (let i = 0; i < refs.length; i++) {
    if (new Set(same.map((r) => (r[i] === undefined ? '' : refKey(r[i])))).size > 1) return refs[i];
  }
  return refs[0] ?? null;
}

/** Groups the prompt's action indexes by the board thing each one is about. */
export function actionsByRef(actions: readonly Action[]): Map<string, { ref: BoardRef; indexes: number[] }> {
  const out = new Map<string, { ref: BoardRef; indexes: number[] }>();
  actions.forEach((a, i) => {
    const ref = choiceRef(a, actions);
    if (ref === null) return;
    const key = refKey(ref);
    const entry = out.get(key) ?? { ref, indexes: [] };
    entry.indexes.push(i);
    out.set(key, entry);
  });
  return out;
}

/**
 * The action Space takes: the one that goes on without choosing (done, decline, accept, continue; after a
 * fizzled Defeat, stopping or giving up a City's attack, R39).
 */
export function continueIndex(actions: readonly Action[]): number {
  if (actions.length === 1) return 0;
  for (const t of ['continue', 'done', 'accept', 'decline', 'stop-unrest', 'give-up-attack', 'draw']) {
    const i = actions.findIndex((a) => a.type === t && Object.keys(a).length === 1);
    if (i >= 0) return i;
  }
  return -1;
}
