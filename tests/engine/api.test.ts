// The engine's public API (ARCHITECTURE "API"): act() never changes the state it is given, rejects
// anything not legal with a clear error, and a campaign played through act() equals its replay.
import { describe, it, expect } from 'vitest';
import { newGame, prompt, act, replay, undo, canUndo, IllegalActionError, legalActions } from '../../shared/engine/index.js';
import { greedyPolicy } from '../../tools/policy.js';

describe('engine API', () => {
  it('act() leaves the given state untouched and returns a new one', () => {
    const st = newGame({ seed: 3 });
    const before = JSON.stringify(st);
    const p = prompt(st);
    expect(p).not.toBeNull();
    const { state } = act(st, p!.actions[0]);
    expect(JSON.stringify(st)).toBe(before);
    expect(state).not.toBe(st);
    expect(state.actionCount).toBe(1);
  });

  it('an illegal or malformed action is refused with a clear error and the state is unchanged', () => {
    const st = newGame({ seed: 3 });
    const before = JSON.stringify(st);
    expect(() => act(st, { type: 'attack', target: 'fr-2', pay: 'rm' })).toThrow(IllegalActionError);
    expect(() => act(st, { type: 'attack', target: 'fr-2', pay: 'rm' })).toThrow(/not legal now/);
    expect(() => act(st, null)).toThrow(/JSON object/);
    expect(() => act(st, { type: 'done', extra: { nested: true } })).toThrow(/string, number or boolean/);
    expect(JSON.stringify(st)).toBe(before);
  });

  it('a whole campaign played through act() ends in exactly the state its replay reaches', () => {
    let st = newGame({ seed: 9 });
    const policy = greedyPolicy(9);
    const actions: unknown[] = [];
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const a = policy(st, p);
      st = act(st, a).state;
      actions.push(a);
      expect(legalActions(st)).toEqual(prompt(st)?.actions ?? []);
    }
    expect(st.over).not.toBeNull();
    expect(JSON.stringify(replay(9, {}, actions))).toBe(JSON.stringify(st));
  });

  it('undo goes back exactly one action above the floor and refuses at the floor', () => {
    let st = newGame({ seed: 5 });
    const actions: unknown[] = [];
    // Play until an action can be taken back (a choice that rolled nothing, e.g. placing a runner).
    for (let i = 0; i < 200 && !canUndo(st); i++) {
      const a = prompt(st)!.actions[0];
      st = act(st, a).state;
      actions.push(a);
    }
    expect(canUndo(st)).toBe(true);
    const back = undo(st, actions);
    expect(JSON.stringify(back)).toBe(JSON.stringify(replay(5, {}, actions.slice(0, -1))));
    expect(back.actionCount).toBe(st.actionCount - 1);
    if (!canUndo(back)) expect(() => undo(back, actions.slice(0, -1))).toThrow(IllegalActionError);
  });
});
