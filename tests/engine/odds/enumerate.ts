// Forces every face (or pair, or sequence) of the dice an action rolls through the real rule and counts how
// each ends: the odds adapter's fractions must equal these counts (issue 15). The adapter never runs here.
import { expect } from 'vitest';
import { actInPlace, currentPrompt } from '../../../shared/engine/game.js';
import { copyState } from '../../../shared/engine/core/board.js';
import { takeEvents, type GameEvent } from '../../../shared/engine/core/events.js';
import type { Action } from '../../../shared/engine/core/actions.js';
import type { GameState } from '../../../shared/engine/core/state.js';
import { chance, sameChance, type Odds, type OutcomeId } from '../../../shared/engine/odds/index.js';

const FACES = 6;

/** Every sequence of `n` die faces (6^n of them). */
export function allFaces(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((seq) => Array.from({ length: FACES }, (_, f) => [...seq, f + 1]));
  return out;
}

/** How the engine says a roll ended, from its events alone. */
export type Classify = (events: readonly GameEvent[]) => OutcomeId;

/** An attack of any kind: the Tank Army took it, the Red Baron rolled doubles, or the last attack roll's result. */
export const attackOutcome: Classify = (events) => {
  if (events.some((e) => e.type === 'tank-absorbs')) return 'absorbed';
  if (events.some((e) => e.type === 'red-baron-down')) return 'doubles';
  const attacks = events.filter((e) => e.type === 'attack');
  const last = attacks[attacks.length - 1];
  if (last === undefined || last.type !== 'attack') throw new Error('no attack was made');
  return last.success ? 'success' : 'failure';
};

/** What one action did itself: its events up to the next phase the engine went on to (whose rolls are not its own). */
function ownEvents(events: readonly GameEvent[]): GameEvent[] {
  const next = events.findIndex((e) => e.type === 'phase');
  return next < 0 ? [...events] : events.slice(0, next);
}

/** Decisions the roll itself opens that the odds count as taken (Kemal's re-roll, §12.6.3); their events. */
function followUps(st: GameState, odds: Odds): GameEvent[] {
  const p = currentPrompt(st);
  if (odds.counts !== 'kemal' || p?.kind !== 'near-east:kemal') return [];
  actInPlace(st, { type: 'reroll' });
  return ownEvents(takeEvents());
}

/** Plays `action` once per dice sequence on a copy of `st` and counts the outcomes. */
export function countOutcomes(st: GameState, action: Action, odds: Odds, classify: Classify): Map<OutcomeId, number> {
  const counts = new Map<OutcomeId, number>();
  for (const dice of allFaces(odds.dice)) {
    const probe = copyState(st);
    probe.forced.dice = [...dice];
    probe.forced.draws = [];
    takeEvents();
    actInPlace(probe, action);
    const ev = ownEvents(takeEvents());
    ev.push(...followUps(probe, odds));
    const id = classify(ev);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The adapter's fraction of each outcome equals the share of dice sequences the real rule gave it. */
export function expectOddsMatchRule(st: GameState, action: Action, odds: Odds, classify: Classify): void {
  const counts = countOutcomes(st, action, odds, classify);
  const total = FACES ** odds.dice;
  const where = `${JSON.stringify(action)} at turn ${st.turn}`;
  for (const [id, n] of counts) {
    const said = odds.outcomes.find((o) => o.id === id);
    expect(said, `${where}: the rule gave '${id}' ${n}/${total} times, the odds never name it`).toBeDefined();
    expect(sameChance(said!.chance, chance(n, total)), `${where}: '${id}' ${n}/${total}, odds say ${said!.chance.num}/${said!.chance.den}`).toBe(true);
  }
  for (const o of odds.outcomes) if (!counts.has(o.id)) expect(o.chance.num, `${where}: '${o.id}' never happened`).toBe(0);
  const success = odds.outcomes.filter((o) => o.id === 'success').reduce((s, o) => s + o.chance.num / o.chance.den, 0);
  expect(odds.success.num / odds.success.den).toBeCloseTo(success, 12);
}
