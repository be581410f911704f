// A campaign's new dice (issue 31, a branch with new dice): from move N its rolls come from a seed of its own,
// given through the engine's door (newGame / replay / replaySteps), so a replay, an undo and every step of a
// History give the same game again. The seed is drawn outside the engine: the engine stays pure.
import { describe, expect, it } from 'vitest';
import {
  act, IllegalActionError, legalActions, newGame, replay, replaySteps, undo, type GameEvent, type GameState, type PlainAction,
} from '../../shared/engine/index.js';

interface Played {
  readonly state: GameState;
  /** Each action's dice, in order (the start's too, as step 0). */
  readonly dice: number[][];
  readonly actions: PlainAction[];
}

function diceOf(events: readonly GameEvent[]): number[] {
  return events.flatMap((e) => (e.type === 'dice' ? (e as Extract<GameEvent, { type: 'dice' }>).dice : []));
}

/** Plays on with a fixed policy (the action number picks among the legal ones): the same choices whatever the dice, while legal. */
function playOn(start: GameState, count: number, from: PlainAction[] = []): Played {
  let state = start;
  const dice: number[][] = [];
  const actions: PlainAction[] = [...from];
  for (let i = 0; i < count && state.over === null; i++) {
    const legal = legalActions(state);
    const action = legal[(i * 7 + 3) % legal.length] as PlainAction;
    const next = act(state, action);
    dice.push(diceOf(next.events));
    actions.push({ ...action });
    state = next.state;
  }
  return { state, dice, actions };
}

const SEED = 2026;
const AT = 30;

describe('new dice from a move (issue 31)', () => {
  it('the moves before the change roll as the campaign did; after it the dice are others', () => {
    const war = playOn(newGame({ seed: SEED }), 80);
    const shared = war.actions.slice(0, AT);
    const same = replay(SEED, undefined, shared);
    const fresh = replay(SEED, undefined, shared, [{ atMove: AT, seed: 77 }]);
    // The same board at the branch point: the first AT moves and their dice are the war's.
    expect(fresh.loc).toEqual(same.loc);
    expect(fresh.turn).toBe(same.turn);
    const onSame = playOn(same, 50);
    const onFresh = playOn(fresh, 50);
    expect(onSame.dice.flat()).toEqual(war.dice.slice(AT, AT + onSame.dice.length).flat()); // a same-dice branch meets the war's dice
    expect(onFresh.dice.flat().length).toBeGreaterThan(0);
    expect(onFresh.dice.flat()).not.toEqual(onSame.dice.flat());
  });

  it('a replay with the same changes gives the same game, step by step', () => {
    const start = replay(SEED, undefined, playOn(newGame({ seed: SEED }), AT).actions, [{ atMove: AT, seed: 9 }]);
    const played = playOn(start, 40, playOn(newGame({ seed: SEED }), AT).actions);
    const again = replaySteps(SEED, undefined, played.actions, [{ atMove: AT, seed: 9 }]);
    expect(again.illegalAt).toBeNull();
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.state));
    expect(again.steps.slice(AT + 1).map(diceOf)).toEqual(played.dice);
    // Another seed is another game.
    expect(JSON.stringify(replay(SEED, undefined, played.actions.slice(0, AT + 1), [{ atMove: AT, seed: 10 }]).rng))
      .not.toBe(JSON.stringify(replay(SEED, undefined, played.actions.slice(0, AT + 1), [{ atMove: AT, seed: 9 }]).rng));
  });

  it('undo keeps the new dice, and stops at the move where they began', () => {
    const shared = playOn(newGame({ seed: SEED }), AT).actions;
    const played = playOn(replay(SEED, undefined, shared, [{ atMove: AT, seed: 5 }]), 12, shared);
    const back = undo(played.state, played.actions);
    expect(JSON.stringify(back)).toBe(JSON.stringify(replay(SEED, undefined, played.actions.slice(0, -1), [{ atMove: AT, seed: 5 }])));
    const atBranch = replay(SEED, undefined, shared, [{ atMove: AT, seed: 5 }]);
    expect(atBranch.floor).toBe(AT);
    expect(() => undo(atBranch, shared)).toThrow(IllegalActionError);
  });

  it('a campaign without changes is the campaign as always (no field, the same state)', () => {
    const actions = playOn(newGame({ seed: SEED }), 20).actions;
    expect(JSON.stringify(replay(SEED, undefined, actions, []))).toBe(JSON.stringify(replay(SEED, undefined, actions)));
    expect('newDice' in replay(SEED, undefined, actions)).toBe(false);
  });

  it('new dice from the start: the opening is the seed\'s, every roll after it new', () => {
    const plain = newGame({ seed: SEED });
    const fresh = newGame({ seed: SEED, newDice: [{ atMove: 0, seed: 3 }] });
    expect(fresh.loc).toEqual(plain.loc);
    expect(fresh.rng).not.toEqual(plain.rng);
  });

  it('changes out of order, at a move that is not whole, or with a seed out of range are refused', () => {
    expect(() => newGame({ seed: 1, newDice: [{ atMove: 5, seed: 1 }, { atMove: 5, seed: 2 }] })).toThrow(IllegalActionError);
    expect(() => newGame({ seed: 1, newDice: [{ atMove: 1.5, seed: 1 }] })).toThrow(IllegalActionError);
    expect(() => newGame({ seed: 1, newDice: [{ atMove: 1, seed: -1 }] })).toThrow(IllegalActionError);
    expect(() => newGame({ seed: 1, newDice: [{ atMove: 1, seed: 2 ** 32 }] })).toThrow(IllegalActionError);
  });
});
