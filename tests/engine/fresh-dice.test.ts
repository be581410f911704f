// branchWithFreshDice (issue 15, the advisor's foundation): a working copy of a position whose dice come
// from a seed of its own, never from the campaign's generator, and which the campaign library refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { act, branchWithFreshDice, canUndo, IllegalActionError, isBranch, legalActions, newGame, undo, type GameEvent, type GameState } from '../../shared/engine/index.js';
import { seedRng } from '../../shared/engine/core/random.js';
import { copyState } from '../../shared/engine/core/board.js';
import { engine } from '../../main/engine-port.js';
import { BranchNotACampaignError, CampaignLibrary } from '../../main/library/library.js';
import { removeTempDirs, tempDir } from '../main/fixtures/setup.js';

afterEach(removeTempDirs);

interface Played {
  readonly state: GameState;
  readonly dice: number[][];
  readonly actions: unknown[];
}

/** Plays `count` actions with a fixed policy (a hash of the action number picks among the legal ones). */
function playOn(start: GameState, count: number): Played {
  let state = start;
  const dice: number[][] = [];
  const actions: unknown[] = [];
  for (let i = 0; i < count && state.over === null; i++) {
    const legal = legalActions(state);
    const action = legal[(i * 7 + 3) % legal.length];
    const next = act(state, action);
    for (const e of next.events) if (e.type === 'dice') dice.push((e as Extract<GameEvent, { type: 'dice' }>).dice);
    actions.push(action);
    state = next.state;
  }
  return { state, dice, actions };
}

/** The state as plain data, without its dice (generator and queued results), undo floor and branch mark. */
function positionOf(st: GameState): unknown {
  const { rng: _rng, forced: _forced, floor: _floor, branch: _branch, ...rest } = JSON.parse(JSON.stringify(st)) as GameState;
  return rest;
}

/** A campaign some way in, with dice already rolled. */
function midCampaign(): Played {
  const played = playOn(newGame({ seed: 2026 }), 40);
  expect(played.dice.length).toBeGreaterThan(0);
  return played;
}

describe('branchWithFreshDice: a position with dice of its own', () => {
  it('the branch is the same position as the original, everything but the dice', () => {
    const { state } = midCampaign();
    const branch = branchWithFreshDice(state, 5);
    expect(positionOf(branch)).toEqual(positionOf(state));
    expect(branch.rng).not.toEqual(state.rng);
    expect(isBranch(branch)).toBe(true);
    expect(isBranch(state)).toBe(false);
    expect(legalActions(branch)).toEqual(legalActions(state));
  });

  it('the original is untouched: its next rolls are the same with and without a branch played', () => {
    const { state } = midCampaign();
    const before = JSON.stringify(state);
    const alone = playOn(copyState(state), 60);
    const branch = branchWithFreshDice(state, 11);
    playOn(branch, 60);
    expect(JSON.stringify(state)).toBe(before);
    const after = playOn(state, 60);
    expect(after.dice.length).toBeGreaterThan(0);
    expect(after.dice).toEqual(alone.dice);
  });

  it('two branches with the same seed play identically; different seeds roll differently', () => {
    const { state } = midCampaign();
    const a = playOn(branchWithFreshDice(state, 42), 80);
    const b = playOn(branchWithFreshDice(state, 42), 80);
    const c = playOn(branchWithFreshDice(state, 43), 80);
    expect(a.dice.length).toBeGreaterThan(3);
    expect(b.dice).toEqual(a.dice);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(c.dice).not.toEqual(a.dice);
  });

  it('never draws on the campaign\'s dice: positions differing only in their dice give the same branch', () => {
    const { state } = midCampaign();
    const other = copyState(state);
    other.rng = seedRng(999);
    other.forced = { dice: [6, 6, 6], draws: [] };
    expect(JSON.stringify(branchWithFreshDice(other, 8))).toBe(JSON.stringify(branchWithFreshDice(state, 8)));
    expect(playOn(branchWithFreshDice(other, 8), 60).dice).toEqual(playOn(branchWithFreshDice(state, 8), 60).dice);
  });

  it('a branch\'s dice are not those of the original\'s own future', () => {
    const { state } = midCampaign();
    const own = playOn(copyState(state), 80);
    const branch = playOn(branchWithFreshDice(state, state.seed), 80);
    expect(branch.dice).not.toEqual(own.dice);
  });

  it('cannot be undone (a replay would bring back the campaign\'s dice), and refuses a bad seed', () => {
    const { state, actions } = midCampaign();
    const branch = branchWithFreshDice(state, 3);
    expect(canUndo(branch)).toBe(false);
    expect(() => undo(branch, actions)).toThrow(IllegalActionError);
    expect(() => branchWithFreshDice(state, -1)).toThrow(/whole number/);
    expect(() => branchWithFreshDice(state, 1.5)).toThrow(IllegalActionError);
  });
});

describe('the campaign library refuses a branch', () => {
  it('will not make or bring up to date a campaign record from a branch, in a plain sentence', async () => {
    const library = new CampaignLibrary({ dir: tempDir(), engine, appVersion: 'test' });
    await library.open();
    const { state, actions } = midCampaign();
    const record = library.newRecord({ seed: 2026, options: state.options }, state); // the campaign itself is fine
    const branch = branchWithFreshDice(state, 1);
    expect(() => library.newRecord({ seed: 2026, options: state.options }, branch)).toThrow(BranchNotACampaignError);
    expect(() => library.updated(record, actions as never, branch)).toThrow(/branch with fresh dice .* cannot be saved as a campaign/);
    expect((await library.list()).campaigns).toEqual([]);
  });
});
