// Forces every face (or pair, or sequence) of the dice an action rolls through the real rule and counts how
// each ends: the odds adapter's fractions must equal these counts (issue 15). The adapter never runs here.
import { expect } from 'vitest';
import { actInPlace, currentPrompt } from '../../../shared/engine/game.js';
import { copyState, lira } from '../../../shared/engine/core/board.js';
import { takeEvents, type GameEvent } from '../../../shared/engine/core/events.js';
import type { Action } from '../../../shared/engine/core/actions.js';
import type { GameState } from '../../../shared/engine/core/state.js';
import { chance, sameChance, type Odds, type OutcomeId } from '../../../shared/engine/odds/index.js';
import { OMNIBUS_EXPLOSION } from '../../../shared/data/locations.js';

const FACES = 6;

/** Every sequence of `n` die faces (6^n of them). */
export function allFaces(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((seq) => Array.from({ length: FACES }, (_, f) => [...seq, f + 1]));
  return out;
}

/**
 * How the engine says a roll ended, from its events alone (the action is there to name the runner; the position
 * before the action gives the turn and where a track marker stood).
 */
export type Classify = (events: readonly GameEvent[], action: Action, before: GameState) => OutcomeId;

/** An attack of any kind: the Tank Army took it, the Red Baron rolled doubles, or the last attack roll's result. */
export const attackOutcome: Classify = (events) => {
  if (events.some((e) => e.type === 'tank-absorbs')) return 'absorbed';
  if (events.some((e) => e.type === 'red-baron-down')) return 'doubles';
  const attacks = events.filter((e) => e.type === 'attack');
  const last = attacks[attacks.length - 1];
  if (last === undefined || last.type !== 'attack') throw new Error('no attack was made');
  return last.success ? 'success' : 'failure';
};

function checkOutcome(check: string): Classify {
  return (events) => {
    const e = events.find((x) => x.type === 'check' && x.check === check);
    if (e === undefined || e.type !== 'check') throw new Error(`no ${check} roll was made`);
    return e.success ? 'success' : 'failure';
  };
}

const HSF = 'high-seas-fleet';

/** R23: what the Major Naval Battle did, told by the ships' moves (no battle: no naval-battle event). */
const hsfOutcome: Classify = (events, _action, { turn }) => {
  const battle = events.find((e) => e.type === 'naval-battle');
  if (battle === undefined) return 'no-battle';
  const turnsAhead = (tile: string): number | null => {
    const m = events.find((e) => e.type === 'move' && e.tile === tile && e.to.startsWith('calendar:'));
    return m !== undefined && m.type === 'move' ? Number(m.to.slice('calendar:'.length)) - turn : null;
  };
  if (events.some((e) => e.type === 'sinking' && e.ship === HSF)) return 'hsf-discarded';
  const damaged = events.find((e) => e.type === 'ship-damaged');
  if (damaged === undefined || damaged.type !== 'ship-damaged') return 'none';
  const to = turnsAhead(damaged.ship);
  const who = damaged.ship === HSF ? 'hsf' : 'cruiser';
  if (to === null) return `${who}-to-cup`;
  return `${who}-to-calendar-${to}`;
};

/** Where a track marker's last move in `events` took it ('omnibus:N' → N, the Explosion box → its name), or null. */
function trackMove(events: readonly GameEvent[], marker: string): string | null {
  const moves = events.filter((e) => e.type === 'move' && e.tile === marker);
  const last = moves[moves.length - 1];
  return last !== undefined && last.type === 'move' ? last.to.slice('omnibus:'.length) : null;
}

/** Every kind of odds with how the real rule's events say it ended. */
export const CLASSIFY: Readonly<Record<string, Classify>> = {
  attack: attackOutcome,
  'red-baron': attackOutcome,
  'air-research': checkOutcome('air-superiority'),
  'askari-build': checkOutcome('askari-by-sea'),
  'u-boat-war': checkOutcome('unrestricted-submarine-warfare'),
  bombing: (events) => {
    const e = events.find((x) => x.type === 'bombing');
    if (e === undefined || e.type !== 'bombing' || e.bomber !== 'german-bombers') throw new Error('no bombing');
    return e.hit ? 'success' : 'failure';
  },
  zeppelin: (events) => {
    const e = events.find((x) => x.type === 'zeppelin-raid');
    if (e === undefined || e.type !== 'zeppelin-raid') throw new Error('no raid');
    return e.success ? 'success' : 'failure';
  },
  'civil-society': (events) => {
    const e = events.find((x) => x.type === 'civil-society');
    if (e === undefined || e.type !== 'civil-society') throw new Error('no Civil Society roll');
    return e.result === 'reward' ? `reward-${e.rm}` : e.result;
  },
  runner: (events, action) => {
    const runner = 'runner' in action ? action.runner : '';
    if (events.some((e) => e.type === 'sinking' && e.ship === runner)) return 'sunk';
    if (events.some((e) => e.type === 'runner-caught' && e.runner === runner)) return 'caught';
    return 'through';
  },
  hsf: hsfOutcome,
  // §5.4.1: the marker's first move of the action says where the die took it (the Explosion moves it on again).
  agitation: (events) => {
    const first = events.find((e) => e.type === 'move' && e.tile === REVOLUTION);
    if (first === undefined || first.type !== 'move') throw new Error('the Revolution marker never moved');
    return first.to === OMNIBUS_EXPLOSION ? 'explosion' : `revolution-${first.to.slice('omnibus:'.length)}`;
  },
  // §12.5: the Lira track after the draw, against before (a 0 chit moves nothing).
  lira: (events, _action, before) => {
    const to = trackMove(events, 'lira-coin');
    if (!events.some((e) => e.type === 'draw' && e.cup === 'lira-cup')) throw new Error('no Lira chit was drawn');
    return `lira-${to === null ? 0 : Number(to) - lira(before)}`;
  },
};

