// Actions that cannot differ in outcome are rolled out once: an attack on the French 1st Army or on the
// French 3rd, both of strength 3 in France, is the same move (the rules never look at which of two equal
// armies it was). Conservative on purpose: only armies the rules treat by their printed values alone.
import type { Action, GameState } from '../engine/index.js';
import { ARMY_BY_ID } from '../data/armies.js';

/** Legal actions that share one estimate: `members` are indices into the prompt's actions, the first rolled out. */
export interface ActionGroup {
  readonly members: readonly number[];
}

/**
 * What an army is to the rules, apart from its name: its printed values and where it stands. Armies of a
 * replacement chain (*, §10.5.1) and Near-East units (their theatre's roster order, §12.4) are kept apart,
 * as is any army the position names elsewhere (a flag such as the Red Baron's target, a pending frame).
 */
function armyClass(st: GameState, tile: string, named: string): string | null {
  const def = ARMY_BY_ID[tile];
  if (def === undefined || def.asterisk || def.nearEast) return null;
  if (named.includes(`"${tile}"`)) return null;
  const { nationality, theater, strength, skull, british } = def;
  return JSON.stringify([nationality, theater, strength, skull, british, st.loc[tile]]);
}

/** The key two actions share when they cannot differ in outcome: the action with each such army replaced by its class. */
function outcomeKey(st: GameState, a: Action, named: string): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    const cls = typeof v === 'string' ? armyClass(st, v, named) : null;
    parts.push(`${k}=${cls ?? JSON.stringify(v)}`);
  }
  return parts.sort().join('&');
}

/** The legal actions grouped by outcome, in the order of their first member. */
export function groupActions(st: GameState, actions: readonly Action[]): ActionGroup[] {
  const named = JSON.stringify([st.f, st.stack]);
  const byKey = new Map<string, number[]>();
  actions.forEach((a, i) => {
    const key = outcomeKey(st, a, named);
    const members = byKey.get(key);
    if (members === undefined) byKey.set(key, [i]);
    else members.push(i);
  });
  return [...byKey.values()].map((members) => ({ members }));
}
