// Seeded randomness kept in the game state (docs/architecture.md "The engine": Randomness): sfc32, so a seed and the action
// list decide a campaign. Every die roll and cup draw goes through here and is recorded as one event.
// Tests queue forced results in state.forced (dice first-in first-out, draws by tile id). A branch with fresh
// dice (the advisor's rollouts) rolls keyed dice instead of one running stream: see keyedValue.
import type { BranchDice, Entries, EntryNeed, GameState } from './state.js';
import { emit, recordingEvents } from './events.js';
import { tilesAtNow } from './board.js';
import { mix32, wordKey } from './hash32.js';
import type { RuleRef } from '../../data/rule-numbers.js';

export function seedRng(seed: number): [number, number, number, number] {
  const s: [number, number, number, number] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 15; i++) next(s);
  return s;
}

/**
 * The generator of a branch with fresh dice: from the branch seed alone (other starting words than seedRng,
 * so a branch's dice are not those of the campaign started with the same number).
 */
export function branchRng(seed: number): [number, number, number, number] {
  const s: [number, number, number, number] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, seed >>> 0];
  for (let i = 0; i < 15; i++) next(s);
  return s;
}

/**
 * The generator of a campaign's new dice from a move on (GameState.newDice, issue 31): from its seed alone, with
 * other starting words than seedRng and branchRng, so new dice are not the stream of the campaign started with
 * that number.
 */
export function newDiceRng(seed: number): [number, number, number, number] {
  const s: [number, number, number, number] = [0x510e527f, 0x9b05688c, 0x1f83d9ab, seed >>> 0];
  for (let i = 0; i < 15; i++) next(s);
  return s;
}

/** sfc32: one 32-bit step, mutating the four-word state in place. */
function next(s: [number, number, number, number]): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** A uniform integer in [0, n): the campaign's running stream, or a branch's keyed value for `rule`. */
function below(st: GameState, n: number, rule: RuleRef): number {
  const u = st.branch === undefined ? next(st.rng) : keyedValue(st.branch, st.turn, rule);
  return Math.floor((u / 4294967296) * n);
}

/**
 * A branch's die or draw: a 32-bit value keyed by (branch seed, turn, the roll's rule, how many rolls of that
 * rule came before in this turn), not the next value of one running stream. Why: the advisor compares two
 * actions on the same seeds (common random numbers), and with one stream an extra attack die in turn 3 would
 * shift the Tageblatt, Cruisers and chit draws of every later turn; keyed, the two branches fall out of step
 * only in the rolls that really differ. Each step is a bijective mix, so every key gives a uniform value.
 */
export function keyedValue(dice: BranchDice, turn: number, rule: RuleRef): number {
  if (dice.turn !== turn) {
    dice.turn = turn;
    dice.counts = [];
  }
  const key = wordKey(rule);
  const count = countRoll(dice.counts, key);
  let h = mix32(dice.seed ^ 0x6a09e667);
  h = mix32(h ^ Math.imul(turn, 0x9e3779b1));
  h = mix32(h ^ key);
  return mix32(h ^ Math.imul(count + 1, 0x27d4eb2f));
}

/**
 * The rolls of the rule with word key `key` before this one in `counts` (BranchDice.counts: pairs of a rule's
 * key and its rolls), counting this one. Why pairs in a list, not a record by rule: a record made afresh each
 * turn and keyed by ever-changing names was read and written through V8's slowest property paths at every roll
 * of a rollout (issue 30); a turn rolls a dozen rules or so, and the list is scanned in a few steps. The rules'
 * word keys are all different (tests/engine/keyed-dice.test.ts), so the counts are those of a record by rule.
 */
function countRoll(counts: number[], key: number): number {
  for (let i = 0; i < counts.length; i += 2) if (counts[i] === key) return counts[i + 1]++;
  counts.push(key, 1);
  return 0;
}

/**
 * A roll's need words for the table companion's question (rules/roll-needs.ts): one sentence, or words written
 * from the dice entered so far (two dice summed: after the first, only the totals still possible, issue 32).
 */
export type NeedWords = string | ((have: readonly number[]) => string);