const REVOLUTION = 'pink-socialist-revolution-1';

/** Every way the action's chance can fall: each dice sequence, or each tile of the cup it draws from. */
function allChances(st: GameState, odds: Odds): { dice: number[]; draws: string[] }[] {
  if (odds.cup === undefined) return allFaces(odds.dice).map((dice) => ({ dice, draws: [] }));
  return Object.keys(st.loc).filter((id) => st.loc[id] === odds.cup).map((id) => ({ dice: [], draws: [id] }));
}

/** What one action did itself: its events up to the next phase the engine went on to (whose rolls are not its own). */
function ownEvents(events: readonly GameEvent[]): GameEvent[] {
  const next = events.findIndex((e) => e.type === 'phase');
  return next < 0 ? [...events] : events.slice(0, next);
}

/**
 * Decisions between the action and its roll, or opened by the roll, that the odds count as taken: Kemal's
 * re-roll (§12.6.3); the other runners placed and the High Seas Fleet kept home before the Cruisers sail (§9.1).
 */
function followUps(st: GameState, odds: Odds): GameEvent[] {
  const out: GameEvent[] = [];
  for (;;) {
    const p = currentPrompt(st);
    if (odds.counts === 'kemal' && p?.kind === 'near-east:kemal') actInPlace(st, { type: 'reroll' });
    else if (odds.kind === 'runner' && p?.kind === 'runner-placement') actInPlace(st, p.actions[0]);
    else if (odds.kind === 'runner' && p?.kind === 'hsf-placement') actInPlace(st, { type: 'decline' });
    else return out;
    out.push(...ownEvents(takeEvents()));
  }
}

/** Plays `action` once per dice sequence on a copy of `st` and counts the outcomes. */
export function countOutcomes(st: GameState, action: Action, odds: Odds, classify: Classify = CLASSIFY[odds.kind]): Map<OutcomeId, number> {
  const counts = new Map<OutcomeId, number>();
  for (const { dice, draws } of allChances(st, odds)) {
    const probe = copyState(st);
    probe.forced.dice = [...dice];
    probe.forced.draws = [...draws];
    takeEvents();
    actInPlace(probe, action);
    const ev = ownEvents(takeEvents());
    ev.push(...followUps(probe, odds));
    const id = classify(ev, action, st);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The adapter's fraction of each outcome equals the share of dice sequences the real rule gave it. */
export function expectOddsMatchRule(st: GameState, action: Action, odds: Odds, classify: Classify = CLASSIFY[odds.kind]): void {
  const counts = countOutcomes(st, action, odds, classify);
  const total = allChances(st, odds).length;
  expect(total, 'a chance to count').toBeGreaterThan(0);
  const where = `${JSON.stringify(action)} at turn ${st.turn}`;
  for (const [id, n] of counts) {
    const said = odds.outcomes.find((o) => o.id === id);
    expect(said, `${where}: the rule gave '${id}' ${n}/${total} times, the odds never name it`).toBeDefined();
    expect(sameChance(said!.chance, chance(n, total)), `${where}: '${id}' ${n}/${total}, odds say ${said!.chance.num}/${said!.chance.den}`).toBe(true);
  }
  for (const o of odds.outcomes) if (!counts.has(o.id)) expect(o.chance.num, `${where}: '${o.id}' never happened`).toBe(0);
  const sum = odds.outcomes.reduce((acc, o) => acc + o.chance.num / o.chance.den, 0);
  expect(sum, `${where}: the outcomes add up to 1`).toBeCloseTo(1, 12);
  const success = odds.outcomes.find((o) => o.id === 'success');
  if (success !== undefined) expect(sameChance(odds.success, success.chance), `${where}: success is the 'success' outcome`).toBe(true);
}
