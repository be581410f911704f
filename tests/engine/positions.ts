// Named positions that more than one test file starts from, built with board() (helpers.ts). Each takes
// the test's own changes (`more`) on top, so a test states only what makes its case different.
import { board, force, runPhase, type Given } from './helpers.js';
import { pushDefeatCheck } from '../../shared/engine/rules/defeat.js';
import { CITY_IDS, TURN_CHIT_IDS } from '../../shared/data/tiles.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GeneralEventId } from '../../shared/data/ids.js';

/** `more` over `base`: later tiles, tracks and flags win; turn, seed and options are replaced. */
export function over(base: Given, more: Given = {}): Given {
  return {
    ...base,
    ...more,
    tiles: { ...base.tiles, ...more.tiles },
    tracks: { ...base.tracks, ...more.tracks },
    flags: { ...base.flags, ...more.flags },
  };
}

/** Turn Chits #2–#26 played on Turns 2–26 (each on its Calendar box): only #27 and #28 are left in the cup. */
export const ONLY_LAST_TWO_CHITS_LEFT: Readonly<Record<string, string>> = Object.fromEntries(
  TURN_CHIT_IDS.slice(1, 26).map((id, i) => [id, `calendar:${i + 2}`]),
);

/** A board on `turn` (a turn without Calendar events unless chosen) with Turn Chit `chit` played on it. */
export function onTurn(turn: number, chit: number | null, more: Given = {}): GameState {
  return board(over({ turn, tiles: chit === null ? {} : { [`turn-chit-${chit}`]: `calendar:${turn}` } }, more));
}

/** Turkey at war (Ottoman Neutral gone) on Turn 8, SO 1915: not Summer, so the Near East phase is played. */
export function turkeyAtWar(more: Given = {}): GameState {
  return board(over({ turn: 8, tiles: { 'neutral-ottoman': 'discarded' } }, more));
}

/** Turn 9 with France's Border Forts gone: France holds fr-2 (4) and fr-3 (3). */
export function openFrance(more: Given = {}): GameState {
  return board(over({ turn: 9, tiles: { 'border-forts-2': 'discarded' } }, more));
}

/** §10.7 France down to its last army (fr-3, strength 3) with France in Danger, 3 RM; others at 3 armies. */
export function franceAtTheBrink(more: Given = {}): GameState {
  return openFrance(over({ tiles: { 'fr-2': 'france-reserves' }, tracks: { 'rm-coin': 3 } }, more));
}

/** §10.7.1 Turn 14 after the Explosion: Revolution in Lithuania and Ukraine, Lithuania down to rus-1. */
export function russiaAtTheBrink(more: Given = {}): GameState {
  const tiles = {
    'pink-socialist-revolution-1': 'lithuania',
    'pink-socialist-revolution-2': 'ukraine',
    'rus-2': 'lithuania-reserves',
    'rus-4': 'lithuania-reserves',
  };
  return board(over({ turn: 14, flags: { exploded: true }, tiles }, more));
}

/** §10.1.1 Turn 9, both Border Forts gone, the Red Baron in Germany placed over `army`; air marker in `airBox`. */
export function baronOver(army: string, airBox = 1, more: Given = {}): GameState {
  const tiles = { 'border-forts-1': 'discarded', 'red-baron': 'germany', 'air-superiority': `air:${airBox}` };
  return openFrance(over({ tiles, flags: { redBaronArrived: true, redBaronOn: army } }, more));
}

/** §9 no runners, no Cruisers: the Naval/Air phase goes straight to the air war (air marker in `box`). */
export function airWar(turn: number, box = 0, rm = 0, more: Given = {}): GameState {
  const tiles = { 'blockade-runner-1': 'neutral-ports', 'cruiser-1': 'chit-cup', 'air-superiority': `air:${box}` };
  return board(over({ turn, tiles, tracks: { 'rm-coin': rm } }, more));
}

/** §9.1 alone (Turn 1: no air roll, no bombers, no Zeppelin): `runners` in their box, `cruisers` in the British box. */
export function navalOnly({ runners = 1, cruisers = 1 } = {}, more: Given = {}): GameState {
  const tiles: Record<string, string> = {};
  for (let i = 1; i <= 4; i++) tiles[`blockade-runner-${i}`] = i <= runners ? 'blockade-runners-box' : 'neutral-ports';
  for (let i = 1; i <= 4; i++) tiles[`cruiser-${i}`] = i <= cruisers ? 'british-cruisers-box' : 'chit-cup';
  return board(over({ turn: 1, tiles }, more));
}

/** §15.2 France holds five armies and its Over the Top tile has just gone in; `unruhe` cities in unrest. */
export function defeatCheckInFrance(unruhe: number, more: Given = {}): GameState {
  const tiles: Record<string, string> = { 'fr-1': 'france', 'fr-4': 'france', 'fr-5': 'france', 'ott-france': 'france' };
  for (let i = 0; i < unruhe; i++) tiles[CITY_IDS[i]] = 'unruhe';
  const st = board(over({ turn: 8, tiles }, more));
  pushDefeatCheck(st, { country: 'france' });
  return st;
}

/** Every General event of the Tageblatt table (§7.1.2). */
export const ALL_GENERAL_EVENTS: GeneralEventId[] = [
  'turkish-entry', 'italian-entry', 'bulgarian-entry', 'hinden-luden', 'roumanian-entry', 'siegfried-line',
  'german-bombers', 'arab-revolt', 'us-entry', 'british-bombers', 'french-tank-army', 'nervenkrieg',
];

/** Every General event except `keep`: mark them as happened so only the kept ones (and Special Events) can fire. */
export function allBut(...keep: GeneralEventId[]): GeneralEventId[] {
  return ALL_GENERAL_EVENTS.filter((id) => !keep.includes(id));
}

/** §7.1 sets the turn, marks `done` General events as happened, forces the die and runs the Tageblatt. */
export function tageblattRoll(st: GameState, turn: number, die: number, done: GeneralEventId[] = []): GameEvent[] {
  st.turn = turn;
  for (const id of done) if (!st.f.generalEvents.includes(id)) st.f.generalEvents.push(id);
  force(st, [die]);
  return runPhase(st, 'tageblatt');
}
