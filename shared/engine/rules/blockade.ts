// §9.1 Blockade Runners: the player sends the active runners (and perhaps the High Seas Fleet) to sea, the
// British Cruisers Table sends the Cruisers, brackets sink runners, the HSF may fight a Major Naval Battle,
// and every runner that got through earns its area's haul (Turkish smugglers may turn the Aegean's into Lira).
// R22 (amended): the runner the HSF sailed with earns despite Cruisers, whatever the battle did to the HSF.
import type { GameState } from '../core/state.js';
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { Decline, HaulToGermany, HaulToTurkey, PlaceHsf, PlaceRunner } from '../core/actions.js';
import { emit, recordingEvents, skipped } from '../core/events.js';
import { rollDice, type NeedWords } from '../core/random.js';
import { asksRoll, lowerDieNeed, perFaceNeed, summedNeed } from './roll-needs.js';
import { addLira, addRm, countIdsAt, countIdsAtNumber, discardTile, idsAt, isAt, locationNumber, moveTile, turkeyStatus } from '../core/board.js';
import { SEA_AREAS } from '../../data/board.js';
import { CRUISER_TABLE } from '../../data/cruisers.js';
import { NAVAL_BATTLE } from '../../data/small-tables.js';
import { CRUISER_IDS, RUNNER_IDS, TILE_BY_ID } from '../../data/tiles.js';
import type { SeaAreaId } from '../../data/ids.js';
import { placeTurnsAhead, turnsAheadWords } from './turns-ahead.js';
import { seaAreaOf, seaBox, type SeaBox } from '../../data/locations.js';

type Empty = Record<string, never>;

/** The blockade's own record: R22 (amended) keeps where the HSF was placed, whatever the battle does to it. */
interface BlockadeData {
  /** The sea area the High Seas Fleet sailed to this turn (§9.1.4); absent when it stayed in port. */
  hsfSailedTo?: SeaAreaId;
}

const RUNNERS_BOX = 'blockade-runners-box';
const CRUISERS_BOX = 'british-cruisers-box';
const NEUTRAL_PORTS = 'neutral-ports';
const HSF = 'high-seas-fleet';
/** §9.1.7: the Aegean area, where Turkish smugglers may take the haul. */
const SMUGGLERS_AREA: SeaAreaId = '1b';

export function seaLoc(area: SeaAreaId): SeaBox {
  return seaBox(area);
}

const runnersIn = (st: GameState, where: string): string[] => idsAt(st, RUNNER_IDS, where);
const cruisersIn = (st: GameState, where: string): string[] => idsAt(st, CRUISER_IDS, where);
// Counts without building the lists: the blockade asks these for every sea area.
const runnerCount = (st: GameState, where: string): number => countIdsAt(st, RUNNER_IDS, where);
// … and by SEA_AREAS index, through the area's location number (no lookup of its box by name, then of the box).
const SEA_NUMBERS: readonly number[] = SEA_AREAS.map((a) => locationNumber(seaBox(a.id)));
const runnersInArea = (st: GameState, i: number): number => countIdsAtNumber(st, RUNNER_IDS, SEA_NUMBERS[i]);
const cruisersInArea = (st: GameState, i: number): number => countIdsAtNumber(st, CRUISER_IDS, SEA_NUMBERS[i]);

/** The sea area the HSF is in, or null while it is not at sea. */
function hsfArea(st: GameState): SeaAreaId | null {
  return seaAreaOf(st.loc[HSF]);
}

// ── §9.1.1 placing the runners, one at a time ─────────────────────────────────────────────────────────

const pushRunnerPlacement = defineDecision<Empty, PlaceRunner>('runner-placement', {
  prompt: (st) => ({
    rule: '§9.1.1',
    text: `Send ${TILE_BY_ID[runnersIn(st, RUNNERS_BOX)[0]]?.name ?? 'the runner'} to a sea area of its own (every available runner must sail).`,
  }),
  actions: (st) => {
    const runner = runnersIn(st, RUNNERS_BOX)[0];
    const out: PlaceRunner[] = [];
    if (runner === undefined) return out;
    for (let i = 0; i < SEA_AREAS.length; i++) {
      if (runnersInArea(st, i) === 0) out.push({ type: 'place-runner', runner, area: SEA_AREAS[i].id }); // §9.1.1 separate areas
    }
    return out;
  },
  apply: (st, _f, action) => {
    moveTile(st, action.runner, seaLoc(action.area), '§9.1.1');
    if (runnerCount(st, RUNNERS_BOX) === 0) pop(st);
  },
});

