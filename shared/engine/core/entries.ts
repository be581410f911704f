// The table companion (issue 32): in a campaign whose options say the player rolls the dice (myDice) or draws
// the chits (myChits) at the table, every such result is asked of the player. The rules are not paused in the
// middle of a procedure: the façade (game.ts) tries the action on a copy with the results entered so far
// (state.entry, read in order by core/random.ts); the first roll or draw with no entered result stops the try
// (EntryNeeded), and the player is asked for it (state.asking: a question of its own kind, answered like a
// decision). Each answer is one action of the campaign's list, so replay, undo, History and export stay exact
// with no other record; when a try runs to the next decision with every result entered, its copy is the new
// position. Rollouts (branches) never ask: their dice are their own.
import type { EntryNeed, EntryQuestion, GameState } from './state.js';
import type { Action, EnterDie, EnterTile } from './actions.js';
import type { Prompt } from './flow.js';
import { EntryNeeded } from './random.js';
import { copyState } from './board.js';
import { copyIndex } from './speed/location-index.js';
import { dropEventsSince, eventMark, eventsSince, type GameEvent } from './events.js';
import { TILE_BY_ID } from '../../data/tiles.js';
import { placeName } from '../../data/names.js';

/** Whether actions of this position are tried with entered results (a campaign, not a rollout's branch). */
export function asksEntries(st: GameState): boolean {
  return (st.options.myDice === true || st.options.myChits === true) && st.branch === undefined;
}

const FACES: readonly EnterDie[] = [1, 2, 3, 4, 5, 6].map((face) => ({ type: 'enter-die', face }));

/** The answers to a question: the six faces, or one tile of each printed name still in the cup. */
export function entryActions(q: EntryQuestion): readonly Action[] {
  if (q.need.kind === 'dice') return FACES;
  const seen = new Set<string>();
  const out: EnterTile[] = [];
  for (const tile of q.need.tiles) {
    const name = TILE_BY_ID[tile]?.name ?? tile;
    if (seen.has(name)) continue; // identical tiles (three "Lira chit (0)"): one answer, the first of them
    seen.add(name);
    out.push({ type: 'enter-tile', tile });
  }
  return out;
}

const ORDINAL = ['first', 'second', 'third', 'fourth'];

/**
 * The question in words: what the roll is for and how many dice (the prompt shows its rule beside it), with the
 * dice entered so far, then what it must show and what each result does; or which cup, and how many tiles are
 * still in it.
 */
export function entryText(need: EntryNeed): string {
  if (need.kind === 'dice') {
    const what = need.why !== '' ? need.why : 'A roll of the rules';
    // What the roll must show and what each result does, as a sentence of its own (rules/roll-needs.ts).
    const needs = need.needs === undefined ? '' : ` ${need.needs.charAt(0).toUpperCase()}${need.needs.slice(1)}.`;
    if (need.count === 1) return `${what}: roll 1 die and enter it.${needs}`;
    if (need.have.length === 0) return `${what}: roll ${need.count} dice and enter the first.${needs}`;
    const so = need.have.map((d, i) => `the ${ORDINAL[i] ?? 'next'} is ${d}`).join(', ');
    return `${what}: roll ${need.count} dice; ${so}, enter the ${ORDINAL[need.have.length] ?? 'next'}.${needs}`;
  }
  const n = need.tiles.length;
  return `Draw from ${placeName(need.cup)} and say which tile came out (${n === 1 ? '1 tile is' : `${n} tiles are`} still in it).`;
}

/** The pending question as a prompt (its rule is the roll's or draw's own). */
export function entryPrompt(q: EntryQuestion): Prompt {
  return {
    kind: q.need.kind === 'dice' ? 'enter-dice' : 'enter-draw',
    rule: q.need.rule,
    text: entryText(q.need),
    actions: entryActions(q),
  };
}

/**
 * Tries `step` (an action applied and the Entente side that follows it, up to the next decision) on a copy of
 * `st` with the results entered so far. When it needs one more, `st` only learns the question (its board is
 * untouched, and the try's events are dropped); when it runs through, `st` becomes the copy.
 */
export function tryWithEntries(
  st: GameState,
  action: EntryQuestion['action'],
  dice: readonly number[],
  draws: readonly string[],
  step: (trial: GameState) => void,
  /** Given: receives the events the try made before it stopped for a result (entrySteps). */
  stoppedAfter?: GameEvent[],
): void {
  const trial = copyState(st);
  delete trial.asking;
  trial.entry = { dice, draws, di: 0, ci: 0 };
  const mark = eventMark();
  try {
    step(trial);
  } catch (e) {
    if (!(e instanceof EntryNeeded)) throw e;
    stoppedAfter?.push(...eventsSince(mark));
    dropEventsSince(mark);
    st.asking = { action, dice, draws, need: e.need };
    return;
  }
  delete trial.entry;
  for (const k of Object.keys(st)) if (!(k in trial)) delete (st as unknown as Record<string, unknown>)[k];
  Object.assign(st, trial);
  copyIndex(trial, st); // the location index is not an own enumerable field: st takes the try's
}
