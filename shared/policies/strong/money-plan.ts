// What the RM still in hand is worth if not spent on attacks: the turn's later uses (§12.2 Askari, §13 builds,
// §14.1 banking and the railway), funded best first. RM left over at the end of a turn is lost (§14.1), so
// an attack is worth making whenever it beats the use it would take the money from.
import { countIdsAt, isAt, turkeyStatus, type GameState } from '../../engine/index.js';
import { RUNNER_IDS, UBOAT_IDS, ASKARI_IDS } from '../../data/tiles.js';
import { COSTS } from '../../data/costs.js';
import { LAST_TURN } from '../../data/calendar.js';
import { bestRunnerHaul } from './sea-areas.js';
import type { StrongParams } from './params.js';

/** One later use of RM: its price and its worth per RM. */
export interface Use {
  readonly kind: 'runner' | 'siegfried' | 'u-boat' | 'bank' | 'railway' | 'askari';
  readonly cost: number;
  readonly perRm: number;
}

/** Where the turn stands: uses of phases already past are no longer open (§12 before §13 before §14). */
export type Stage = 'attack' | 'near-east' | 'industrial' | 'bank';

const ORDER: Readonly<Record<Stage, number>> = { attack: 0, 'near-east': 1, industrial: 2, bank: 3 };

function after(stage: Stage, phase: Stage): boolean {
  return ORDER[phase] >= ORDER[stage];
}

/** Whether any of `ids` stands at `where` (a loop: no closure per call, laterUses runs at every decision). */
function anyAt(st: GameState, ids: readonly string[], where: string): boolean {
  for (let i = 0; i < ids.length; i++) if (st.loc[ids[i]] === where) return true;
  return false;
}

/** §13.1: a U-Boat waits on the Counter Tray and none guards Belgium or France yet (each U-Boat's place read once). */
function uBoatWanted(st: GameState): boolean {
  let inTray = false;
  for (let i = 0; i < UBOAT_IDS.length; i++) {
    const at = st.loc[UBOAT_IDS[i]];
    if (at === 'belgium' || at === 'france') return false;
    if (at === 'counter-tray') inTray = true;
  }
  return inTray;
}

/** The later uses of RM open from `stage` on, best worth per RM first. */
export function laterUses(st: GameState, p: StrongParams, stage: Stage): Use[] {
  const uses: Use[] = [];
  const turnsLeft = LAST_TURN - st.turn;
  if (after(stage, 'near-east') && !st.f.eastAfricaClosed && turkeyStatus(st) === 'cp' && anyAt(st, ASKARI_IDS, 'counter-tray')) {
    addUse(uses, { kind: 'askari', cost: COSTS.askariNaval, perRm: p.askariValue });
  }
  if (after(stage, 'industrial') && turnsLeft > 0) {
    const idle = countIdsAt(st, RUNNER_IDS, 'neutral-ports');
    if (idle > 0) {
      // the sea's hauls only when a runner is there to rebuild (most decisions have none)
      const perRm = (p.rmValue * Math.min(p.runnerCap, bestRunnerHaul(st) * turnsLeft * p.runnerDiscount)) / COSTS.runner;
      for (let i = 0; i < idle; i++) addUse(uses, { kind: 'runner', cost: COSTS.runner, perRm: perRm * (1 - 0.15 * i) });
    }
    if (isAt(st, 'siegfried-line', 'germany')) addUse(uses, { kind: 'siegfried', cost: COSTS.siegfried, perRm: p.siegfriedValue });
    if (uBoatWanted(st)) addUse(uses, { kind: 'u-boat', cost: COSTS.uBoat, perRm: p.uBoatValue });
  }
  if (turnsLeft > 0) addUse(uses, { kind: 'bank', cost: COSTS.bankMax, perRm: p.bankValue });
  if (isAt(st, 'berlin-bagdad-railway', 'bulgaria') && turkeyStatus(st) === 'cp' && turnsLeft > 0) {
    addUse(uses, { kind: 'railway', cost: COSTS.railway, perRm: p.railwayValue });
  }
  return uses;
}

/**
 * Adds `u` to `uses` (best worth per RM first) after every use worth as much or more: the order a stable sort
 * by worth per RM would give, without a sort and its comparator calls at every decision.
 */
export function addUse(uses: Use[], u: Use): void {
  let i = uses.length;
  uses.push(u);
  for (; i > 0 && uses[i - 1].perRm < u.perRm; i--) uses[i] = uses[i - 1];
  uses[i] = u;
}

/** The worth of `budget` RM spread over `uses` (best first, each bought whole while it fits). */
export function fundedWorth(uses: readonly Use[], budget: number): number {
  let left = budget;
  let worth = 0;
  for (const u of uses) {
    if (u.cost > left) continue;
    left -= u.cost;
    worth += u.cost * u.perRm;
  }
  return worth;
}

/** What spending `cost` RM now takes from the turn's later uses. */
export function priceOf(uses: readonly Use[], budget: number, cost: number): number {
  if (cost > budget) return Infinity;
  return fundedWorth(uses, budget) - fundedWorth(uses, budget - cost);
}
