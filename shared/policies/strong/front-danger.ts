// How dangerous each Entente front is, read only from the visible position: the armies in each Country box,
// the Turn Chits still in the cup (a player may count the chits already on the Calendar, §6.1), the Cities
// in Unruhe (§15.2) and the limits that stop an Over the Top (§6.2). Never the dice to come.
import {
  armyCountAtNumber, countryActive, countryOfBox, isAt, locationNumber, tilesAtNow, unruheCount, type GameState,
} from '../../engine/index.js';
import { COUNTRIES } from '../../data/board.js';
import { TURN_CHITS } from '../../data/chits.js';
import { TURN_CHIT_IDS, UBOAT_IDS } from '../../data/tiles.js';
import { LAST_TURN, turnDef } from '../../data/calendar.js';
import type { CountryId } from '../../data/ids.js';
import type { StrongParams } from './params.js';

/** Five EP armies in a box: one more deployment there brings its Over the Top (§6.3, §15.2). */
export const FULL_FRONT = 5;

/** Of the 36 pairs of two dice, how many total `k` or less (the Defeat roll §15.2 succeeds on total ≤ Unruhe). */
function pairsAtMost(k: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= k) n++;
  return n;
}
const DEFEAT_CHANCE: readonly number[] = Array.from({ length: 13 }, (_, k) => pairsAtMost(k) / 36);

/** §15.2: the chance the Defeat roll succeeds with `k` Cities in Unruhe. */
export function defeatChance(k: number): number {
  return DEFEAT_CHANCE[Math.min(12, Math.max(0, k))];
}

/** dc(k) for a fractional k: the straight line between the two whole numbers around it. */
function defeatChanceBetween(k: number): number {
  const lo = Math.floor(k);
  return defeatChance(lo) + (k - lo) * (defeatChance(lo + 1) - defeatChance(lo));
}

/** Crises (Over the Top tiles) the rest of the war is still expected to bring. */
export function laterCrises(st: GameState, p: StrongParams): number {
  return Math.max(p.minLaterCrises, (LAST_TURN - st.turn) / p.turnsPerCrisis);
}

/**
 * What one more City in Unruhe costs: each later crisis moves (at least) one more City, so the L crises to come
 * roll with k, k+1, … k+L−1 Cities; one more now shifts every one of those rolls up by one — dc(k+L) − dc(k)
 * in all (the sum telescopes).
 */
export function extraCityCost(st: GameState, p: StrongParams, k = unruheCount(st)): number {
  return defeatChanceBetween(k + laterCrises(st, p)) - defeatChance(k);
}

/**
 * What one Over the Top costs, in chances of losing the war: its Defeat roll now (§15.2), plus the City that
 * must move into Unruhe after a fizzle.
 */
export function overTheTopCost(st: GameState, p: StrongParams): number {
  const k = unruheCount(st);
  return defeatChance(k) + extraCityCost(st, p, k);
}

const CUP = 'chit-cup';

/** Bit i set: Turn Chit #i+1 is still in the cup. Read from the cup's own list (a few tiles), not every chit. */
function cupMask(cup: readonly string[]): number {
  let mask = 0;
  for (const id of cup) {
    const i = CHIT_INDEX.get(id);
    if (i !== undefined) mask |= 1 << i;
  }
  return mask;
}
const CHIT_INDEX: ReadonlyMap<string, number> = new Map(TURN_CHIT_IDS.map((id, i) => [id, i]));

/** Country number: its place in COUNTRIES (B F L U I S), the index of every per-Country list of a Fronts. */
export const COUNTRY_IDS: readonly CountryId[] = COUNTRIES.map((c) => c.id);
/** Each Country box's location number, by Country number: readFronts counts the armies there without a lookup by name. */
const COUNTRY_BOX_NUMBERS: readonly number[] = COUNTRY_IDS.map(locationNumber);

/** Location → the number of the Country whose box or Reserves it is (countryOfBox), −1 for none; filled on first ask. */
const COUNTRY_OF_BOX = new Map<string, number>();

/** The number of the Country a box belongs to (a Country box or its Reserves), or −1. */
export function countryNumberOfBox(box: string): number {
  let n = COUNTRY_OF_BOX.get(box);
  if (n === undefined) {
    const c = countryOfBox(box);
    n = c === null ? -1 : COUNTRY_IDS.indexOf(c as CountryId);
    COUNTRY_OF_BOX.set(box, n);
  }
  return n;
}

/** The answers of deployChances by cup (the same few cups recur in every rollout of one position). */
const chancesByCup = new Map<number, readonly number[]>();

/**
 * The cup deployChances last answered for (a copy of its tiles) and that answer: read at every CP attack, while
 * the cup changes a few times a turn. The policy's own cache: it compares the cup's tiles (a few, the same
 * strings) instead of asking the engine to keep anything for it.
 */
let lastCup: readonly string[] = [];
let lastChances: readonly number[] = chancesOfMask(0);

