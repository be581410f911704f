// R39 old campaigns: upgradeActions maps edition-0 action lists (`unrest` with a number of Cities, then
// their attacks) to today's one-City-at-a-time shapes where the meaning is the same, and stops mapping
// where it is not (a `decline` giving up two or more Cities' attacks).
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { allAt, at, board, force } from './helpers.js';
import { defeatCheckInFrance as ottInFrance } from './positions.js';
import { actInPlace, advance, IllegalActionError, replay, replaySteps } from '../../shared/engine/game.js';
import { asEdition0Actions } from './edition-0.js';
import type { PlainAction } from '../../shared/engine/core/flow.js';
import { copyState } from '../../shared/engine/core/board.js';
import { takeEvents } from '../../shared/engine/core/events.js';
import { upgradeActions, R39_EDITION } from '../../shared/engine/upgrade-actions.js';
import { pushDefeatCheck } from '../../shared/engine/rules/defeat.js';
import { CITY_IDS } from '../../shared/data/tiles.js';
import type { GameState } from '../../shared/engine/core/state.js';

/** Plays `actions` on a copy of the position `start`; stops before the first illegal one. */
function replayFrom(start: GameState, actions: readonly PlainAction[]): { st: GameState; illegalAt: number | null } {
  const st = copyState(start);
  advance(st);
  for (let i = 0; i < actions.length; i++) {
    try {
      actInPlace(st, actions[i]);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      takeEvents();
      return { st, illegalAt: i };
    }
  }
  takeEvents();
  return { st, illegalAt: null };
}

/** France's OTT has just gone in with `unruhe` Cities in Unruhe; the Defeat roll fizzles (6+6), then `dice`. */
function fizzle(dice: number[], unruhe = 0): GameState {
  const st = ottInFrance(unruhe);
  force(st, [6, 6, ...dice]);
  return st;
}