// ── §9.1.4 the High Seas Fleet may sail with a runner in the North Sea ────────────────────────────────

/** R21: North Sea areas that hold a Blockade Runner. */
function hsfAreas(st: GameState): SeaAreaId[] {
  const out: SeaAreaId[] = [];
  for (let i = 0; i < SEA_AREAS.length; i++) if (SEA_AREAS[i].northSea && runnersInArea(st, i) > 0) out.push(SEA_AREAS[i].id);
  return out;
}

const pushHsfPlacement = defineDecision<Empty, PlaceHsf | Decline>('hsf-placement', {
  prompt: () => ({ rule: '§9.1.4', text: 'Send the High Seas Fleet out with a runner in the North Sea, or keep it in port.' }),
  actions: (st) => {
    const out: (PlaceHsf | Decline)[] = hsfAreas(st).map((area) => ({ type: 'place-hsf', area }));
    out.push({ type: 'decline' });
    return out;
  },
  apply: (st, _f, action) => {
    if (action.type === 'place-hsf') moveTile(st, HSF, seaLoc(action.area), '§9.1.4');
    pop(st);
  },
});

// ── §9.1.2 / §9.1.3 the British Cruisers ──────────────────────────────────────────────────────────────

/** Where each total of the Cruisers Table sends `count` Cruisers, in words (the table companion's question). */
function cruiserWords(count: number): NeedWords {
  const rows = Object.keys(CRUISER_TABLE).map(Number).sort((a, b) => a - b);
  const areas = (total: number): string => CRUISER_TABLE[total][count].join(' ');
  const to = rows.map((t) => `${t}: ${areas(t)}`).join('; ');
  const sink = '; two in one area sink the Blockade Runners there (§9.1.3)';
  // After the first die, only the rows the second can still reach (issue 32).
  return summedNeed(`the total sends the Cruisers to these sea areas: ${to}`, (t) => `the Cruisers go to ${areas(t)}`, sink);
}

/**
 * A row of the Major Naval Battle table in words (R23), for the table companion's question (kept short: the bar).
 * "Turns ahead" names the Calendar turn it reaches, or says the ship leaves the game past the last turn (R5).
 */
function navalBattleWords(st: GameState, face: number, cruiser: string): string {
  const row = NAVAL_BATTLE[face];
  const ship = TILE_BY_ID[cruiser].name;
  const what: Record<typeof row.effect, string> = {
    'hsf-discarded': 'the High Seas Fleet is sunk',
    'hsf-to-calendar': `the Fleet ${turnsAheadWords(st, row.turnsAhead ?? 0)}`,
    none: 'a skirmish, nothing happens',
    'cruiser-to-calendar': `${ship} ${turnsAheadWords(st, row.turnsAhead ?? 0)}`,
    'cruiser-to-cup': `${ship} goes back into the Chit Cup`,
  };
  return what[row.effect];
}

/** The table companion's words for the Major Naval Battle against `cruisers` (R23: one die, or two keeping the lower). */
function navalBattleNeed(st: GameState, cruisers: readonly string[]): NeedWords {
  const row = (face: number): string => navalBattleWords(st, face, cruisers[0]);
  return cruisers.length === 1 ? perFaceNeed(row) : lowerDieNeed(row);
}

