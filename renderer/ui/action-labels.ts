// Turning any engine action (plain JSON) into a button label and into the board things it names.
// Generic on purpose: a new decision kind from the rules engineers is playable without code here.
import type { Action } from '../../shared/engine/core/flow.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { LAYOUT_BY_ID } from '../board/layout.js';

/** Fields that name a tile or a box, in the order a label mentions them. */
const TARGET_FIELDS = ['target', 'tile', 'army', 'runner', 'uboat', 'marker', 'area', 'country', 'theater', 'box', 'from', 'to'];
/** Fields that never make a board target (they say how, not what). */
const NOT_TARGETS = new Set(['type', 'pay']);

const PAY_NAMES: Readonly<Record<string, string>> = { rm: 'RM', krupp: 'Krupp', kaisertreu: 'Kaisertreu', lira: 'Lira' };

/** Action types whose words alone would read badly (§15.2, R39: the Cities after a fizzled Defeat). */
const VERBS: Readonly<Record<string, string>> = {
  'unrest-another': 'Move another City into Unruhe',
  'stop-unrest': 'Stop: no more Cities',
  'give-up-attack': "Give up this City's attack",
};

/** A board thing an action names: a tile, or a location box. */
export interface BoardRef {
  readonly kind: 'tile' | 'box';
  readonly id: string;
}

function words(s: string): string {
  const t = s.replace(/[-_:]+/g, ' ').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** The box a field value means, if any ('2b' in an `area` field is the sea area). */
function boxFor(field: string, value: string): string | null {
  if (LAYOUT_BY_ID[value]) return value;
  if (field === 'area' && LAYOUT_BY_ID[`sea:${value}`]) return `sea:${value}`;
  return null;
}

function refFor(field: string, value: unknown): BoardRef | null {
  if (typeof value !== 'string' || NOT_TARGETS.has(field)) return null;
  if (TILE_BY_ID[value]) return { kind: 'tile', id: value };
  const b = boxFor(field, value);
  return b ? { kind: 'box', id: b } : null;
}

function orderedFields(a: Action): string[] {
  const keys = Object.keys(a).filter((k) => k !== 'type');
  return [...TARGET_FIELDS.filter((k) => keys.includes(k)), ...keys.filter((k) => !TARGET_FIELDS.includes(k))];
}

/** Every tile or box the action names, main target first. */
export function actionRefs(a: Action): BoardRef[] {
  const out: BoardRef[] = [];
  for (const k of orderedFields(a)) {
    const r = refFor(k, a[k]);
    if (r && !out.some((o) => o.kind === r.kind && o.id === r.id)) out.push(r);
  }
  return out;
}

/** A key for a board thing, used to group actions that name it. */
export function refKey(r: BoardRef): string {
  return `${r.kind}:${r.id}`;
}

function valueText(field: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return `${words(field)}: ${value ? 'yes' : 'no'}`;
  if (typeof value === 'number') return `${words(field)} ${value}`;
  if (field === 'pay') return `pay with ${PAY_NAMES[value] ?? words(value)}`;
  const tile = TILE_BY_ID[value];
  if (tile) return tile.name;
  const b = boxFor(field, value);
  if (b) return LAYOUT_BY_ID[b].label;
  return words(value);
}

/** A readable label for any action: verb, the things it names, then how (pay, amounts). */
export function actionLabel(a: Action): string {
  const verb = a.type === 'done' ? 'Done' : (VERBS[a.type] ?? words(a.type));
  const fields = orderedFields(a);
  const named = fields.filter((k) => refFor(k, a[k]) !== null).map((k) => valueText(k, a[k]));
  const how = fields.filter((k) => refFor(k, a[k]) === null).map((k) => valueText(k, a[k]));
  return [verb, named.join(' → '), how.length ? `(${how.join(', ')})` : ''].filter((p) => p !== '').join(' ');
}

/** The field that tells a prompt's actions apart: the first target field whose value varies. */
function choiceField(a: Action, actions: readonly Action[]): string | null {
  const same = actions.filter((b) => b.type === a.type);
  const fields = orderedFields(a).filter((k) => refFor(k, a[k]) !== null);
  for (const k of fields) if (new Set(same.map((b) => b[k])).size > 1) return k;
  return fields[0] ?? null;
}

/** Groups the prompt's action indexes by the board thing each one is about. */
export function actionsByRef(actions: readonly Action[]): Map<string, { ref: BoardRef; indexes: number[] }> {
  const out = new Map<string, { ref: BoardRef; indexes: number[] }>();
  actions.forEach((a, i) => {
    const field = choiceField(a, actions);
    const ref = field === null ? null : refFor(field, a[field]);
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