describe('R39 upgradeActions: edition-0 city attacks in today\'s shapes', () => {
  it('R39 unrest 3 and its three attacks: each later City gets an unrest-another, a stop-unrest ends; the same Cities and armies fall', () => {
    const start = fizzle([6, 6, 6]);
    const old: PlainAction[] = [
      { type: 'unrest', cities: 3 },
      { type: 'attack', target: 'fr-5' },
      { type: 'attack', target: 'fr-1' },
      { type: 'attack', target: 'fr-4' },
    ];
    const up = upgradeActions(0, old, { state: start });
    expect(up.actions).toEqual([
      { type: 'attack', target: 'fr-5' },
      { type: 'unrest-another' },
      { type: 'attack', target: 'fr-1' },
      { type: 'unrest-another' },
      { type: 'attack', target: 'fr-4' },
      { type: 'stop-unrest' },
    ]);
    expect(up.changedAt).toBe(0);
    const { st, illegalAt } = replayFrom(start, up.actions);
    expect(illegalAt).toBeNull();
    expect(at(st, 'unruhe')).toEqual(CITY_IDS.slice(0, 3)); // as edition 0 left them: three Cities in Unruhe
    for (const a of ['fr-5', 'fr-1', 'fr-4']) expect(st.loc[a]).toBe('france-reserves');
    expect(st.forced.dice).toEqual([]);
  });

  it('R39 the old list as it was is no longer legal: the replay stops at its unrest action', () => {
    const old: PlainAction[] = [{ type: 'unrest', cities: 1 }, { type: 'attack', target: 'fr-5' }];
    expect(replayFrom(fizzle([6]), old).illegalAt).toBe(0);
  });

  it('R39 unrest with every City left in Ruhe: no stop-unrest, the sequence ends by itself', () => {
    const start = fizzle([6, 6], CITY_IDS.length - 2);
    const old: PlainAction[] = [{ type: 'unrest', cities: 2 }, { type: 'attack', target: 'fr-5' }, { type: 'attack', target: 'fr-1' }];
    const up = upgradeActions(0, old, { state: start });
    expect(up.actions).toEqual([{ type: 'attack', target: 'fr-5' }, { type: 'unrest-another' }, { type: 'attack', target: 'fr-1' }]);
    const { st, illegalAt } = replayFrom(start, up.actions);
    expect(illegalAt).toBeNull();
    expect(st.over).toBeNull();
    expect(at(st, 'ruhe')).toEqual([]);
  });

  it('R39 a single City in Ruhe (edition 0 asked nothing): the list is already today\'s', () => {
    const start = fizzle([6], CITY_IDS.length - 1);
    const old: PlainAction[] = [{ type: 'attack', target: 'fr-5' }];
    expect(upgradeActions(0, old, { state: start })).toEqual({ actions: old, changedAt: null });
    const { st, illegalAt } = replayFrom(start, old);
    expect(illegalAt).toBeNull();
    expect(st.over).toBeNull();
    expect(st.loc['fr-5']).toBe('france-reserves');
    expect(at(st, 'ruhe')).toEqual([]);
  });

  it('R39 a decline of the last City\'s attack only is a give-up-attack (same meaning)', () => {
    const start = fizzle([6]);
    const old: PlainAction[] = [{ type: 'unrest', cities: 2 }, { type: 'attack', target: 'fr-5' }, { type: 'decline' }];
    const up = upgradeActions(0, old, { state: start });
    expect(up.actions).toEqual([{ type: 'attack', target: 'fr-5' }, { type: 'unrest-another' }, { type: 'give-up-attack' }, { type: 'stop-unrest' }]);
    const { st, illegalAt } = replayFrom(start, up.actions);
    expect(illegalAt).toBeNull();
    expect(at(st, 'unruhe')).toHaveLength(2);
  });

  it('R39 a decline of two or more Cities\' attacks means something else today: mapping stops there and the replay finds it illegal', () => {
    const start = fizzle([6]);
    const after: PlainAction = { type: 'done' };
    const old: PlainAction[] = [{ type: 'unrest', cities: 3 }, { type: 'attack', target: 'fr-5' }, { type: 'decline' }, after];
    const up = upgradeActions(0, old, { state: start });
    // Mapped up to the first City's attack; the decline and what follows are left as they were.
    expect(up.actions).toEqual([{ type: 'attack', target: 'fr-5' }, { type: 'decline' }, after]);
    expect(up.changedAt).toBe(0);
    const { st, illegalAt } = replayFrom(start, up.actions);
    expect(illegalAt).toBe(1); // outdated from the decline: today's player chooses whether another City moves
    expect(at(st, 'unruhe')).toHaveLength(1);
  });

  it('R39 a decline of every attack at once (unrest 2, decline) stops at the first City\'s attack', () => {
    const start = fizzle([]);
    const old: PlainAction[] = [{ type: 'unrest', cities: 2 }, { type: 'decline' }];
    const up = upgradeActions(0, old, { state: start });
    expect(up.actions).toEqual([{ type: 'decline' }]);
    expect(replayFrom(start, up.actions).illegalAt).toBe(0);
  });

  it('R39 an old list that ends inside the fizzle is not carried on: today\'s player decides', () => {
    const start = fizzle([6]);
    const up = upgradeActions(0, [{ type: 'unrest', cities: 3 }, { type: 'attack', target: 'fr-5' }], { state: start });
    expect(up.actions).toEqual([{ type: 'attack', target: 'fr-5' }]);
    expect(replayFrom(start, up.actions).st.stack.at(-1)?.k).toBe('defeat:another-city');
  });

  it('R39 attacks edition 0 gave up unasked (no target anywhere) need no action today either: unrest-another, then stop-unrest', () => {
    // An Italian crisis on a Winter turn (§10.4) with every other box down to its last army: no City has a target.
    const tiles = {
      ...allAt(['it-4', 'it-carnia', 'ott-italy'], 'italy'), 'neutral-italy': 'discarded',
      ...allAt(['be-army', 'gb-1'], 'belgium-reserves'), ...allAt(['fr-1', 'fr-2', 'fr-4', 'fr-5'], 'france-reserves'),
      ...allAt(['rus-2', 'rus-4'], 'lithuania-reserves'), ...allAt(['rus-5', 'rus-7'], 'ukraine-reserves'),
      ...allAt(['srb-2', 'srb-3'], 'serbia-reserves'),
    };
    const start = board({ turn: 10, tiles });
    pushDefeatCheck(start, { country: 'italy' });
    force(start, [6, 6]);
    const up = upgradeActions(0, [{ type: 'unrest', cities: 2 }, { type: 'done' }], { state: start });
    expect(up.actions.slice(0, 2)).toEqual([{ type: 'unrest-another' }, { type: 'stop-unrest' }]);
    expect(up.changedAt).toBe(0);
    const { st } = replayFrom(start, up.actions.slice(0, 2));
    expect(at(st, 'unruhe')).toEqual(CITY_IDS.slice(0, 2));
  });

  it('R39 lists of today\'s edition are returned as they are', () => {
    const old: PlainAction[] = [{ type: 'unrest', cities: 3 }];
    expect(upgradeActions(R39_EDITION, old, { state: fizzle([]) })).toEqual({ actions: old, changedAt: null });
  });

  it('R39 a whole campaign written back in edition-0 shapes maps to exactly today\'s actions and replays to the same end', () => {
    // Today's golden Defeat, its fizzles written as an edition-0 player would have sent them: `unrest n`
    // before the first City's attack, the attacks, no another-city/stop questions.
    const golden = JSON.parse(readFileSync(new URL('../golden/defeat-standard.json', import.meta.url), 'utf8')) as { seed: number; options: Record<string, never>; actions: PlainAction[] };
    const old = asEdition0Actions(golden.seed, golden.options, golden.actions);
    const st = replay(golden.seed, golden.options, golden.actions);
    expect(old.some((a) => a.type === 'unrest')).toBe(true);
    expect(replaySteps(golden.seed, golden.options, old).illegalAt).not.toBeNull();
    const up = upgradeActions(0, old, { seed: golden.seed, options: golden.options });
    expect(up.actions).toEqual(golden.actions);
    expect(up.changedAt).toBe(old.findIndex((a) => a.type === 'unrest'));
    const run = replaySteps(golden.seed, golden.options, up.actions);
    expect(run.illegalAt).toBeNull();
    expect(run.state.over).toEqual(st.over);
    expect(run.state.loc).toEqual(st.loc);
  });

  it('R39 a list already in today\'s shapes is kept as it is, whatever edition it claims', () => {
    const golden = JSON.parse(readFileSync(new URL('../golden/defeat-standard.json', import.meta.url), 'utf8')) as { seed: number; options: Record<string, never>; actions: PlainAction[] };
    expect(golden.actions.some((a) => a.type === 'stop-unrest')).toBe(true);
    expect(upgradeActions(0, golden.actions, { seed: golden.seed, options: golden.options })).toEqual({ actions: golden.actions, changedAt: null });
  });
});