function sendCruisers(st: GameState): void {
  const ready = cruisersIn(st, CRUISERS_BOX);
  if (ready.length === 0) {
    skipped(st, '§9.1.2', { skip: 'no-cruiser-patrol' });
    return;
  }
  const needs = asksRoll(st) ? cruiserWords(ready.length) : undefined;
  const dice = rollDice(st, 2, '§9.1.2', `British Cruisers Table (${ready.length} ${ready.length === 1 ? 'Cruiser' : 'Cruisers'})`, needs);
  const areas = CRUISER_TABLE[dice[0] + dice[1]][ready.length];
  for (let i = 0; i < areas.length; i++) moveTile(st, ready[i], seaLoc(areas[i]), '§9.1.2');
  for (let i = 0; i < SEA_AREAS.length; i++) {
    if (cruisersInArea(st, i) < 2) continue;
    const a = SEA_AREAS[i];
    // §9.1.3: a bracketed result, two Cruisers in one area, sinks the runner there.
    st.f.sunkAreas.push(a.id);
    for (const runner of runnersIn(st, seaLoc(a.id))) {
      emit(st, { type: 'sinking', rule: '§9.1.3', ship: runner, area: a.id, by: cruisersIn(st, seaLoc(a.id)) });
      moveTile(st, runner, NEUTRAL_PORTS, '§9.1.3');
    }
  }
}

// ── §9.1.5 Major Naval Battle (R23) ───────────────────────────────────────────────────────────────────

function navalBattle(st: GameState): void {
  const area = hsfArea(st);
  if (area === null) return;
  const cruisers = cruisersIn(st, seaLoc(area));
  if (cruisers.length === 0) return skipped(st, '§9.1.5', { skip: 'no-naval-battle', area });
  // R23: one die against one Cruiser; two dice, keep the lower, against two (after the first, the faces left).
  const needs = asksRoll(st) ? navalBattleNeed(st, cruisers) : undefined;
  const dice = rollDice(st, cruisers.length === 1 ? 1 : 2, '§9.1.5', `Major Naval Battle in area ${area}`, needs);
  const row = NAVAL_BATTLE[Math.min(...dice)];
  emit(st, { type: 'naval-battle', rule: 'R23', area, cruisers, roll: Math.min(...dice), result: row.result });
  switch (row.effect) {
    case 'hsf-discarded':
      emit(st, { type: 'sinking', rule: 'R23', ship: HSF, area, by: cruisers });
      discardTile(st, HSF, 'R23');
      break;
    case 'hsf-to-calendar':
      emit(st, { type: 'ship-damaged', rule: 'R23', ship: HSF, area, by: cruisers });
      placeTurnsAhead(st, HSF, row.turnsAhead ?? 0, 'R23');
      break;
    case 'none':
      break;
    case 'cruiser-to-calendar':
      emit(st, { type: 'ship-damaged', rule: 'R23', ship: cruisers[0], area, by: [HSF] });
      placeTurnsAhead(st, cruisers[0], row.turnsAhead ?? 0, 'R23');
      break;
    case 'cruiser-to-cup':
      emit(st, { type: 'ship-damaged', rule: 'R23', ship: cruisers[0], area, by: [HSF] });
      moveTile(st, cruisers[0], 'chit-cup', 'R23');
      break;
  }
}

// ── §9.1.6 / §9.1.7 the haul ──────────────────────────────────────────────────────────────────────────

/**
 * RM each surviving runner brings home: its area's haul unless a Cruiser is there, where the HSF lets it
 * through anyway (§9.1.4). Sunk runners are in Neutral Ports and earn nothing (R22). R22 (amended): what counts
 * is the area where the HSF was placed (`hsfSailedTo`), whatever the Major Naval Battle then did to the fleet
 * (discarded, sent ahead on the Calendar): the battle decides only the fleet's fate.
 */
function earningAreas(st: GameState, hsfSailedTo: SeaAreaId | undefined): SeaAreaId[] {
  const out: SeaAreaId[] = [];
  for (let i = 0; i < SEA_AREAS.length; i++) {
    const id = SEA_AREAS[i].id;
    if (runnersInArea(st, i) === 0) continue; // R22: a sunk runner is in Neutral Ports
    if (cruisersInArea(st, i) > 0 && hsfSailedTo !== id) continue;
    out.push(id);
  }
  return out;
}

