// Turning any engine action into a button label and into the board things it names. Which fields name a
// tile or a box is the engine's word (targetsOf / namedTargets), never guessed here: a new decision kind
// from the rules engineers is playable without code here.
import { namedTargets, targetsOf, type Action, type BoardRef } from '../../shared/engine/core/actions.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { LAYOUT_BY_ID } from '../board/layout.js';

export type { BoardRef };

const PAY_NAMES: Readonly<Record<string, string>> = { rm: 'RM', krupp: 'Krupp', kaisertreu: 'Kaisertreu', lira: 'Lira' };

/** Action types whose words alone would read badly (§15.2, R39: the Cities after a fizzled Defeat). */
const VERBS: Readonly<Record<string, string>> = {
  'unrest-another': 'Move another City into Unruhe',
  'stop-unrest': 'Stop: no more Cities',
  'give-up-attack': "Give up this City's attack",
};

function words(s: string): string {
  const t = s.replace(/[-_:]+/g, ' ').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A key for a board thing, used to group actions that name it. */
export function refKey(r: BoardRef): string {
  return `${r.kind}:${r.id}`;
}

/** How a player reads a board thing: the tile's name, the box's label. */
function refName(r: BoardRef): string {
  if (r.kind === 'tile') return TILE_BY_ID[r.id]?.name ?? words(r.id);
  return LAYOUT_BY_ID[r.id]?.label ?? words(r.id);
}

/** A field that says how (payment, amounts), not what. */
function howText(field: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return `${words(field)}: ${value ? 'yes' : 'no'}`;
  if (typeof value === 'number') return `${words(field)} ${value}`;
  if (field === 'pay') return `pay with ${PAY_NAMES[value] ?? words(value)}`;
  return words(value);
}

/** A label with the action's odds after it, when it rolls (issue 15): "Attack French 2nd (pay with RM) · 4+: 50 %". */
export function withOdds(label: string, odds: { readonly short: string } | null): string {
  return odds === null ? label : `${label} · ${odds.short}`;
}

/** A readable label for any action: verb, the things it names, then how (pay, amounts). */
export function actionLabel(a: Action): string {
  const verb = a.type === 'done' ? 'Done' : (VERBS[a.type] ?? words(a.type));
  const named = namedTargets(a);
  const namedFields = new Set(named.map((t) => t.field));
  const fields: Readonly<Record<string, string | number | boolean>> = a;
  const how = Object.entries(fields)
    .filter(([k]) => k !== 'type' && !namedFields.has(k))
    .map(([k, v]) => howText(k, v));
  const what = named.map((t) => refName(t.ref)).join(' → ');
  return [verb, what, how.length ? `(${how.join(', ')})` : ''].filter((p) => p !== '').join(' ');
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