/** Rolls `count` six-sided dice as one recorded event (forced dice first). */
export function rollDice(st: GameState, count: number, rule: RuleRef, why: string, needs?: NeedWords): number[] {
  if (st.entry !== undefined && st.options.myDice === true) return enteredDice(st, st.entry, count, rule, why, needs);
  const dice: number[] = [];
  let forced = false;
  for (let i = 0; i < count; i++) {
    const queued = st.forced.dice.shift();
    if (queued !== undefined) {
      if (!Number.isInteger(queued) || queued < 1 || queued > 6) throw new Error(`Forced die ${queued} is not a die face`);
      dice.push(queued);
      forced = true;
    } else {
      dice.push(below(st, 6, rule) + 1);
    }
  }
  st.randomCount++;
  if (recordingEvents()) emit(st, { type: 'dice', rule, dice, why, forced });
  return dice;
}

/**
 * One die (the same draw as rollDice(st, 1, …), without its one-die list when there is nothing to log or force).
 * `needs`: what the die must show, in words, for the table companion's question (only built when it asks).
 */
export function rollDie(st: GameState, rule: RuleRef, why: string, needs?: string): number {
  if (recordingEvents() || st.forced.dice.length > 0 || st.entry !== undefined) return rollDice(st, 1, rule, why, needs)[0];
  st.randomCount++;
  return below(st, 6, rule) + 1;
}

/** Draws one tile at random from a cup (a forced draw is taken if it is in the cup). */
export function drawFromCup(st: GameState, cup: string, rule: RuleRef): string | null {
  const inCup = tilesAtNow(st, cup); // read before the draw moves anything
  if (inCup.length === 0) return null;
  if (st.entry !== undefined && st.options.myChits === true) return enteredDraw(st, st.entry, cup, inCup, rule);
  let tile: string;
  const forcedIndex = st.forced.draws.findIndex((id) => st.loc[id] === cup);
  if (forcedIndex >= 0) {
    tile = st.forced.draws[forcedIndex];
    st.forced.draws.splice(forcedIndex, 1);
  } else {
    tile = inCup[below(st, inCup.length, rule)];
  }
  st.randomCount++;
  if (recordingEvents()) emit(st, { type: 'draw', rule, cup, tile });
  return tile;
}

/**
 * The table companion's roll (core/entries.ts): the player's entered dice, in order; when they run out, the try
 * stops with the question of this roll. Entered dice are not the app's randomness: they leave randomCount (the
 * undo floor) alone, so an entry can be corrected until the next one.
 */
function enteredDice(st: GameState, entry: Entries, count: number, rule: RuleRef, why: string, needs: NeedWords | undefined): number[] {
  const dice = entry.dice.slice(entry.di, entry.di + count);
  if (dice.length < count) {
    const words = typeof needs === 'function' ? needs(dice) : needs;
    throw new EntryNeeded(words === undefined ? { kind: 'dice', rule, count, have: dice, why } : { kind: 'dice', rule, count, have: dice, why, needs: words });
  }
  entry.di += count;
  if (recordingEvents()) emit(st, { type: 'dice', rule, dice, why, forced: false, entered: true });
  return dice;
}

/** The table companion's draw: the tile the player entered, which must be in the cup. */
function enteredDraw(st: GameState, entry: Entries, cup: string, inCup: readonly string[], rule: RuleRef): string {
  if (entry.ci >= entry.draws.length) throw new EntryNeeded({ kind: 'draw', rule, cup, tiles: inCup.slice() });
  const tile = entry.draws[entry.ci++];
  if (!inCup.includes(tile)) throw new Error(`The entered tile ${tile} is not in the cup ${cup}`);
  if (recordingEvents()) emit(st, { type: 'draw', rule, cup, tile });
  return tile;
}

/** Thrown by a roll or draw the player has not entered yet: the try of the action stops there (core/entries.ts). */
export class EntryNeeded extends Error {
  override name = 'EntryNeeded';
  constructor(readonly need: EntryNeed) {
    super(`The table companion needs an entry for ${need.rule}`);
  }
}