const pushSmugglers = defineDecision<Empty, HaulToGermany | HaulToTurkey>('turkish-smugglers', {
  prompt: () => ({ rule: '§9.1.7', text: 'The runner in the Aegean got through: its 1 RM to Germany, or 1 Lira to Turkey?' }),
  actions: () => [{ type: 'haul-to-germany' }, { type: 'haul-to-turkey' }],
  apply: (st, _f, action) => {
    const haul = SEA_AREAS.find((a) => a.id === SMUGGLERS_AREA)?.haul ?? 0;
    if (action.type === 'haul-to-turkey') addLira(st, haul, '§9.1.7');
    else addRm(st, haul, '§9.1.6');
    pop(st);
  },
});

/** §9.1.2: a Cruiser in a runner's area keeps its haul from Germany (no High Seas Fleet with it, §9.1.4); the
 *  runner is stopped, not sunk (sinking is §9.1.3, and R22 is about the sunk). One line each. */
function reportCaught(st: GameState, hsfSailedTo: SeaAreaId | undefined): void {
  if (!recordingEvents()) return; // it only tells the log (rollouts run with events off)
  for (let i = 0; i < SEA_AREAS.length; i++) {
    const a = SEA_AREAS[i];
    if (cruisersInArea(st, i) === 0 || hsfSailedTo === a.id) continue;
    const cruisers = cruisersIn(st, seaLoc(a.id));
    for (const runner of runnersIn(st, seaLoc(a.id))) emit(st, { type: 'runner-caught', rule: '§9.1.2', runner, area: a.id, by: cruisers });
  }
}

function collectHaul(st: GameState, hsfSailedTo: SeaAreaId | undefined): void {
  reportCaught(st, hsfSailedTo);
  let total = 0;
  let smuggled = false;
  for (const id of earningAreas(st, hsfSailedTo)) {
    const area = SEA_AREAS.find((a) => a.id === id);
    if (area === undefined) continue;
    // §9.1.7: with Turkey at war the Aegean runner's haul may go to Turkey instead: the player says.
    if (id === SMUGGLERS_AREA && turkeyStatus(st) === 'cp') smuggled = true;
    else total += area.haul;
  }
  emit(st, { type: 'haul', rule: '§9.1.6', rm: total, aegean: smuggled });
  if (total > 0) addRm(st, total, '§9.1.6'); // R4: the track stops at 12
  if (smuggled) pushSmugglers(st, {});
}

/** The whole of §9.1, step by step. */
export const pushBlockade = defineSteps<BlockadeData>('blockade', [
  [
    '§9.1.1 the Blockade Runners sail, one at a time',
    (st) => {
      if (runnerCount(st, RUNNERS_BOX) > 0) pushRunnerPlacement(st, {});
      else skipped(st, '§9.1.1', { skip: 'no-runner' });
    },
  ],
  [
    '§9.1.4 the High Seas Fleet may sail with a runner',
    (st) => {
      if (isAt(st, HSF, 'germany') && hsfAreas(st).length > 0) pushHsfPlacement(st, {});
      else if (isAt(st, HSF, 'germany')) skipped(st, '§9.1.4', { skip: 'hsf-no-north-sea-runner' });
    },
  ],
  ['§9.1.2 / §9.1.3 the British Cruisers Table sends the Cruisers; brackets sink runners', (st) => sendCruisers(st)],
  [
    '§9.1.5 the Major Naval Battle (R23)',
    (st, f) => {
      // R22 (amended): remember where the fleet sailed before the battle can sink it or send it away.
      const area = hsfArea(st);
      if (area !== null) f.d.hsfSailedTo = area;
      navalBattle(st);
    },
  ],
  ['§9.1.6 / §9.1.7 the haul of the runners that got through (R22)', (st, f) => collectHaul(st, f.d.hsfSailedTo)],
  [
    '§9.1.4 the High Seas Fleet goes home',
    (st) => {
      // The fleet's sortie is over: a surviving HSF still at sea goes back to Germany for the next turn.
      if (hsfArea(st) !== null) moveTile(st, HSF, 'germany', '§9.1.4');
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const BLOCKADE_FRAMES = [pushBlockade, pushRunnerPlacement, pushHsfPlacement, pushSmugglers] as const;
