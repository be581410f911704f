// Old campaigns in today's action shapes: a saved action list of an earlier rules edition
// (shared/data/rules-editions.ts) is rewritten where a ruling changed how a choice is asked but not what
// it means. Pure: it replays the list on its own copy of the game and changes nothing it is given.
//
// Edition 0 → 1, R39 (§15.2 cities one at a time). Edition 0 asked once, after a fizzled Defeat, how many
// Cities go into Unruhe (`{type:'unrest', cities:n}`, skipped when a single City was in Ruhe), moved them
// all, then asked for their n free attacks (`{type:'attack', target}` each, or `{type:'decline'}` to give
// up the attacks still left; with no target at all they were given up without asking). Today the first
// City moves by itself and makes its attack (`attack` / `give-up-attack`), then `defeat:another-city`
// asks `unrest-another` or `stop-unrest`, one City at a time. The same n Cities making the same attacks
// mean the same thing, so such a list is mapped: the `unrest` action goes, an `unrest-another` comes
// before each later City's attack, and a `stop-unrest` after the n-th City when Cities are left in Ruhe.
// A `decline` that gave up the attack of the last City only is a `give-up-attack` (after its
// `unrest-another`). A `decline` that gave up the attacks of two or more Cities does not mean the same
// today (R39: those Cities would have stayed in Ruhe), so the mapping stops just before it, where today's
// player would choose, and the rest is left as it was: the replay finds that `decline` illegal and the
// campaign is outdated from that move. Anything else not legal today is left for the replay to report.
import { newGame, actInPlace, advance, prompt, IllegalActionError } from './game.js';
import { sameAction } from './core/flow.js';
import type { PlainAction } from './core/actions.js';
import { copyState } from './core/board.js';
import { recordingEvents, setEventRecording, takeEvents } from './core/events.js';
import type { DiceChange, GameState, Options } from './core/state.js';
import { RULES_EDITIONS } from '../data/rules-editions.js';

/** The rules edition that brought R39 (shared/data/rules-editions.ts), found in the table, not repeated here. */
export const R39_EDITION: number = editionOf('R39');

function editionOf(ruling: string): number {
  const found = RULES_EDITIONS.find((e) => e.rulings.includes(ruling));
  if (!found) throw new Error(`No rules edition lists ${ruling}`);
  return found.edition;
}

/** Where the replay starts: a campaign's seed and options, or a position (tests: a board with forced dice). */
export type UpgradeStart = { readonly seed: number; readonly options?: Partial<Options>; readonly newDice?: readonly DiceChange[] } | { readonly state: GameState };

export interface UpgradedActions {
  /**
   * Today's action list (the given list itself, copied, when nothing needed a change). Plain JSON: what could
   * not be mapped is left in its old shape, for the replay to report.
   */
  readonly actions: PlainAction[];
  /** Index in `actions` of the first action that differs from the old list, or null when none does. */
  readonly changedAt: number | null;
}

function startState(start: UpgradeStart): GameState {
  if ('state' in start) {
    const st = copyState(start.state);
    advance(st);
    return st;
  }
  return newGame({ seed: start.seed, options: start.options, newDice: start.newDice });
}

/** The data of the decision on top ({moved} for both R39 decisions). */
function topData(st: GameState): { readonly moved?: number } {
  return st.stack[st.stack.length - 1]?.d as { readonly moved?: number };
}

/**
 * Maps an old action list (played under rules edition `fromEdition`) to today's action shapes where the
 * meaning is the same; see the header. `start` is the campaign's seed and options: whether a `stop-unrest`
 * is asked depends on the Cities left in Ruhe, which only a replay knows.
 */
export function upgradeActions(fromEdition: number, actions: readonly PlainAction[], start: UpgradeStart): UpgradedActions {
  if (fromEdition >= R39_EDITION) return { actions: [...actions], changedAt: null };
  const wasRecording = recordingEvents();
  setEventRecording(false);
  try {
    return upgradeR39(actions, startState(start));
  } finally {
    takeEvents();
    setEventRecording(wasRecording);
  }
}

function upgradeR39(old: readonly PlainAction[], st: GameState): UpgradedActions {
  const out: PlainAction[] = [];
  let changedAt: number | null = null;
  /** Plays `a` (checked against today's legal actions); false when it is not legal now. */
  const play = (a: PlainAction, changed: boolean): boolean => {
    try {
      actInPlace(st, a);
    } catch (e) {
      if (e instanceof IllegalActionError) return false;
      throw e;
    }
    if (changed && changedAt === null) changedAt = out.length;
    out.push(a);
    return true;
  };
  /** Cities the old list moved at the fizzle being mapped (0: no fizzle in progress). */
  let committed = 0;
  let i = 0;
  for (;;) {
    const p = prompt(st); // the table companion's pending question included (issue 32)
    const kind = p?.kind;
    if (kind !== 'defeat:city-attack' && kind !== 'defeat:another-city') committed = 0; // no fizzle (or it ended)
    else if (committed === 0) {
      // A fizzle begins: edition 0 asked `unrest` next, unless a single City was in Ruhe (it moved unasked).
      if (i >= old.length) break; // the old list stops before that choice: today's player makes it
      if (old[i].type === 'unrest') {
        committed = Number(old[i].cities);
        if (changedAt === null) changedAt = out.length; // the action is dropped
        i++;
      } else committed = 1;
    }
    if (kind === 'defeat:another-city' && i < old.length && (old[i].type === 'unrest-another' || old[i].type === 'stop-unrest')) {
      // Already today's shape (a list saved under these rules, whatever its edition says): kept as it is.
      const today = old[i];
      if (!play(today, false)) break;
      committed = today.type === 'stop-unrest' ? 0 : Math.max(committed, topData(st).moved ?? 0);
      i++;
      continue;
    }
    if (kind === 'defeat:another-city') {
      const moved = topData(st).moved ?? 0;
      if (moved < committed) {
        if (i >= old.length) break; // the old list stops inside the fizzle: today's player decides from here
        // A `decline` next gives up the attacks of all `committed - moved` Cities still to come: the same
        // meaning only for one of them; for more, today's player would stop here (R39), so the mapping ends.
        if (old[i].type === 'decline' && committed - moved > 1) break;
        if (!play({ type: 'unrest-another' }, true)) break;
        continue;
      }
      // The old list's Cities have all moved (its sequence was over): stop, even at the end of the list.
      if (!play({ type: 'stop-unrest' }, true)) break;
      committed = 0;
      continue;
    }
    if (i >= old.length) break;
    const a = old[i];
    if (kind === 'defeat:city-attack' && a.type === 'decline') {
      // Giving up only the last committed City's attack means the same today; giving up more does not (R39).
      if ((topData(st).moved ?? 0) < committed || !play({ type: 'give-up-attack' }, true)) break;
      i++;
      continue;
    }
    if (!play(a, false)) break; // not legal today for another reason: left to the replay to report
    i++;
  }
  for (; i < old.length; i++) out.push(old[i]);
  // An old action dropped at the very end is a change too (changedAt is then the list's new length).
  if (changedAt === null && (out.length !== old.length || out.some((a, k) => !sameAction(a, old[k])))) changedAt = out.length;
  return { actions: out, changedAt };
}