/** Chance that each Country (by number) gets at least one deployment from the next Turn Chit (§6.1, §5.4.6), by counting chits. */
export function deployChances(st: GameState): readonly number[] {
  const cup = tilesAtNow(st, CUP); // the index's own list: copied below before the next move can change it
  if (sameTiles(cup, lastCup)) return lastChances;
  lastChances = chancesOfMask(cupMask(cup));
  lastCup = cup.slice();
  return lastChances;
}
function sameTiles(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
function chancesOfMask(mask: number): readonly number[] {
  let out = chancesByCup.get(mask);
  if (out === undefined) {
    out = chancesOfCup(mask);
    if (chancesByCup.size > 4096) chancesByCup.clear(); // 2^28 cups are possible; a game meets ~30
    chancesByCup.set(mask, out);
  }
  return out;
}

function chancesOfCup(mask: number): number[] {
  const letters: Record<string, number> = { B: 0, F: 0, L: 0, U: 0, I: 0, S: 0 };
  let chits = 0;
  let offensives = 0;
  for (let i = 0; i < TURN_CHIT_IDS.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    const def = TURN_CHITS[i];
    chits++;
    offensives += def.randomOffensives;
    for (const l of def.deploy) letters[l]++;
  }
  // §5.4.6: each Random Entente Offensive picks one Country on a die.
  return COUNTRIES.map((c) => (chits === 0 ? 0 : Math.min(1, (letters[c.letter] + offensives / 6) / chits)));
}

/**
 * §6.2: chance an Over the Top ordered into Country `c` (its number) next turn is really placed (U-Boat,
 * Mutiny, Siegfried, Winter). `uBoatBoxes`: bit n set when a U-Boat stands in Country n's box.
 */
function overTheTopGetsThrough(st: GameState, c: number, uBoatBoxes: number): number {
  if ((uBoatBoxes & (1 << c)) !== 0) return 0.05; // §6.2.4: the U-Boat absorbs the next deployment
  if (c === ITALY && turnDef(Math.min(LAST_TURN, st.turn + 1)).season === 'winter') return 0; // §6.2.3
  if (c === FRANCE && isAt(st, 'french-mutiny', 'france')) return 1 / 3; // §6.2.1: fails on 1–4
  if (c === BELGIUM && isAt(st, 'siegfried-line', 'belgium')) return 1 / 3; // §6.2.2
  return 1;
}
const BELGIUM = COUNTRY_IDS.indexOf('belgium');
const FRANCE = COUNTRY_IDS.indexOf('france');
const ITALY = COUNTRY_IDS.indexOf('italy');
/** Each Country box by name → its number (a U-Boat guards only the box it stands in, never the Reserves). */
const COUNTRY_BOX: ReadonlyMap<string, number> = new Map(COUNTRY_IDS.map((id, n) => [id, n]));

/** Bit n set: a U-Boat stands in Country n's box. */
function uBoatBoxes(st: GameState): number {
  let bits = 0;
  for (let i = 0; i < UBOAT_IDS.length; i++) {
    const n = COUNTRY_BOX.get(st.loc[UBOAT_IDS[i]]);
    if (n !== undefined) bits |= 1 << n;
  }
  return bits;
}

/** The picture of the fronts a decision reads, each list by Country number: armies, next-turn chance, an OTT's price. */
export interface Fronts {
  readonly armies: number[];
  readonly chance: readonly number[];
  readonly through: number[];
  readonly crisisCost: number;
  /** No deployment can come any more: the war ends after this turn (§15.3). */
  readonly lastTurn: boolean;
}

export function readFronts(st: GameState, p: StrongParams): Fronts {
  const armies = [0, 0, 0, 0, 0, 0]; // an inactive Country: no armies, no Over the Top
  const through = [0, 0, 0, 0, 0, 0];
  const guarded = uBoatBoxes(st);
  for (let c = 0; c < COUNTRY_IDS.length; c++) {
    const id = COUNTRY_IDS[c];
    if (!countryActive(st, id)) continue;
    armies[c] = armyCountAtNumber(st, COUNTRY_BOX_NUMBERS[c]);
    through[c] = overTheTopGetsThrough(st, c, guarded);
  }
  return { armies, chance: deployChances(st), through, crisisCost: overTheTopCost(st, p), lastTurn: st.turn >= LAST_TURN };
}

/**
 * The worth of taking one army out of Country `c` (its number) now (in chances of losing the war saved): mostly
 * the Over the Top its next deployment would bring at five, less at four or three (two or three chits away),
 * plus the one VP each army costs at the Armistice (§15.3 ①).
 */
export function armyRemovalValue(f: Fronts, c: number, p: StrongParams, armiesNow = f.armies[c]): number {
  const vp = p.vpValue;
  if (f.lastTurn) return vp;
  const q = f.chance[c];
  const w = armiesNow >= FULL_FRONT ? p.weightAt5 : armiesNow === 4 ? p.weightAt4 : armiesNow === 3 ? p.weightAt3 : p.weightLow;
  return vp + f.crisisCost * f.through[c] * q * w;
}
